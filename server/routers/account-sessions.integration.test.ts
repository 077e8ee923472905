import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountSessions, refreshTokens, securityLog } from '@/db/schema';
import { buildRouteTable } from '../rest/route-table';
import { blacklistKey } from '../services/account';
import { sha256 } from '../services/auth/opaque-tokens';
import { appRouter } from '.';
import { ACCOUNT_APP_ENV, bearer, type Headers, jtiOf, signIn } from '../testing/account-fixtures';
import { bearerJwtCases } from '../testing/common-auth-cases';
import { backends, suiteApp } from '../testing/test-app';

const accountRoutes = buildRouteTable(appRouter).routes.filter((route) => route.meta.auth === 'account');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, () => randomUUID());

describe.each(backends)('account API: sign-in, tokens and sessions on %s', (backend) => {
  const app = suiteApp({ backend, env: ACCOUNT_APP_ENV });
  const db = () => app.container.database.db;

  describe('login', () => {
    it('answers the token pair; the access token is an HS256 JWT of one hour with a jti, typed at+jwt', async () => {
      const user = await signIn(app);
      const [header, payload] = user.accessToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
      expect(payload.sub).toBe(user.id);
      expect(payload.exp - payload.iat).toBe(3600);
      expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.refreshToken.length).toBeGreaterThanOrEqual(43);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.status).toBe(200);
      expect(me.body.lastLogin).not.toBeNull();
      // Only the refresh token's hash is stored.
      const stored = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(user.refreshToken)));
      expect(stored).toHaveLength(1);
    });

    it('answers 401 alike to an unknown address and a wrong password, and logs the failure', async () => {
      const user = await signIn(app);
      const wrong = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: 'not-the-password' }, headers: { 'x-forwarded-for': '198.51.100.9' } });
      const unknown = await app.request('POST', '/api/v1/auth/login', { json: { email: `nobody-${randomUUID()}@example.test`, password: 'not-the-password' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe(unknown.body.message);
      const log = await db().select().from(securityLog).where(and(eq(securityLog.userId, user.id), eq(securityLog.action, 'account.login.failed')));
      expect(log).toHaveLength(1);
      expect(log[0]!.ip).toBe('198.51.100.9');
    });
  });

  describe('authentication of every account route', () => {
    it.each(accountRoutes.map((route) => [`${route.method} ${route.template}`, route] as const))('%s: 401 to every common bad credential, and to a tenant token', async (_, route) => {
      const user = await signIn(app);
      const { token: tenantToken } = await app.tenantWithToken({ name: 'Tenant for account auth' });
      const key = new TextEncoder().encode(app.config.jwtSecret);
      const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      const asTenantType = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
      const subject = { token: user.accessToken, secret: app.config.jwtSecret, typ: 'at+jwt' as const };
      const cases: Array<[string, Headers, string]> = [
        ...(await Promise.all(bearerJwtCases.map(async (entry): Promise<[string, Headers, string]> => [entry.name, await entry.headers(subject), entry.message]))),
        ['tenant typ', bearer(asTenantType), 'Invalid token'],
        ['tenant token', bearer(tenantToken), 'Invalid token'],
      ];
      for (const [label, headers, message] of cases) {
        const response = await app.request(route.method, concretePath(route.template), { headers, json: BODY_METHODS.has(route.method) ? {} : undefined });
        expect(response.status, `${label}: ${response.text}`).toBe(401);
        expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message, path: expect.stringMatching(/^\/api\/v1\/auth\//) });
      }
      // The real token still works: nothing above touched the account.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: user.headers })).status).toBe(200);
    });

    it('an account token is refused by the billing API, a tenant token by the account API', async () => {
      const user = await signIn(app);
      const tenant = await app.tenantWithToken({ name: 'Tenant' });
      const billing = await app.request('GET', '/tenants/me', { headers: user.headers });
      expect(billing.status).toBe(401);
      expect(billing.body.message).toBe('Invalid token');
      expect((await app.request('GET', '/payments', { headers: user.headers })).status).toBe(401);
      expect((await app.request('GET', '/api/v1/auth/get', { headers: tenant.headers })).status).toBe(401);
      expect((await app.request('GET', '/tenants/me', { headers: tenant.headers })).status).toBe(200);
    });

    it('carries the per-user rate-limit headers', async () => {
      const user = await signIn(app);
      const response = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(response.headers.get('x-ratelimit-limit')).toBe('300');
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(300);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair each time, the old refresh token spent', async () => {
      const user = await signIn(app);
      const first = await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
      expect(first.body.refreshToken).not.toBe(user.refreshToken);
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bearer(first.body.accessToken) })).status).toBe(200);
      const second = await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: first.body.refreshToken } });
      expect(second.status).toBe(200);
    });

    it('a reused refresh token revokes its whole family: 401, and the newer tokens stop working too', async () => {
      const user = await signIn(app);
      const other = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password } });
      const rotated = await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } });
      expect(rotated.status).toBe(200);
      const reuse = await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } });
      expect(reuse.status).toBe(401);
      expect(reuse.body.message).toMatch(/already used/);
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: rotated.body.refreshToken } })).status).toBe(401);
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bearer(rotated.body.accessToken) })).status).toBe(401);
      expect((await app.request('GET', '/api/v1/auth/get', { headers: user.headers })).status).toBe(401);
      // Another session of the same user is not affected.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bearer(other.body.accessToken) })).status).toBe(200);
      const [session] = await db().select().from(accountSessions).innerJoin(refreshTokens, eq(refreshTokens.sessionId, accountSessions.id)).where(eq(refreshTokens.tokenHash, sha256(user.refreshToken)));
      expect(session!.account_sessions.revokedReason).toBe('refresh-token-reuse');
    });

    it('two concurrent refreshes with the same token: exactly one wins', async () => {
      const user = await signIn(app);
      const answers = await Promise.all([0, 1].map(() => app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      const spent = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(user.refreshToken)));
      expect(spent[0]!.usedAt).not.toBeNull();
    });

    it('answers 401 to an unknown or expired refresh token', async () => {
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: 'unknown' } })).status).toBe(401);
      const user = await signIn(app);
      await db().update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, sha256(user.refreshToken)));
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } })).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('blacklists the jti in the cache until the token expires and revokes the family', async () => {
      const user = await signIn(app);
      const second = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password } });
      const out = await app.request('POST', '/api/v1/auth/logout', { headers: user.headers });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ loggedOut: true });
      const jti = jtiOf(user.accessToken);
      expect(await app.container.cache.get(blacklistKey(jti))).toBe('1');
      const after = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Token revoked');
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } })).status).toBe(401);
      // The other session goes on.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bearer(second.body.accessToken) })).status).toBe(200);
    });

    it('a logged-out token stays refused when the blacklist entry is gone (the session check decides)', async () => {
      const user = await signIn(app);
      await app.request('POST', '/api/v1/auth/logout', { headers: user.headers });
      const jti = jtiOf(user.accessToken);
      await app.container.cache.del(blacklistKey(jti));
      expect((await app.request('GET', '/api/v1/auth/get', { headers: user.headers })).status).toBe(401);
    });
  });
});
