import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { courses, posts, users } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Cache } from '@/server/infra/cache';
import type { AuditContext } from '../audit/types';
import type { AccessTokenClaims } from './account-tokens';
import { blacklistAccessToken } from './sessions';

/**
 * Deletes an account for good, in one transaction:
 * - posts stay, hidden and no longer linked to anyone (author null); courses likewise (archived,
 *   hidden, unlinked): published content others may rely on, without the person;
 * - the profile row goes, and with it (ON DELETE CASCADE) the subscription, activity history,
 *   scores, statistics, comments, reactions, security log, sessions and refresh tokens, API keys,
 *   mailed tokens and mails;
 * - invoices (accounting documents, 8 years) are retained: they reference the account id only.
 * Every token and key stops working at once: they all need the profile row.
 */
export async function deleteAccount(context: { db: Db; audit: AuditContext }, userId: string, reason: 'requested' | 'retention'): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(posts).set({ authorId: null, hiddenAt: now, updatedAt: now }).where(eq(posts.authorId, userId));
    await tx.update(courses).set({ instructorId: null, hiddenAt: now, status: 'archived', updatedAt: now }).where(eq(courses.instructorId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) return false;
    await recordAuditEvent(tx, context.audit, { action: 'account.deleted', targetType: 'user', targetId: userId, details: { reason } });
    return true;
  });
}

/** The caller deletes its own account: as deleteAccount, and the token it called with is blacklisted at once. */
export async function deleteOwnAccount(context: { db: Db; audit: AuditContext; cache: Cache }, claims: AccessTokenClaims): Promise<void> {
  await deleteAccount(context, claims.sub, 'requested');
  await blacklistAccessToken(context.cache, claims);
}
