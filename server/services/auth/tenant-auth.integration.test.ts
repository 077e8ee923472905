import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '@/db/schema';
import { buildRouteTable } from '../../rest/route-table';
import { bearerJwtCases, rows } from '../../testing/common-auth-cases';
import { appRouter } from '../../routers';
import { backends, startTestApp, type TestApp, type TestResponse } from '../../testing/test-app';
import type { Tenant } from '../tenants';

const { routes } = buildRouteTable(appRouter);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
// Scheduled routes take the admin key too (and CRON_SECRET, unset here: see the webhook tests).
const adminRoutes = routes.filter((route) => route.meta.auth === 'admin' || route.meta.auth === 'scheduler');
const tenantRoutes = routes.filter((route) => route.meta.auth === 'tenant');
/**
 * The routes anyone may call; a route joins this list only on purpose. The provider webhook has no
 * key or token but a Standard Webhooks signature, tested in provider-webhooks-signature.integration.test.ts.
 */
const PUBLIC_ROUTES = [
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /health/serving',
  'POST /tenants/login',
  'POST /webhooks/paymentprovider',
  // Stripe's events, verified with the connector's signing secret instead of a caller's token.
  'POST /webhooks/stripe/{connectorId}',
  // The webhook event catalog: the same for every tenant, no tenant's data.
  'GET /webhook-event-types',
  // The account API's sign-up, sign-in and mailed-token routes (tested in account.integration.test.ts).
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/confirm-email',
  'POST /api/v1/auth/parental-consent',
];

const nowS = () => Math.floor(Date.now() / 1000);

type Claims = { sub: string; appId: string; iat?: number; exp?: number };

/** A token as the app issues them (HS256, typ JWT), or with the algorithm, key or times changed. */
function signToken(secret: string, claims: Claims, alg: 'HS256' | 'HS512' = 'HS256') {
  const iat = claims.iat ?? nowS();
  return new SignJWT({ appId: claims.appId })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(claims.exp ?? iat + 3600)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
}

/** A concrete path for a route template: every `{param}` becomes a random UUID. */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, () => randomUUID());

describe.each(backends)('tenant and admin authentication on %s', (backend) => {
  let app: TestApp;
  /** An ACTIVE tenant with a valid token, shared by the read-only cases. */
  let owner: { tenant: Tenant; token: string; headers: Record<string, string> };
  let other: Tenant;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    owner = await app.tenantWithToken({ name: 'Owner' });
    other = (await app.registerTenant({ name: 'Other' })).tenant;
  });
  afterAll(async () => {
    await app?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const adminGet = async (id: string) => (await app.request('GET', `/tenants/${id}`, { headers: app.adminHeaders })).body as Tenant;

  /** GET and PATCH /tenants/me with the given headers; the PATCH must not have changed anything. */
  async function callMe(headers: Record<string, string>): Promise<TestResponse[]> {
    const before = await adminGet(owner.tenant.id);
    const get = await app.request('GET', '/tenants/me', { headers });
    const patch = await app.request('PATCH', '/tenants/me', { headers, json: { name: `Hijacked ${randomUUID()}` } });
    expect(await adminGet(owner.tenant.id)).toEqual(before);
    return [get, patch];
  }

  async function expectRejected(headers: Record<string, string>, message: string) {
    for (const response of await callMe(headers)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message });
    }
  }

  describe('tenant JWT on GET and PATCH /tenants/me', () => {
    it('accepts a token built by these helpers with the real secret (control for the cases below)', async () => {
      const token = await signToken(app.config.jwtSecret, { sub: owner.tenant.id, appId: owner.tenant.appId });
      const response = await app.request('GET', '/tenants/me', { headers: bearer(token) });
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(owner.tenant.id);
    });

    it.each(rows(bearerJwtCases))('answers 401 to %s', async (_, entry) => {
      await expectRejected(await entry.headers({ token: owner.token, secret: app.config.jwtSecret, typ: 'JWT' }), entry.message);
    });

    it('answers 401 to a token whose sub is another tenant but whose appId is the first one', async () => {
      const mixed = await signToken(app.config.jwtSecret, { sub: other.id, appId: owner.tenant.appId });
      await expectRejected(bearer(mixed), 'Invalid token');
      const otherBefore = await adminGet(other.id);
      await app.request('PATCH', '/tenants/me', { headers: bearer(mixed), json: { name: 'Taken over' } });
      expect(await adminGet(other.id)).toEqual(otherBefore);
    });

    it('answers 401 Tenant not found to a token for a tenant id that does not exist', async () => {
      const ghost = await signToken(app.config.jwtSecret, { sub: randomUUID(), appId: owner.tenant.appId });
      await expectRejected(bearer(ghost), 'Tenant not found');
    });

    it('answers 401 to an HS512 token signed with the real secret: the algorithm is pinned', async () => {
      const hs512 = await signToken(app.config.jwtSecret, { sub: owner.tenant.id, appId: owner.tenant.appId }, 'HS512');
      await expectRejected(bearer(hs512), 'Invalid token');
    });

    it('answers 401 Tenant suspended, then Tenant deleted, to a token issued while the tenant was ACTIVE', async () => {
      const { tenant, headers } = await app.tenantWithToken({ name: 'Soon gone' });
      expect((await app.request('GET', '/tenants/me', { headers })).status).toBe(200);

      await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
      for (const response of [
        await app.request('GET', '/tenants/me', { headers }),
        await app.request('PATCH', '/tenants/me', { headers, json: { name: 'While suspended' } }),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body.message).toBe('Tenant suspended');
      }

      await app.request('DELETE', `/tenants/${tenant.id}`, { headers: app.adminHeaders });
      for (const response of [
        await app.request('GET', '/tenants/me', { headers }),
        await app.request('PATCH', '/tenants/me', { headers, json: { name: 'While deleted' } }),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body.message).toBe('Tenant deleted');
      }
      expect((await adminGet(tenant.id)).name).toBe('Soon gone');
    });
  });

  describe('admin key', () => {
    const listTenants = (headers: Record<string, string>) => app.request('GET', '/tenants', { headers });

    it('answers 401 Missing admin key without the header', async () => {
      const response = await listTenants({});
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Missing admin key');
    });

    it('answers 401 to a wrong key, a prefix of the real key and the real key with more after it', async () => {
      const real = app.adminKey;
      for (const key of ['x'.repeat(real.length), real.slice(0, -1), real.slice(0, 8), `${real}x`, real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase()]) {
        const response = await listTenants({ 'x-admin-key': key });
        expect(response.status, key).toBe(401);
        expect(response.body.message).toBe('Invalid admin key');
      }
      expect((await listTenants(app.adminHeaders)).status).toBe(200);
    });
  });

  describe('common route tests', () => {
    it('every REST route declares who may call it, and only login and the health checks are public', () => {
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        expect(['none', 'admin', 'tenant', 'scheduler', 'account', 'apiKey'], `${route.method} ${route.template}`).toContain(route.meta.auth);
      }
      const open = routes.filter((route) => route.meta.auth === 'none').map((route) => `${route.method} ${route.template}`);
      expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    });

    const call = (route: (typeof routes)[number], headers: Record<string, string>) =>
      app.request(route.method, concretePath(route.template), { headers, ...(BODY_METHODS.has(route.method) ? { json: {} } : {}) });

    it.each(adminRoutes.map((route) => [`${route.method} ${route.template}`, route] as const))(
      '%s answers 401 without the admin key, with a wrong one and with a tenant token',
      async (_name, route) => {
        const missing = await call(route, {});
        expect(missing.status).toBe(401);
        expect(missing.body.message).toBe('Missing admin key');
        const wrong = await call(route, { 'x-admin-key': randomBytes(32).toString('base64url') });
        expect(wrong.status).toBe(401);
        expect(wrong.body.message).toBe('Invalid admin key');
        const tenantToken = await call(route, owner.headers);
        expect(tenantToken.status).toBe(401);
      },
    );

    it.each(tenantRoutes.map((route) => [`${route.method} ${route.template}`, route] as const))(
      '%s answers 401 without a token, with a garbage token and with the admin key',
      async (_name, route) => {
        const missing = await call(route, {});
        expect(missing.status).toBe(401);
        expect(missing.body.message).toBe('Missing bearer token');
        const garbage = await call(route, bearer(randomBytes(24).toString('base64url')));
        expect(garbage.status).toBe(401);
        expect(garbage.body.message).toBe('Invalid token');
        const adminKey = await call(route, app.adminHeaders);
        expect(adminKey.status).toBe(401);
      },
    );
  });

  describe('cross-tenant isolation', () => {
    it("a tenant's token reads and changes only its own record", async () => {
      const a = await app.tenantWithToken({ name: 'Tenant A', webhookUrl: 'https://a.example/hook' });
      const b = await app.tenantWithToken({ name: 'Tenant B', webhookUrl: 'https://b.example/hook' });
      const bBefore = await adminGet(b.tenant.id);

      const me = await app.request('GET', `/tenants/me?id=${b.tenant.id}`, { headers: a.headers });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(a.tenant.id);

      const renamed = await app.request('PATCH', '/tenants/me', { headers: a.headers, json: { name: 'A renamed', webhookUrl: null } });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: a.tenant.id, name: 'A renamed', webhookUrl: null });

      const smuggled = await app.request('PATCH', '/tenants/me', { headers: a.headers, json: { id: b.tenant.id, name: 'Smuggled' } });
      expect(smuggled.status).toBe(400);
      expect(smuggled.body.details).toContain('id cannot be changed through this endpoint');

      expect(await adminGet(b.tenant.id)).toEqual(bBefore);
      expect(await adminGet(a.tenant.id)).toMatchObject({ name: 'A renamed', webhookUrl: null });
      const bMe = await app.request('GET', '/tenants/me', { headers: b.headers });
      expect(bMe.body).toEqual(bBefore);
    });
  });

  describe('secrets never leak', () => {
    it('no answer and no log line holds a secret, its hash, a token outside its login answer, or the admin key', async () => {
      const firstSecret = `first-secret-${randomBytes(8).toString('hex')}`;
      const secondSecret = `second-secret-${randomBytes(8).toString('hex')}`;
      const wrongGuess = `wrong-guess-${randomBytes(8).toString('hex')}`;
      const appId = `leak-${backend}-${randomBytes(3).toString('hex')}`;
      const hashOf = async (id: string) =>
        (await app.container.database.db.select({ hash: tenants.secretHash }).from(tenants).where(eq(tenants.id, id)))[0]!.hash;

      const answers: TestResponse[] = [];
      const send = async (method: string, path: string, init: Parameters<TestApp['request']>[2] = {}) => {
        const response = await app.request(method, path, init);
        answers.push(response);
        return response;
      };

      const registered = await send('POST', '/tenants/register', { headers: app.adminHeaders, json: { name: 'Leak check', appId, appSecret: firstSecret } });
      expect(registered.status).toBe(201);
      const id = registered.body.id as string;
      const firstHash = await hashOf(id);
      const firstLogin = await send('POST', '/tenants/login', { json: { appId, appSecret: firstSecret } });
      const firstToken = firstLogin.body.accessToken as string;
      expect(firstToken).toBeTruthy();
      await send('GET', '/tenants/me', { headers: bearer(firstToken) });
      await send('PATCH', '/tenants/me', { headers: bearer(firstToken), json: { name: 'Leak check 2' } });
      await send('POST', '/tenants/login', { json: { appId, appSecret: wrongGuess } });

      const changed = await send('PUT', `/tenants/${id}/secret`, { headers: app.adminHeaders, json: { appSecret: secondSecret } });
      expect(changed.status).toBe(200);
      const secondHash = await hashOf(id);
      expect(secondHash).not.toBe(firstHash);
      await send('GET', '/tenants/me', { headers: bearer(firstToken) });
      const secondLogin = await send('POST', '/tenants/login', { json: { appId, appSecret: secondSecret } });
      const secondToken = secondLogin.body.accessToken as string;
      expect(secondToken).toBeTruthy();
      await send('GET', '/tenants/me', { headers: bearer(secondToken) });
      await send('GET', `/tenants/${id}`, { headers: app.adminHeaders });
      await send('GET', `/tenants?search=${appId}`, { headers: app.adminHeaders });
      const audit = await send('GET', `/audit-events?targetId=${id}&limit=100`, { headers: app.adminHeaders });
      expect(audit.body.data.length).toBeGreaterThanOrEqual(6);

      const neverShown = [firstSecret, secondSecret, wrongGuess, firstHash, secondHash, '$argon2'];
      for (const answer of answers) {
        for (const secret of neverShown) expect(answer.text).not.toContain(secret);
        if (answer !== firstLogin) expect(answer.text).not.toContain(firstToken);
        if (answer !== secondLogin) expect(answer.text).not.toContain(secondToken);
      }
      const logs = app.logs.join('');
      expect(logs).toContain(id);
      for (const secret of [...neverShown, firstToken, secondToken, app.adminKey]) expect(logs).not.toContain(secret);
    });
  });
});
