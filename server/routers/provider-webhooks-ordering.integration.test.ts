import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerEvents, webhookDeliveries } from '@/db/schema';
import { PROVIDER_WEBHOOK_PATH, providerEvent, providerWebhookSuite } from '../testing/provider-webhook-fixtures';
import { backends } from '../testing/test-app';

const PATH = PROVIDER_WEBHOOK_PATH;

describe.each(backends)('payment provider webhooks on %s: ignored events, counts, idempotency and ordering', (backend) => {
  const { app, db, payer, signedHeaders, deliver, newPayment, fetchPayment, recordedEvent, eventsFor, providerAudit } = providerWebhookSuite(backend);

  describe('an event of a type that moves no payment', () => {
    it.each(['payment.refunded', 'charge.dispute.created', 'PAYMENT.SUCCEEDED'])(
      'answers %s with 200 ignored, records it against the payment and changes nothing; a redelivery is a duplicate',
      async (type) => {
        const hooked = await app.tenantWithToken({ name: 'Refunded payer', webhookUrl: 'http://127.0.0.1:9/hooks' });
        const payment = await newPayment(hooked.headers);
        const before = await fetchPayment(payment.id, hooked.headers);
        const event = providerEvent(type, payment.providerPaymentId, { amount: 250.5, reason: 'requested_by_customer' });

        const response = await deliver(event);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
        expect(await fetchPayment(payment.id, hooked.headers)).toEqual(before);
        expect(await recordedEvent(event.id)).toMatchObject({
          type,
          providerPaymentId: payment.providerPaymentId,
          paymentId: payment.id,
          outcome: 'ignored',
          payload: event,
        });
        const again = await deliver(event);
        expect(again.status).toBe(200);
        expect(again.body).toEqual({ received: true, duplicate: true });

        // A later known event still applies; the ignored one left no tenant webhook and no audit event.
        expect((await deliver(providerEvent('payment.processing', payment.providerPaymentId))).body.outcome).toBe('applied');
        const types = (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, hooked.tenant.id))).map((row) => row.eventType);
        expect(types.sort()).toEqual(['payment.created', 'payment.processing']);
        expect((await providerAudit(payment.id, 1)).map((entry) => entry.action)).toEqual(['payment.processing']);
      },
    );

    it('answers 200 ignored for an unknown type naming an unknown payment, recorded without a payment', async () => {
      const event = providerEvent('payment.refunded', 'sbx_never_created');
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
      expect(await recordedEvent(event.id)).toMatchObject({ type: 'payment.refunded', outcome: 'ignored', paymentId: null });
    });
  });

  describe('GET /metrics', () => {
    /** The value of one sample in the Prometheus text, or undefined when absent. */
    const sample = async (series: string) => {
      const line = (await app.request('GET', '/metrics')).text.split('\n').find((entry) => entry.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    const outcomes = ['applied', 'stale', 'ignored', 'duplicate'] as const;
    const counts = async () =>
      Object.fromEntries(await Promise.all(outcomes.map(async (outcome) => [outcome, await sample(`provider_events_total{outcome="${outcome}"}`)])));

    it('counts provider events by outcome: applied, stale, ignored, duplicate', async () => {
      const before = await counts();
      for (const outcome of outcomes) expect(before[outcome], outcome).toEqual(expect.any(Number));

      const payment = await newPayment();
      const success = providerEvent('payment.succeeded', payment.providerPaymentId);
      await deliver(success); // applied
      await deliver(success); // duplicate
      await deliver(providerEvent('payment.processing', payment.providerPaymentId)); // stale
      await deliver(providerEvent('payment.succeeded', 'sbx_nobody')); // ignored: unknown payment
      await deliver(providerEvent('payment.refunded', payment.providerPaymentId)); // ignored: unknown type
      // Refused before anything is recorded: not counted.
      await deliver({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString() });
      await app.request('POST', PATH, { json: providerEvent('payment.succeeded', payment.providerPaymentId) });

      expect(await counts()).toEqual({
        applied: before.applied + 1,
        stale: before.stale + 1,
        ignored: before.ignored + 2,
        duplicate: before.duplicate + 1,
      });
    });
  });

  describe('idempotency and ordering', () => {
    it('applies the same event id once: 200 both times, one provider_events row, one payment.succeeded audit event', async () => {
      const payment = await newPayment();
      await deliver(providerEvent('payment.processing', payment.providerPaymentId));
      const event = providerEvent('payment.succeeded', payment.providerPaymentId);
      const first = await deliver(event);
      // A redelivery is signed again, with its own timestamp.
      const second = await deliver(event);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
      expect(second.body).toEqual({ received: true, duplicate: true });
      expect(await db().select().from(providerEvents).where(eq(providerEvents.id, event.id))).toHaveLength(1);
      const audit = await providerAudit(payment.id, 2);
      expect(audit.filter((entry) => entry.action === 'payment.succeeded')).toHaveLength(1);
    });

    it('applies an event delivered 10 times concurrently once', async () => {
      const payment = await newPayment();
      const event = providerEvent('payment.succeeded', payment.providerPaymentId);
      const body = JSON.stringify(event);
      const headers = signedHeaders(body, { messageId: event.id });
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.request('POST', PATH, { body, headers })));
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
      expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.duplicate === true)).toHaveLength(9);
      expect(await eventsFor(payment.providerPaymentId)).toHaveLength(1);
      expect((await fetchPayment(payment.id)).status).toBe('SUCCEEDED');
      const audit = await providerAudit(payment.id, 2);
      expect(audit.map((entry) => entry.action)).toEqual(['payment.processing', 'payment.succeeded']);
    });

    it('never moves a payment backwards: processing after succeeded is stale and changes nothing', async () => {
      const payment = await newPayment();
      await deliver(providerEvent('payment.succeeded', payment.providerPaymentId));
      const settled = await fetchPayment(payment.id);
      const late = providerEvent('payment.processing', payment.providerPaymentId);
      const response = await deliver(late);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'stale' });
      expect(await fetchPayment(payment.id)).toEqual(settled);
      expect(await recordedEvent(late.id)).toMatchObject({ outcome: 'stale', paymentId: payment.id });
      const failed = await deliver(providerEvent('payment.failed', payment.providerPaymentId, { failureReason: 'late' }));
      expect(failed.body.outcome).toBe('stale');
      expect(await fetchPayment(payment.id)).toEqual(settled);
    });

    it('treats any event for a CANCELED payment as stale', async () => {
      const payment = await newPayment();
      expect((await app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer().headers })).status).toBe(200);
      for (const type of ['payment.processing', 'payment.succeeded', 'payment.failed'] as const) {
        expect((await deliver(providerEvent(type, payment.providerPaymentId))).body.outcome).toBe('stale');
      }
      expect((await fetchPayment(payment.id)).status).toBe('CANCELED');
    });

    it('answers 200 to an event for an unknown provider payment id and records it as ignored', async () => {
      const event = providerEvent('payment.succeeded', 'sbx_unknown_payment');
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
      expect(await recordedEvent(event.id)).toMatchObject({ outcome: 'ignored', paymentId: null, providerPaymentId: 'sbx_unknown_payment' });
    });

    it('lets exactly one of a tenant cancel and a provider success win, and the state matches the winner', async () => {
      for (let round = 0; round < 5; round++) {
        const payment = await newPayment();
        const event = providerEvent('payment.succeeded', payment.providerPaymentId);
        const [cancel, success] = await Promise.all([
          app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer().headers }),
          deliver(event),
        ]);
        expect(success.status).toBe(200);
        const final = await fetchPayment(payment.id);
        const outcome = (await recordedEvent(event.id))?.outcome;
        if (cancel.status === 200) {
          expect(final.status).toBe('CANCELED');
          expect(success.body.outcome).toBe('stale');
          expect(outcome).toBe('stale');
        } else {
          expect(cancel.status).toBe(422);
          expect(cancel.body.message).toMatch(/^Payment cannot be canceled in status (PROCESSING|SUCCEEDED)$/);
          expect(final.status).toBe('SUCCEEDED');
          expect(outcome).toBe('applied');
        }
      }
    });
  });
});
