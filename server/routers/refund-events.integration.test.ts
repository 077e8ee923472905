import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { providerEvents, refunds, webhookDeliveries } from '@/db/schema';
import { webhookEventSchemaOf, type WebhookEventType } from '../services/webhooks/event-catalog';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';
import { allowPrivate } from '../testing/webhook-fixtures';

const PATH = '/webhooks/paymentprovider';

describe.each(backends)('refund outcomes from the payment provider on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const { succeededPayment, refund, settle, sendSigned } = refundCalls(app);
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Refund outcomes', webhookUrl: 'http://127.0.0.1:9/hooks' });
  });
  const getPayment = async (id: string) => (await app.request('GET', `/payments/${id}`, { headers: owner.headers })).body;
  const getRefund = async (id: string) => (await app.request('GET', `/refunds/${id}`, { headers: owner.headers })).body;
  const sentAbout = async (id: string) =>
    (await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, owner.tenant.id)))
      .map((row) => row.payload as { type: WebhookEventType; data: { id: string } })
      .filter((payload) => payload.data.id === id);

  it('a partial refund that succeeds adds to amountRefunded and leaves the payment SUCCEEDED', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 100, currency: 'EUR' });
    const created = (await refund(owner.headers, payment.id, { amount: 40.25 })).body;
    const response = await settle('refund.succeeded', created.providerRefundId);
    expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect(await getRefund(created.id)).toMatchObject({ status: 'SUCCEEDED', failureReason: null });
    expect(await getPayment(payment.id)).toMatchObject({ status: 'SUCCEEDED', amount: 100, amountRefunded: 40.25 });
    // What is left is what was not refunded.
    const over = await refund(owner.headers, payment.id, { amount: 60 });
    expect(over.body.message).toBe('Refund of 60.00 EUR refused: only 59.75 EUR is left to refund');
  });

  it('the refunds that complete the amount make the payment REFUNDED, with payment.refunded sent once', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 30, currency: 'HUF' });
    const first = (await refund(owner.headers, payment.id, { amount: 10 })).body;
    const second = (await refund(owner.headers, payment.id)).body;
    expect(second.amount).toBe(20);
    await settle('refund.succeeded', second.providerRefundId);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'SUCCEEDED', amountRefunded: 20 });
    await settle('refund.succeeded', first.providerRefundId);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'REFUNDED', amountRefunded: 30 });
    const listed = await app.request('GET', '/payments?status=REFUNDED', { headers: owner.headers });
    expect(listed.body.data.map((item: { id: string }) => item.id)).toContain(payment.id);
    expect((await app.request('GET', '/payments/summary', { headers: owner.headers })).body.byStatus.REFUNDED).toBeGreaterThanOrEqual(1);

    const paymentEvents = await sentAbout(payment.id);
    const refunded = paymentEvents.filter((payload) => payload.type === 'payment.refunded');
    expect(refunded).toHaveLength(1);
    expect(webhookEventSchemaOf('payment.refunded').parse(refunded[0]).data).toMatchObject({ status: 'REFUNDED', amountRefunded: 30 });
  });

  it('a failed refund keeps the provider’s reason and gives its amount back to refund', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 10, currency: 'EUR' });
    const created = (await refund(owner.headers, payment.id)).body;
    expect((await refund(owner.headers, payment.id, { amount: 1 })).status).toBe(422);
    await settle('refund.failed', created.providerRefundId, { failureReason: 'Card account closed' });
    expect(await getRefund(created.id)).toMatchObject({ status: 'FAILED', failureReason: 'Card account closed' });
    expect(await getPayment(payment.id)).toMatchObject({ status: 'SUCCEEDED', amountRefunded: 0 });
    const retry = await refund(owner.headers, payment.id);
    expect(retry.status).toBe(201);
    expect(retry.body.amount).toBe(10);
  });

  it('applies an event id once: a redelivery, even a concurrent one, is a duplicate; a later outcome is stale', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 50, currency: 'EUR' });
    const created = (await refund(owner.headers, payment.id, { amount: 20 })).body;
    const id = `evt_${randomUUID()}`;
    const answers = await Promise.all([0, 1, 2].map(() => settle('refund.succeeded', created.providerRefundId, { id })));
    expect(answers.map((answer) => answer.body).sort((a, b) => Number(a.duplicate) - Number(b.duplicate))).toEqual([
      { received: true, duplicate: false, outcome: 'applied' },
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect(await getPayment(payment.id)).toMatchObject({ amountRefunded: 20 });
    const [recorded] = await app.container.database.db.select().from(providerEvents).where(eq(providerEvents.id, id));
    expect(recorded).toMatchObject({ type: 'refund.succeeded', outcome: 'applied', paymentId: payment.id });

    const late = await settle('refund.failed', created.providerRefundId);
    expect(late.body).toEqual({ received: true, duplicate: false, outcome: 'stale' });
    expect(await getRefund(created.id)).toMatchObject({ status: 'SUCCEEDED' });
    const types = (await sentAbout(created.id)).map((payload) => payload.type);
    expect(types.sort()).toEqual(['refund.created', 'refund.succeeded']);
  });

  it('ignores an unknown refund id, and refuses a refund event without one or unsigned', async () => {
    expect((await settle('refund.succeeded', 'sbx_re_never')).body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'refund.succeeded', createdAt: new Date().toISOString(), data: {} });
    const at = new Date();
    const headers = {
      'content-type': 'application/json',
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(app.config.paymentProviderWebhookSecret).sign('msg_1', at, body),
    };
    const missing = await app.request('POST', PATH, { body, headers });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(['data.providerRefundId is required']);
    const unsigned = await app.request('POST', PATH, { body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
  });

  it('sends refund.created, then refund.succeeded or refund.failed, each parsing with its catalog schema', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 12, currency: 'USD' });
    const good = (await refund(owner.headers, payment.id, { amount: 2, reason: 'fraudulent', metadata: { case: 'F-1' } })).body;
    const bad = (await refund(owner.headers, payment.id, { amount: 3 })).body;
    await settle('refund.succeeded', good.providerRefundId);
    await settle('refund.failed', bad.providerRefundId, { failureReason: 'Declined' });
    const sent = [...(await sentAbout(good.id)), ...(await sentAbout(bad.id))];
    expect(sent.map((payload) => `${payload.type} ${payload.data.id === good.id ? 'good' : 'bad'}`).sort()).toEqual([
      'refund.created bad',
      'refund.created good',
      'refund.failed bad',
      'refund.succeeded good',
    ]);
    for (const payload of sent) expect(webhookEventSchemaOf(payload.type).safeParse(payload).error, payload.type).toBeUndefined();
    expect(sent.find((payload) => payload.type === 'refund.succeeded')!.data).toEqual({ ...good, status: 'SUCCEEDED', updatedAt: expect.any(String) });
  });

  it('writes an audit event for the creation and the outcome of every refund', async () => {
    const payment = await succeededPayment(owner.headers, { amount: 9, currency: 'EUR' });
    const good = (await refund(owner.headers, payment.id, { amount: 4 })).body;
    const bad = (await refund(owner.headers, payment.id, { amount: 5 })).body;
    await settle('refund.succeeded', good.providerRefundId);
    await settle('refund.failed', bad.providerRefundId, { failureReason: 'Declined' });
    const trail = async (id: string) =>
      vi.waitFor(async () => {
        const response = await app.request('GET', `/audit-events?targetId=${id}&sortOrder=asc`, { headers: app.adminHeaders });
        expect(response.body.pagination.total).toBe(2);
        return response.body.data as Array<Record<string, unknown>>;
      });
    expect(await trail(good.id)).toEqual([
      expect.objectContaining({ action: 'refund.created', actorType: 'tenant', actorId: owner.tenant.id, targetType: 'refund', details: expect.objectContaining({ paymentId: payment.id, amount: '4.00', currency: 'EUR' }) }),
      expect.objectContaining({ action: 'refund.succeeded', actorType: 'system', actorId: 'provider:sandbox', details: expect.objectContaining({ from: 'PENDING', to: 'SUCCEEDED' }) }),
    ]);
    expect(await trail(bad.id)).toEqual([
      expect.objectContaining({ action: 'refund.created', targetType: 'refund' }),
      expect.objectContaining({ action: 'refund.failed', details: expect.objectContaining({ to: 'FAILED', failureReason: 'Declined' }) }),
    ]);
    const rows = await app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });

  it('moves no payment for a payment event about a refund id, and no refund for an unknown provider payment', async () => {
    // A refund id in a payment event names no payment: ignored like any unknown payment.
    const payment = await succeededPayment(owner.headers, { amount: 7, currency: 'EUR' });
    const created = (await refund(owner.headers, payment.id)).body;
    const response = await sendSigned({ id: `evt_${randomUUID()}`, type: 'payment.failed', createdAt: new Date().toISOString(), data: { providerPaymentId: created.providerRefundId } });
    expect(response.body.outcome).toBe('ignored');
    expect(await getRefund(created.id)).toMatchObject({ status: 'PENDING' });
  });
});
