import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { apiKeys, type SubscriptionRow, subscriptions, type UserRow, users } from '@/db/schema';
import { API_KEY_PATTERN } from '../account/api-keys';
import { sha256 } from '../auth/opaque-tokens';

export type ApiKeyCaller = { user: UserRow; subscription: SubscriptionRow | undefined; keyId: string; lastUsedAt: Date | null };

/**
 * The caller of a course-API request: the key looked up by its sha256, with its user and plan, in
 * one query. A revoked key, a malformed one, or one of a deleted account (its keys went with the
 * profile row) gives nothing, so it is refused on the very next request.
 */
export async function apiKeyCaller(db: Db, key: string): Promise<ApiKeyCaller | undefined> {
  if (!API_KEY_PATTERN.test(key)) return undefined;
  const [row] = await db
    .select({ user: users, subscription: subscriptions, keyId: apiKeys.id, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ? { ...row, subscription: row.subscription ?? undefined } : undefined;
}

/** How stale a key's recorded last use may get before a request writes it again. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Records a key's use without a write per request: only when the stored time is missing or more
 * than a minute old (so at most one write per key per minute, whatever the traffic, and exact to
 * the minute on every instance without any state in memory). The condition is repeated in the
 * UPDATE, so concurrent requests of several instances write it once.
 */
export async function recordApiKeyUse(db: Db, caller: Pick<ApiKeyCaller, 'keyId' | 'lastUsedAt'>, now = new Date()): Promise<boolean> {
  if (caller.lastUsedAt && now.getTime() - caller.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return false;
  const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  const updated = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, caller.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, cutoff))))
    .returning({ id: apiKeys.id });
  return updated.length > 0;
}
