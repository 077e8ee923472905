import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountSessions, refreshTokens, users } from '@/db/schema';
import type { Cache } from '@/server/infra/cache';
import { forbidden, unauthorized } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { burnVerification, verifySecret } from '../auth/secrets';
import type { AccountLoginInput, TokenPair } from './account-schemas';
import { type AccessTokenClaims, ACCESS_TOKEN_TTL_S, blacklistKey, issueAccessToken, REFRESH_TOKEN_TTL_S } from './account-tokens';
import { randomToken, sha256 } from '../auth/opaque-tokens';
import type { AccountServiceContext } from './context';
import { logSecurityEvent, lowerEquals } from './users';

export type SessionContext = AccountServiceContext & { jwtSecret: string };

export const accountAuthMessages = {
  invalidCredentials: 'Invalid credentials',
  consentPending: 'Parental consent is pending: the account cannot be used until a parent confirms',
  invalidRefresh: 'Invalid refresh token',
  reused: 'Refresh token already used: every token of this session is revoked',
} as const;

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000);

async function tokenPair(context: SessionContext, userId: string, sessionId: string, refreshToken: string): Promise<TokenPair> {
  const accessToken = await issueAccessToken(context.jwtSecret, { userId, sessionId });
  return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_S };
}

/**
 * E-mail and password for a token pair: a new session (refresh-token family). An unknown address
 * and a wrong password answer alike after the same work; both are logged and audited.
 */
export async function loginUser(context: SessionContext, input: AccountLoginInput): Promise<TokenPair> {
  const [user] = await context.db.select().from(users).where(lowerEquals(users.email, input.email.trim())).limit(1);
  const passwordOk = user ? await verifySecret(user.passwordHash, input.password) : (await burnVerification(input.password), false);

  const fail = async (reason: 'invalid_credentials' | 'consent_pending') => {
    await context.db.transaction(async (tx) => {
      await logSecurityEvent(tx, context, user?.id ?? null, 'account.login.failed');
      await recordAuditEvent(tx, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
        action: 'account.login.failed',
        targetType: 'user',
        targetId: user?.id ?? null,
        details: { reason },
      });
    });
  };
  if (!user || !passwordOk) {
    await fail('invalid_credentials');
    throw unauthorized(accountAuthMessages.invalidCredentials);
  }
  if (user.parentalConsentRequired && !user.parentalConsentAt) {
    await fail('consent_pending');
    throw forbidden(accountAuthMessages.consentPending);
  }

  const refreshToken = randomToken();
  const sessionId = await context.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(accountSessions)
      .values({ userId: user.id, ip: context.audit.ip, userAgent: context.userAgent?.slice(0, 512) ?? null })
      .returning({ id: accountSessions.id });
    await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: sha256(refreshToken), expiresAt: refreshExpiry() });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await logSecurityEvent(tx, context, user.id, 'account.login.succeeded');
    await recordAuditEvent(tx, { ...context.audit, actor: { type: 'user', id: user.id } }, { action: 'account.login.succeeded', targetType: 'user', targetId: user.id, details: { sessionId: session!.id } });
    return session!.id;
  });
  return tokenPair(context, user.id, sessionId, refreshToken);
}

/**
 * Rotates a refresh token. The token is spent by one conditional update (unused, unexpired, of a
 * live session), so of two concurrent refreshes with the same token exactly one wins. A token
 * that was already spent is a reuse: the whole session (family) is revoked and the caller gets 401.
 */
export async function refreshSession(context: SessionContext, presented: string): Promise<TokenPair> {
  const tokenHash = sha256(presented);
  const next = randomToken();
  const outcome = await context.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          sql`${refreshTokens.sessionId} in (select ${accountSessions.id} from ${accountSessions} where ${accountSessions.revokedAt} is null)`,
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId });
    if (spent) {
      const [session] = await tx.select({ userId: accountSessions.userId }).from(accountSessions).where(eq(accountSessions.id, spent.sessionId));
      await tx.insert(refreshTokens).values({ sessionId: spent.sessionId, tokenHash: sha256(next), expiresAt: refreshExpiry() });
      await logSecurityEvent(tx, context, session!.userId, 'account.token.refreshed');
      return { kind: 'rotated' as const, userId: session!.userId, sessionId: spent.sessionId };
    }
    const [known] = await tx
      .select({ usedAt: refreshTokens.usedAt, sessionId: refreshTokens.sessionId, userId: accountSessions.userId, revokedAt: accountSessions.revokedAt })
      .from(refreshTokens)
      .innerJoin(accountSessions, eq(accountSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (known?.usedAt && !known.revokedAt) {
      await tx.update(accountSessions).set({ revokedAt: new Date(), revokedReason: 'refresh-token-reuse' }).where(eq(accountSessions.id, known.sessionId));
      await logSecurityEvent(tx, context, known.userId, 'account.refresh.reused');
      await recordAuditEvent(tx, { ...context.audit, actor: { type: 'user', id: known.userId } }, {
        action: 'account.session.revoked',
        targetType: 'user',
        targetId: known.userId,
        details: { sessionId: known.sessionId, reason: 'refresh-token-reuse' },
      });
      return { kind: 'reused' as const };
    }
    return { kind: 'invalid' as const };
  });
  if (outcome.kind === 'reused') throw unauthorized(accountAuthMessages.reused);
  if (outcome.kind === 'invalid') throw unauthorized(accountAuthMessages.invalidRefresh);
  return tokenPair(context, outcome.userId, outcome.sessionId, next);
}

/**
 * Ends the session of the access token: its jti is blacklisted in the cache until the token
 * expires, and the session (the refresh-token family) is revoked in the database, which the
 * authentication also checks, so a cache outage does not bring a logged-out token back.
 */
export async function logoutUser(context: SessionContext & { cache: Cache }, claims: AccessTokenClaims): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.update(accountSessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(and(eq(accountSessions.id, claims.sid), isNull(accountSessions.revokedAt)));
    await logSecurityEvent(tx, context, claims.sub, 'account.logout');
    await recordAuditEvent(tx, context.audit, { action: 'account.logout', targetType: 'user', targetId: claims.sub, details: { sessionId: claims.sid } });
  });
  await blacklistAccessToken(context.cache, claims);
}

/**
 * Refuses an access token from now until it expires, on every instance (the cache is shared).
 * The session or account row it names is already gone or revoked, which refuses it too; the
 * blacklist saves a request the lookup. A cache that does not answer is not the caller's failure.
 */
export async function blacklistAccessToken(cache: Cache, claims: Pick<AccessTokenClaims, 'jti' | 'exp'>): Promise<void> {
  const ttlMs = Math.max(claims.exp * 1000 - Date.now(), 1000);
  await cache.set(blacklistKey(claims.jti), '1', { ttlMs }).catch(() => false);
}
