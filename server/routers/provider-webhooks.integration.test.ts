import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerEvents, webhookDeliveries } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

const PATH = '/webhooks/paymentprovider';
const validPayment = { amount: 250.5, currency: 'EUR', userId: 'user-7' };

/** Provider actions in the order the status machine reaches them. */
const machineOrder = ['payment.processing', 'payment.succeeded', 'payment.failed'];

/** The types that move a payment, and any other string a provider may send (ignored). */
type EventType = 'payment.processing' | 'payment.succeeded' | 'payment.failed' | (string & {});
type Payment = { id: string; status: string; providerPaymentId: string; failureReason: string | null; tenantId: string };

const providerEvent = (type: EventType, providerPaymentId: string, data: Record<string, unknown> = {}) => ({
  id: `evt_${randomUUID()}`,
  type,
  createdAt: new Date().toISOString(),
  data: { providerPaymentId, ...data },
});

describe.each(backends)('payment provider webhooks on %s', (backend) => {
  let app: TestApp;
  let payer: Awaited<ReturnType<TestApp['tenantWithToken']>>;

  beforeAll(async () => {
    // The tenant webhook target is on loopback: allowed here, and nothing listens (no delivery loop in tests).
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    payer = await app.tenantWithToken({ name: 'Provider payer' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.container.database.db;

  /** Signs `signedBody` as the provider does; `body` is what is actually sent (a tampered body when they differ). */
  function signedHeaders(signedBody: string, options: { secret?: string; at?: Date; messageId?: string } = {}) {
    const at = options.at ?? new Date();
    const messageId = options.messageId ?? `msg_${randomUUID()}`;
    return {
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(options.secret ?? app.config.paymentProviderWebhookSecret).sign(messageId, at, signedBody),
    };
  }

  const deliver = (event: unknown, options: Parameters<typeof signedHeaders>[1] & { body?: string } = {}) => {
    const signed = JSON.stringify(event);
    return app.request('POST', PATH, { body: options.body ?? signed, headers: signedHeaders(signed, options) });
  };

  async function newPayment(headers: Record<string, string> = payer.headers): Promise<Payment> {
    const response = await app.request('POST', '/payments', { headers, json: validPayment });
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
    return response.body as Payment;
  }

  const fetchPayment = async (id: string, headers: Record<string, string> = payer.headers) => {
    const response = await app.request('GET', `/payments/${id}`, { headers });
    expect(response.status).toBe(200);
    return response.body as Payment;
  };

  const recordedEvent = async (id: string) => (await db().select().from(providerEvents).where(eq(providerEvents.id, id)))[0];
  const eventsFor = (providerPaymentId: string) => db().select().from(providerEvents).where(eq(providerEvents.providerPaymentId, providerPaymentId));

  /**
   * The payment's provider-caused audit events, once the shipper has moved them (it runs after each
   * write), in the machine's order: the two events of one transaction share their time.
   */
  const providerAudit = async (paymentId: string, expected: number) =>
    vi.waitFor(async () => {
      const response = await app.request('GET', `/audit-events?targetId=${paymentId}&sortOrder=asc&limit=100`, { headers: app.adminHeaders });
      const data = (response.body.data as { action: string; actorType: string; actorId: string; details: Record<string, unknown> }[]).filter(
        (event) => event.action !== 'payment.created' && event.action !== 'payment.canceled',
      );
      expect(data).toHaveLength(expected);
      return data.sort((a, b) => machineOrder.indexOf(a.action) - machineOrder.indexOf(b.action));
    });

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

  describe('signature', () => {
    const refused = async (send: (payment: Payment) => Promise<{ status: number; body: Record<string, unknown> }>) => {
      const payment = await newPayment();
      const response = await send(payment);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Invalid webhook signature', path: PATH });
      expect(response.body).not.toHaveProperty('details');
      expect((await fetchPayment(payment.id)).status).toBe('PENDING');
      expect(await eventsFor(payment.providerPaymentId)).toEqual([]);
    };

    it('answers 401 without the signature headers, or with any one of them missing', async () => {
      await refused((payment) =>
        app.request('POST', PATH, { json: providerEvent('payment.succeeded', payment.providerPaymentId) }),
      );
      for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
        await refused((payment) => {
          const body = JSON.stringify(providerEvent('payment.succeeded', payment.providerPaymentId));
          const headers: Record<string, string> = signedHeaders(body);
          delete headers[missing];
          return app.request('POST', PATH, { body, headers });
        });
      }
    });

    it('answers 401 to a signature made with another secret', async () => {
      const otherSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { secret: otherSecret }));
    });

    it('answers 401 to a tampered body (one body signed, another sent), even one that differs only in spacing', async () => {
      const other = await newPayment();
      await refused((payment) => {
        const event = providerEvent('payment.succeeded', other.providerPaymentId);
        return deliver(event, { body: JSON.stringify({ ...event, data: { providerPaymentId: payment.providerPaymentId } }) });
      });
      await refused((payment) => {
        const event = providerEvent('payment.succeeded', payment.providerPaymentId);
        return deliver(event, { body: JSON.stringify(event, null, 1) });
      });
      expect((await fetchPayment(other.id)).status).toBe('PENDING');
    });

    it('answers 401 to a timestamp 6 minutes old or 6 minutes ahead, and accepts one 4 minutes old', async () => {
      const minutes = (count: number) => new Date(Date.now() + count * 60_000);
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { at: minutes(-6) }));
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { at: minutes(6) }));
      const payment = await newPayment();
      expect((await deliver(providerEvent('payment.processing', payment.providerPaymentId), { at: minutes(-4) })).status).toBe(200);
    });

    it('answers 401, never 500, when the configured secret cannot verify anything, and logs the variable without its value', async () => {
      const config = app.container.config as { paymentProviderWebhookSecret: string };
      const configured = config.paymentProviderWebhookSecret;
      // What env.ts now refuses at start-up (a secret the library cannot decode), set behind its back.
      const unusable = 'whsec_!!!not*base64';
      config.paymentProviderWebhookSecret = unusable;
      const logsBefore = app.logs.length;
      try {
        await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { secret: configured }));
      } finally {
        config.paymentProviderWebhookSecret = configured;
      }
      const lines = app.logs.slice(logsBefore).map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: expect.stringContaining('PAYMENT_PROVIDER_WEBHOOK_SECRET cannot verify signatures') }),
      );
      expect(app.logs.slice(logsBefore).join('\n')).not.toContain('!!!not*base64');
    });

    it('checks the signature before the payload: an unsigned invalid payload gets 401 without details', async () => {
      const response = await app.request('POST', PATH, { json: { id: 42, type: 'payment.refunded' } });
      expect(response.status).toBe(401);
      expect(response.body).not.toHaveProperty('details');
    });
  });

  describe('payload', () => {
    it('answers 400 with one detail per violated rule to an invalid payload with a valid signature, and records nothing', async () => {
      const invalid = { id: '', type: 42, createdAt: 'yesterday', data: { failureReason: 7 } };
      const response = await deliver(invalid);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'id must be between 1 and 255 characters',
          'type must be a string',
          'createdAt must be an ISO 8601 date-time',
          'data.providerPaymentId is required',
        ]),
      );
      expect(await recordedEvent('')).toBeUndefined();

      const noData = await deliver({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString() });
      expect(noData.status).toBe(400);
      expect(noData.body.details).toEqual(['data is required']);
    });

    it.each([
      ['id', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, id: undefined }), 'id is required'],
      ['type', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, type: undefined }), 'type is required'],
      ['an empty type', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, type: '' }), 'type must be between 1 and 255 characters'],
      ['createdAt', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, createdAt: undefined }), 'createdAt is required'],
      ['data', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, data: undefined }), 'data is required'],
      ['data.providerPaymentId', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, data: { amount: 10 } }), 'data.providerPaymentId is required'],
    ])('still answers 400 to an event of an unknown type without %s, and records nothing', async (_missing, strip, detail) => {
      const event = strip(providerEvent('payment.refunded', 'sbx_refunded'));
      const response = await deliver(event);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed', details: [detail] });
      if (typeof event.id === 'string') expect(await recordedEvent(event.id)).toBeUndefined();
    });
  });

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
      expect((await app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer.headers })).status).toBe(200);
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
          app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer.headers }),
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

  it('documents the route in /openapi.json with no security scheme and the signature in the description', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const operation = document.paths[PATH].post as { security: unknown; description: string; responses: Record<string, unknown> };
    expect(operation.security).toEqual([]);
    expect(operation.description).toMatch(/Standard Webhooks/);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});
