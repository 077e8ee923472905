import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLog } from '@/db/analytics/schema';
import { buildSandboxEvent, signSandboxEvent } from '../infra/payment-provider';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';

type Entry = {
  id: string;
  createdAt: string;
  actorType: 'tenant' | 'admin';
  actorId: string | null;
  method: string;
  route: string;
  path: string;
  query: string;
  status: number;
  durationMs: number;
  correlationId: string;
  idempotencyKey: string | null;
  replayed: boolean;
  ip: string | null;
  userAgent: string | null;
  errorMessage: string | null;
};

const payment = { amount: 1250.5, currency: 'EUR', userId: 'user-42' };

describe.each(backends)('request log on %s', (backend) => {
  let app: TestApp;
  let a: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  let b: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  /** What tenant A sent, by name: the correlation id each request carried. */
  const sent: Record<string, string> = {};
  const idempotencyKey = randomUUID();

  async function send(name: string, method: string, path: string, init: Parameters<TestApp['request']>[2] = {}): Promise<TestResponse> {
    sent[name] = randomUUID();
    return app.request(method, path, {
      ...init,
      headers: { ...a.headers, 'user-agent': 'request-log-test/1.0', 'x-forwarded-for': '203.0.113.7', 'x-correlation-id': sent[name], ...init.headers },
    });
  }
  const logOf = async (headers: Record<string, string>, query = ''): Promise<{ data: Entry[]; pagination: { total: number; hasMore: boolean } }> => {
    const response = await app.request('GET', `/tenants/me/request-log${query}`, { headers });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const entryFor = (entries: Entry[], name: string) => entries.find((entry) => entry.correlationId === sent[name]);

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { TRUSTED_PROXY_COUNT: '1' } });
    a = await app.tenantWithToken({ name: 'Tenant A' });
    b = await app.tenantWithToken({ name: 'Tenant B' });

    const created = await send('created', 'POST', '/payments', { json: payment, headers: { 'idempotency-key': idempotencyKey } });
    expect(created.status).toBe(201);
    // The provider settles it (its call is not the tenant's: not in the log); a second one stays pending.
    const settled = signSandboxEvent(app.config.paymentProviderWebhookSecret, buildSandboxEvent('payment.succeeded', created.body.providerPaymentId));
    expect((await app.request('POST', '/webhooks/paymentprovider', { headers: settled.headers, body: settled.body })).status).toBe(200);
    expect((await send('replayed', 'POST', '/payments', { json: payment, headers: { 'idempotency-key': idempotencyKey } })).status).toBe(200);
    expect((await send('invalid', 'POST', '/payments', { json: { ...payment, amount: -5, appSecret: 'do-not-log-me', nested: { token: 'nor-me' } } })).status).toBe(400);
    expect((await send('missing', 'GET', `/payments/${randomUUID()}?expand=none`)).status).toBe(404);
    // Refused before the token is checked: the log still knows whose token it carried.
    expect((await send('malformed', 'POST', '/payments', { body: '{"amount": 1, "appSecret": "hidden-too"', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await app.request('GET', '/payments', { headers: b.headers })).status).toBe(200);
    expect((await app.request('GET', `/tenants/${a.tenant.id}`, { headers: { ...app.adminHeaders, 'x-correlation-id': (sent.admin = randomUUID()) } })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows a tenant's requests within seconds, with their fields, newest first", async () => {
    const log = await vi.waitFor(async () => {
      const listed = await logOf(a.headers, '?limit=100');
      expect(listed.data).toHaveLength(6);
      return listed;
    }, { timeout: 5000, interval: 50 });
    expect(log.pagination.total).toBe(6);
    const times = log.data.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect(entryFor(log.data, 'created')).toMatchObject({
      actorType: 'tenant',
      actorId: a.tenant.id,
      method: 'POST',
      route: '/payments',
      path: '/payments',
      status: 201,
      idempotencyKey,
      replayed: false,
      ip: '203.0.113.7',
      userAgent: 'request-log-test/1.0',
      errorMessage: null,
    });
    expect(entryFor(log.data, 'created')!.durationMs).toBeGreaterThan(0);
    expect(entryFor(log.data, 'replayed')).toMatchObject({ status: 200, idempotencyKey, replayed: true });
    expect(entryFor(log.data, 'missing')).toMatchObject({ method: 'GET', route: '/payments/{id}', query: 'expand=none', status: 404, errorMessage: 'Payment not found' });
    expect(entryFor(log.data, 'malformed')).toMatchObject({ status: 400, errorMessage: 'Malformed JSON in request body' });
    expect(entryFor(log.data, 'admin')).toMatchObject({ actorType: 'admin', actorId: 'admin-api-key', route: '/tenants/{id}', status: 200 });
    // Reading the log is not itself logged.
    expect(log.data.some((entry) => entry.path.startsWith('/tenants/me/request-log'))).toBe(false);
  });

  it('keeps the bodies of an error, secrets redacted; a success keeps none', async () => {
    const log = await logOf(a.headers, '?limit=100');
    const invalid = await app.request('GET', `/tenants/me/request-log/${entryFor(log.data, 'invalid')!.id}`, { headers: a.headers });
    expect(invalid.status).toBe(200);
    expect(JSON.parse(invalid.body.requestBody)).toEqual({ ...payment, amount: -5, appSecret: '[REDACTED]', nested: { token: '[REDACTED]' } });
    expect(JSON.parse(invalid.body.errorBody)).toMatchObject({ statusCode: 400, message: 'Validation failed', correlationId: sent.invalid });
    expect(invalid.text).not.toContain('do-not-log-me');

    const malformed = await app.request('GET', `/tenants/me/request-log/${entryFor(log.data, 'malformed')!.id}`, { headers: a.headers });
    expect(malformed.body.requestBody).toContain('"appSecret": "[REDACTED]"');
    expect(malformed.text).not.toContain('hidden-too');

    const created = await app.request('GET', `/tenants/me/request-log/${entryFor(log.data, 'created')!.id}`, { headers: a.headers });
    expect(created.body).toMatchObject({ status: 201, requestBody: null, errorBody: null });
  });

  it("never shows one tenant's requests to another", async () => {
    const own = await logOf(b.headers, '?limit=100');
    expect(own.data.map((entry) => entry.route)).toEqual(['/payments']);
    const ofA = (await logOf(a.headers)).data[0]!;
    const peek = await app.request('GET', `/tenants/me/request-log/${ofA.id}`, { headers: b.headers });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('Request log entry not found');
    expect((await app.request('GET', '/tenants/me/request-log/not-a-uuid', { headers: a.headers })).status).toBe(404);
  });

  it('filters by status code or class, method, path prefix, correlation id and time', async () => {
    const ids = async (query: string) => (await logOf(a.headers, query)).data.map((entry) => entry.correlationId).sort();
    const of = (...names: string[]) => names.map((name) => sent[name]).sort();
    expect(await ids('?status=4xx')).toEqual(of('invalid', 'missing', 'malformed'));
    expect(await ids('?status=404')).toEqual(of('missing'));
    expect(await ids('?status=2xx')).toEqual(of('created', 'replayed', 'admin'));
    expect(await ids('?method=GET')).toEqual(of('missing', 'admin'));
    expect(await ids('?path=/payments/')).toEqual(of('missing'));
    expect(await ids(`?correlationId=${sent.invalid}`)).toEqual(of('invalid'));
    expect(await ids('?createdAfter=2999-01-01')).toEqual([]);
    expect(await ids('?createdBefore=2000-01-01')).toEqual([]);
    expect((await logOf(a.headers, '?limit=2')).pagination).toMatchObject({ total: 6, hasMore: true });

    const refused = await app.request('GET', '/tenants/me/request-log?status=abc', { headers: a.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(['status must be a status code (404) or a class (2xx, 4xx, 5xx)']);
  });

  it("gives administrators a tenant's log, and 404 for an unknown tenant", async () => {
    const listed = await app.request('GET', `/tenants/${a.tenant.id}/request-log?status=4xx`, { headers: app.adminHeaders });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    expect((await app.request('GET', `/tenants/${randomUUID()}/request-log`, { headers: app.adminHeaders })).status).toBe(404);
    expect((await app.request('GET', `/tenants/${a.tenant.id}/request-log`, { headers: a.headers })).status).toBe(401);
  });

  it('counts the requests, errors, latency and payment volume of the window', async () => {
    const insights = await app.request('GET', '/tenants/me/insights?window=24h', { headers: a.headers });
    expect(insights.status, insights.text).toBe(200);
    const { totals, series, topErrors } = insights.body;
    expect(insights.body).toMatchObject({ window: '24h', bucket: 'hour' });
    expect(series).toHaveLength(24);
    expect(totals).toMatchObject({ requests: 6, clientErrors: 3, serverErrors: 0 });
    expect(totals.p50LatencyMs).toBeGreaterThan(0);
    expect(totals.p95LatencyMs).toBeGreaterThanOrEqual(totals.p50LatencyMs);
    expect(totals.payments).toEqual([{ currency: 'EUR', created: 1, createdAmount: '1250.50', succeeded: 1, succeededAmount: '1250.50' }]);
    expect(series.flatMap((bucket: { payments: unknown[] }) => bucket.payments)).toHaveLength(series.at(-1).payments.length === 1 ? 1 : 2);
    const summed = (key: string) => series.reduce((sum: number, bucket: Record<string, number>) => sum + bucket[key]!, 0);
    expect([summed('requests'), summed('clientErrors')]).toEqual([6, 3]);
    expect(topErrors).toHaveLength(3);
    expect(topErrors).toContainEqual({ status: 404, message: 'Payment not found', count: 1, lastAt: expect.any(String), lastCorrelationId: sent.missing });

    const month = await app.request('GET', '/tenants/me/insights?window=30d', { headers: a.headers });
    expect(month.body).toMatchObject({ bucket: 'day', totals: { requests: 6 } });
    expect(month.body.series).toHaveLength(30);
    expect((await app.request('GET', '/tenants/me/insights?window=1y', { headers: a.headers })).status).toBe(400);

    const platform = await app.request('GET', '/insights?window=7d', { headers: app.adminHeaders });
    expect(platform.status, platform.text).toBe(200);
    expect(platform.body.totals.requests).toBe(7);
    expect(platform.body.topTenants.byErrors).toEqual([{ tenantId: a.tenant.id, appId: a.tenant.appId, name: 'Tenant A', count: 3 }]);
    expect(platform.body.topTenants.byRequests.map((row: { tenantId: string }) => row.tenantId)).toEqual([a.tenant.id, b.tenant.id]);
  });

  it("makes the daily buckets the days of the time zone asked for, UTC's by default", async () => {
    const startsOf = (body: { series: Array<{ start: string }> }) => body.series.map((bucket) => bucket.start);
    const utc = await app.request('GET', '/tenants/me/insights?window=7d', { headers: a.headers });
    expect(utc.body.timeZone).toBe('UTC');
    expect(startsOf(utc.body).every((start) => start.endsWith('T00:00:00.000Z'))).toBe(true);

    // India is UTC+05:30 all year: its days start at 18:30 UTC the day before.
    const india = await app.request('GET', `/tenants/me/insights?window=7d&timeZone=${encodeURIComponent('Asia/Kolkata')}`, { headers: a.headers });
    expect(india.status, india.text).toBe(200);
    expect(india.body).toMatchObject({ bucket: 'day', timeZone: 'Asia/Kolkata', totals: { requests: utc.body.totals.requests, payments: utc.body.totals.payments } });
    expect(india.body.series).toHaveLength(7);
    expect(startsOf(india.body).every((start) => start.endsWith('T18:30:00.000Z'))).toBe(true);
    expect(india.body.from).toBe(india.body.series[0].start);
    // Every hour of the window is in one of its days.
    const created = india.body.series.flatMap((bucket: { payments: Array<{ created: number }> }) => bucket.payments.map((entry) => entry.created));
    expect(created.reduce((sum: number, count: number) => sum + count, 0)).toBe(india.body.totals.payments[0].created);

    const refused = await app.request('GET', '/insights?window=7d&timeZone=Mars%2FOlympus', { headers: app.adminHeaders });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(['timeZone must be an IANA time zone, such as Europe/Budapest or UTC']);
    const platform = await app.request('GET', '/insights?window=30d&timeZone=America%2FNew_York', { headers: app.adminHeaders });
    expect(platform.status, platform.text).toBe(200);
    expect(platform.body.timeZone).toBe('America/New_York');
    expect(platform.body.series).toHaveLength(30);
  });

  it('shows what to fix: the first detail of a validation failure, not "Validation failed"; filtered and grouped by it', async () => {
    const d = await app.tenantWithToken({ name: 'Tenant D' });
    const post = (json: unknown, headers: Record<string, string> = {}) => app.request('POST', '/payments', { headers: { ...d.headers, ...headers }, json });
    for (let attempt = 0; attempt < 2; attempt++) expect((await post(payment, { 'idempotency-key': 'not-a-uuid' })).status).toBe(400);
    const several = await post({ amount: -5, currency: 'XXX', userId: 'user-1' });
    expect(several.status).toBe(400);
    expect(several.body.details.length).toBeGreaterThan(1);
    expect((await app.request('GET', `/payments/${randomUUID()}`, { headers: d.headers })).status).toBe(404);
    const log = await vi.waitFor(async () => {
      const listed = await logOf(d.headers);
      expect(listed.data).toHaveLength(4);
      return listed;
    }, { timeout: 5000, interval: 50 });
    expect(log.data.map((entry) => entry.errorMessage)).toEqual([
      'Payment not found',
      `${several.body.details[0]} (+${several.body.details.length - 1} more)`,
      'Idempotency-Key must be a UUID v4',
      'Idempotency-Key must be a UUID v4',
    ]);

    const messages = async (query: string) => (await logOf(d.headers, query)).data.map((entry) => entry.errorMessage);
    expect(await messages('?error=idempotency-KEY')).toEqual(['Idempotency-Key must be a UUID v4', 'Idempotency-Key must be a UUID v4']);
    expect(await messages('?status=400&error=Idempotency-Key must be a UUID v4')).toHaveLength(2);
    expect(await messages('?status=404&error=Idempotency-Key')).toEqual([]);
    // The text is matched as written: `%` and `_` are not wildcards.
    expect(await messages('?error=%25')).toEqual([]);
    expect(await messages('?error=Payment_not')).toEqual([]);
    const refused = await app.request('GET', '/tenants/me/request-log?error=', { headers: d.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(['error must not be empty']);

    const insights = await app.request('GET', '/tenants/me/insights?window=24h', { headers: d.headers });
    expect(insights.body.topErrors).toContainEqual({ status: 400, message: 'Idempotency-Key must be a UUID v4', count: 2, lastAt: expect.any(String), lastCorrelationId: expect.any(String) });
    expect(insights.body.topErrors.map((group: { message: string }) => group.message)).not.toContain('Validation failed');
  });

  it('keeps a request whose body holds a NUL character (which Postgres text refuses), without the character', async () => {
    const c = await app.tenantWithToken({ name: 'Tenant C' });
    // A raw NUL inside a JSON string is not JSON: refused as malformed, its body kept as sent.
    const refused = await app.request('POST', '/payments', { headers: { ...c.headers, 'content-type': 'application/json' }, body: '{"amount": 1, "userId": "nul\u0000byte"}' });
    expect(refused.status).toBe(400);
    const log = await vi.waitFor(async () => {
      const listed = await logOf(c.headers);
      expect(listed.data).toHaveLength(1);
      return listed;
    }, { timeout: 5000, interval: 50 });
    const entry = await app.request('GET', `/tenants/me/request-log/${log.data[0]!.id}`, { headers: c.headers });
    expect(entry.body.requestBody).toContain('"userId": "nulbyte"');
    expect(entry.body.requestBody).not.toContain('\u0000');
  });

  it('removes entries older than REQUEST_LOG_RETENTION_DAYS', async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await app.container.analytics.db.insert(requestLog).values({
      id: randomUUID(), tenantId: a.tenant.id, createdAt: old, actorType: 'tenant', actorId: a.tenant.id, method: 'GET', route: '/payments', path: '/payments',
      query: '', status: 200, durationMs: 3, correlationId: randomUUID(), replayed: false,
    });
    expect((await logOf(a.headers, '?limit=100')).data).toHaveLength(7);
    const run = await app.container.retention.flush();
    expect(run.requestLogRemoved).toBe(1);
    expect((await logOf(a.headers, '?limit=100')).data).toHaveLength(6);
  });
});

describe('request log with the analytics store down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { ANALYTICS_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the API as before and counts the entries it drops', async () => {
    const { headers } = await app.tenantWithToken();
    const created = await app.request('POST', '/payments', { headers, json: payment });
    expect(created.status).toBe(201);
    expect((await app.request('GET', `/payments/${created.body.id}`, { headers })).status).toBe(200);
    expect((await app.request('GET', `/payments/${randomUUID()}`, { headers })).status).toBe(404);

    await vi.waitFor(async () => {
      const metrics = await app.request('GET', '/metrics');
      const dropped = /request_log_dropped_total\{reason="store_failed"\} (\d+)/.exec(metrics.text);
      expect(Number(dropped?.[1])).toBeGreaterThanOrEqual(3);
    }, { timeout: 10_000, interval: 100 });
    expect(app.logs.some((line) => line.includes('request log entries could not be written'))).toBe(true);

    const log = await app.request('GET', '/tenants/me/request-log', { headers });
    expect(log.status).toBe(503);
  });
});
