import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountSessions, type SubscriptionRow, subscriptions, type UserRow, users } from '@/db/schema';
import type { Cache } from '@/server/infra/cache';
import type { Logger } from '@/server/infra/logger';
import { unauthorized } from '@/server/errors';
import { parseBearer } from '../tenants/authenticate-tenant';
import { type AccessTokenClaims, blacklistKey, rememberedAccessToken, verifyAccessToken } from './account-tokens';

/** The claims of an access token this process verified before, without a promise (as rememberedTenantBearer); undefined otherwise. */
export function rememberedAccountBearer(jwtSecret: string, authorization: string | null): AccessTokenClaims | undefined {
  const token = parseBearer(authorization);
  return token ? rememberedAccessToken(jwtSecret, token) : undefined;
}

export async function verifyAccountBearer(jwtSecret: string, authorization: string | null): Promise<AccessTokenClaims> {
  const token = parseBearer(authorization);
  if (!token) throw unauthorized('Missing bearer token');
  const verified = await verifyAccessToken(jwtSecret, token);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
  return verified.claims;
}

/**
 * The user a verified access token names, if the token still counts: not blacklisted (logout), its
 * session not revoked (logout, refresh-token reuse), the account not deleted. The blacklist and the
 * database are read at once; the session check alone would suffice, so a cache outage is logged
 * and the database decides.
 */
export async function userForClaims(deps: { db: Db; cache: Cache; logger: Logger }, claims: AccessTokenClaims): Promise<{ user: UserRow; subscription: SubscriptionRow | undefined }> {
  const [blacklisted, rows] = await Promise.all([
    deps.cache.get(blacklistKey(claims.jti)).then(
      (value) => value !== null,
      (error: unknown) => {
        deps.logger.warn({ err: error }, 'token blacklist unavailable; the session check decides');
        return false;
      },
    ),
    deps.db
      .select({ user: users, subscription: subscriptions, revokedAt: accountSessions.revokedAt })
      .from(users)
      .innerJoin(accountSessions, and(eq(accountSessions.id, claims.sid), eq(accountSessions.userId, users.id)))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, claims.sub))
      .limit(1),
  ]);
  if (blacklisted) throw unauthorized('Token revoked');
  const row = rows[0];
  if (!row) throw unauthorized('Invalid token');
  if (row.revokedAt) throw unauthorized('Token revoked');
  return { user: row.user, subscription: row.subscription ?? undefined };
}
