import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { providerEvent, providerWebhookSuite } from '../testing/provider-webhook-fixtures';
import { backends } from '../testing/test-app';


describe.each(backends)('payment provider webhooks on %s: status moves', (backend) => {
  const { app, db, deliver, newPayment, fetchPayment, recordedEvent, providerAudit } = providerWebhookSuite(backend);

  describe('a valid signed event', () => {
    it('moves PENDING -> PROCESSING -> SUCCEEDED, one event at a time, audited with the provider as actor', async () => {
      const payment = await newPayment();
      const processing = providerEvent('payment.processing', payment.providerPaymentId);
      const first = await deliver(processing);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
      expect((await fetchPayment(payment.id)).status).toBe('PROCESSING');

      const succeeded = providerEvent('payment.succeeded', payment.providerPaymentId);
      const second = await deliver(succeeded);
      expect(second.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
      const after = await fetchPayment(payment.id);
      expect(after).toMatchObject({ status: 'SUCCEEDED', failureReason: null, canceledAt: null });

      expect(await recordedEvent(succeeded.id)).toMatchObject({
        type: 'payment.succeeded',
        providerPaymentId: payment.providerPaymentId,
        paymentId: payment.id,
        outcome: 'applied',
        payload: succeeded,
      });
      const audit = await providerAudit(payment.id, 2);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'payment.processing',
          actorType: 'system',
          actorId: 'provider:sandbox',
          details: expect.objectContaining({ from: 'PENDING', to: 'PROCESSING', providerEventId: processing.id }),
        }),
        expect.objectContaining({
          action: 'payment.succeeded',
          actorType: 'system',
          details: expect.objectContaining({ from: 'PROCESSING', to: 'SUCCEEDED', providerEventId: succeeded.id }),
        }),
      ]);
    });

    it('takes a PENDING payment through PROCESSING when success is the first event', async () => {
      const payment = await newPayment();
      const response = await deliver(providerEvent('payment.succeeded', payment.providerPaymentId));
      expect(response.body.outcome).toBe('applied');
      expect((await fetchPayment(payment.id)).status).toBe('SUCCEEDED');
      const audit = await providerAudit(payment.id, 2);
      expect(audit.map((event) => [event.action, event.details.from, event.details.to])).toEqual([
        ['payment.processing', 'PENDING', 'PROCESSING'],
        ['payment.succeeded', 'PROCESSING', 'SUCCEEDED'],
      ]);
    });

    it('marks a payment FAILED with the failure reason, or none when the provider gives none', async () => {
      const payment = await newPayment();
      await deliver(providerEvent('payment.processing', payment.providerPaymentId));
      const response = await deliver(providerEvent('payment.failed', payment.providerPaymentId, { failureReason: 'Insufficient funds' }));
      expect(response.body.outcome).toBe('applied');
      expect(await fetchPayment(payment.id)).toMatchObject({ status: 'FAILED', failureReason: 'Insufficient funds' });

      // Failure reported for a PENDING payment, without a reason: through PROCESSING too, reason null.
      const unexplained = await newPayment();
      expect((await deliver(providerEvent('payment.failed', unexplained.providerPaymentId))).body.outcome).toBe('applied');
      expect(await fetchPayment(unexplained.id)).toMatchObject({ status: 'FAILED', failureReason: null });
      const audit = await providerAudit(unexplained.id, 2);
      expect(audit.map((event) => event.action)).toEqual(['payment.processing', 'payment.failed']);
    });

    it('accepts fields the provider adds and keeps the body as received', async () => {
      const payment = await newPayment();
      const event = { ...providerEvent('payment.processing', payment.providerPaymentId, { network: 'visa' }), livemode: false };
      expect((await deliver(event)).status).toBe(200);
      expect((await recordedEvent(event.id))?.payload).toEqual(event);
    });
  });

  it('keeps the list totals by status exact as events move payments, duplicates and stale events included', async () => {
    const counted = await app.tenantWithToken({ name: 'Counted payer' });
    const [succeeding, failing, processing, pending] = await Promise.all(Array.from({ length: 4 }, () => newPayment(counted.headers)));
    const success = providerEvent('payment.succeeded', succeeding!.providerPaymentId);
    await Promise.all([deliver(success), deliver(success), deliver(providerEvent('payment.failed', failing!.providerPaymentId))]);
    await deliver(providerEvent('payment.processing', processing!.providerPaymentId));
    await deliver(providerEvent('payment.processing', succeeding!.providerPaymentId));

    const totals: Record<string, number> = {};
    for (const status of ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED', '']) {
      const response = await app.request('GET', `/payments?limit=1${status ? `&status=${status}` : ''}`, { headers: counted.headers });
      totals[status || 'all'] = response.body.pagination.total;
    }
    expect(totals).toEqual({ PENDING: 1, PROCESSING: 1, SUCCEEDED: 1, FAILED: 1, CANCELED: 0, all: 4 });
    expect((await fetchPayment(pending!.id, counted.headers)).status).toBe('PENDING');
  });

  describe('tenant webhooks', () => {
    it("enqueues payment.processing and payment.succeeded for a tenant with a webhookUrl, with the payment as data", async () => {
      const hooked = await app.tenantWithToken({ name: 'Hooked payer', webhookUrl: 'http://127.0.0.1:9/hooks' });
      const payment = await newPayment(hooked.headers);
      await deliver(providerEvent('payment.succeeded', payment.providerPaymentId));
      const settled = await fetchPayment(payment.id, hooked.headers);

      const rows = await db()
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.tenantId, hooked.tenant.id), eq(webhookDeliveries.eventType, 'payment.succeeded')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toEqual({ id: rows[0]!.id, type: 'payment.succeeded', createdAt: expect.any(String), data: settled });
      const types = (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, hooked.tenant.id))).map((row) => row.eventType);
      expect(types.sort()).toEqual(['payment.created', 'payment.processing', 'payment.succeeded']);
    });

    it('enqueues nothing for a tenant without a webhookUrl', async () => {
      const quiet = await app.tenantWithToken({ name: 'Quiet payer' });
      const payment = await newPayment(quiet.headers);
      await deliver(providerEvent('payment.succeeded', payment.providerPaymentId));
      expect((await fetchPayment(payment.id, quiet.headers)).status).toBe('SUCCEEDED');
      expect(await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, quiet.tenant.id))).toEqual([]);
    });
  });
});
