import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import Bowser from 'bowser';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { type PasskeyRow, type PersonRow, passkeys, people, type WebauthnChallengePurpose } from '@/db/schema';
import { AppError, conflict, notFound } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type ConsoleChoice, markConsoleSessionVerified } from './console-sessions';
import type { PasskeyAssertionInput, PasskeyView, registerPasskeyInput } from './passkey-schemas';
import { sendSecurityNotice } from './security-notices';
import { startPersonSession } from './sign-in';
import { consumeChallenge, issueChallenge } from './webauthn-challenges';

/** The name passkey prompts show for the site, as the authenticator app's key is listed. */
const RP_NAME = 'Billing platform';
/** How long the browser's prompt waits for the person, in ms (the stored challenge lives as long). */
const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/**
 * Who passkeys belong to (the relying party): `rpID` the host name, and the origins whose pages
 * may use them. Normally the console's public address (PUBLIC_BASE_URL). A request addressed to
 * `localhost` (any port) is served as its own relying party instead: browsers refuse an IP address
 * as an rpID, so a console reached on a developer's machine or by the browser tests at
 * http://localhost:PORT would otherwise have no working passkeys. Nothing is lost by it: a passkey
 * of `localhost` only ever signs on a page the person's own browser loaded from localhost, and it
 * cannot be used for the public address (its rpID differs, and the signature covers it).
 */
export type RelyingParty = { rpID: string; origins: string[] };

export function relyingPartyFor(publicBaseUrl: string, requestHost: string | null): RelyingParty {
  const hostname = requestHost ? hostnameOf(requestHost) : null;
  if (hostname === 'localhost' || hostname?.endsWith('.localhost')) {
    return { rpID: hostname, origins: [`http://${requestHost}`, `https://${requestHost}`] };
  }
  const base = new URL(publicBaseUrl);
  return { rpID: base.hostname, origins: [base.origin] };
}

function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

type PasskeyContext = { db: Db; audit: AuditContext; rp: RelyingParty };
type NoticeContext = { mailer: Mailer; publicBaseUrl: string };
type PersonRef = { id: string; email: string };

/**
 * The WebAuthn user handle of a person: the 16 bytes of their id. Stable, so an authenticator
 * replaces its passkey for the same person rather than keeping two; and no e-mail address in it.
 */
const userHandleOf = (personId: string) => Uint8Array.from(Buffer.from(personId.replace(/-/g, ''), 'hex'));

/** "Chrome on macOS": what a new passkey is called unless the person names it otherwise. */
export function suggestedPasskeyName(userAgent: string | null): string {
  if (!userAgent) return 'Passkey';
  const parsed = Bowser.parse(userAgent);
  const parts = [parsed.browser.name, parsed.os.name].filter(Boolean);
  return parts.length === 2 ? `${parts[0]} on ${parts[1]}` : (parts[0] ?? 'Passkey');
}

const toView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

export async function listPasskeys(db: Db, personId: string): Promise<PasskeyView[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.personId, personId)).orderBy(asc(passkeys.createdAt));
  return rows.map(toView);
}

/**
 * The options of a new passkey for the signed-in person: a discoverable credential (it signs in
 * without an e-mail address typed first), user verification when the authenticator can, and the
 * person's passkeys excluded (the same authenticator twice says so instead of adding a copy).
 */
export async function passkeyRegistrationOptions(db: Db, rp: RelyingParty, person: PersonRef) {
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.personId, person.id));
  const { challengeId, challenge } = await issueChallenge(db, 'register', person.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: person.email,
    userID: userHandleOf(person.id),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { challengeId, options };
}

/**
 * Adds the passkey the browser made, once its attestation answers the stored challenge for this
 * person at this relying party; audited, and the person is told by mail (in the same transaction).
 */
export async function registerPasskey(
  context: PasskeyContext & { notices: NoticeContext },
  person: PersonRef,
  input: z.infer<typeof registerPasskeyInput>,
): Promise<PasskeyView> {
  const challenge = await consumeChallenge(context.db, input.challengeId, 'register', person.id);
  if (!challenge) throw passkeyRefused('register', 'Adding the passkey took too long or was already done. Try again.');
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: context.rp.origins,
    expectedRPID: context.rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyRefused('register', 'This passkey could not be verified. Try again.');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        id: credential.id,
        personId: person.id,
        name: input.name,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This passkey is already added.');
    await recordAuditEvent(tx, context.audit, { action: 'person.passkey.added', targetType: 'person', targetId: person.id, details: { passkeyId: row.id, name: row.name } });
    await sendSecurityNotice(tx, context.notices, person, { kind: 'passkey_added', name: row.name });
    return toView(row);
  });
}

export async function renamePasskey(context: { db: Db; audit: AuditContext }, personId: string, id: string, name: string): Promise<PasskeyView> {
  return context.db.transaction(async (tx) => {
    const [before] = await tx.select({ name: passkeys.name }).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.personId, personId))).limit(1);
    if (!before) throw notFound('Passkey not found');
    const [row] = await tx.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.personId, personId))).returning();
    await recordAuditEvent(tx, context.audit, { action: 'person.passkey.renamed', targetType: 'person', targetId: personId, details: { passkeyId: id, from: before.name, to: name } });
    return toView(row!);
  });
}

/**
 * Removes one of the person's passkeys. A dangerous action (it is a way in): its procedure asks a
 * session whose last check is old to confirm it's them first. Audited, and the person is told by mail.
 */
export async function removePasskey(context: { db: Db; audit: AuditContext; notices: NoticeContext }, person: PersonRef, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.personId, person.id))).returning();
    if (!row) throw notFound('Passkey not found');
    await recordAuditEvent(tx, context.audit, { action: 'person.passkey.removed', targetType: 'person', targetId: person.id, details: { passkeyId: row.id, name: row.name } });
    await sendSecurityNotice(tx, context.notices, person, { kind: 'passkey_removed', name: row.name });
  });
}

/**
 * The options of an assertion: at sign-in any passkey of this site (none listed, the browser
 * offers the discoverable ones it has); to confirm it's you, the person's own.
 */
export async function passkeyAssertionOptions(db: Db, rp: RelyingParty, purpose: 'sign_in' | 'reverify', personId: string | null) {
  const allowCredentials =
    purpose === 'reverify' && personId
      ? (await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.personId, personId))).map((row) => ({
          id: row.id,
          transports: row.transports,
        }))
      : [];
  const { challengeId, challenge } = await issueChallenge(db, purpose, personId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials,
  });
  return { challengeId, options };
}

const signInRefusal = 'That passkey could not sign you in. Try again, or sign in with your e-mail address and password.';

function passkeyRefused(use: 'register' | 'sign_in' | 'reverify', message: string): AppError {
  if (use === 'sign_in') return new AppError('UNAUTHORIZED', message);
  // In a signed-in session a refusal is the form's message, never a 401 (which would sign the browser out).
  return new AppError('VALIDATION_FAILED', 'Validation failed', { issues: [{ field: 'passkey', message }], ...(use === 'reverify' ? { reason: 'reverify_failed' as const } : {}) });
}

/**
 * Verifies an assertion against the stored challenge of its purpose: the credential must be a
 * known passkey (the person's own, when someone is signed in) whose user handle, if the browser
 * sent one, names its owner; the signature, the origin, the rpID and the counter are checked by
 * the library. The counter and the last use are then written, conditionally on the counter read,
 * so two answers racing with one assertion cannot both move it. Null when refused.
 */
async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  purpose: Extract<WebauthnChallengePurpose, 'sign_in' | 'reverify'>,
  personId: string | null,
  input: PasskeyAssertionInput,
): Promise<{ person: PersonRow; passkey: PasskeyRow } | null> {
  const challenge = await consumeChallenge(db, input.challengeId, purpose, personId);
  if (!challenge) return null;
  const [found] = await db
    .select({ passkey: passkeys, person: people })
    .from(passkeys)
    .innerJoin(people, eq(people.id, passkeys.personId))
    .where(personId ? and(eq(passkeys.id, input.response.id), eq(passkeys.personId, personId)) : eq(passkeys.id, input.response.id))
    .limit(1);
  if (!found) return null;
  const { userHandle } = input.response.response;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(found.person.id))) return null;
  const verification = await verifyAuthenticationResponse({
    response: input.response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    credential: { id: found.passkey.id, publicKey: isoBase64URL.toBuffer(found.passkey.publicKey), counter: found.passkey.counter, transports: found.passkey.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const [updated] = await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, backedUp: verification.authenticationInfo.credentialBackedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, found.passkey.id), eq(passkeys.counter, found.passkey.counter)))
    .returning();
  if (!updated) return null;
  return { person: found.person, passkey: updated };
}

/**
 * A sign-in with a passkey alone: it proves both that the person holds the device and (with the
 * device's own lock) that it is them, so neither the password nor an authenticator's code is asked
 * for. A refusal says the same whatever went wrong, and is audited.
 */
export async function signInWithPasskey(
  context: PasskeyContext & NoticeContext,
  input: PasskeyAssertionInput,
  client: { userAgent: string | null; ip: string | null },
): Promise<{ person: PersonRow; sessionId: string; choice: ConsoleChoice | null }> {
  const verified = await verifyAssertion(context.db, context.rp, 'sign_in', null, input);
  if (!verified) {
    await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
      action: 'person.sign_in.failed',
      targetType: 'person',
      targetId: null,
      details: { reason: 'passkey', passkeyId: input.response.id.slice(0, 256) },
    });
    throw passkeyRefused('sign_in', signInRefusal);
  }
  return startPersonSession(context, verified.person, 'passkey', client);
}

/** Confirms it's the session's person with one of their passkeys: the session is then verified as of now. */
export async function reverifyWithPasskey(context: PasskeyContext, personId: string, sessionId: string, input: PasskeyAssertionInput): Promise<void> {
  const verified = await verifyAssertion(context.db, context.rp, 'reverify', personId, input);
  if (!verified) {
    await recordAuditEvent(context.db, context.audit, { action: 'person.reverify.failed', targetType: 'person', targetId: personId, details: { kind: 'passkey' } });
    throw passkeyRefused('reverify', 'This passkey could not confirm it is you. Try again, or use your password.');
  }
  await markConsoleSessionVerified(context.db, sessionId);
}
