import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { disputeCalls } from '../testing/dispute-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

type Answer = { status: number; body: any };
type TenantWithToken = Awaited<ReturnType<TestApp['tenantWithToken']>>;
type Payment = { id: string; tenantId: string; providerPaymentId: string };

describe.each(backends)('the command palette search on %s', (backend) => {
  let app: TestApp;
  const admin: ConsoleSession = { kind: 'admin', adminId: randomUUID(), email: 'palette@example.com', role: 'owner' };
  let alpha: TenantWithToken;
  let beta: TenantWithToken;
  let alphaPayment: Payment;
  let betaPayment: Payment;
  let betaDelivery: string;
  let gamma: TenantWithToken;
  let gammaRefund: { id: string; paymentId: string; providerRefundId: string };
  let gammaDispute: { id: string; paymentId: string; providerDisputeId: string };
  const run = randomUUID().slice(0, 6);

  /** A console query as the browser sends it (GET, input as JSON in `?input=`). */
  async function search(procedure: 'console.search' | 'console.searchMine', query: unknown, session: ConsoleSession | null): Promise<Answer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    url.searchParams.set('input', JSON.stringify({ query }));
    const response = await handleConsoleRequest(new Request(url, { headers: { host: 'localhost' } }), { container: app.container, session });
    return { status: response.status, body: await response.json() };
  }
  const found = async (procedure: 'console.search' | 'console.searchMine', query: string, session: ConsoleSession) => {
    const answer = await search(procedure, query, session);
    if (answer.status !== 200) throw new Error(`search failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };
  const idsOf = (hits: Array<{ id: string }>) => hits.map((hit) => hit.id);
  const mine = (tenant: TenantWithToken): ConsoleSession => ({ kind: 'tenant', tenantId: tenant.tenant.id, role: 'owner' });

  async function createPayment(tenant: TenantWithToken, userId: string, metadata?: Record<string, string>): Promise<Payment> {
    const response = await app.request('POST', '/payments', { headers: tenant.headers, json: { amount: 12.5, currency: 'EUR', userId, ...(metadata ? { metadata } : {}) } });
    if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.text}`);
    return response.body as Payment;
  }

  beforeAll(async () => {
    app = await startTestApp({ backend });
    alpha = await app.tenantWithToken({ name: `Palette Alpha ${run}`, appId: `palette-alpha-${run}` });
    beta = await app.tenantWithToken({ name: `Palette Beta ${run}`, appId: `palette-beta-${run}` });
    alphaPayment = await createPayment(alpha, 'shared-customer', { orderId: `ORD-${run}-alpha` });
    betaPayment = await createPayment(beta, 'shared-customer', { orderId: `ORD-${run}-beta`, note: 'gift' });
    // A settings change with a webhook URL queues a `tenant.updated` delivery for beta.
    const patched = await app.request('PATCH', '/tenants/me', { headers: beta.headers, json: { webhookUrl: 'https://hooks.example.com/billing' } });
    expect(patched.status).toBe(200);
    const [delivery] = await app.container.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, beta.tenant.id))
      .orderBy(desc(webhookDeliveries.createdAt));
    betaDelivery = delivery!.id;
    // A third tenant's refund and dispute, each on a payment the provider settled (their audit
    // events would crowd beta's out of the five the palette shows).
    gamma = await app.tenantWithToken({ name: `Palette Gamma ${run}`, appId: `palette-gamma-${run}` });
    const { succeededPayment, refund } = refundCalls(app);
    const refunded = await refund(gamma.headers, (await succeededPayment(gamma.headers, { amount: 30, currency: 'EUR', userId: 'refunded-customer' })).id, { amount: 10 });
    expect(refunded.status, refunded.text).toBe(201);
    gammaRefund = refunded.body;
    gammaDispute = (await disputeCalls(app).disputed(gamma.headers, { amount: 40, currency: 'USD', userId: 'disputing-customer' }, { reason: 'fraudulent' })).dispute;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('as an administrator', () => {
    it('finds a tenant by its app id typed in full, first, and by part of its name', async () => {
      const byAppId = await found('console.search', alpha.tenant.appId.toUpperCase(), admin);
      expect(byAppId.tenants[0]).toEqual({ id: alpha.tenant.id, appId: alpha.tenant.appId, name: alpha.tenant.name, status: 'ACTIVE' });

      const byName = await found('console.search', `Beta ${run}`, admin);
      expect(idsOf(byName.tenants)).toEqual([beta.tenant.id]);

      const byPrefix = await found('console.search', `palette-`, admin);
      expect(idsOf(byPrefix.tenants)).toEqual(expect.arrayContaining([alpha.tenant.id, beta.tenant.id]));
      expect(byPrefix.tenants.length).toBeLessThanOrEqual(5);
    });

    it('finds a tenant by id, with its audit trail', async () => {
      const results = await found('console.search', beta.tenant.id, admin);
      expect(idsOf(results.tenants)).toEqual([beta.tenant.id]);
      expect(results.auditLogUnavailable).toBe(false);
      const actions = results.auditEvents.map((event: { action: string }) => event.action);
      expect(actions).toEqual(expect.arrayContaining(['tenant.registered']));
      expect(results.auditEvents.every((event: { actorId: string | null; targetId: string | null }) => [event.actorId, event.targetId].includes(beta.tenant.id))).toBe(true);
    });

    it("finds any tenant's payment by its id or its provider's id, naming the tenant", async () => {
      for (const query of [betaPayment.id, betaPayment.providerPaymentId]) {
        const results = await found('console.search', query, admin);
        expect(results.payments).toEqual([
          {
            id: betaPayment.id,
            tenantId: beta.tenant.id,
            tenantName: beta.tenant.name,
            amount: 12.5,
            currency: 'EUR',
            status: 'PENDING',
            userId: 'shared-customer',
            providerPaymentId: betaPayment.providerPaymentId,
            metadataMatch: null,
          },
        ]);
      }
    });

    it('finds a webhook delivery by its id', async () => {
      const results = await found('console.search', betaDelivery, admin);
      expect(results.deliveries).toEqual([expect.objectContaining({ id: betaDelivery, tenantId: beta.tenant.id, tenantName: beta.tenant.name, eventType: 'tenant.updated' })]);
    });

    it('finds a tenant, payment, delivery and audit event by the first 8 or more characters of its id, and not by fewer', async () => {
      const [registered] = (await found('console.search', beta.tenant.id, admin)).auditEvents.filter((event: { action: string }) => event.action === 'tenant.registered');
      for (const [id, kind] of [
        [beta.tenant.id, 'tenants'],
        [betaPayment.id, 'payments'],
        [betaDelivery, 'deliveries'],
        [registered.id, 'auditEvents'],
      ] as const) {
        for (const prefix of [id.slice(0, 8), id.slice(0, 13).toUpperCase(), id.replaceAll('-', '').slice(0, 20)]) {
          expect(idsOf((await found('console.search', prefix, admin))[kind]), `${kind} ${prefix}`).toContain(id);
        }
        expect(idsOf((await found('console.search', id.slice(0, 7), admin))[kind]), `${kind} by 7 characters`).not.toContain(id);
      }
    });

    it("finds a payment by the first 8 or more characters of its provider's id", async () => {
      const prefix = betaPayment.providerPaymentId.slice(0, 12);
      expect(idsOf((await found('console.search', prefix, admin)).payments)).toContain(betaPayment.id);
      const typo = `${betaPayment.providerPaymentId.slice(0, 11)}~`;
      expect(idsOf((await found('console.search', typo, admin)).payments)).not.toContain(betaPayment.id);
    });

    it("finds every tenant's payments of a customer by the user id, newest first, naming each tenant", async () => {
      const results = await found('console.search', 'shared-customer', admin);
      expect(results.payments.map((payment: { id: string; tenantName: string }) => [payment.id, payment.tenantName])).toEqual([
        [betaPayment.id, beta.tenant.name],
        [alphaPayment.id, alpha.tenant.name],
      ]);
    });

    it('finds a payment by a metadata value, equal or by its start, saying which entry matched', async () => {
      const exact = await found('console.search', `ORD-${run}-beta`, admin);
      expect(exact.payments).toEqual([expect.objectContaining({ id: betaPayment.id, tenantName: beta.tenant.name, metadataMatch: { key: 'orderId', value: `ORD-${run}-beta` } })]);
      const started = await found('console.search', `ORD-${run}`, admin);
      expect(idsOf(started.payments).sort()).toEqual([alphaPayment.id, betaPayment.id].sort());
      // Only the start of a value: text inside one names nothing.
      expect((await found('console.search', `${run}-beta`, admin)).payments).toEqual([]);
    });

    it('names the actor and the target of an audit event it finds', async () => {
      const results = await found('console.search', beta.tenant.id, admin);
      expect(results.auditEvents.find((event: { action: string }) => event.action === 'tenant.registered')).toMatchObject({
        actorType: 'admin',
        actorName: 'API key',
        targetType: 'tenant',
        targetId: beta.tenant.id,
        targetName: beta.tenant.name,
      });
    });

    it("finds any tenant's refund and dispute by its id, its provider's id or the first 8 or more characters of either, naming the tenant", async () => {
      for (const query of [gammaRefund.id, gammaRefund.id.slice(0, 8), gammaRefund.providerRefundId, gammaRefund.providerRefundId.slice(0, 10)]) {
        const results = await found('console.search', query, admin);
        expect(results.refunds, query).toEqual([
          { id: gammaRefund.id, paymentId: gammaRefund.paymentId, tenantId: gamma.tenant.id, amount: 10, currency: 'EUR', status: 'PENDING', providerRefundId: gammaRefund.providerRefundId, tenantName: gamma.tenant.name },
        ]);
      }
      for (const query of [gammaDispute.id, gammaDispute.id.slice(0, 8), gammaDispute.providerDisputeId, gammaDispute.providerDisputeId.slice(0, 10)]) {
        const results = await found('console.search', query, admin);
        expect(results.disputes, query).toEqual([
          {
            id: gammaDispute.id,
            paymentId: gammaDispute.paymentId,
            tenantId: gamma.tenant.id,
            amount: 40,
            currency: 'USD',
            status: 'NEEDS_RESPONSE',
            reason: 'fraudulent',
            providerDisputeId: gammaDispute.providerDisputeId,
            tenantName: gamma.tenant.name,
          },
        ]);
      }
      // Seven characters are too few to name one.
      expect((await found('console.search', gammaDispute.id.slice(0, 7), admin)).disputes).toEqual([]);
    });

    it('finds nothing for text that names nothing, and an id of no row', async () => {
      for (const query of [`nothing-${randomUUID()}`, randomUUID()]) {
        const results = await found('console.search', query, admin);
        expect(results).toEqual({ tenants: [], payments: [], refunds: [], disputes: [], deliveries: [], auditEvents: [], auditLogUnavailable: false });
      }
    });
  });

  describe('as a tenant', () => {
    it('finds its own payment by id, provider id and customer user id', async () => {
      for (const query of [alphaPayment.id, alphaPayment.providerPaymentId, 'shared-customer']) {
        const results = await found('console.searchMine', query, mine(alpha));
        expect(idsOf(results.payments), query).toEqual([alphaPayment.id]);
      }
    });

    it('finds its own payment by an id prefix, a provider id prefix and a metadata value or its start', async () => {
      for (const query of [alphaPayment.id.slice(0, 8), alphaPayment.providerPaymentId.slice(0, 10), `ORD-${run}-alpha`, `ORD-${run}`]) {
        const results = await found('console.searchMine', query, mine(alpha));
        expect(idsOf(results.payments), query).toEqual([alphaPayment.id]);
      }
      expect((await found('console.searchMine', `ORD-${run}-alpha`, mine(alpha))).payments[0].metadataMatch).toEqual({ key: 'orderId', value: `ORD-${run}-alpha` });
    });

    it('finds its own refund and dispute by id or provider id, without a tenant name', async () => {
      for (const query of [gammaRefund.id, gammaRefund.providerRefundId]) {
        const results = await found('console.searchMine', query, mine(gamma));
        expect(results.refunds, query).toEqual([expect.objectContaining({ id: gammaRefund.id, paymentId: gammaRefund.paymentId, amount: 10 })]);
        expect(results.refunds[0]).not.toHaveProperty('tenantName');
      }
      for (const query of [gammaDispute.id.slice(0, 8), gammaDispute.providerDisputeId]) {
        const results = await found('console.searchMine', query, mine(gamma));
        expect(results.disputes, query).toEqual([expect.objectContaining({ id: gammaDispute.id, reason: 'fraudulent', status: 'NEEDS_RESPONSE' })]);
        expect(results.disputes[0]).not.toHaveProperty('tenantName');
      }
    });

    it("never finds another tenant's payment, refund, dispute or delivery, by any name", async () => {
      for (const query of [
        betaPayment.id,
        betaPayment.id.slice(0, 8),
        betaPayment.providerPaymentId,
        betaPayment.providerPaymentId.slice(0, 10),
        betaDelivery,
        betaDelivery.slice(0, 8),
        `ORD-${run}-beta`,
        'gift',
        gammaRefund.id,
        gammaRefund.providerRefundId,
        gammaDispute.id,
        gammaDispute.providerDisputeId,
      ]) {
        expect(await found('console.searchMine', query, mine(alpha)), query).toEqual({ payments: [], refunds: [], disputes: [], deliveries: [] });
      }
      // The owner does find them.
      expect(idsOf((await found('console.searchMine', betaPayment.providerPaymentId, mine(beta))).payments)).toEqual([betaPayment.id]);
      expect(idsOf((await found('console.searchMine', betaDelivery, mine(beta))).deliveries)).toEqual([betaDelivery]);
    });

    it("may not use the administrators' search", async () => {
      const answer = await search('console.search', alpha.tenant.appId, mine(alpha));
      expect(answer.status).toBe(401);
    });
  });

  it('refuses to search signed out, and refuses an empty or overlong query with the field named', async () => {
    expect((await search('console.search', 'x', null)).status).toBe(401);
    expect((await search('console.searchMine', 'x', null)).status).toBe(401);
    for (const query of ['   ', 'x'.repeat(201)]) {
      const answer = await search('console.search', query, admin);
      expect(answer.status).toBe(400);
      expect(answer.body.error.data.issues).toEqual([{ field: 'query', message: 'query must be between 1 and 200 characters' }]);
    }
  });
});
