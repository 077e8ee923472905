import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

type Headers = Record<string, string>;
type Account = Awaited<ReturnType<TestApp['tenantWithToken']>> & { paymentIds: string[] };
type AuditEvent = { id: string; actorId: string | null; targetId: string | null; action: string };

/**
 * The REST operations added for the console: a tenant's payments and webhook deliveries for
 * administrators, a tenant's payment summary, and the `involving` filter of the audit log.
 */
describe.each(backends)('console views over REST on %s', (backend) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let alice: Account;
  let bob: Account;

  const createPayment = async (headers: Headers, json: Record<string, unknown>) => {
    const response = await app.request('POST', '/payments', { headers, json: { currency: 'EUR', userId: 'user-1', ...json } });
    if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.text}`);
    return response.body.id as string;
  };

  /** A tenant with a webhook URL, `amounts.length` payments (the first one canceled) and their delivered events. */
  async function account(name: string, amounts: number[]): Promise<Account> {
    const created = await app.tenantWithToken({ name, webhookUrl: receiver.url });
    const paymentIds = [];
    for (const amount of amounts) paymentIds.push(await createPayment(created.headers, { amount, userId: `${name}-user` }));
    expect((await app.request('POST', `/payments/${paymentIds[0]}/cancel`, { headers: created.headers })).status).toBe(200);
    return { ...created, paymentIds };
  }

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    receiver = await startWebhookReceiver();
    alice = await account('Alice', [30, 10, 20]);
    bob = await account('Bob', [5, 7]);
    await app.container.webhookDispatcher.flush();
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  describe('GET /tenants/{id}/payments (administrators)', () => {
    const list = (id: string, query = '', headers: Headers = app.adminHeaders) => app.request('GET', `/tenants/${id}/payments${query}`, { headers });

    it("lists only that tenant's payments, in the list envelope, newest first by default", async () => {
      const response = await list(alice.tenant.id);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'pagination']);
      expect(response.body.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
      expect(response.body.data.map((payment: { id: string }) => payment.id)).toEqual([...alice.paymentIds].reverse());
      // The same payments, in the same shape, as the tenant itself sees them.
      const own = await app.request('GET', '/payments', { headers: alice.headers });
      expect(response.body.data).toEqual(own.body.data);
    });

    it('paginates, filters and sorts with the list conventions', async () => {
      const page = await list(alice.tenant.id, '?limit=2&sortBy=amount&sortOrder=asc');
      expect(page.body.data.map((payment: { amount: number }) => payment.amount)).toEqual([10, 20]);
      expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
      const next = await list(alice.tenant.id, '?limit=2&offset=2&sortBy=amount&sortOrder=asc');
      expect(next.body.data.map((payment: { amount: number }) => payment.amount)).toEqual([30]);
      expect(next.body.pagination.hasMore).toBe(false);

      const canceled = await list(alice.tenant.id, '?status=CANCELED');
      expect(canceled.body.data.map((payment: { id: string }) => payment.id)).toEqual([alice.paymentIds[0]]);

      const bad = await list(alice.tenant.id, '?limit=101&sortBy=secret&status=GONE');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Validation failed');
      expect(bad.body.details).toEqual(expect.arrayContaining(['limit must be between 1 and 100']));
      expect(bad.body.details.length).toBeGreaterThanOrEqual(3);
    });

    it('answers 404 for an unknown or malformed tenant id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const response = await list(id);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Tenant not found' });
      }
    });

    it('answers 401 without the admin key, with a wrong one, and with a tenant token (its own id included)', async () => {
      const missing = await list(alice.tenant.id, '', {});
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('Missing admin key');
      expect((await list(alice.tenant.id, '', { 'x-admin-key': 'k'.repeat(40) })).status).toBe(401);
      for (const id of [alice.tenant.id, bob.tenant.id]) {
        const tenantToken = await list(id, '', alice.headers);
        expect(tenantToken.status).toBe(401);
        expect(tenantToken.body.data).toBeUndefined();
      }
    });
  });

  describe('GET /tenants/{id}/webhook-deliveries (administrators)', () => {
    const list = (id: string, query = '', headers: Headers = app.adminHeaders) => app.request('GET', `/tenants/${id}/webhook-deliveries${query}`, { headers });
    const deliveryIdsOf = async (tenantId: string) =>
      (await app.container.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId))).map((row) => row.id);

    it("lists only that tenant's deliveries, as the tenant sees them", async () => {
      const response = await list(alice.tenant.id);
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ total: 4, limit: 20, offset: 0, hasMore: false });
      const ids = response.body.data.map((delivery: { id: string }) => delivery.id);
      expect([...ids].sort()).toEqual((await deliveryIdsOf(alice.tenant.id)).sort());
      for (const id of await deliveryIdsOf(bob.tenant.id)) expect(ids).not.toContain(id);
      expect(response.body.data.map((delivery: { eventType: string }) => delivery.eventType).sort()).toEqual([
        'payment.canceled',
        'payment.created',
        'payment.created',
        'payment.created',
      ]);
      const own = await app.request('GET', '/tenants/me/webhook-deliveries', { headers: alice.headers });
      expect(response.body.data).toEqual(own.body.data);
    });

    it('paginates and filters by status', async () => {
      const page = await list(alice.tenant.id, '?limit=1&offset=1');
      expect(page.body.data).toHaveLength(1);
      expect(page.body.pagination).toEqual({ total: 4, limit: 1, offset: 1, hasMore: true });
      expect((await list(alice.tenant.id, '?status=SUCCEEDED')).body.pagination.total).toBe(4);
      expect((await list(alice.tenant.id, '?status=FAILED')).body).toEqual({ data: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
      const bad = await list(alice.tenant.id, '?status=LOST');
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(['status must be one of PENDING, SUCCEEDED, FAILED']);
    });

    it('answers 404 for an unknown tenant, and 401 without the admin key or with a tenant token', async () => {
      const unknown = await list(randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Tenant not found');
      expect((await list(alice.tenant.id, '', {})).status).toBe(401);
      const tenantToken = await list(alice.tenant.id, '', alice.headers);
      expect(tenantToken.status).toBe(401);
      expect(tenantToken.body.message).toBe('Missing admin key');
    });

    it('keeps GET /tenants/me/webhook-deliveries a tenant route', async () => {
      const own = await app.request('GET', '/tenants/me/webhook-deliveries', { headers: bob.headers });
      expect(own.status).toBe(200);
      expect(own.body.pagination.total).toBe(3);
      expect((await app.request('GET', '/tenants/me/webhook-deliveries', { headers: app.adminHeaders })).status).toBe(401);
    });
  });

  describe('GET /payments/summary', () => {
    const summary = (headers: Headers) => app.request('GET', '/payments/summary', { headers });
    const zero = { PENDING: 0, PROCESSING: 0, SUCCEEDED: 0, FAILED: 0, CANCELED: 0, REFUNDED: 0 };

    it("counts the tenant's payments by status, as created and canceled", async () => {
      const response = await summary(alice.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ total: 3, byStatus: { ...zero, PENDING: 2, CANCELED: 1 } });
      expect((await summary(bob.headers)).body).toEqual({ total: 2, byStatus: { ...zero, PENDING: 1, CANCELED: 1 } });
    });

    it('follows new payments and cancellations at once, and only for their tenant', async () => {
      const { headers } = await app.tenantWithToken({ name: 'Counted' });
      expect((await summary(headers)).body).toEqual({ total: 0, byStatus: zero });
      const first = await createPayment(headers, { amount: 1 });
      await createPayment(headers, { amount: 2 });
      expect((await summary(headers)).body).toEqual({ total: 2, byStatus: { ...zero, PENDING: 2 } });
      await app.request('POST', `/payments/${first}/cancel`, { headers });
      expect((await summary(headers)).body).toEqual({ total: 2, byStatus: { ...zero, PENDING: 1, CANCELED: 1 } });
      // A refused cancellation (already canceled) changes no count.
      expect((await app.request('POST', `/payments/${first}/cancel`, { headers })).status).toBe(422);
      expect((await summary(headers)).body).toEqual({ total: 2, byStatus: { ...zero, PENDING: 1, CANCELED: 1 } });
      expect((await summary(alice.headers)).body.total).toBe(3);
    });

    it('is not taken for a payment id, and answers 401 without a tenant token', async () => {
      const missing = await summary({});
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('Missing bearer token');
      expect((await summary(app.adminHeaders)).status).toBe(401);
      const response = await summary(alice.headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    });
  });

  describe('GET /audit-events?involving=', () => {
    const events = async (query: string) => {
      await app.container.auditShipper.flush();
      const response = await app.request('GET', `/audit-events?limit=100&sortOrder=asc&${query}`, { headers: app.adminHeaders });
      expect(response.status).toBe(200);
      return response.body as { data: AuditEvent[]; pagination: { total: number } };
    };

    it('returns exactly the events whose actor or target is the id', async () => {
      await app.request('POST', `/tenants/${alice.tenant.id}/suspend`, { headers: app.adminHeaders });
      await app.request('POST', `/tenants/${alice.tenant.id}/reactivate`, { headers: app.adminHeaders });
      const involving = await events(`involving=${alice.tenant.id}`);
      const asActor = await events(`actorId=${alice.tenant.id}`);
      const asTarget = await events(`targetId=${alice.tenant.id}`);

      const expected = new Set([...asActor.data, ...asTarget.data].map((event) => event.id));
      expect(new Set(involving.data.map((event) => event.id))).toEqual(expected);
      expect(involving.pagination.total).toBe(expected.size);
      for (const event of involving.data) expect([event.actorId, event.targetId]).toContain(alice.tenant.id);

      const actions = involving.data.map((event) => event.action);
      expect(actions).toEqual(expect.arrayContaining(['tenant.registered', 'tenant.login.succeeded', 'payment.created', 'payment.canceled', 'tenant.suspended', 'tenant.reactivated']));
      // Payments are the tenant's as actor, the lifecycle its as target.
      expect(involving.data.filter((event) => event.action === 'payment.created')).toHaveLength(3);
      expect(involving.data.find((event) => event.action === 'tenant.suspended')).toMatchObject({ actorId: 'admin-api-key', targetId: alice.tenant.id });
      for (const id of [bob.tenant.id, ...bob.paymentIds]) {
        expect(JSON.stringify(involving.data.map((event) => [event.actorId, event.targetId]))).not.toContain(id);
      }
    });

    it('matches a payment id as target, combines with the other filters, and finds nothing for an unknown id', async () => {
      const payment = await events(`involving=${alice.paymentIds[0]}`);
      expect(payment.data.map((event) => event.action)).toEqual(['payment.created', 'payment.canceled']);
      const combined = await events(`involving=${alice.tenant.id}&action=payment.canceled`);
      expect(combined.data).toEqual([expect.objectContaining({ action: 'payment.canceled', targetId: alice.paymentIds[0] })]);
      expect(await events(`involving=${randomUUID()}`)).toEqual({ data: [], pagination: { total: 0, limit: 100, offset: 0, hasMore: false } });
    });

    it('answers 400 to an id longer than 255 characters, and 401 to a tenant token', async () => {
      const long = await app.request('GET', `/audit-events?involving=${'x'.repeat(256)}`, { headers: app.adminHeaders });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Validation failed');
      expect((await app.request('GET', `/audit-events?involving=${alice.tenant.id}`, { headers: alice.headers })).status).toBe(401);
    });
  });

  it('documents every new operation in /openapi.json with its security', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const operations = [
      ['get', '/tenants/me/export'],
      ['get', '/payments/summary'],
      ['get', '/tenants/{id}/payments'],
      ['get', '/tenants/{id}/webhook-deliveries'],
      ['post', '/tenants/me/webhook-test'],
    ] as const;
    for (const [method, path] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security, `${method} ${path}`).toBeDefined();
      expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
    }
    const auditParameters = document.paths['/audit-events'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(auditParameters).toContain('involving');
  });
});
