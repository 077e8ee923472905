import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueTenantToken } from '@/server/services/auth/tenant-tokens';
import { paymentCalls } from '@/server/testing/payment-fixtures';
import { startTestApp, type TestApp } from '@/server/testing/test-app';
import { BillingApiError, createBillingClient } from '../src/index';
import { listen, startProxy } from './http-fixtures';

/** The billing client against the running app over HTTP (Postgres backend: the SDK is what is tested here, not the store). */
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const noWait = { sleep: async () => undefined };

beforeAll(async () => {
  app = await startTestApp({ backend: 'postgres', env: { RATE_LIMIT_MAX: '1000' } });
  server = await listen(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const admin = () => createBillingClient({ baseUrl: server.url, adminKey: app.adminKey });
async function registered(name = 'SDK tenant') {
  const appSecret = `sdk-secret-${crypto.randomUUID()}`;
  const tenant = await admin().tenants.register({ name, appSecret });
  return { tenant, appSecret };
}
const payment = { amount: 12.5, currency: 'EUR' as const, userId: 'user-1' };

describe('the billing client', () => {
  test('register with the admin key, log in with app credentials, and a payment whose first attempt gets a 503 is created once', async () => {
    const { tenant, appSecret } = await registered();
    expect(tenant).toMatchObject({ name: 'SDK tenant', status: 'ACTIVE' });
    const proxy = await startProxy(server.url, (request) =>
      request.method === 'POST' && request.path === '/payments' && !proxyAnsweredOnce++
        ? new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }), { status: 503, headers: { 'retry-after': '0', 'content-type': 'application/json' } })
        : undefined,
    );
    let proxyAnsweredOnce = 0;
    try {
      const client = createBillingClient({ baseUrl: proxy.url, appId: tenant.appId, appSecret });
      const created = await client.payments.create(payment);
      expect(created).toMatchObject({ amount: 12.5, currency: 'EUR', status: 'PENDING' });

      const posts = proxy.seen.filter((request) => request.method === 'POST' && request.path === '/payments');
      expect(posts).toHaveLength(2);
      const key = posts[0]!.headers.get('idempotency-key');
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(posts[1]!.headers.get('idempotency-key')).toBe(key);
      expect(proxy.seen.filter((request) => request.path === '/tenants/login')).toHaveLength(1);

      expect(await paymentCalls(app).paymentCountOf(tenant.id)).toBe(1);
      const page = await client.payments.listPage();
      expect(page.pagination.total).toBe(1);
      expect(page.data.map((p) => p.id)).toEqual([created.id]);
      expect((await client.tenants.me()).id).toBe(tenant.id);
    } finally {
      await proxy.close();
    }
  });

  test('iterating a list walks every page: 250 payments, newest first, each once', async () => {
    const { tenant, appSecret } = await registered('Many payments');
    const token = await app.login(tenant.appId, appSecret);
    // Arranged through the app directly, in parallel batches: the client is what is tested below.
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) => app.request('POST', '/payments', { headers: { authorization: `Bearer ${token}` }, json: { ...payment, userId: `user-${batch * 25 + i}` } })),
      ).then((answers) => answers.forEach((answer) => expect(answer.status).toBe(201)));
    }
    const proxy = await startProxy(server.url);
    try {
      const client = createBillingClient({ baseUrl: proxy.url, token });
      const seen = [];
      for await (const p of client.payments.list({ sortOrder: 'desc' })) seen.push(p);
      expect(seen).toHaveLength(250);
      expect(new Set(seen.map((p) => p.id)).size).toBe(250);
      const times = seen.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(proxy.seen.map((request) => request.path)).toEqual(['/payments', '/payments', '/payments']);

      const few = [];
      for await (const p of client.payments.list({ limit: 50, offset: 200 })) few.push(p.id);
      expect(few).toEqual(seen.slice(200).map((p) => p.id));
    } finally {
      await proxy.close();
    }
  });

  test('a restricted API key: made with the app credentials, used with apiKey, refused what it lacks with a 403 naming it', async () => {
    const { tenant, appSecret } = await registered('Key holder');
    const owner = createBillingClient({ baseUrl: server.url, appId: tenant.appId, appSecret, retry: noWait });
    const existing = await owner.payments.create(payment);
    const created = await owner.apiKeys.create({ name: 'Reporting', permissions: { payments: 'read' } });
    expect(created.key).toMatch(/^bk_/);

    const proxy = await startProxy(server.url);
    try {
      const reporting = createBillingClient({ baseUrl: proxy.url, apiKey: created.key, retry: noWait });
      const ids = [];
      for await (const p of reporting.payments.list()) ids.push(p.id);
      expect(ids).toEqual([existing.id]);
      expect(proxy.seen.every((request) => request.headers.get('authorization') === `Bearer ${created.key}`)).toBe(true);
      const refused = (await reporting.payments.create(payment).catch((e: unknown) => e)) as BillingApiError;
      expect(refused).toBeInstanceOf(BillingApiError);
      expect(refused).toMatchObject({ statusCode: 403, error: 'Forbidden', message: 'This API key lacks payments:write' });
      expect(proxy.seen.filter((request) => request.path === '/tenants/login')).toHaveLength(0);
    } finally {
      await proxy.close();
    }

    // Administrators revoke it with the tenant's id and the key's: two path parameters, in order.
    const revoked = await admin().apiKeys.revokeForTenant(tenant.id, created.id);
    expect(revoked.state).toBe('revoked');
    const after = (await createBillingClient({ baseUrl: server.url, apiKey: created.key, retry: noWait }).tenants.me().catch((e: unknown) => e)) as BillingApiError;
    expect(after).toMatchObject({ statusCode: 401, message: 'API key revoked' });
  });

  test('a validation failure is a BillingApiError with its details, and a 400 is not retried', async () => {
    const { tenant, appSecret } = await registered();
    const proxy = await startProxy(server.url);
    try {
      const client = createBillingClient({ baseUrl: proxy.url, appId: tenant.appId, appSecret, retry: noWait });
      const error = await client.payments.create({ ...payment, amount: -1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BillingApiError);
      const failure = error as BillingApiError;
      expect(failure).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(failure.details).toEqual(expect.arrayContaining([expect.stringContaining('amount')]));
      expect(failure.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failure.rateLimit).toMatchObject({ limit: 1000 });
      expect(proxy.seen.filter((request) => request.path === '/payments')).toHaveLength(1);

      const created = await client.payments.create(payment);
      await client.payments.cancel(created.id);
      const refused = (await client.payments.cancel(created.id).catch((e: unknown) => e)) as BillingApiError;
      expect(refused).toBeInstanceOf(BillingApiError);
      expect(refused).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      expect(proxy.seen.filter((request) => request.path.endsWith('/cancel'))).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  test('a token the server finds expired: the client logs in again and replays the call once', async () => {
    const { tenant, appSecret } = await registered();
    const nowS = Math.floor(Date.now() / 1000);
    const expired = await issueTenantToken(app.config.jwtSecret, tenant, nowS - 25 * 3600);
    let logins = 0;
    // The first login is answered with an already expired token; the client's clock runs a day
    // behind, so it believes the token fresh and sends it.
    const proxy = await startProxy(server.url, (request) =>
      request.path === '/tenants/login' && logins++ === 0
        ? Response.json({ accessToken: expired, expiresIn: '24h', tokenType: 'Bearer' })
        : undefined,
    );
    try {
      const client = createBillingClient({ baseUrl: proxy.url, appId: tenant.appId, appSecret, now: () => Date.now() - 25 * 3600_000 });
      expect((await client.tenants.me()).id).toBe(tenant.id);
      expect(proxy.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /tenants/login',
        'GET /tenants/me',
        'POST /tenants/login',
        'GET /tenants/me',
      ]);
      expect(proxy.seen[1]!.headers.get('authorization')).toBe(`Bearer ${expired}`);
      expect(proxy.seen[3]!.headers.get('authorization')).not.toBe(`Bearer ${expired}`);
    } finally {
      await proxy.close();
    }
  });

  test('a minute before the token expires the client logs in again before calling', async () => {
    const { tenant, appSecret } = await registered();
    let clock = Date.now();
    const proxy = await startProxy(server.url);
    try {
      const client = createBillingClient({ baseUrl: proxy.url, appId: tenant.appId, appSecret, now: () => clock });
      await client.tenants.me();
      await client.tenants.me();
      clock += 24 * 3600_000 - 30_000;
      await client.tenants.me();
      expect(proxy.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /tenants/login',
        'GET /tenants/me',
        'GET /tenants/me',
        'POST /tenants/login',
        'GET /tenants/me',
      ]);
    } finally {
      await proxy.close();
    }
  });

  test('the typed escape hatch and an unauthenticated operation', async () => {
    const client = createBillingClient({ baseUrl: server.url });
    const types = await client.webhooks.eventTypes();
    expect(types.data.map((type) => type.type)).toContain('payment.created');
    const live = await client.request('get', '/health/live');
    expect(live).toBeTruthy();
  });
});
