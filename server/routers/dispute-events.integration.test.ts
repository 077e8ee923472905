import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { disputes, providerEvents, webhookDeliveries } from '@/db/schema';
import { signSandboxEvent } from '../infra/payment-provider';
import { webhookEventSchemaOf, type WebhookEventType } from '../services/webhooks/event-catalog';
import { disputeCalls } from '../testing/dispute-fixtures';
import { paymentCalls } from '../testing/payment-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';
import { allowPrivate } from '../testing/webhook-fixtures';

describe.each(backends)('disputes from the payment provider on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const { send, raise, byProviderId, disputed, inDays } = disputeCalls(app);
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Disputed merchant', webhookUrl: 'http://127.0.0.1:9/hooks' });
  });
  const sentAbout = async (id: string) =>
    (await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, owner.tenant.id)).orderBy(asc(webhookDeliveries.createdAt)))
      .map((row) => row.payload as { type: WebhookEventType; data: { id: string } })
      .filter((payload) => payload.data.id === id);
  const rowsOf = (providerDisputeId: string) => app.container.database.db.select().from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId));

  it('dispute.created opens a NEEDS_RESPONSE dispute of the payment, the whole amount unless the event names one', async () => {
    const { payment, dispute } = await disputed(owner.headers, { amount: 42.5, currency: 'HUF' }, { reason: 'product_not_received', evidenceDueBy: '2030-01-02T03:04:05Z' });
    expect(dispute).toEqual({
      id: expect.any(String),
      paymentId: payment.id,
      amount: 42.5,
      currency: 'HUF',
      reason: 'product_not_received',
      status: 'NEEDS_RESPONSE',
      evidenceDueBy: '2030-01-02T03:04:05.000Z',
      evidence: null,
      evidenceSubmittedAt: null,
      providerDisputeId: expect.stringMatching(/^sbx_dp_/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const partial = await disputed(owner.headers, { amount: 30, currency: 'EUR' }, { amount: '12.34', currency: 'EUR' });
    expect(partial.dispute).toMatchObject({ amount: 12.34, currency: 'EUR' });
  });

  it('applies an event id once: concurrent redeliveries are duplicates; a second dispute.created of the same dispute is stale', async () => {
    const payment = await refundCalls(app).succeededPayment(owner.headers, { amount: 10, currency: 'EUR' });
    const id = `evt_${randomUUID()}`;
    const providerDisputeId = `sbx_dp_${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([0, 1, 2].map(() => raise(payment.providerPaymentId, { providerDisputeId }, { id })));
    expect(answers.map((answer) => answer.body).sort((a, b) => Number(a.duplicate) - Number(b.duplicate))).toEqual([
      { received: true, duplicate: false, outcome: 'applied' },
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect((await raise(payment.providerPaymentId, { providerDisputeId })).body).toEqual({ received: true, duplicate: false, outcome: 'stale' });
    expect(await rowsOf(providerDisputeId)).toHaveLength(1);
    const dispute = await byProviderId(owner.headers, providerDisputeId);
    expect((await sentAbout(dispute.id)).map((payload) => payload.type)).toEqual(['dispute.created']);
    const [recorded] = await app.container.database.db.select().from(providerEvents).where(eq(providerEvents.id, id));
    expect(recorded).toMatchObject({ type: 'dispute.created', outcome: 'applied', paymentId: payment.id });
  });

  it('ignores a dispute of an unknown payment, of a payment that never succeeded, or of more than it; a body without its fields is a 400', async () => {
    expect((await raise('sbx_never_created')).body.outcome).toBe('ignored');
    const pending = await paymentCalls(app).created(owner.headers, { amount: 10, currency: 'EUR' });
    expect((await raise(String((pending as Record<string, unknown>).providerPaymentId))).body.outcome).toBe('ignored');
    const paid = await refundCalls(app).succeededPayment(owner.headers, { amount: 10, currency: 'EUR' });
    expect((await raise(paid.providerPaymentId, { amount: '10.01' })).body.outcome).toBe('ignored');
    expect((await raise(paid.providerPaymentId, { currency: 'USD' })).body.outcome).toBe('ignored');
    expect((await app.request('GET', '/disputes?limit=100', { headers: owner.headers })).body.data.filter((item: { paymentId: string }) => [pending.id, paid.id].includes(item.paymentId))).toEqual([]);

    const signed = (event: Parameters<typeof signSandboxEvent>[1]) => signSandboxEvent(app.config.paymentProviderWebhookSecret, event);
    const refused = await app.request('POST', '/webhooks/paymentprovider', {
      ...signed({ id: `evt_${randomUUID()}`, type: 'dispute.created', createdAt: new Date().toISOString(), data: { providerDisputeId: 'sbx_dp_x' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('data.providerPaymentId is required');
    expect(refused.text).toContain('data.reason is required');
    expect(refused.text).toContain('data.evidenceDueBy is required');
    const closed = await app.request('POST', '/webhooks/paymentprovider', {
      ...signed({
        id: `evt_${randomUUID()}`,
        type: 'dispute.closed',
        createdAt: new Date().toISOString(),
        data: { providerDisputeId: 'sbx_dp_x', status: 'under_review' },
      }),
    });
    expect(closed.status).toBe(400);
    expect(closed.text).toContain('data.status must be won or lost on dispute.closed');
  });

  it('dispute.updated moves it forward and changes the due date; it never moves back; dispute.closed ends it and later events are stale', async () => {
    const { dispute } = await disputed(owner.headers);
    const providerDisputeId = dispute.providerDisputeId;
    expect((await send('dispute.updated', { providerDisputeId, evidenceDueBy: '2031-05-06T07:08:09Z' })).body.outcome).toBe('applied');
    expect(await byProviderId(owner.headers, providerDisputeId)).toMatchObject({ status: 'NEEDS_RESPONSE', evidenceDueBy: '2031-05-06T07:08:09.000Z' });
    expect((await send('dispute.updated', { providerDisputeId, status: 'under_review' })).body.outcome).toBe('applied');
    expect((await send('dispute.updated', { providerDisputeId, status: 'needs_response' })).body.outcome).toBe('stale');
    expect(await byProviderId(owner.headers, providerDisputeId)).toMatchObject({ status: 'UNDER_REVIEW' });
    expect((await send('dispute.closed', { providerDisputeId, status: 'won' })).body.outcome).toBe('applied');
    expect((await send('dispute.closed', { providerDisputeId, status: 'lost' })).body.outcome).toBe('stale');
    expect((await send('dispute.updated', { providerDisputeId, evidenceDueBy: inDays(30) })).body.outcome).toBe('stale');
    expect(await byProviderId(owner.headers, providerDisputeId)).toMatchObject({ status: 'WON', evidenceDueBy: '2031-05-06T07:08:09.000Z' });
    expect((await send('dispute.closed', { providerDisputeId: 'sbx_dp_unknown', status: 'lost' })).body.outcome).toBe('ignored');

    const sent = await sentAbout(dispute.id);
    expect(sent.map((payload) => payload.type)).toEqual(['dispute.created', 'dispute.updated', 'dispute.updated', 'dispute.closed']);
    for (const payload of sent) expect(webhookEventSchemaOf(payload.type).safeParse(payload).error, payload.type).toBeUndefined();
    expect(webhookEventSchemaOf('dispute.closed').parse(sent[3]).data).toMatchObject({ id: dispute.id, status: 'WON' });
  });

  it('a dispute the provider decides against the tenant is LOST', async () => {
    const { dispute } = await disputed(owner.headers);
    expect((await send('dispute.closed', { providerDisputeId: dispute.providerDisputeId, status: 'lost' })).body.outcome).toBe('applied');
    expect(await byProviderId(owner.headers, dispute.providerDisputeId)).toMatchObject({ status: 'LOST' });
  });

  it('writes an audit event for every change the provider makes', async () => {
    const { payment, dispute } = await disputed(owner.headers, { amount: 9, currency: 'EUR' });
    await send('dispute.updated', { providerDisputeId: dispute.providerDisputeId, status: 'under_review' });
    await send('dispute.closed', { providerDisputeId: dispute.providerDisputeId, status: 'won' });
    const trail = await vi.waitFor(async () => {
      const response = await app.request('GET', `/audit-events?targetId=${dispute.id}&sortOrder=asc`, { headers: app.adminHeaders });
      expect(response.body.pagination.total).toBe(3);
      return response.body.data as Array<Record<string, unknown>>;
    });
    expect(trail).toEqual([
      expect.objectContaining({ action: 'dispute.created', actorType: 'system', actorId: 'provider:sandbox', targetType: 'dispute', details: expect.objectContaining({ paymentId: payment.id, amount: '9.00', currency: 'EUR', reason: 'fraudulent' }) }),
      expect.objectContaining({ action: 'dispute.updated', details: expect.objectContaining({ from: 'NEEDS_RESPONSE', to: 'UNDER_REVIEW' }) }),
      expect.objectContaining({ action: 'dispute.closed', details: expect.objectContaining({ from: 'UNDER_REVIEW', to: 'WON' }) }),
    ]);
  });
});
