import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, providerEvents } from '@/db/schema';
import { stripeSuite } from '../testing/stripe-connector-fixtures';
import { backends } from '../testing/test-app';

/**
 * A `charge.dispute.created` that arrives before its payment could take it (unknown, or not yet
 * SUCCEEDED here) is recorded as ignored; the reconciliation tries it again once the payment has
 * succeeded, with the dispute as Stripe has it then.
 */
describe.each(backends)('disputes recovered by reconciliation on %s', (backend) => {
  const { app, stripe, connectedTenant, deliver, auditOf } = stripeSuite(backend);

  const pay = (headers: Record<string, string>, amount = 60) => app.request('POST', '/payments', { headers, json: { amount, currency: 'EUR', userId: 'customer-d' } });
  const disputesOf = async (headers: Record<string, string>, paymentId: string) => (await app.request('GET', `/disputes?paymentId=${paymentId}`, { headers })).body.data;
  const metricsText = async () => (await app.request('GET', '/metrics', { headers: app.adminHeaders })).text;

  it('opens a dispute whose opening arrived before the payment succeeded, once it has: audited, counted, once', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers);
    const dueBy = new Date(Date.now() + 9 * 86_400_000);
    const opening = stripe().openDispute(created.body.providerPaymentId, { amount: 2500, reason: 'product_not_received', dueBy });
    const providerDisputeId = (opening.data as { object: { id: string } }).object.id;
    // Stripe's events cross: the dispute arrives first, while the payment is still PENDING here.
    const early = await deliver(owner.connectorId, opening, { secret: owner.webhookSecret });
    expect(early.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    expect(await disputesOf(owner.headers, created.body.id)).toEqual([]);

    // Still not paid here: a run leaves it for later.
    await app.container.reconciliation.flush();
    expect(await disputesOf(owner.headers, created.body.id)).toEqual([]);

    await deliver(owner.connectorId, stripe().moveIntent(created.body.providerPaymentId, 'succeeded'), { secret: owner.webhookSecret });
    const run = await app.container.reconciliation.flush();
    expect(run.disputes.changed).toBeGreaterThanOrEqual(1);
    const [dispute] = await disputesOf(owner.headers, created.body.id);
    expect(dispute).toMatchObject({ status: 'NEEDS_RESPONSE', amount: 25, currency: 'EUR', reason: 'product_not_received', providerDisputeId, evidenceDueBy: new Date(Math.floor(dueBy.getTime() / 1000) * 1000).toISOString() });
    const audit = await auditOf(dispute.id);
    expect(audit.map((entry) => entry.action)).toEqual(['dispute.created', 'dispute.reconciled']);
    expect(audit.at(-1)).toMatchObject({ actorId: 'reconciliation', details: { paymentId: created.body.id, to: 'NEEDS_RESPONSE', connectorId: owner.connectorId, providerDisputeId, ignoredEventId: opening.id } });
    expect(await metricsText()).toMatch(/provider_reconciliations_total\{kind="dispute",outcome="changed"\} [1-9]/);

    // A second run, and Stripe's redelivery of the opening, change nothing.
    await app.container.reconciliation.flush();
    expect(await disputesOf(owner.headers, created.body.id)).toHaveLength(1);
    expect((await deliver(owner.connectorId, opening, { secret: owner.webhookSecret })).body).toEqual({ received: true, duplicate: true });
    expect((await auditOf(dispute.id)).map((entry) => entry.action)).toEqual(['dispute.created', 'dispute.reconciled']);
  });

  it('recovers a missed payment and the dispute on it in one run, the dispute where Stripe has it now (under review)', async () => {
    const owner = await connectedTenant();
    const created = await pay(owner.headers);
    stripe().moveIntent(created.body.providerPaymentId, 'succeeded');
    const opening = stripe().openDispute(created.body.providerPaymentId);
    const providerDisputeId = (opening.data as { object: { id: string } }).object.id;
    expect((await deliver(owner.connectorId, opening, { secret: owner.webhookSecret })).body.outcome).toBe('ignored');
    // The tenant's merchant answered in Stripe's dashboard meanwhile.
    stripe().disputeEvent(providerDisputeId, 'charge.dispute.updated', 'under_review');
    await app.container.database.db.update(payments).set({ updatedAt: new Date(Date.now() - 60 * 60_000) }).where(eq(payments.id, created.body.id));

    const run = await app.container.reconciliation.flush();
    expect(run.payments.changed).toBeGreaterThanOrEqual(1);
    expect(run.disputes.changed).toBeGreaterThanOrEqual(1);
    expect((await app.request('GET', `/payments/${created.body.id}`, { headers: owner.headers })).body.status).toBe('SUCCEEDED');
    const [dispute] = await disputesOf(owner.headers, created.body.id);
    expect(dispute).toMatchObject({ status: 'UNDER_REVIEW', amount: 60, reason: 'fraudulent', providerDisputeId });
  });

  it('opens nothing for an opening signed by another connector or a dispute Stripe does not have on the payment’s account, and counts a Stripe outage as failed, then recovers', async () => {
    const victim = await connectedTenant();
    const attacker = await connectedTenant({ name: 'Attacker' });
    const created = await pay(victim.headers);
    // A made-up dispute naming the victim's payment, signed with the attacker's own connector secret, before the payment succeeded.
    const forged = stripe().event('charge.dispute.created', {
      id: 'du_forged_1',
      object: 'dispute',
      amount: 6000,
      currency: 'eur',
      payment_intent: created.body.providerPaymentId,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 86_400 },
    });
    expect((await deliver(attacker.connectorId, forged, { secret: attacker.webhookSecret })).body.outcome).toBe('ignored');
    const real = stripe().openDispute(created.body.providerPaymentId);
    expect((await deliver(victim.connectorId, real, { secret: victim.webhookSecret })).body.outcome).toBe('ignored');
    // And an opening whose dispute Stripe no longer has on this account: fetched before acting, it opens nothing.
    const vanished = stripe().openDispute(created.body.providerPaymentId);
    stripe().disputes.delete((vanished.data as { object: { id: string } }).object.id);
    expect((await deliver(victim.connectorId, vanished, { secret: victim.webhookSecret })).body.outcome).toBe('ignored');
    await deliver(victim.connectorId, stripe().moveIntent(created.body.providerPaymentId, 'succeeded'), { secret: victim.webhookSecret });

    const failedBefore = Number(/provider_reconciliations_total\{kind="dispute",outcome="failed"\} (\d+)/.exec(await metricsText())?.[1] ?? 0);
    await stripe().stop();
    try {
      const run = await app.container.reconciliation.flush();
      expect(run.disputes.failed).toBeGreaterThanOrEqual(2);
    } finally {
      await stripe().start();
    }
    expect(Number(/provider_reconciliations_total\{kind="dispute",outcome="failed"\} (\d+)/.exec(await metricsText())?.[1])).toBeGreaterThanOrEqual(failedBefore + 2);
    expect(await disputesOf(victim.headers, created.body.id)).toEqual([]);

    await app.container.reconciliation.flush();
    const opened = await disputesOf(victim.headers, created.body.id);
    expect(opened.map((dispute: { providerDisputeId: string }) => dispute.providerDisputeId)).toEqual([(real.data as { object: { id: string } }).object.id]);
    // The forged opening stays what it was: ignored.
    const [forgedRow] = await app.container.database.db.select({ outcome: providerEvents.outcome }).from(providerEvents).where(eq(providerEvents.id, forged.id as string));
    expect(forgedRow).toEqual({ outcome: 'ignored' });
  });
});
