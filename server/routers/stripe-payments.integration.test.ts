import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, providerEvents, refunds } from '@/db/schema';
import { newSigningSecret, stripeSuite } from '../testing/stripe-connector-fixtures';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

describe.each(backends)('payments through a Stripe connector on %s', (backend) => {
  const { app, stripe, connectedTenant, deliver, auditOf } = stripeSuite(backend);

  const pay = (headers: Record<string, string>, json: Record<string, unknown> = { amount: 125.5, currency: 'EUR', userId: 'customer-1' }, extra: Record<string, string> = {}) =>
    app.request('POST', '/payments', { headers: { ...headers, ...extra }, json });
  const getPayment = async (headers: Record<string, string>, id: string) => (await app.request('GET', `/payments/${id}`, { headers })).body;

  it('pays end to end: a PaymentIntent in minor units with our id as its key, the client secret to the front end, succeeded by a signed event', async () => {
    const owner = await connectedTenant();
    const key = randomUUID();
    const created = await pay(owner.headers, { amount: 125.5, currency: 'EUR', userId: 'customer-1' }, { 'idempotency-key': key });
    expect(created.status).toBe(201);
    const intent = stripe().intents.get(created.body.providerPaymentId)!;
    expect(intent).toMatchObject({ amount: 12550, currency: 'eur', metadata: { paymentId: created.body.id, connectorId: owner.connectorId } });
    const call = stripe().requests.find((request) => request.path === '/v1/payment_intents' && request.body.metadata && (request.body.metadata as Record<string, string>).paymentId === created.body.id);
    expect(call?.idempotencyKey).toBe(created.body.id);
    const nextAction = { type: 'stripe_confirm_payment', clientSecret: intent.client_secret };
    expect(created.body).toMatchObject({ status: 'PENDING', amount: 125.5, provider: 'stripe', connectorId: owner.connectorId, nextAction });
    // While the customer has still to pay, reading the payment answers the client secret too; it is sealed at rest.
    expect(await getPayment(owner.headers, created.body.id)).toMatchObject({ status: 'PENDING', provider: 'stripe', connectorId: owner.connectorId, nextAction });
    const [stored] = await app.container.database.db.select({ clientSecret: payments.clientSecret }).from(payments).where(eq(payments.id, created.body.id));
    expect(stored!.clientSecret).toMatch(/^v1\./);
    expect(stored!.clientSecret).not.toContain(intent.client_secret);
    // Never in a list, nor in the tenant's webhook events.
    const listed = (await app.request('GET', '/payments', { headers: owner.headers })).body.data;
    expect(listed.find((payment: { id: string }) => payment.id === created.body.id)).not.toHaveProperty('nextAction');

    const event = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    const delivered = await deliver(owner.connectorId, event, { secret: owner.webhookSecret });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    const paid = await getPayment(owner.headers, created.body.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', connectorId: owner.connectorId });
    // Paid: the customer has nothing left to do, and the secret is no longer answered.
    expect(paid).not.toHaveProperty('nextAction');
    const connector = (await app.request('GET', `/tenants/me/payment-connectors/${owner.connectorId}`, { headers: owner.headers })).body;
    expect(connector).toMatchObject({ lastEventType: 'payment_intent.succeeded', lastEventOutcome: 'applied' });
    // The two transitions share their transaction's time: compared as a set.
    expect((await auditOf(created.body.id)).map((entry) => entry.action).sort()).toEqual(['payment.created', 'payment.processing', 'payment.succeeded']);
  });

  it('converts amounts by the currency’s minor units (HUF has two in Stripe’s API)', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers, { amount: 1990, currency: 'HUF', userId: 'customer-2' });
    expect(stripe().intents.get(created.body.providerPaymentId)).toMatchObject({ amount: 199000, currency: 'huf' });
  });

  it('refuses a forged, stale or missing signature and a body changed after signing with 401, an unknown connector with 404, and changes nothing', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers);
    const event = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    const forged = await deliver(owner.connectorId, event, { secret: newSigningSecret() });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Invalid webhook signature');
    const tampered = await deliver(owner.connectorId, event, { secret: owner.webhookSecret, body: JSON.stringify({ ...event, type: 'payment_intent.canceled' }) });
    expect(tampered.status).toBe(401);
    const stale = await deliver(owner.connectorId, event, { secret: owner.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    const nowhere = await deliver(randomUUID(), event, { secret: owner.webhookSecret });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe('Payment connector not found');
    const unsigned = await app.request('POST', `/webhooks/stripe/${owner.connectorId}`, { json: event });
    expect(unsigned.status).toBe(401);
    expect(await getPayment(owner.headers, created.body.id)).toMatchObject({ status: 'PENDING' });
    expect(await app.container.database.db.select().from(providerEvents).where(eq(providerEvents.id, event.id as string))).toEqual([]);
  });

  it('applies a replayed event once, and never moves a payment backwards (an old processing event after success is stale)', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers);
    const processing = stripe().moveIntent(created.body.providerPaymentId, 'processing');
    const succeeded = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    expect((await deliver(owner.connectorId, succeeded, { secret: owner.webhookSecret })).body.outcome).toBe('applied');
    const again = await deliver(owner.connectorId, succeeded, { secret: owner.webhookSecret });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    const late = await deliver(owner.connectorId, processing, { secret: owner.webhookSecret });
    expect(late.body).toEqual({ received: true, duplicate: false, outcome: 'stale' });
    expect(await getPayment(owner.headers, created.body.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect((await auditOf(created.body.id)).filter((entry) => entry.action === 'payment.succeeded')).toHaveLength(1);
  });

  it('ignores an event signed by another tenant’s connector that names this tenant’s payment', async () => {
    const victim = await connectedTenant();
    const attacker = await connectedTenant({ name: 'Attacker' });
    const created = await pay(victim.headers);
    const event = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    const response = await deliver(attacker.connectorId, event, { secret: attacker.webhookSecret });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    expect(await getPayment(victim.headers, created.body.id)).toMatchObject({ status: 'PENDING' });
  });

  it('records a failed payment with Stripe’s reason, and cancels through Stripe', async () => {
    const owner = await connectedTenant();
    const failing = await pay(owner.headers);
    const failed = stripe().moveIntent(failing.body.providerPaymentId, 'requires_payment_method', 'Your card has insufficient funds.');
    expect((await deliver(owner.connectorId, failed, { secret: owner.webhookSecret })).body.outcome).toBe('applied');
    expect(await getPayment(owner.headers, failing.body.id)).toMatchObject({ status: 'FAILED', failureReason: 'Your card has insufficient funds.' });

    const other = await pay(owner.headers);
    const canceled = await app.request('POST', `/payments/${other.body.id}/cancel`, { headers: owner.headers });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('CANCELED');
    expect(stripe().intents.get(other.body.providerPaymentId)!.status).toBe('canceled');

    // Stripe refuses to cancel what has been paid: nothing changes here, and the answer says why.
    const paid = await pay(owner.headers);
    stripe().moveIntent(paid.body.providerPaymentId, 'succeeded');
    const refused = await app.request('POST', `/payments/${paid.body.id}/cancel`, { headers: owner.headers });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('You cannot cancel this PaymentIntent because it has a status of succeeded');
    expect(await getPayment(owner.headers, paid.body.id)).toMatchObject({ status: 'PENDING' });
  });

  it('refunds part of a payment through Stripe (our refund id as the key) and settles it by Stripe’s event', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers, { amount: 40, currency: 'EUR', userId: 'customer-3' });
    await deliver(owner.connectorId, stripe().moveIntent(created.body.providerPaymentId, 'succeeded'), { secret: owner.webhookSecret });
    const refund = await app.request('POST', `/payments/${created.body.id}/refunds`, { headers: owner.headers, json: { amount: 15.25, reason: 'requested_by_customer' } });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ amount: 15.25, status: 'PENDING', providerRefundId: expect.stringMatching(/^re_/) });
    const stripeRefund = stripe().refunds.get(refund.body.providerRefundId)!;
    expect(stripeRefund).toMatchObject({ amount: 1525, payment_intent: created.body.providerPaymentId });
    expect(stripe().requests.find((request) => request.path === '/v1/refunds' && request.idempotencyKey === refund.body.id)).toBeDefined();

    const settled = await deliver(owner.connectorId, stripe().settleRefund(refund.body.providerRefundId, 'succeeded'), { secret: owner.webhookSecret });
    expect(settled.body.outcome).toBe('applied');
    expect((await app.request('GET', `/refunds/${refund.body.id}`, { headers: owner.headers })).body).toMatchObject({ status: 'SUCCEEDED' });
    expect(await getPayment(owner.headers, created.body.id)).toMatchObject({ status: 'SUCCEEDED', amountRefunded: 15.25 });

    // More than is left is Stripe's refusal too; ours comes first.
    const tooMuch = await app.request('POST', `/payments/${created.body.id}/refunds`, { headers: owner.headers, json: { amount: 30 } });
    expect(tooMuch.status).toBe(422);
  });

  it('opens a dispute from charge.dispute.created and answers it: evidence submitted to Stripe, and another accepted (closed there)', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers, { amount: 80, currency: 'EUR', userId: 'customer-4' });
    await deliver(owner.connectorId, stripe().moveIntent(created.body.providerPaymentId, 'succeeded'), { secret: owner.webhookSecret });
    const dueBy = new Date(Date.now() + 5 * 86_400_000);
    const opened = stripe().openDispute(created.body.providerPaymentId, { amount: 5000, reason: 'product_not_received', dueBy });
    const response = await deliver(owner.connectorId, opened, { secret: owner.webhookSecret });
    expect(response.body.outcome).toBe('applied');
    const providerDisputeId = (opened.data as { object: { id: string } }).object.id;
    const list = await app.request('GET', `/disputes?paymentId=${created.body.id}`, { headers: owner.headers });
    expect(list.body.data).toHaveLength(1);
    const dispute = list.body.data[0];
    expect(dispute).toMatchObject({ providerDisputeId, amount: 50, currency: 'EUR', reason: 'product_not_received', status: 'NEEDS_RESPONSE', evidenceDueBy: new Date(Math.floor(dueBy.getTime() / 1000) * 1000).toISOString() });

    const answered = await app.request('POST', `/disputes/${dispute.id}/evidence`, { headers: owner.headers, json: { text: 'Tracking 1Z999, delivered and signed for.' } });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('UNDER_REVIEW');
    expect(stripe().disputes.get(providerDisputeId)).toMatchObject({ status: 'under_review', evidence: { uncategorized_text: 'Tracking 1Z999, delivered and signed for.' } });
    const won = await deliver(owner.connectorId, stripe().disputeEvent(providerDisputeId, 'charge.dispute.closed', 'won'), { secret: owner.webhookSecret });
    expect(won.body.outcome).toBe('applied');
    expect((await app.request('GET', `/disputes/${dispute.id}`, { headers: owner.headers })).body.status).toBe('WON');

    const second = await pay(owner.headers, { amount: 20, currency: 'EUR', userId: 'customer-4' });
    await deliver(owner.connectorId, stripe().moveIntent(second.body.providerPaymentId, 'succeeded'), { secret: owner.webhookSecret });
    const secondOpened = stripe().openDispute(second.body.providerPaymentId);
    await deliver(owner.connectorId, secondOpened, { secret: owner.webhookSecret });
    const secondDispute = (await app.request('GET', `/disputes?paymentId=${second.body.id}`, { headers: owner.headers })).body.data[0];
    const accepted = await app.request('POST', `/disputes/${secondDispute.id}/accept`, { headers: owner.headers });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('LOST');
    expect(stripe().disputes.get((secondOpened.data as { object: { id: string } }).object.id)!.status).toBe('lost');
  });

  it('recovers a missed succeeded event by reconciliation: synced, audited, counted; a second run and the late event change nothing', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers);
    const refundable = await pay(owner.headers, { amount: 30, currency: 'EUR', userId: 'customer-5' });
    await deliver(owner.connectorId, stripe().moveIntent(refundable.body.providerPaymentId, 'succeeded'), { secret: owner.webhookSecret });
    const refund = (await app.request('POST', `/payments/${refundable.body.id}/refunds`, { headers: owner.headers, json: { amount: 10 } })).body;
    // Stripe moved on, and the events never arrived.
    const missed = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    stripe().settleRefund(refund.providerRefundId, 'succeeded');
    const db = app.container.database.db;
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await db.update(payments).set({ updatedAt: longAgo }).where(eq(payments.id, created.body.id));
    await db.update(refunds).set({ updatedAt: longAgo }).where(eq(refunds.id, refund.id));

    const run = await app.container.reconciliation.flush();
    expect(run.payments.changed).toBeGreaterThanOrEqual(1);
    expect(run.refunds.changed).toBeGreaterThanOrEqual(1);
    expect(await getPayment(owner.headers, created.body.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect((await app.request('GET', `/refunds/${refund.id}`, { headers: owner.headers })).body.status).toBe('SUCCEEDED');
    const audit = await auditOf(created.body.id);
    // The two transitions share their transaction's time; the reconciliation's own event comes after them.
    expect(audit.map((entry) => entry.action).sort()).toEqual(['payment.created', 'payment.processing', 'payment.reconciled', 'payment.succeeded']);
    expect(audit.at(-1)).toMatchObject({ actorId: 'reconciliation', details: { from: 'PENDING', to: 'SUCCEEDED', connectorId: owner.connectorId } });
    expect((await auditOf(refund.id)).map((entry) => entry.action)).toContain('refund.reconciled');
    const metrics = (await app.request('GET', '/metrics', { headers: app.adminHeaders })).text;
    expect(metrics).toMatch(/provider_reconciliations_total\{kind="payment",outcome="changed"\} [1-9]/);

    // The scheduler's route (serverless hosts) runs the same job: nothing is left to change.
    expect((await app.request('GET', '/cron/reconcile')).status).toBe(401);
    const again = await app.request('GET', '/cron/reconcile', { headers: app.adminHeaders });
    expect(again.status).toBe(200);
    expect(again.body.payments.changed).toBe(0);
    const late = await deliver(owner.connectorId, missed, { secret: owner.webhookSecret });
    expect(late.body).toEqual({ received: true, duplicate: false, outcome: 'stale' });
  });

  it('maps Stripe’s errors: a refused request 400 with Stripe’s words, a rate limit or an outage 503 with Retry-After, a revoked key 422; nothing is recorded', async () => {
    const owner = await connectedTenant();
    const count = async () => (await app.request('GET', '/payments', { headers: owner.headers })).body.pagination.total as number;
    const before = await count();

    stripe().failNext(402, { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, /payment_intents$/);
    const declined = await pay(owner.headers);
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe('The payment was declined: Your card has insufficient funds. (insufficient_funds)');

    stripe().failNext(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least 50 cents' }, /payment_intents$/);
    const small = await pay(owner.headers);
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The payment provider refused the request: Amount must be at least 50 cents');

    stripe().failNext(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' }, /payment_intents$/);
    const limited = await pay(owner.headers);
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('2');

    await stripe().stop();
    try {
      const key = randomUUID();
      const down = await pay(owner.headers, undefined, { 'idempotency-key': key });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.body.message).toBe('The payment provider is unavailable; try again shortly');
      await stripe().start();
      // The same key is retried once Stripe is back: one payment.
      const retried = await pay(owner.headers, undefined, { 'idempotency-key': key });
      expect(retried.status).toBe(201);
    } finally {
      await stripe().start();
    }
    expect(await count()).toBe(before + 1);

    stripe().revokeKey(owner.secretKey);
    const revoked = await pay(owner.headers);
    expect(revoked.status).toBe(422);
    expect(revoked.body.message).toContain("The payment provider refused the connector's credentials: Invalid API Key provided");
    expect(await count()).toBe(before + 1);
  });

  it('answers 400 for bad input with the rule named: an amount sent as text, an unknown connector id', async () => {
    const owner = await connectedTenant();
    const hex = await pay(owner.headers, { amount: '0x1F', currency: 'EUR', userId: 'customer-7' });
    expect(hex.status).toBe(400);
    expect(hex.body.details).toEqual(['amount must be a number']);
    const notUuid = await pay(owner.headers, { amount: 10, currency: 'EUR', userId: 'customer-7', connectorId: 'stripe' });
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.details).toEqual(['connectorId must be a UUID']);
  });
});

/** Two instances share one Postgres database (the embedded database is one process's). */
describe('a Stripe event delivered to two instances at once on postgres', () => {
  const { app, stripe, connectedTenant, deliver, auditOf } = stripeSuite('postgres');
  let second: TestApp | undefined;
  beforeAll(async () => {
    second = await startTestApp({ backend: 'postgres', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', STRIPE_API_BASE_URL: stripe().url }, shareDatabaseWith: app });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('is applied exactly once', async () => {
    const owner = await connectedTenant();
    const created = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 125.5, currency: 'EUR', userId: 'customer-1' } });
    const event = stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    const answers = await Promise.all([deliver(owner.connectorId, event, { secret: owner.webhookSecret }), deliver(owner.connectorId, event, { secret: owner.webhookSecret, instance: second! })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
    expect((await auditOf(created.body.id)).filter((entry) => entry.action === 'payment.succeeded')).toHaveLength(1);
  });
});
