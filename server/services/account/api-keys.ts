import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type ApiKeyRow, apiKeys, type UserRow, users } from '@/db/schema';
import { notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { sha256 } from '../auth/opaque-tokens';
import type { AccountServiceContext } from './context';
import type { z } from 'zod';
import type { apiKeySchema, createdApiKeySchema } from './account-schemas';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomText = (length: number) => [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
export const API_KEY_PATTERN = /^lp_live_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/;

export type ApiKey = z.infer<typeof apiKeySchema>;
export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * A new course-API key `lp_live_<8>_<32>` (about 190 random bits; the first part is the visible
 * prefix). Only its sha256 is stored: a fast, exact lookup for the course API, and safe because
 * the key is random, not a password. The key is in this answer only.
 */
export async function createApiKey(context: AccountServiceContext, user: UserRow, name: string | undefined): Promise<z.infer<typeof createdApiKeySchema>> {
  const prefix = `lp_live_${randomText(8)}`;
  name ??= `API key ${prefix}`;
  const key = `${prefix}_${randomText(32)}`;
  return context.db.transaction(async (tx) => {
    const [row] = await tx.insert(apiKeys).values({ userId: user.id, name, prefix, keyHash: sha256(key) }).returning();
    await recordAuditEvent(tx, context.audit, { action: 'account.api-key.created', targetType: 'api_key', targetId: row!.id, details: { userId: user.id, prefix } });
    return { id: row!.id, key, prefix, name: row!.name, createdAt: row!.createdAt.toISOString() };
  });
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Revokes one of the caller's keys (at once: the next request with it is refused); another user's key is a 404. */
export async function revokeApiKey(context: AccountServiceContext, user: UserRow, id: string): Promise<ApiKey> {
  return context.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked) {
      await recordAuditEvent(tx, context.audit, { action: 'account.api-key.revoked', targetType: 'api_key', targetId: id, details: { userId: user.id } });
      return toApiKey(revoked);
    }
    const [existing] = await tx.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, user.id)));
    if (!existing) throw notFound('API key not found');
    return toApiKey(existing);
  });
}

/**
 * The user an API key belongs to, for the course API: looked up by the key's hash; a revoked key,
 * a malformed one or one of a deleted account gives nothing.
 */
export async function userForApiKey(db: Db, key: string): Promise<UserRow | undefined> {
  if (!API_KEY_PATTERN.test(key)) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row?.user;
}
