import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSessions,
  activityEvents,
  apiKeys,
  comments,
  courses,
  invoices,
  learningStatistics,
  mailTokens,
  outboundMail,
  posts,
  reactions,
  refreshTokens,
  scores,
  securityLog,
  subscriptions,
  users,
  webhookAttempts,
  webhookDeliveries,
} from '@/db/schema';
import { buildRouteTable } from '../rest/route-table';
import { blacklistKey, sha256, userForApiKey } from '../services/account';
import { appRouter } from '.';
import { bearerJwtCases } from '../testing/common-auth-cases';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

type Headers = Record<string, string>;
const { routes } = buildRouteTable(appRouter);
const accountRoutes = routes.filter((route) => route.meta.auth === 'account');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, () => randomUUID());

type Signed = {
  id: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: Headers;
};

/** The token in the newest mail to an address, from the outbox mailer's table. */
async function mailedToken(app: TestApp, to: string, page: 'confirm-email' | 'parental-consent'): Promise<string> {
  const rows = await app.container.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)).orderBy(desc(outboundMail.createdAt));
  for (const row of rows) {
    const match = new RegExp(`/${page}\\?token=([^\\s]+)`).exec(row.body);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${page} mail to ${to}`);
}

async function register(app: TestApp, overrides: Record<string, unknown> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const input = { username: `user_${suffix}`, email: `user-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', ...overrides };
  const response = await app.request('POST', '/api/v1/auth/register', { json: input, headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'vitest-agent/1.0' } });
  return { response, input: input as { username: string; email: string; password: string } };
}

async function signIn(app: TestApp, overrides: Record<string, unknown> = {}): Promise<Signed> {
  const { response, input } = await register(app, overrides);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  const login = await app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password }, headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'vitest-agent/1.0' } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { id: response.body.id, ...input, accessToken: login.body.accessToken, refreshToken: login.body.refreshToken, headers: bearer(login.body.accessToken) };
}

describe.each(backends)('account-data API on %s', (backend) => {
  let app: TestApp;
  const db = () => app.container.database.db;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { PUBLIC_BASE_URL: 'https://learn.example.test', TRUSTED_PROXY_COUNT: '1', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('register', () => {
    it('answers 201 with the profile, a free subscription, and mails a confirmation link to the address', async () => {
      const { response, input } = await register(app);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        username: input.username,
        email: input.email,
        emailConfirmed: false,
        pendingEmail: null,
        role: 'student',
        parentalConsent: 'not-required',
        subscription: { type: 'free', endsAt: null },
        lastLogin: null,
      });
      expect(response.body).not.toHaveProperty('password');
      expect(response.body).not.toHaveProperty('passwordHash');
      const [row] = await db().select().from(users).where(eq(users.id, response.body.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
      const mails = await db().select().from(outboundMail).where(eq(outboundMail.to, input.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toMatch(/https:\/\/learn\.example\.test\/confirm-email\?token=\S+/);
      const token = await mailedToken(app, input.email, 'confirm-email');
      // Only the token's hash is stored.
      const stored = await db().select().from(mailTokens).where(eq(mailTokens.userId, response.body.id));
      expect(stored.map((entry) => entry.tokenHash)).toEqual([sha256(token)]);
      expect(JSON.stringify(stored)).not.toContain(token);
      // No SMTP relay configured: the mail is kept as `logged` and written to the log, never queued.
      expect(mails[0]!.status).toBe('logged');
      expect(app.logs.some((line) => line.includes('mail written to the log') && line.includes(input.email))).toBe(true);
    });

    it('registers an instructor when asked, never an admin', async () => {
      expect((await register(app, { role: 'instructor' })).response.body.role).toBe('instructor');
      expect((await register(app, { role: 'admin' })).response.status).toBe(400);
    });

    it('answers 409 to a username or e-mail address in use, whatever their case', async () => {
      const { input } = await register(app);
      const sameName = await register(app, { username: input.username.toUpperCase() });
      expect(sameName.response.status).toBe(409);
      expect(sameName.response.body).toMatchObject({ statusCode: 409, error: 'Conflict', path: '/api/v1/auth/register' });
      expect((await register(app, { email: input.email.toUpperCase() })).response.status).toBe(409);
    });

    it('answers 400 in the billing error body to a short password, a bad address or a future birth date', async () => {
      const response = await app.request('POST', '/api/v1/auth/register', { json: { username: 'ab', email: 'nope', password: 'short', birthDate: '2999-01-01' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed', error: 'Bad Request' });
      expect(response.body.details).toEqual(
        expect.arrayContaining(['username must be between 3 and 32 characters', 'email must be a valid e-mail address', 'password must be at least 12 characters', 'birthDate must not be in the future']),
      );
    });

    it('under 16: 422 without a parent address; with one, no login (403) until the parent consents through the mailed link', async () => {
      const childBirth = `${new Date().getUTCFullYear() - 10}-01-01`;
      expect((await register(app, { birthDate: childBirth })).response.status).toBe(422);

      const parentEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
      const { response, input } = await register(app, { birthDate: childBirth, parentEmail });
      expect(response.status).toBe(201);
      expect(response.body.parentalConsent).toBe('pending');
      const login = () => app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password } });
      const refused = await login();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Parental consent is pending/);

      const token = await mailedToken(app, parentEmail, 'parental-consent');
      const consent = await app.request('POST', '/api/v1/auth/parental-consent', { json: { token } });
      expect(consent.status).toBe(200);
      expect(consent.body).toEqual({ consented: true, username: input.username });
      // Single use.
      expect((await app.request('POST', '/api/v1/auth/parental-consent', { json: { token } })).status).toBe(400);
      // A consent token is not an e-mail confirmation token.
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } })).status).toBe(400);
      expect((await login()).status).toBe(200);
    });

    it('exactly 16 today needs no consent', async () => {
      const today = new Date();
      const birth = `${today.getUTCFullYear() - 16}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
      const { response } = await register(app, { birthDate: birth === `${today.getUTCFullYear() - 16}-02-29` ? `${today.getUTCFullYear() - 17}-01-01` : birth });
      expect(response.status).toBe(201);
      expect(response.body.parentalConsent).toBe('not-required');
    });
  });

  describe('confirm-email', () => {
    it('confirms the address once through the mailed token; an unknown, used or expired token is a 400', async () => {
      const { response, input } = await register(app);
      const token = await mailedToken(app, input.email, 'confirm-email');
      const confirmed = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ confirmed: true, email: input.email });
      const [row] = await db().select().from(users).where(eq(users.id, response.body.id));
      expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } })).status).toBe(400);
      const unknown = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token: 'not-a-token' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('The link is invalid, already used or expired');

      const other = await register(app);
      const otherToken = await mailedToken(app, other.input.email, 'confirm-email');
      await db().update(mailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(mailTokens.tokenHash, sha256(otherToken)));
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token: otherToken } })).status).toBe(400);
    });
  });

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
      const jti = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()).jti as string;
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
      const jti = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()).jti as string;
      await app.container.cache.del(blacklistKey(jti));
      expect((await app.request('GET', '/api/v1/auth/get', { headers: user.headers })).status).toBe(401);
    });
  });

  describe('profile', () => {
    it('GET /get answers the profile of the caller', async () => {
      const user = await signIn(app);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ id: user.id, username: user.username, email: user.email, role: 'student', subscription: { type: 'free' } });
      expect(me.headers.get('cache-control')).toBe('no-store');
    });

    it('PUT /profile changes the username; a new e-mail stays pending until confirmed through the mailed link', async () => {
      const user = await signIn(app);
      const newEmail = `new-${randomUUID().slice(0, 8)}@example.test`;
      const updated = await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { username: `${user.username}_x`, email: newEmail } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ username: `${user.username}_x`, email: user.email, pendingEmail: newEmail });
      const token = await mailedToken(app, newEmail, 'confirm-email');
      const confirmed = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } });
      expect(confirmed.status).toBe(200);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ email: newEmail, pendingEmail: null, emailConfirmed: true });
      // The old address no longer signs in; the new one does.
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: newEmail, password: user.password } })).status).toBe(200);
    });

    it('answers 409 to a username or e-mail of another user (current or pending), and changes nothing', async () => {
      const user = await signIn(app);
      const other = await signIn(app);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { username: other.username.toUpperCase() } })).status).toBe(409);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { email: other.email } })).status).toBe(409);
      const pending = `pending-${randomUUID().slice(0, 8)}@example.test`;
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: other.headers, json: { email: pending } })).status).toBe(200);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { email: pending } })).status).toBe(409);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ username: user.username, email: user.email, pendingEmail: null });
    });
  });

  describe('API keys', () => {
    it('creates a key shown once (hash stored, prefix visible), lists prefixes only, revokes at once', async () => {
      const user = await signIn(app);
      const created = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: 'CI' } });
      expect(created.status).toBe(201);
      expect(created.body.key).toMatch(/^lp_live_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/);
      expect(created.body.key.startsWith(created.body.prefix)).toBe(true);
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
      expect(row!.keyHash).toBe(sha256(created.body.key));
      expect(JSON.stringify(row)).not.toContain(created.body.key);
      expect((await userForApiKey(db(), created.body.key))?.id).toBe(user.id);

      const listed = await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([{ id: created.body.id, name: 'CI', prefix: created.body.prefix, createdAt: created.body.createdAt, lastUsedAt: null, revokedAt: null }]);
      expect(listed.text).not.toContain(created.body.key);

      const revoked = await app.request('DELETE', `/api/v1/auth/api-keys/${created.body.id}`, { headers: user.headers });
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      expect(await userForApiKey(db(), created.body.key)).toBeUndefined();
      expect(await userForApiKey(db(), 'lp_live_garbage')).toBeUndefined();
    });

    it('creates a key from `{}` or from no body at all, named after its prefix; a name that is sent is still validated', async () => {
      const user = await signIn(app);
      const fromEmpty = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: {} });
      expect(fromEmpty.status, fromEmpty.text).toBe(201);
      expect(fromEmpty.body).toMatchObject({ id: expect.any(String), key: expect.stringMatching(/^lp_live_/), prefix: expect.any(String), createdAt: expect.any(String) });
      expect(fromEmpty.body.name).toBe(`API key ${fromEmpty.body.prefix}`);
      const withoutBody = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(withoutBody.status, withoutBody.text).toBe(201);
      expect(withoutBody.body.name).toBe(`API key ${withoutBody.body.prefix}`);
      // The key works on the course API at once.
      expect((await app.request('GET', '/v1/user/profile', { headers: bearer(fromEmpty.body.key) })).status).toBe(200);

      for (const name of ['', '   ', 'x'.repeat(101), 42]) {
        const refused = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name } });
        expect(refused.status, JSON.stringify(name)).toBe(400);
        expect(refused.body.details.join(' ')).toMatch(/name/);
      }
      const text = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'content-type': 'text/plain' }, body: 'name=x' });
      expect(text.status).toBe(415);
      const listed = await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(listed.body.data).toHaveLength(2);
    });

    it('never stores the created key for a replay: an Idempotency-Key is ignored, a retry makes a second key', async () => {
      const user = await signIn(app);
      const key = randomUUID();
      const first = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'idempotency-key': key }, json: { name: 'retry' } });
      const second = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'idempotency-key': key }, json: { name: 'retry' } });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      expect(second.body.key).not.toBe(first.body.key);
      expect((await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers })).body.data).toHaveLength(2);
    });

    it("another user's key is a 404 and stays usable", async () => {
      const owner = await signIn(app);
      const intruder = await signIn(app);
      const created = await app.request('POST', '/api/v1/auth/api-keys', { headers: owner.headers, json: { name: 'mine' } });
      const attempt = await app.request('DELETE', `/api/v1/auth/api-keys/${created.body.id}`, { headers: intruder.headers });
      expect(attempt.status).toBe(404);
      expect((await app.request('GET', '/api/v1/auth/api-keys', { headers: intruder.headers })).body.data).toEqual([]);
      expect((await userForApiKey(db(), created.body.key))?.id).toBe(owner.id);
    });
  });

  /** A user with rows in every table of the platform, and a key, a post and comments of others. */
  async function populated(label: string) {
    const user = await signIn(app);
    await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: `${label} key` } });
    const key = (await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: `${label} key 2` } })).body.key as string;
    const [post] = await db().insert(posts).values({ authorId: user.id, title: `${label} post`, body: `${label} body` }).returning();
    await db().insert(comments).values({ authorId: user.id, postId: post!.id, body: `${label} comment` });
    await db().insert(reactions).values({ userId: user.id, postId: post!.id, kind: 'like' });
    await db().insert(scores).values({ userId: user.id, subject: `${label} algebra`, score: '87.50' });
    await db().insert(activityEvents).values({ userId: user.id, kind: 'lesson.completed', details: { label } });
    await db().update(learningStatistics).set({ minutesLearned: 42, lessonsCompleted: 3 }).where(eq(learningStatistics.userId, user.id));
    const [course] = await db().insert(courses).values({ instructorId: user.id, title: `${label} course`, difficulty: 'beginner', durationMinutes: 60, price: '19.99', tags: ['x'] }).returning();
    const [invoice] = await db().insert(invoices).values({ userId: user.id, plan: 'pro', amount: '9.99', currency: 'EUR' }).returning();
    return { ...user, key, postId: post!.id, courseId: course!.id, invoiceId: invoice!.id };
  }

  describe('export', () => {
    it('answers one JSON attachment with everything of the caller, nothing of anyone else, no secret', async () => {
      const alice = await populated('Alice');
      const bob = await populated('Bob');
      // Bob reacts to and comments on Alice's post: still Bob's data, not Alice's.
      await db().insert(comments).values({ authorId: bob.id, postId: alice.postId, body: 'Bob on Alice' });
      await db().insert(reactions).values({ userId: bob.id, postId: alice.postId, kind: 'like' });

      const response = await app.request('GET', '/api/v1/auth/export', { headers: alice.headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const data = response.body;
      expect(Object.keys(data).sort()).toEqual(['activity', 'apiKeys', 'comments', 'courses', 'exportedAt', 'posts', 'profile', 'reactions', 'subscription', 'technical'].sort());
      expect(data.profile).toMatchObject({ id: alice.id, username: alice.username, email: alice.email });
      expect(data.activity.scores).toEqual([expect.objectContaining({ subject: 'Alice algebra', score: '87.50' })]);
      expect(data.activity.statistics).toMatchObject({ minutesLearned: 42, lessonsCompleted: 3 });
      expect(data.activity.history).toEqual([expect.objectContaining({ kind: 'lesson.completed', details: { label: 'Alice' } })]);
      expect(data.subscription).toMatchObject({ type: 'free', invoices: [expect.objectContaining({ id: alice.invoiceId, amount: '9.99' })] });
      expect(data.posts).toEqual([expect.objectContaining({ id: alice.postId, title: 'Alice post', hidden: false })]);
      expect(data.comments).toEqual([expect.objectContaining({ body: 'Alice comment' })]);
      expect(data.reactions).toHaveLength(1);
      expect(data.apiKeys.map((key: { name: string }) => key.name)).toEqual(['Alice key', 'Alice key 2']);
      expect(data.courses).toEqual([expect.objectContaining({ id: alice.courseId, price: '19.99', duration: 60 })]);
      expect(data.technical.securityLog).toEqual(expect.arrayContaining([{ action: 'account.login.succeeded', ip: '203.0.113.7', userAgent: 'vitest-agent/1.0', at: expect.any(String) }]));
      expect(data.technical.sessions.length).toBeGreaterThan(0);

      const text = response.text;
      for (const foreign of [bob.id, bob.username, bob.email, bob.postId, bob.courseId, bob.invoiceId, 'Bob on Alice', 'Bob algebra']) expect(text).not.toContain(foreign);
      const [aliceRow] = await db().select().from(users).where(eq(users.id, alice.id));
      const keyHashes = (await db().select().from(apiKeys).where(eq(apiKeys.userId, alice.id))).map((row) => row.keyHash);
      for (const secret of [aliceRow!.passwordHash, alice.password, alice.refreshToken, alice.accessToken, alice.key, ...keyHashes]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/hash|password/i);
    });
  });

  describe('delete', () => {
    it('removes the profile and personal data table by table, hides and unlinks posts and courses, retains invoices; every token and key stops working', async () => {
      const alice = await populated('Alice');
      const bob = await populated('Bob');
      await db().insert(comments).values({ authorId: bob.id, postId: alice.postId, body: 'Bob on Alice' });
      const countOf = async (table: PgTable, where: SQL | undefined) => Number((await db().select({ n: sql<number>`count(*)` }).from(table).where(where))[0]!.n);
      const sessionIds = (await db().select({ id: accountSessions.id }).from(accountSessions).where(eq(accountSessions.userId, alice.id))).map((row) => row.id);
      expect(sessionIds.length).toBeGreaterThan(0);

      const deleted = await app.request('DELETE', '/api/v1/auth/account', { headers: alice.headers });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ deleted: true });

      expect(await countOf(users, eq(users.id, alice.id))).toBe(0);
      expect(await countOf(subscriptions, eq(subscriptions.userId, alice.id))).toBe(0);
      expect(await countOf(activityEvents, eq(activityEvents.userId, alice.id))).toBe(0);
      expect(await countOf(scores, eq(scores.userId, alice.id))).toBe(0);
      expect(await countOf(learningStatistics, eq(learningStatistics.userId, alice.id))).toBe(0);
      expect(await countOf(comments, eq(comments.authorId, alice.id))).toBe(0);
      expect(await countOf(reactions, eq(reactions.userId, alice.id))).toBe(0);
      expect(await countOf(securityLog, eq(securityLog.userId, alice.id))).toBe(0);
      expect(await countOf(accountSessions, eq(accountSessions.userId, alice.id))).toBe(0);
      expect(await countOf(refreshTokens, inArray(refreshTokens.sessionId, sessionIds))).toBe(0);
      expect(await countOf(apiKeys, eq(apiKeys.userId, alice.id))).toBe(0);
      expect(await countOf(mailTokens, eq(mailTokens.userId, alice.id))).toBe(0);
      expect(await countOf(outboundMail, eq(outboundMail.to, alice.email))).toBe(0);
      // Kept: the post (hidden, unlinked) with other people's comments on it, the course likewise, the invoice.
      const [post] = await db().select().from(posts).where(eq(posts.id, alice.postId));
      expect(post).toMatchObject({ authorId: null, title: 'Alice post' });
      expect(post!.hiddenAt).toBeInstanceOf(Date);
      expect(await countOf(comments, eq(comments.postId, alice.postId))).toBe(1);
      const [course] = await db().select().from(courses).where(eq(courses.id, alice.courseId));
      expect(course).toMatchObject({ instructorId: null, status: 'archived' });
      expect(course!.hiddenAt).toBeInstanceOf(Date);
      expect(await countOf(invoices, eq(invoices.id, alice.invoiceId))).toBe(1);

      // Tokens and keys stop working at once.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: alice.headers })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: alice.refreshToken } })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: alice.email, password: alice.password } })).status).toBe(401);
      expect(await userForApiKey(db(), alice.key)).toBeUndefined();

      // Bob is untouched.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bob.headers })).status).toBe(200);
      expect((await userForApiKey(db(), bob.key))?.id).toBe(bob.id);
      expect(await countOf(posts, and(eq(posts.authorId, bob.id), sql`${posts.hiddenAt} is null`))).toBe(1);
      expect(await countOf(activityEvents, eq(activityEvents.userId, bob.id))).toBe(1);

      // The deletion is audited (no personal data in the event).
      await app.container.auditShipper.flush();
      const audit = await app.request('GET', `/audit-events?targetId=${alice.id}&action=account.deleted`, { headers: app.adminHeaders });
      expect(audit.body.data).toEqual([expect.objectContaining({ action: 'account.deleted', actorType: 'user', actorId: alice.id, details: { reason: 'requested' } })]);
    });
  });

  describe('retention', () => {
    it('removes old security logs, deletes stale unconfirmed accounts as a deletion does, trims finished webhook deliveries', async () => {
      const day = 24 * 60 * 60 * 1000;
      const keep = await signIn(app);
      const stale = await signIn(app);
      const confirmedOld = await signIn(app);
      const [stalePost] = await db().insert(posts).values({ authorId: stale.id, title: 'stale post', body: 'b' }).returning();
      const thirteenMonthsAgo = new Date(Date.now() - 400 * day);
      await db().update(users).set({ lastLoginAt: thirteenMonthsAgo, createdAt: thirteenMonthsAgo }).where(eq(users.id, stale.id));
      await db().update(users).set({ lastLoginAt: thirteenMonthsAgo, createdAt: thirteenMonthsAgo, emailConfirmedAt: thirteenMonthsAgo }).where(eq(users.id, confirmedOld.id));
      const [oldLog] = await db().insert(securityLog).values({ userId: keep.id, action: 'account.login.succeeded', at: new Date(Date.now() - 91 * day) }).returning();
      const [recentLog] = await db().insert(securityLog).values({ userId: keep.id, action: 'account.login.succeeded', at: new Date(Date.now() - 89 * day) }).returning();

      const { tenant } = await app.registerTenant({ name: 'Retention' });
      const old = new Date(Date.now() - 31 * day);
      const webhook = webhookDeliveries;
      const attempts = webhookAttempts;
      const [done] = await db().insert(webhook).values({ tenantId: tenant.id, eventType: 'payment.created', payload: {}, status: 'SUCCEEDED', nextAttemptAt: null, createdAt: old, updatedAt: old }).returning();
      const [pending] = await db().insert(webhook).values({ tenantId: tenant.id, eventType: 'payment.created', payload: {}, status: 'PENDING', createdAt: old, updatedAt: old }).returning();
      const [recent] = await db().insert(webhook).values({ tenantId: tenant.id, eventType: 'payment.created', payload: {}, status: 'FAILED', nextAttemptAt: null }).returning();
      await db().insert(attempts).values({ deliveryId: done!.id, attemptNumber: 1, url: 'http://127.0.0.1:9/x', durationMs: 5, statusCode: 200, attemptedAt: old });
      await db().insert(attempts).values({ deliveryId: recent!.id, attemptNumber: 1, url: 'http://127.0.0.1:9/x', durationMs: 5, statusCode: 500 });

      expect((await app.request('GET', '/cron/retention')).status).toBe(401);
      const run = await app.request('GET', '/cron/retention', { headers: app.adminHeaders });
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ webhookDeliveriesRemoved: 1, webhookAttemptsRemoved: 1 });
      expect(run.body.securityLogRemoved).toBeGreaterThanOrEqual(1);
      expect(run.body.accountsDeleted).toBeGreaterThanOrEqual(1);

      expect(await db().select().from(securityLog).where(eq(securityLog.id, oldLog!.id))).toEqual([]);
      expect(await db().select().from(securityLog).where(eq(securityLog.id, recentLog!.id))).toHaveLength(1);
      expect(await db().select().from(users).where(eq(users.id, stale.id))).toEqual([]);
      expect(await db().select().from(users).where(inArray(users.id, [keep.id, confirmedOld.id]))).toHaveLength(2);
      const [hidden] = await db().select().from(posts).where(eq(posts.id, stalePost!.id));
      expect(hidden).toMatchObject({ authorId: null });
      expect((await app.request('GET', '/api/v1/auth/get', { headers: stale.headers })).status).toBe(401);
      const left = (await db().select({ id: webhook.id }).from(webhook).where(eq(webhook.tenantId, tenant.id))).map((row) => row.id).sort();
      expect(left).toEqual([pending!.id, recent!.id].sort());
      expect(await db().select().from(attempts).where(eq(attempts.deliveryId, done!.id))).toEqual([]);
    });
  });
});

describe.each(backends)('account login throttling on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { LOGIN_RATE_LIMIT_MAX: '3', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '8', TRUSTED_PROXY_COUNT: '1', LOGIN_RATE_LIMIT_WINDOW_S: '3600' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits failed sign-ins per account (whatever the IP) and requests per IP (whatever the account), 429 with Retry-After', async () => {
    const user = await signIn(app, {});
    const attempt = (email: string, ip: string) => app.request('POST', '/api/v1/auth/login', { json: { email, password: 'wrong-password-1' }, headers: { 'x-forwarded-for': ip } });
    // The good sign-in of signIn() did not count: three failures, from different IPs, then 429.
    expect((await attempt(user.email, '192.0.2.1')).status).toBe(401);
    expect((await attempt(user.email.toUpperCase(), '192.0.2.2')).status).toBe(401);
    expect((await attempt(user.email, '192.0.2.3')).status).toBe(401);
    const limited = await attempt(user.email, '192.0.2.4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ statusCode: 429, path: '/api/v1/auth/login' });
    // Once the failures reached the limit, the right password is refused too: a success would tell a guesser it was right.
    const rightPassword = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '192.0.2.5' } });
    expect(rightPassword.status).toBe(429);

    const statuses: number[] = [];
    for (let index = 0; index < 9; index++) statuses.push((await attempt(`someone-${index}@example.test`, '192.0.2.50')).status);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('never refuses good sign-ins of one account for their number; the right password after failures up to one short of the limit works', async () => {
    const user = await signIn(app, {});
    const login = (password: string, ip: string) => app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password }, headers: { 'x-forwarded-for': ip } });
    // Ten good sign-ins in a row, from several addresses (the per-IP limit is 8 here): none refused by the per-account rule.
    const good: number[] = [];
    for (let index = 0; index < 10; index++) good.push((await login(user.password, `198.51.100.${index}`)).status);
    expect(good).toEqual(Array(10).fill(200));
    // Two failures (the limit is three), then the right password still signs in, and its attempt is given back.
    expect((await login('wrong-password-1', '198.51.100.20')).status).toBe(401);
    expect((await login('wrong-password-2', '198.51.100.21')).status).toBe(401);
    const after = await login(user.password, '198.51.100.22');
    expect(after.status).toBe(200);
    expect(after.body.accessToken).toEqual(expect.any(String));
    expect(after.headers.get('x-ratelimit-remaining')).toBe('1');
    // The third failure reaches the limit: from here on every attempt is 429.
    expect((await login('wrong-password-3', '198.51.100.23')).status).toBe(401);
    expect((await login(user.password, '198.51.100.24')).status).toBe(429);
  });
});
