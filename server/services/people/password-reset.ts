import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { passwordResets, people } from '@/db/schema';
import { AppError } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import { randomToken, sha256 } from '../auth/opaque-tokens';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { hashSecret } from '../auth/secrets';
import { endConsoleSessionsOf } from './console-sessions';
import {
  type CompletePasswordResetInput,
  invalidPasswordResetLink,
  PASSWORD_RESET_TTL_MS,
  type PasswordResetCompleted,
  type PasswordResetPreview,
  passwordResetRequestedMessage,
} from './password-reset-schemas';
import { mailTime, plainMail } from '../mail/mail-template';
import { sendSecurityNotice } from './security-notices';
import { findPersonByEmail } from './sign-in';

/** What a password reset needs: the database, who acts, and the outbox for the link and the notice. */
export type PasswordResetContext = { db: Db; audit: AuditContext; mailer: Mailer; publicBaseUrl: string };

export function passwordResetMail(input: { link: string; expiresAt: Date }) {
  return plainMail({
    subject: 'Choose a new password for the Billing Console',
    paragraphs: ['Someone asked to reset the password of the console account using this address. If it was you, open the link to choose a new password.'],
    action: { label: 'Choose a new password', link: input.link },
    after: [
      `The link works once, for one hour (until ${mailTime(input.expiresAt)}). Choosing a new password signs your account out everywhere.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}

/**
 * Mails a single-use link to choose a new password, valid one hour, when an account uses the
 * address; the answer is the same either way, after the same kind of work (a transaction with an
 * audit event), so it tells nobody whether the address is known. A new link makes the person's
 * older unused ones stop working. Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(context: PasswordResetContext, email: string): Promise<{ message: string }> {
  const person = await findPersonByEmail(context.db, email);
  const token = randomToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
  await context.db.transaction(async (tx) => {
    if (person) {
      await tx
        .update(passwordResets)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(passwordResets.personId, person.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
      await tx.insert(passwordResets).values({ personId: person.id, tokenHash, expiresAt });
      const link = `${context.publicBaseUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;
      await context.mailer.send(tx, { userId: null, to: person.email, ...passwordResetMail({ link, expiresAt }) });
    }
    await recordAuditEvent(tx, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
      action: 'person.password_reset.requested',
      targetType: 'person',
      targetId: person?.id ?? null,
      details: { email: email.trim().slice(0, 254), known: person !== undefined },
    });
  });
  return { message: passwordResetRequestedMessage };
}

const invalidLink = () => new AppError('BAD_REQUEST', invalidPasswordResetLink);

/** A link's reset that can still be used, with its person's address; none when unknown, used or expired. */
async function usableReset(db: Db, token: string, lock: boolean) {
  const query = db
    .select({ id: passwordResets.id, personId: passwordResets.personId, expiresAt: passwordResets.expiresAt, email: people.email })
    .from(passwordResets)
    .innerJoin(people, eq(people.id, passwordResets.personId))
    .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
  const [row] = await (lock ? query.for('update', { of: passwordResets }) : query);
  return row;
}

/** What the link's page shows before the new password is chosen; refused when the link cannot be used. */
export async function previewPasswordReset(db: Db, token: string): Promise<PasswordResetPreview> {
  const reset = await usableReset(db, token, false);
  if (!reset) throw invalidLink();
  return { email: reset.email, expiresAt: reset.expiresAt.toISOString() };
}

/**
 * Sets the new password from a link: once, within the hour. Every console session of the person
 * ends (whoever knew the old password is signed out, this browser included: it signs in next), the
 * link is marked used, and the person is told by mail, all in one transaction.
 */
export async function completePasswordReset(context: PasswordResetContext, input: CompletePasswordResetInput): Promise<PasswordResetCompleted> {
  // Hashed before the transaction: argon2id takes a while, and the row lock should not wait on it.
  const passwordHash = await hashSecret(input.password);
  return context.db.transaction(async (tx) => {
    const reset = await usableReset(tx, input.token, true);
    if (!reset) throw invalidLink();
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
    await tx.update(people).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(people.id, reset.personId));
    const endedSessions = await endConsoleSessionsOf(tx, reset.personId);
    const person = { id: reset.personId, email: reset.email };
    await recordAuditEvent(tx, { ...context.audit, actor: { type: 'person', id: person.id, person } }, {
      action: 'person.password_reset.completed',
      targetType: 'person',
      targetId: person.id,
      details: { endedSessions },
    });
    await sendSecurityNotice(tx, context, person, { kind: 'password_changed' });
    return { email: person.email, endedSessions };
  });
}
