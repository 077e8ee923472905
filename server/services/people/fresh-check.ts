import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { consoleSessions, people } from '@/db/schema';
import { AppError, validationFailed } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { verifySecret } from '../auth/secrets';
import { markConsoleSessionVerified } from './console-sessions';
import { checkSecondFactor } from './two-factor';
import type { ReverifyInput } from './two-factor-schemas';

/** A dangerous action asks for the password or a code again when the last check is older than this. */
export const REVERIFY_AFTER_MS = 10 * 60_000;
export const confirmItsYouMessage = "Confirm it's you: enter your password or a code from your authenticator app.";
export const confirmAppSecretMessage = "Confirm it's you: enter the app secret again.";

const reverifyRequired = (message: string) => new AppError('FORBIDDEN', message, { reason: 'reverify_required' });

/**
 * Refuses (403, reason `reverify_required`) when the session's last password or second-factor check
 * is older than ten minutes: a browser left signed in cannot take a dangerous action unasked.
 */
export async function assertRecentlyVerified(db: Db, sessionId: string, now = new Date()): Promise<void> {
  const [row] = await db.select({ verifiedAt: consoleSessions.verifiedAt }).from(consoleSessions).where(eq(consoleSessions.id, sessionId)).limit(1);
  if (!row || now.getTime() - row.verifiedAt.getTime() > REVERIFY_AFTER_MS) throw reverifyRequired(confirmItsYouMessage);
}

/**
 * The same rule for the app-secret sign-in, which has no session row: its app secret must have
 * been entered within ten minutes. Entering it again is a sign-in (throttled and audited as one)
 * that renews the console's cookie, so the time travels in the signed cookie.
 */
export function assertAppSecretRecentlyEntered(enteredAt: Date | undefined, now = new Date()): void {
  if (!enteredAt || now.getTime() - enteredAt.getTime() > REVERIFY_AFTER_MS) throw reverifyRequired(confirmAppSecretMessage);
}

/**
 * Confirms it's the session's person: their password, or a second factor (a person with an
 * authenticator may use either). The session is then verified as of now.
 */
export async function reverifySession(context: { db: Db; secrets: SecretBox; audit: AuditContext }, personId: string, sessionId: string, input: ReverifyInput): Promise<void> {
  const [person] = await context.db.select().from(people).where(eq(people.id, personId)).limit(1);
  if (!person) throw new AppError('UNAUTHORIZED', 'Sign in again');
  if ('password' in input) {
    if (!(await verifySecret(person.passwordHash, input.password))) {
      await recordAuditEvent(context.db, context.audit, { action: 'person.reverify.failed', targetType: 'person', targetId: person.id, details: { kind: 'password' } });
      throw new AppError('VALIDATION_FAILED', 'Validation failed', { issues: [{ field: 'password', message: 'password is not right' }], reason: 'reverify_failed' });
    }
  } else {
    if (!person.totpSecret) throw validationFailed([{ field: 'code', message: 'code cannot be used: two-factor sign-in is off; enter your password' }]);
    await checkSecondFactor(context, person, input.code, 'reverify');
  }
  await markConsoleSessionVerified(context.db, sessionId);
}
