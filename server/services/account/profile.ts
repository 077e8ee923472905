import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '@/db/errors';
import { mailTokens, type UserRow, users } from '@/db/schema';
import { AppError, conflict, unauthorized } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Profile, UpdateProfileInput } from './account-schemas';
import { sha256 } from '../auth/opaque-tokens';
import type { AccountServiceContext } from './context';
import { findUserProfile, logSecurityEvent, lowerEquals, mailTokenLink } from './users';
import { emailChangeMail } from './account-mails';

const invalidToken = () => new AppError('BAD_REQUEST', 'The link is invalid, already used or expired');

async function profileOrThrow(context: AccountServiceContext, userId: string): Promise<Profile> {
  const found = await findUserProfile(context.db, userId);
  if (!found) throw unauthorized('Account not found');
  return found.profile;
}

/**
 * Changes the username and/or the e-mail address. A new address is kept as `pendingEmail` and a
 * confirmation link is mailed to it; the current address stays in use until it is confirmed.
 * Usernames and addresses (current and pending of others) stay unique: 409.
 */
export async function updateProfile(context: AccountServiceContext, user: UserRow, input: UpdateProfileInput): Promise<Profile> {
  const changes: Partial<Pick<UserRow, 'username' | 'pendingEmail'>> = {};
  if (input.username !== undefined && input.username !== user.username) changes.username = input.username;
  const newEmail = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : undefined;
  try {
    await context.db.transaction(async (tx) => {
      if (newEmail) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(ne(users.id, user.id), or(lowerEquals(users.email, newEmail), sql`lower(${users.pendingEmail}) = lower(${newEmail})`)))
          .limit(1);
        if (taken) throw conflict('username or email already in use');
        changes.pendingEmail = newEmail;
      } else if (input.email !== undefined && user.pendingEmail) {
        // Asking for the current address again withdraws a pending change.
        changes.pendingEmail = null;
      }
      if (Object.keys(changes).length === 0) return;
      await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, user.id));
      if (newEmail) {
        await mailTokenLink(tx, context, {
          userId: user.id,
          purpose: 'email_confirmation',
          email: newEmail,
          to: newEmail,
          compose: (link) => emailChangeMail(newEmail, link),
        });
      }
      await logSecurityEvent(tx, context, user.id, 'account.profile.updated');
      await recordAuditEvent(tx, context.audit, {
        action: 'account.profile.updated',
        targetType: 'user',
        targetId: user.id,
        details: { usernameChanged: changes.username !== undefined, emailChangeRequested: Boolean(newEmail) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('username or email already in use');
    throw error;
  }
  return profileOrThrow(context, user.id);
}

/** Spends a mailed token of the purpose: the row, once, or a 400. */
async function spendMailToken(tx: AccountServiceContext['db'], token: string, purpose: 'email_confirmation' | 'parental_consent') {
  const [row] = await tx
    .update(mailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(mailTokens.tokenHash, sha256(token)), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt), gt(mailTokens.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw invalidToken();
  return row;
}

/**
 * Confirms an address through the mailed token: the registration address, or a pending new one,
 * which then replaces the current address (409 when someone else took it meanwhile).
 */
export async function confirmEmail(context: AccountServiceContext, token: string): Promise<{ confirmed: true; email: string }> {
  try {
    return await context.db.transaction(async (tx) => {
      const spent = await spendMailToken(tx, token, 'email_confirmation');
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).for('update');
      if (!user) throw invalidToken();
      const now = new Date();
      if (user.pendingEmail && user.pendingEmail.toLowerCase() === spent.email.toLowerCase()) {
        await tx.update(users).set({ email: user.pendingEmail, pendingEmail: null, emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      } else if (user.email.toLowerCase() === spent.email.toLowerCase()) {
        await tx.update(users).set({ emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now }).where(eq(users.id, user.id));
      } else {
        // The change this token was for was withdrawn or replaced.
        throw invalidToken();
      }
      await logSecurityEvent(tx, context, user.id, 'account.email.confirmed');
      await recordAuditEvent(tx, { ...context.audit, actor: { type: 'user', id: user.id } }, { action: 'account.email.confirmed', targetType: 'user', targetId: user.id });
      return { confirmed: true as const, email: spent.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('username or email already in use');
    throw error;
  }
}

/** A parent's consent through the mailed token: the child's account can be used from now on. */
export async function giveParentalConsent(context: AccountServiceContext, token: string): Promise<{ consented: true; username: string }> {
  return context.db.transaction(async (tx) => {
    const spent = await spendMailToken(tx, token, 'parental_consent');
    const [user] = await tx.update(users).set({ parentalConsentAt: new Date(), updatedAt: new Date() }).where(eq(users.id, spent.userId)).returning();
    if (!user) throw invalidToken();
    await logSecurityEvent(tx, context, user.id, 'account.parental-consent.given');
    await recordAuditEvent(tx, { ...context.audit, actor: { type: 'anonymous', id: null } }, { action: 'account.parental-consent.given', targetType: 'user', targetId: user.id });
    return { consented: true as const, username: user.username };
  });
}
