import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

type Headers = Record<string, string>;
type Account = Awaited<ReturnType<TestApp['tenantWithToken']>> & {
  paymentIds: string[];
  deliveryIds: string[];
  webhookSecrets: string[];
};
type AuditEvent = { id: string; actorType: string; actorId: string | null; action: string; targetId: string | null };

describe.each(backends)('GET /tenants/me/export on %s', (backend) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let alice: Account;
  let bob: Account;

  /**
   * A tenant with everything an export holds: payments (one canceled), delivered webhooks with
   * their attempts, a rotated webhook secret, a failed and a successful login.
   */
  async function populatedAccount(name: string): Promise<Account> {
    const account = await app.tenantWithToken({ name, webhookUrl: receiver.url });
    const { headers } = account;
    const paymentIds: string[] = [];
    for (const amount of [12.5, 99.99]) {
      const created = await app.request('POST', '/payments', { headers, json: { amount, currency: 'EUR', userId: `${name}-user` } });
      expect(created.status).toBe(201);
      paymentIds.push(created.body.id);
    }
    expect((await app.request('POST', `/payments/${paymentIds[0]}/cancel`, { headers })).status).toBe(200);
    expect((await app.request('POST', '/tenants/login', { json: { appId: account.tenant.appId, appSecret: 'not-the-secret-1' } })).status).toBe(401);

    const first = await app.request('GET', '/tenants/me/webhook-secret', { headers });
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers });
    expect(rotated.status).toBe(200);
    await app.container.webhookDispatcher.flush();
    const deliveries = await app.request('GET', '/tenants/me/webhook-deliveries?limit=100', { headers });
    return {
      ...account,
      paymentIds,
      deliveryIds: deliveries.body.data.map((delivery: { id: string }) => delivery.id),
      webhookSecrets: [first.body.secret, rotated.body.secret],
    };
  }

  const exportOf = (headers: Headers) => app.request('GET', '/tenants/me/export', { headers });

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    receiver = await startWebhookReceiver();
    alice = await populatedAccount('Alice');
    bob = await populatedAccount('Bob');
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  describe('the document', () => {
    let response: TestResponse;
    beforeAll(async () => {
      response = await exportOf(alice.headers);
    });

    it('answers 200 with a JSON attachment named after the appId, never cached', () => {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${alice.tenant.appId}-export-${today}.json"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(response.body).sort()).toEqual(['auditEvents', 'exportedAt', 'payments', 'tenant', 'webhookDeliveries', 'webhookEndpoints']);
      expect(Date.now() - Date.parse(response.body.exportedAt)).toBeLessThan(60_000);
    });

    it('holds the tenant record as GET /tenants/me shows it', async () => {
      const me = await app.request('GET', '/tenants/me', { headers: alice.headers });
      expect(response.body.tenant).toEqual(me.body);
    });

    it('holds every payment of the tenant, oldest first, as the API shows them', async () => {
      const payments = response.body.payments as { id: string; tenantId: string; status: string }[];
      expect(payments.map((payment) => payment.id)).toEqual(alice.paymentIds);
      expect(payments.map((payment) => payment.status)).toEqual(['CANCELED', 'PENDING']);
      const single = await app.request('GET', `/payments/${alice.paymentIds[1]}`, { headers: alice.headers });
      expect(payments[1]).toEqual(single.body);
    });

    it('holds its webhook endpoint, the primary one its webhook URL, without a secret', () => {
      expect(response.body.webhookEndpoints).toEqual([expect.objectContaining({ url: receiver.url, primary: true, enabled: true, eventTypes: [] })]);
      expect(response.body.webhookEndpoints[0]).not.toHaveProperty('secret');
    });

    it('holds every webhook delivery with its attempts', () => {
      const deliveries = response.body.webhookDeliveries as { id: string; eventType: string; status: string; attempts: { attemptNumber: number; statusCode: number | null; url: string; error: string | null }[] }[];
      expect(deliveries.map((delivery) => delivery.id).sort()).toEqual([...alice.deliveryIds].sort());
      expect(deliveries.map((delivery) => delivery.eventType).sort()).toEqual(['payment.canceled', 'payment.created', 'payment.created']);
      for (const delivery of deliveries) {
        expect(delivery.status).toBe('SUCCEEDED');
        expect(delivery.attempts).toEqual([expect.objectContaining({ attemptNumber: 1, statusCode: 200, url: receiver.url, error: null })]);
      }
    });

    it('holds the audit trail: logins, payments, webhook secret changes and deliveries the tenant caused', () => {
      const events = response.body.auditEvents as AuditEvent[];
      const actions = events.map((event) => event.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'tenant.registered',
          'tenant.login.succeeded',
          'tenant.login.failed',
          'payment.created',
          'payment.canceled',
          'tenant.webhook_secret_rotated',
        ]),
      );
      expect(actions.filter((action) => action === 'payment.created')).toHaveLength(2);
      for (const event of events) expect([event.actorId, event.targetId]).toContain(alice.tenant.id);
    });

    it("contains nothing of another tenant's payments, deliveries or audit events", () => {
      for (const foreign of [bob.tenant.id, bob.tenant.appId, ...bob.paymentIds, ...bob.deliveryIds]) {
        expect(response.text).not.toContain(foreign);
      }
      const bobsEvents = (response.body.auditEvents as AuditEvent[]).filter((event) => event.actorId === bob.tenant.id || event.targetId === bob.tenant.id);
      expect(bobsEvents).toEqual([]);
    });

    it('never contains a secret, a secret hash or an argon2 string', () => {
      for (const forbidden of ['secretHash', 'secret_hash', 'webhookSecret', '$argon2', 'whsec_', alice.appSecret, ...alice.webhookSecrets]) {
        expect(response.text).not.toContain(forbidden);
      }
    });
  });

  it('audits each export, and the next export shows it', async () => {
    const { headers, tenant } = await app.tenantWithToken({ name: 'Exporter' });
    expect((await exportOf(headers)).status).toBe(200);
    const second = await exportOf(headers);
    expect((second.body.auditEvents as AuditEvent[]).filter((event) => event.action === 'tenant.data_exported')).toEqual([
      expect.objectContaining({ actorType: 'tenant', actorId: tenant.id, targetId: tenant.id }),
    ]);
    await app.container.auditShipper.flush();
    const audited = await app.request('GET', `/audit-events?action=tenant.data_exported&targetId=${tenant.id}`, { headers: app.adminHeaders });
    expect(audited.body.pagination.total).toBe(2);
  });

  it('gives a tenant with nothing yet an export with empty lists', async () => {
    const { headers, tenant } = await app.tenantWithToken({ name: 'Fresh' });
    const response = await exportOf(headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ tenant: { id: tenant.id, webhookUrl: null }, payments: [], webhookDeliveries: [] });
    expect((response.body.auditEvents as AuditEvent[]).map((event) => event.action).sort()).toEqual(['tenant.login.succeeded', 'tenant.registered']);
  });

  describe('authentication', () => {
    it('answers 401 without a token, with an invalid one, and with the admin key alone', async () => {
      const missing = await exportOf({});
      expect(missing.status).toBe(401);
      expect(missing.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Missing bearer token', path: '/tenants/me/export' });
      expect((await exportOf({ authorization: 'Bearer not-a-jwt' })).status).toBe(401);
      const admin = await exportOf(app.adminHeaders);
      expect(admin.status).toBe(401);
      for (const answer of [missing, admin]) expect(answer.headers.get('content-disposition')).toBeNull();
    });

    it('answers 401 Tenant suspended to a suspended tenant', async () => {
      const { headers, tenant } = await app.tenantWithToken({ name: 'Suspended exporter' });
      await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
      const response = await exportOf(headers);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Tenant suspended');
    });
  });
});
