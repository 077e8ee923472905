import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '@/db/client';
import { type PersonRow, people } from '@/db/schema';
import { AppError, conflict, validationFailed } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { secretPlaces } from '../secrets/secret-places';
import { countUnusedRecoveryCodes, deleteRecoveryCodes, hashNewRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { sendSecurityNotice } from './security-notices';
import { type TwoFactorSetup, type TwoFactorStatus, secondFactorRequiredMessage, wrongSecondFactorMessage } from './two-factor-schemas';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_S = 30;
const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S } as const;
/** Codes of the step before and after now pass too: a phone's clock a few seconds off, a code typed as it turned. */
const DRIFT_STEPS = 1;
/** The name the authenticator app lists the key under, beside the person's address. */
const ISSUER = 'Billing platform';

/** The key is stored sealed: whoever checks a code opens it with the box. */
type TotpContext = { db: Db; secrets: SecretBox };
type TwoFactorContext = TotpContext & { audit: AuditContext };
/** Turning two-factor sign-in on or off, or new recovery codes: the person is told by mail, in the change's transaction. */
type TwoFactorChangeContext = TwoFactorContext & { mailer: Mailer; publicBaseUrl: string };
type PersonRef = { id: string; email: string };

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), ...TOTP_PARAMETERS });
}

/** The 30-second step `code` belongs to, when it is the code of now or of a step beside it. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code.replace(/\s/g, ''), timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now }) + delta;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

async function personById(db: Db, personId: string): Promise<PersonRow> {
  const [row] = await db.select().from(people).where(eq(people.id, personId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in again');
  return row;
}

export async function twoFactorStatus(db: Db, personId: string): Promise<TwoFactorStatus> {
  const person = await personById(db, personId);
  return {
    enabled: person.totpSecret !== null,
    pending: person.totpPendingSecret !== null,
    recoveryCodesLeft: person.totpSecret ? await countUnusedRecoveryCodes(db, personId) : 0,
  };
}

/**
 * Starts setting up an authenticator app: a new random key (160 bits, as RFC 4226 recommends) kept
 * as pending until a code made with it confirms it. A new start replaces a pending key.
 */
export async function startTwoFactorSetup(context: TotpContext, person: PersonRef): Promise<TwoFactorSetup> {
  const { db } = context;
  const current = await personById(db, person.id);
  if (current.totpSecret) throw conflict('Two-factor sign-in is already on. Turn it off first to set up another app.');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(people)
    .set({ totpPendingSecret: context.secrets.seal(secret, secretPlaces.totpPendingSecret(person.id)) })
    .where(eq(people.id, person.id));
  const uri = totpOf(secret, person.email).toString();
  const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCodeSvg, key: secret.match(/.{1,4}/g)!.join(' ') };
}

/**
 * Confirms a set-up with a code from the app: the pending key becomes the person's, and ten
 * recovery codes are made, returned here once. The code's step is recorded: it cannot sign in too.
 */
export async function confirmTwoFactorSetup(context: TwoFactorChangeContext, person: PersonRef, code: string): Promise<{ recoveryCodes: string[] }> {
  const current = await personById(context.db, person.id);
  if (current.totpSecret) throw conflict('Two-factor sign-in is already on.');
  const pending = current.totpPendingSecret;
  if (!pending) throw conflict('Start the set-up again: there is no key waiting for a code.');
  const key = context.secrets.open(pending, secretPlaces.totpPendingSecret(person.id));
  const step = stepOfCode(key, code);
  if (step === null) throw validationFailed([{ field: 'code', message: 'code does not match: enter the code your app shows now for this key' }]);
  const { codes, hashes } = await hashNewRecoveryCodes();
  await context.db.transaction(async (tx) => {
    const moved = await tx
      .update(people)
      .set({ totpSecret: context.secrets.seal(key, secretPlaces.totpSecret(person.id)), totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(people.id, person.id), eq(people.totpPendingSecret, pending), isNull(people.totpSecret)))
      .returning({ id: people.id });
    if (moved.length === 0) throw conflict('The set-up changed meanwhile. Start it again.');
    await replaceRecoveryCodes(tx, person.id, hashes);
    await recordAuditEvent(tx, context.audit, { action: 'person.two_factor.enabled', targetType: 'person', targetId: person.id });
    await sendSecurityNotice(tx, context, person, { kind: 'two_factor_enabled' });
  });
  return { recoveryCodes: codes };
}

/**
 * Accepts a code of the person's authenticator once: the step is recorded with a conditional
 * UPDATE (only a later step than the last accepted one passes), so two concurrent uses of one code
 * cannot both pass, and neither can an older code seen on someone's screen.
 */
export async function acceptTotpCode(context: TotpContext, person: Pick<PersonRow, 'id' | 'totpSecret'>, code: string, now = Date.now()): Promise<boolean> {
  if (!person.totpSecret) return false;
  const step = stepOfCode(context.secrets.open(person.totpSecret, secretPlaces.totpSecret(person.id)), code, now);
  if (step === null) return false;
  const accepted = await context.db
    .update(people)
    .set({ totpLastStep: step })
    .where(and(eq(people.id, person.id), eq(people.totpSecret, person.totpSecret), or(isNull(people.totpLastStep), lt(people.totpLastStep, step))))
    .returning({ id: people.id });
  return accepted.length > 0;
}

export type SecondFactorUse = 'sign_in' | 'reverify' | 'disable' | 'regenerate';

/**
 * Checks a second factor: an authenticator's code, or (anything else) a recovery code, spent. A
 * wrong one is audited and refused with the `second_factor_failed` reason, which the throttle
 * counts: at sign-in as a 401, in a signed-in session as the code field's validation message (a
 * 401 there would sign the browser out).
 */
export async function checkSecondFactor(
  context: TwoFactorContext,
  person: Pick<PersonRow, 'id' | 'email' | 'totpSecret'>,
  code: string,
  use: SecondFactorUse,
): Promise<'totp' | 'recovery_code'> {
  if (isTotpCode(code) && (await acceptTotpCode(context, person, code))) return 'totp';
  if (!isTotpCode(code) && person.totpSecret && (await spendRecoveryCode(context.db, person.id, code))) {
    const left = await countUnusedRecoveryCodes(context.db, person.id);
    await recordAuditEvent(context.db, context.audit, { action: 'person.recovery_code.used', targetType: 'person', targetId: person.id, details: { use, left } });
    return 'recovery_code';
  }
  await recordAuditEvent(context.db, context.audit, {
    action: 'person.second_factor.failed',
    targetType: 'person',
    targetId: person.id,
    details: { use, kind: isTotpCode(code) ? 'totp' : 'recovery_code' },
  });
  if (use === 'sign_in') throw new AppError('UNAUTHORIZED', wrongSecondFactorMessage, { reason: 'second_factor_failed' });
  throw new AppError('VALIDATION_FAILED', 'Validation failed', {
    issues: [{ field: 'code', message: `code is not valid: ${wrongSecondFactorMessage.replace(/^That code is not valid\. /, '')}` }],
    reason: 'second_factor_failed',
  });
}

/** The sign-in's second step: a person with an authenticator gives a code besides the password. */
export async function requireSecondFactorAtSignIn(context: TwoFactorContext, person: PersonRow, code: string | undefined): Promise<'totp' | 'recovery_code' | null> {
  if (!person.totpSecret) return null;
  if (!code?.trim()) throw new AppError('UNAUTHORIZED', secondFactorRequiredMessage, { reason: 'second_factor_required' });
  return checkSecondFactor(context, person, code.trim(), 'sign_in');
}

/** New recovery codes for the old ones (used or not), after a current code; returned here once. */
export async function regenerateRecoveryCodes(context: TwoFactorChangeContext, person: PersonRef, code: string): Promise<{ recoveryCodes: string[] }> {
  const current = await personById(context.db, person.id);
  if (!current.totpSecret) throw conflict('Two-factor sign-in is off: there are no recovery codes to replace.');
  await checkSecondFactor(context, current, code, 'regenerate');
  const { codes, hashes } = await hashNewRecoveryCodes();
  await context.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, person.id, hashes);
    await recordAuditEvent(tx, context.audit, { action: 'person.recovery_codes.regenerated', targetType: 'person', targetId: person.id });
    await sendSecurityNotice(tx, context, person, { kind: 'recovery_codes_regenerated' });
  });
  return { recoveryCodes: codes };
}

/** Turns two-factor sign-in off after a current code (or a recovery code): the key and its recovery codes go. */
export async function disableTwoFactor(context: TwoFactorChangeContext, person: PersonRef, code: string): Promise<void> {
  const current = await personById(context.db, person.id);
  if (!current.totpSecret) throw conflict('Two-factor sign-in is already off.');
  await checkSecondFactor(context, current, code, 'disable');
  await context.db.transaction(async (tx) => {
    await tx.update(people).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(people.id, person.id));
    await deleteRecoveryCodes(tx, person.id);
    await recordAuditEvent(tx, context.audit, { action: 'person.two_factor.disabled', targetType: 'person', targetId: person.id });
    await sendSecurityNotice(tx, context, person, { kind: 'two_factor_disabled' });
  });
}
