import { randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '@/db/analytics/schema';
import { auditOutbox } from '@/db/schema';
import { buildSandboxEvent, signSandboxEvent } from '../infra/payment-provider';
import { logLinesSince } from '../testing/raw-request';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-services';

type AuditEvent = {
  id: string;
  at: string;
  actorType: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  correlationId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
};

/** Sends a request with a fresh X-Correlation-ID and returns the answer with the id it carried. */
async function traced(app: TestApp, method: string, path: string, init: Parameters<TestApp['request']>[2] = {}) {
  const correlationId = randomUUID();
  const response = await app.request(method, path, { ...init, headers: { ...init.headers, 'x-correlation-id': correlationId } });
  return { response, correlationId };
}

/** A millisecond boundary strictly after everything done so far and before anything done next. */
async function timeBoundary(): Promise<string> {
  const boundary = Date.now() + 1;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(boundary), { timeout: 1000, interval: 1 });
  return new Date(boundary).toISOString();
}

describe.each(backends)('audit log on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;
  let appId: string;
  /** The correlation id sent with each audited request, by the action it should produce. */
  const sent: Record<string, string> = {};
  let boundary: string;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { TRUSTED_PROXY_COUNT: '1' } });
    appId = `audited-${backend}-${randomBytes(3).toString('hex')}`;
    const secret = 'first-audited-secret';
    const newSecret = 'second-audited-secret';
    const admin = { headers: app.adminHeaders };
    const step = async (label: string, expectedStatus: number, method: string, path: string, init: Parameters<TestApp['request']>[2] = {}) => {
      const { response, correlationId } = await traced(app, method, path, init);
      if (response.status !== expectedStatus) throw new Error(`${label}: ${response.status} ${response.text}`);
      sent[label] = correlationId;
      return response;
    };

    const registered = await step('registered', 201, 'POST', '/tenants/register', {
      headers: { ...app.adminHeaders, 'x-forwarded-for': '203.0.113.7' },
      json: { name: 'Audited', appId, appSecret: secret },
    });
    tenantId = registered.body.id;
    const login = await step('login', 200, 'POST', '/tenants/login', { json: { appId, appSecret: secret } });
    const tenant = { headers: { authorization: `Bearer ${login.body.accessToken}` } };
    await step('badLogin', 401, 'POST', '/tenants/login', { json: { appId, appSecret: 'not-the-secret' } });
    await step('updated', 200, 'PATCH', '/tenants/me', { ...tenant, json: { name: 'Audited renamed' } });
    boundary = await timeBoundary();
    await step('secretChanged', 200, 'PUT', `/tenants/${tenantId}/secret`, { ...admin, json: { appSecret: newSecret } });
    await step('suspended', 200, 'POST', `/tenants/${tenantId}/suspend`, admin);
    await step('suspendedLogin', 401, 'POST', '/tenants/login', { json: { appId, appSecret: newSecret } });
    await step('reactivated', 200, 'POST', `/tenants/${tenantId}/reactivate`, admin);
    await step('deleted', 200, 'DELETE', `/tenants/${tenantId}`, admin);
    await step('deletedLogin', 401, 'POST', '/tenants/login', { json: { appId, appSecret: newSecret } });
    // Someone else's events, which the filters must leave out.
    await app.registerTenant({ name: 'Bystander' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (query: string): Promise<TestResponse & { events: AuditEvent[] }> => {
    const response = await app.request('GET', `/audit-events?${query}`, { headers: app.adminHeaders });
    expect(response.status, response.text).toBe(200);
    return { ...response, events: response.body.data as AuditEvent[] };
  };

  it('lists every action on a tenant, in order, with its actor and the correlation id of its request', async () => {
    const { events, body } = await list(`targetId=${tenantId}&sortOrder=asc&limit=100`);
    const admin = { actorType: 'admin', actorId: 'admin-api-key' };
    const tenant = { actorType: 'tenant', actorId: tenantId };
    const anonymous = { actorType: 'anonymous', actorId: null };
    const expected = [
      { action: 'tenant.registered', correlationId: sent.registered, ...admin, ip: '203.0.113.7', details: { appId, name: 'Audited' } },
      { action: 'tenant.login.succeeded', correlationId: sent.login, ...tenant },
      { action: 'tenant.login.failed', correlationId: sent.badLogin, ...anonymous, details: { appId, reason: 'invalid_credentials' } },
      { action: 'tenant.updated', correlationId: sent.updated, ...tenant, details: { changed: ['name'], name: 'Audited renamed' } },
      { action: 'tenant.secret_changed', correlationId: sent.secretChanged, ...admin },
      { action: 'tenant.suspended', correlationId: sent.suspended, ...admin, details: { from: 'ACTIVE', to: 'SUSPENDED' } },
      { action: 'tenant.login.failed', correlationId: sent.suspendedLogin, ...anonymous, details: { appId, reason: 'suspended' } },
      { action: 'tenant.reactivated', correlationId: sent.reactivated, ...admin, details: { from: 'SUSPENDED', to: 'ACTIVE' } },
      { action: 'tenant.deleted', correlationId: sent.deleted, ...admin, details: { from: 'ACTIVE', to: 'DELETED' } },
      { action: 'tenant.login.failed', correlationId: sent.deletedLogin, ...anonymous, details: { appId, reason: 'deleted' } },
    ];
    expect(events).toHaveLength(expected.length);
    expected.forEach((want, index) => {
      expect(events[index], want.action).toMatchObject({ ...want, targetType: 'tenant', targetId: tenantId });
    });
    expect(body.pagination).toEqual({ total: expected.length, limit: 100, offset: 0, hasMore: false });
    for (const event of events) {
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(event.at).toISOString()).toBe(event.at);
    }
    // Nothing about the secret change but the fact itself.
    expect(JSON.stringify(events)).not.toContain('audited-secret');
  });

  it('lists the newest first by default', async () => {
    const { events } = await list(`targetId=${tenantId}`);
    expect(events[0]?.action).toBe('tenant.login.failed');
    expect(events.at(-1)?.action).toBe('tenant.registered');
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by actorId, action and targetId', async () => {
    const byTenant = await list(`actorId=${tenantId}&sortOrder=asc`);
    expect(byTenant.events.map((event) => event.action)).toEqual(['tenant.login.succeeded', 'tenant.updated']);

    const failures = await list(`action=tenant.login.failed&targetId=${tenantId}&sortOrder=asc`);
    expect(failures.events.map((event) => event.details.reason)).toEqual(['invalid_credentials', 'suspended', 'deleted']);
    expect(failures.body.pagination.total).toBe(3);

    const byAdmin = await list(`actorId=admin-api-key&targetId=${tenantId}&sortOrder=asc`);
    expect(byAdmin.events.map((event) => event.action)).toEqual([
      'tenant.registered',
      'tenant.secret_changed',
      'tenant.suspended',
      'tenant.reactivated',
      'tenant.deleted',
    ]);

    const registrations = await list('action=tenant.registered');
    expect(registrations.events.map((event) => event.details.name).sort()).toEqual(['Audited', 'Bystander']);
    expect(registrations.events.every((event) => event.action === 'tenant.registered')).toBe(true);

    expect((await list(`targetId=${randomUUID()}`)).body.pagination.total).toBe(0);
  });

  it('filters by createdAfter, a date-time or a date', async () => {
    const after = await list(`targetId=${tenantId}&createdAfter=${encodeURIComponent(boundary)}&sortOrder=asc`);
    expect(after.events.map((event) => event.correlationId)).toEqual([
      sent.secretChanged,
      sent.suspended,
      sent.suspendedLogin,
      sent.reactivated,
      sent.deleted,
      sent.deletedLogin,
    ]);
    expect((await list(`targetId=${tenantId}&createdAfter=2000-01-01`)).body.pagination.total).toBe(10);
    expect((await list(`targetId=${tenantId}&createdAfter=2999-01-01`)).body.pagination.total).toBe(0);
  });

  it('pages through the events without repeating or skipping one', async () => {
    const all = (await list(`targetId=${tenantId}&sortOrder=asc&limit=100`)).events.map((event) => event.id);
    const pages = [];
    for (const offset of [0, 4, 8]) pages.push(await list(`targetId=${tenantId}&sortOrder=asc&limit=4&offset=${offset}`));
    expect(pages.map((page) => page.body.pagination)).toEqual([
      { total: 10, limit: 4, offset: 0, hasMore: true },
      { total: 10, limit: 4, offset: 4, hasMore: true },
      { total: 10, limit: 4, offset: 8, hasMore: false },
    ]);
    expect(pages.flatMap((page) => page.events.map((event) => event.id))).toEqual(all);
  });

  it('answers 400 to filters it cannot read', async () => {
    const response = await app.request('GET', '/audit-events?createdAfter=yesterday&limit=0', { headers: app.adminHeaders });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining(['createdAfter must be an ISO 8601 date or date-time', 'limit must be between 1 and 100']),
    );
  });

  it('answers 401 without the admin key, with a wrong one and with a tenant token', async () => {
    const { headers } = await app.tenantWithToken();
    const attempts: Array<Record<string, string>> = [{}, { 'x-admin-key': randomBytes(32).toString('base64url') }, headers];
    for (const attempt of attempts) {
      const response = await app.request('GET', '/audit-events', { headers: attempt });
      expect(response.status).toBe(401);
      expect(response.body).not.toHaveProperty('data');
    }
  });
});

/**
 * The analytics store is down while tenants act: the actions succeed and their events wait in the
 * outbox of the main database; a second instance that reaches analytics ships each exactly once.
 */
describe('audit events through an analytics outage (postgres)', () => {
  let analyticsDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let analyticsClient: postgres.Sql;
  let outage: TestApp;
  let recovered: TestApp | undefined;

  beforeAll(async () => {
    analyticsDatabase = await createTestDatabase('analytics');
    analyticsClient = postgres(analyticsDatabase.url, { max: 1, onnotice: () => {} });
    outage = await startTestApp({ backend: 'postgres', env: { ANALYTICS_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } });
  });
  afterAll(async () => {
    await recovered?.close();
    await outage?.close();
    await analyticsClient?.end();
    await analyticsDatabase?.drop();
  });

  const outboxRows = () => outage.container.database.db.select().from(auditOutbox);
  const analyticsCounts = async () =>
    new Map((await analyticsClient<{ id: string; n: number }[]>`select id::text, count(*)::int as n from analytics.audit_events group by id`).map((row) => [row.id, row.n]));

  it('keeps every event while analytics is down and ships each exactly once when it is back', async () => {
    const sent: string[] = [];
    const act = async (expectedStatus: number, method: string, path: string, init: Parameters<TestApp['request']>[2] = {}) => {
      const { response, correlationId } = await traced(outage, method, path, init);
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(expectedStatus);
      sent.push(correlationId);
      return response;
    };

    const appId = `outage-${randomBytes(3).toString('hex')}`;
    const registered = await act(201, 'POST', '/tenants/register', { headers: outage.adminHeaders, json: { name: 'Outage', appId, appSecret: 'outage-secret-1' } });
    const login = await act(200, 'POST', '/tenants/login', { json: { appId, appSecret: 'outage-secret-1' } });
    const auth = { authorization: `Bearer ${login.body.accessToken}` };
    await act(200, 'PATCH', '/tenants/me', { headers: auth, json: { name: 'Outage renamed' } });
    // Payment and webhook actions are staged the same way.
    const payment = { amount: 10.5, currency: 'EUR', userId: 'outage-user' };
    const canceled = await act(201, 'POST', '/payments', { headers: { ...auth, 'idempotency-key': randomUUID() }, json: payment });
    await act(200, 'POST', `/payments/${canceled.body.id}/cancel`, { headers: auth });
    const paid = await act(201, 'POST', '/payments', { headers: auth, json: payment });
    const signed = signSandboxEvent(outage.config.paymentProviderWebhookSecret, buildSandboxEvent('payment.succeeded', paid.body.providerPaymentId));
    await act(200, 'POST', '/webhooks/paymentprovider', { headers: signed.headers, body: signed.body });
    sent.push(sent.at(-1)!); // one event moves the payment twice: PROCESSING, then SUCCEEDED
    await act(200, 'POST', '/tenants/me/webhook-secret/rotate', { headers: auth });
    await act(401, 'POST', '/tenants/login', { json: { appId, appSecret: 'wrong-secret-99' } });
    await act(200, 'POST', `/tenants/${registered.body.id}/suspend`, { headers: outage.adminHeaders });

    // Shipping fails while analytics is unreachable (this also waits for the runs the writes began).
    await expect(outage.container.auditShipper.flush()).rejects.toThrow();
    const staged = await outboxRows();
    expect(staged.map((row) => row.correlationId).sort()).toEqual([...sent].sort());
    expect(staged.every((row) => row.attempts >= 1 && row.lastError !== null)).toBe(true);

    // The audit log itself answers 503 meanwhile, logged under the request's correlation id.
    const from = outage.logs.length;
    const { response: listing, correlationId } = await traced(outage, 'GET', '/audit-events', { headers: outage.adminHeaders });
    expect(listing.status).toBe(503);
    expect(listing.headers.get('retry-after')).toBe('30');
    const warning = logLinesSince(outage, from).find((line) => line.msg === 'audit log unavailable');
    expect(warning?.correlationId).toBe(correlationId);
    expect(await outboxRows()).toHaveLength(sent.length);

    recovered = await startTestApp({ backend: 'postgres', shareDatabaseWith: outage, env: { ANALYTICS_DATABASE_URL: analyticsDatabase.url } });
    // As if an earlier shipper had stored the oldest event and crashed before clearing it.
    await recovered.container.analytics.migrate('analytics');
    const [oldest] = [...staged].sort((a, b) => a.at.getTime() - b.at.getTime());
    const { attempts: _attempts, nextAttemptAt: _nextAttemptAt, lastError: _lastError, ...event } = oldest!;
    await recovered.container.analytics.db.insert(auditEvents).values(event);

    const shipped = await recovered.container.auditShipper.flush();
    expect(shipped).toEqual({ shipped: sent.length, remaining: 0 });
    const counts = await analyticsCounts();
    expect(counts.size).toBe(sent.length);
    for (const row of staged) expect(counts.get(row.id), row.action).toBe(1);
    expect(await outboxRows()).toEqual([]);

    expect(await recovered.container.auditShipper.flush()).toEqual({ shipped: 0, remaining: 0 });
    expect(await analyticsCounts()).toEqual(counts);

    const listed = await recovered.request('GET', `/audit-events?targetId=${registered.body.id}&limit=100`, { headers: recovered.adminHeaders });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((event: AuditEvent) => event.correlationId).sort()).toEqual(
      staged.filter((row) => row.targetId === registered.body.id).map((row) => row.correlationId).sort(),
    );
  });
});
