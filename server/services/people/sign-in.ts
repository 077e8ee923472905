import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PersonRow, people } from '@/db/schema';
import { AppError, unauthorized } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { burnVerification, verifySecret } from '../auth/secrets';
import type { AdminSignInInput } from './administrator-schemas';
import { type ConsoleChoice, startConsoleSession } from './console-sessions';
import { type ConsoleAccess, consoleAccessOf } from './memberships';
import { noticeNewBrowser } from './new-browser';
import { requireSecondFactorAtSignIn } from './two-factor';

export const invalidCredentials = 'Invalid e-mail or password';
export const noConsoleAccess = 'This account has no access to any console. Ask an administrator or a tenant owner for an invitation.';

/** A person by e-mail address, whatever its case. */
export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(people)
    .where(eq(sql`lower(${people.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Checks a person's e-mail and password. An unknown address and a wrong password answer alike,
 * after the same work; both are audited.
 */
export async function authenticatePerson(context: { db: Db; audit: AuditContext }, input: AdminSignInInput): Promise<PersonRow> {
  const person = await findPersonByEmail(context.db, input.email);
  const passwordOk = person ? await verifySecret(person.passwordHash, input.password) : (await burnVerification(input.password), false);
  if (!person || !passwordOk) {
    await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
      action: 'person.sign_in.failed',
      targetType: 'person',
      targetId: person?.id ?? null,
      details: { email: input.email.slice(0, 254), reason: 'password' },
    });
    throw new AppError('UNAUTHORIZED', invalidCredentials, { reason: 'invalid_credentials' });
  }
  return person;
}

/** The console a new session opens in: the only one a person has, or none yet (they choose). */
export function initialChoice(access: ConsoleAccess): ConsoleChoice | null {
  const choices: ConsoleChoice[] = [...(access.admin ? [{ kind: 'admin' as const }] : []), ...access.tenants.map((t) => ({ kind: 'tenant' as const, tenantId: t.tenantId }))];
  return choices.length === 1 ? choices[0]! : null;
}

/** How the sign-in proved it is the person, besides the password: recorded on its audit event. */
export type SignInProof = 'totp' | 'recovery_code' | 'passkey' | null;

/**
 * A person's sign-in with e-mail and password: the credentials, the second factor of a person with
 * an authenticator app (asked for when missing), then the session (see `startPersonSession`).
 */
export async function signInPerson(
  context: { db: Db; secrets: SecretBox; audit: AuditContext; mailer: Mailer; publicBaseUrl: string },
  input: AdminSignInInput & { code?: string | undefined },
  client: { userAgent: string | null; ip: string | null },
): Promise<{ person: PersonRow; sessionId: string; choice: ConsoleChoice | null }> {
  const person = await authenticatePerson(context, input);
  const actor = { type: 'person' as const, id: person.id, person: { id: person.id, email: person.email } };
  const secondFactor = await requireSecondFactorAtSignIn({ db: context.db, secrets: context.secrets, audit: { ...context.audit, actor } }, person, input.code);
  return startPersonSession(context, person, secondFactor, client);
}

/**
 * What every sign-in of a person ends with, once they proved who they are (a password with its
 * second factor, or a passkey): the consoles they may enter (none: refused), then a new console
 * session, opened in their only console or waiting for a choice. The session starts verified
 * (`verifiedAt`): the checks were just made. A sign-in from a browser the person never used
 * before is mailed to them.
 */
export async function startPersonSession(
  context: { db: Db; audit: AuditContext; mailer: Mailer; publicBaseUrl: string },
  person: PersonRow,
  secondFactor: SignInProof,
  client: { userAgent: string | null; ip: string | null },
): Promise<{ person: PersonRow; sessionId: string; choice: ConsoleChoice | null }> {
  const actor = { type: 'person' as const, id: person.id, person: { id: person.id, email: person.email } };
  const access = await consoleAccessOf(context.db, person);
  if (!access.admin && access.tenants.length === 0) {
    await recordAuditEvent(context.db, { ...context.audit, actor }, {
      action: 'person.sign_in.failed',
      targetType: 'person',
      targetId: person.id,
      details: { email: person.email, reason: 'no_access' },
    });
    throw unauthorized(noConsoleAccess);
  }
  const choice = initialChoice(access);
  const session = await context.db.transaction(async (tx) => {
    await tx.update(people).set({ lastSignInAt: sql`now()` }).where(eq(people.id, person.id));
    await noticeNewBrowser(tx, context, person, client);
    const started = await startConsoleSession(tx, { personId: person.id, userAgent: client.userAgent, ip: client.ip, choice });
    await recordAuditEvent(tx, { ...context.audit, actor }, {
      action: 'person.sign_in.succeeded',
      targetType: 'person',
      targetId: person.id,
      details: { sessionId: started.id, ...(secondFactor ? { secondFactor } : {}) },
    });
    return started;
  });
  return { person, sessionId: session.id, choice };
}
