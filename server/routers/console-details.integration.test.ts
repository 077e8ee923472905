import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { webhookReceiverPool } from '../testing/webhook-receiver';
import type { ConsoleSession } from '../trpc';

type Headers = Record<string, string>;
type ConsoleAnswer = { status: number; body: any };

/**
 * The console's detail pages: a payment with its timeline, webhook events and tenant, and a
 * webhook delivery with every attempt as the receiver answered it (status, start of its body,
 * latency), for the tenant that owns them and for administrators.
 */
describe.each(backends)('console payment and delivery details on %s', (backend) => {
  let app: TestApp;
  const receivers = webhookReceiverPool();
  const adminSession: ConsoleSession = { kind: 'admin', adminId: randomUUID(), email: 'admin@example.com', role: 'owner' };

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A console query as the browser sends it: GET with the input as JSON in `?input=`. */
  async function query(procedure: string, input: unknown, session: ConsoleSession): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    url.searchParams.set('input', JSON.stringify(input));
    const response = await handleConsoleRequest(new Request(url, { headers: { host: 'localhost' } }), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };
  const tenantSession = (tenantId: string): ConsoleSession => ({ kind: 'tenant', tenantId, role: 'owner' });

  const createPayment = async (headers: Headers) => {
    const response = await app.request('POST', '/payments', { headers, json: { amount: 42.5, currency: 'EUR', userId: 'detail-user' } });
    if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.text}`);
    return response.body as { id: string; providerPaymentId: string };
  };

  /** The provider reports the payment succeeded, as it signs its events. */
  async function providerSettles(providerPaymentId: string) {
    const event = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString(), data: { providerPaymentId } };
    const body = JSON.stringify(event);
    const at = new Date();
    const response = await app.request('POST', '/webhooks/paymentprovider', {
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(app.config.paymentProviderWebhookSecret).sign(event.id, at, body),
      },
    });
    expect(response.status).toBe(200);
    return event.id;
  }

  const makeDue = (id: string) =>
    app.container.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, id));

  it("records each attempt's status and the first 1,024 characters of the receiver's answer, and shows them newest first", async () => {
    // Two-byte characters past what is read, and a NUL (which Postgres text refuses), in the refusal.
    const refusal = `Refused\u0000: ${'ü'.repeat(3000)}`;
    const hook = await receivers.start((call) => (call === 1 ? { status: 500, body: refusal } : { status: 200, body: 'thanks' }));
    const { tenant, headers } = await app.tenantWithToken({ name: 'Detail receiver', webhookUrl: hook.url });
    const payment = await createPayment(headers);
    const [delivery] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenant.id));

    await app.container.webhookDispatcher.flush();
    await makeDue(delivery!.id);
    await app.container.webhookDispatcher.flush();
    expect(hook.calls).toHaveLength(2);

    const stored = await app.container.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id)).orderBy(webhookAttempts.attemptNumber);
    const expectedExcerpt = `Refused: ${'ü'.repeat(1024 - 'Refused: '.length)}`;
    expect(stored.map((attempt) => [attempt.statusCode, attempt.responseExcerpt])).toEqual([
      [500, expectedExcerpt],
      [200, 'thanks'],
    ]);
    expect([...stored[0]!.responseExcerpt!]).toHaveLength(1024);

    const detail = dataOf(await query('webhooks.delivery', { id: delivery!.id }, tenantSession(tenant.id)));
    expect(detail.delivery).toMatchObject({ id: delivery!.id, eventType: 'payment.created', status: 'SUCCEEDED', attemptCount: 2 });
    expect(detail.delivery.payload.data.id).toBe(payment.id);
    expect(detail.paymentId).toBe(payment.id);
    expect(detail.tenant).toEqual({ id: tenant.id, name: 'Detail receiver', appId: tenant.appId });
    expect(detail.attempts).toEqual([
      { attemptNumber: 2, attemptedAt: expect.any(String), url: hook.url, durationMs: expect.any(Number), statusCode: 200, error: null, responseExcerpt: 'thanks' },
      {
        attemptNumber: 1,
        attemptedAt: expect.any(String),
        url: hook.url,
        durationMs: expect.any(Number),
        statusCode: 500,
        error: 'receiver answered 500',
        responseExcerpt: expectedExcerpt,
      },
    ]);
    expect(detail.attempts[1].durationMs).toBeGreaterThanOrEqual(0);

    // Administrators read the same delivery; the tenant's account export carries the excerpts too.
    expect(dataOf(await query('webhooks.deliveryForAdmin', { id: delivery!.id }, adminSession))).toEqual(detail);
    const exported = await app.request('GET', '/tenants/me/export', { headers });
    expect(exported.status).toBe(200);
    const attempts = exported.body.webhookDeliveries.find((row: { id: string }) => row.id === delivery!.id).attempts;
    expect(attempts.map((attempt: { responseExcerpt: string | null }) => attempt.responseExcerpt)).toEqual([expectedExcerpt, 'thanks']);
  });

  it('keeps no excerpt when the receiver sends no body or no answer comes', async () => {
    const hook = await receivers.start(() => ({ status: 204, body: '' }));
    const { tenant, headers } = await app.tenantWithToken({ name: 'Quiet receiver', webhookUrl: hook.url });
    await createPayment(headers);
    await app.container.webhookDispatcher.flush();
    const [delivery] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenant.id));
    const detail = dataOf(await query('webhooks.delivery', { id: delivery!.id }, tenantSession(tenant.id)));
    expect(detail.attempts).toEqual([expect.objectContaining({ statusCode: 204, responseExcerpt: null, error: null })]);

    // Nothing listens on port 9: the attempt is an error with no status and no excerpt.
    const unreachable = await app.tenantWithToken({ name: 'Unreachable receiver', webhookUrl: 'http://127.0.0.1:9/hook' });
    await createPayment(unreachable.headers);
    await app.container.webhookDispatcher.flush();
    const [failed] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, unreachable.tenant.id));
    const failedDetail = dataOf(await query('webhooks.delivery', { id: failed!.id }, tenantSession(unreachable.tenant.id)));
    expect(failedDetail.attempts).toEqual([expect.objectContaining({ statusCode: null, responseExcerpt: null, error: expect.any(String) })]);
  });

  it("answers 404 for another tenant's delivery, an unknown id and an id that is not a UUID", async () => {
    const hook = await receivers.start();
    const owner = await app.tenantWithToken({ name: 'Owner', webhookUrl: hook.url });
    const other = await app.tenantWithToken({ name: 'Other' });
    await createPayment(owner.headers);
    const [delivery] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, owner.tenant.id));
    for (const [id, session] of [
      [delivery!.id, tenantSession(other.tenant.id)],
      [randomUUID(), tenantSession(owner.tenant.id)],
      ['not-a-uuid', tenantSession(owner.tenant.id)],
      [randomUUID(), adminSession],
    ] as const) {
      const answer = await query(session.kind === 'admin' ? 'webhooks.deliveryForAdmin' : 'webhooks.delivery', { id }, session);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Webhook delivery not found');
    }
  });

  it('shows a payment with the states it went through, its webhook events and its tenant; 404 for another tenant', async () => {
    const hook = await receivers.start();
    const { tenant, headers } = await app.tenantWithToken({ name: 'Payment detail', webhookUrl: hook.url });
    const settled = await createPayment(headers);
    const providerEventId = await providerSettles(settled.providerPaymentId);
    const canceled = await createPayment(headers);
    expect((await app.request('POST', `/payments/${canceled.id}/cancel`, { headers })).status).toBe(200);

    const detail = dataOf(await query('payments.detail', { id: settled.id }, tenantSession(tenant.id)));
    expect(detail.payment).toMatchObject({ id: settled.id, status: 'SUCCEEDED', amount: 42.5, currency: 'EUR', providerPaymentId: settled.providerPaymentId });
    expect(detail.timeline).toEqual([
      { status: 'PENDING', at: detail.payment.createdAt, source: 'payment', providerEventId: null },
      { status: 'PROCESSING', at: expect.any(String), source: 'provider', providerEventId },
      { status: 'SUCCEEDED', at: expect.any(String), source: 'provider', providerEventId },
    ]);
    expect(detail.deliveries.map((delivery: { eventType: string }) => delivery.eventType)).toEqual(['payment.created', 'payment.processing', 'payment.succeeded']);
    expect(detail.tenant).toEqual({ id: tenant.id, name: 'Payment detail', appId: tenant.appId });

    const canceledDetail = dataOf(await query('payments.detail', { id: canceled.id }, tenantSession(tenant.id)));
    expect(canceledDetail.timeline).toEqual([
      { status: 'PENDING', at: canceledDetail.payment.createdAt, source: 'payment', providerEventId: null },
      { status: 'CANCELED', at: canceledDetail.payment.canceledAt, source: 'payment', providerEventId: null },
    ]);
    expect(canceledDetail.deliveries.map((delivery: { eventType: string }) => delivery.eventType)).toEqual(['payment.created', 'payment.canceled']);

    expect(dataOf(await query('payments.detailForAdmin', { id: settled.id }, adminSession))).toEqual(detail);

    const other = await app.tenantWithToken({ name: 'Not the owner' });
    for (const [procedure, id, session] of [
      ['payments.detail', settled.id, tenantSession(other.tenant.id)],
      ['payments.detail', 'not-a-uuid', tenantSession(tenant.id)],
      ['payments.detailForAdmin', randomUUID(), adminSession],
    ] as const) {
      const answer = await query(procedure, { id }, session);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Payment not found');
    }
  });
});
