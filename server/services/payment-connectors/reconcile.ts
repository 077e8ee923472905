import { z } from 'zod';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { disputes, type PaymentConnectorRow, paymentConnectors, payments, providerEvents, refunds } from '@/db/schema';
import { isProviderError, type PaymentProvider, type ProviderDisputeState } from '@/server/infra/payment-provider';
import type { StripeEndpoint } from '@/server/infra/payment-provider/stripe';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import { systemAuditContext } from '../audit/types';
import { applyProviderEvent } from '../payments/apply-provider-event';
import { openingOf } from './apply-stripe-event';
import { providerOfConnector } from './connector-providers';

export type ReconcileDeps = { db: Db; secrets: SecretBox; stripe: StripeEndpoint };
const tallySchema = z.object({ checked: z.number().int(), changed: z.number().int(), failed: z.number().int() });
/** What a run did, per kind: checked with the provider, changed (the provider was further along), failed (the provider did not answer). */
export const reconcileRunSchema = z
  .object({
    payments: tallySchema,
    refunds: tallySchema,
    disputes: tallySchema.meta({ description: 'Dispute openings that arrived before their payment could take them, checked with the provider again.' }),
  })
  .meta({ id: 'ReconcileRun' });
export type ReconcileRun = z.infer<typeof reconcileRunSchema>;
type Outcome = 'changed' | 'unchanged' | 'failed';
export type ReconciledKind = 'payment' | 'refund' | 'dispute';

const PAGE = 50;
/**
 * How long a dispute opening that could not be applied is tried again: Stripe sends its events for
 * three days, a payment's own events may be later still; past this the opening is left as ignored.
 */
export const DISPUTE_RETRY_WINDOW_MS = 30 * 86_400_000;
/** A run reads at most this many of each kind; the rest wait for the next run. */
const MAX_PER_RUN = 1000;

const paymentEventOf = { PROCESSING: 'payment.processing', SUCCEEDED: 'payment.succeeded', FAILED: 'payment.failed', CANCELED: 'payment.canceled' } as const;

/**
 * Syncs from their provider the payments and refunds of connectors that have waited longer than
 * `olderThanMs` for an event (PENDING or PROCESSING payments, PENDING refunds): a missed webhook
 * never leaves money in limbo. What the provider reports is applied through the provider event
 * service as an event of its own (`sync_<record>_<status>`, recorded once: a later run or the late
 * webhook finds the record already there and changes nothing), so the same status machines, audit
 * events and tenant webhooks apply; each change is audited once more as `payment.reconciled` or
 * `refund.reconciled`, and every record checked is counted (`onChecked`).
 */
export async function reconcilePending(deps: ReconcileDeps, settings: { olderThanMs: number }, onChecked: (kind: ReconciledKind, outcome: Outcome) => void = () => {}): Promise<ReconcileRun> {
  const cutoff = new Date(Date.now() - settings.olderThanMs);
  const run: ReconcileRun = { payments: { checked: 0, changed: 0, failed: 0 }, refunds: { checked: 0, changed: 0, failed: 0 }, disputes: { checked: 0, changed: 0, failed: 0 } };
  const providers = new Map<string, PaymentProvider>();
  const providerOf = async (connectorId: string) => {
    let provider = providers.get(connectorId);
    if (!provider) {
      const [row] = await deps.db.select().from(paymentConnectors).where(eq(paymentConnectors.id, connectorId));
      provider = providerOfConnector(deps, row as PaymentConnectorRow);
      providers.set(connectorId, provider);
    }
    return provider;
  };
  const count = (kind: ReconciledKind, outcome: Outcome) => {
    const tally = kind === 'payment' ? run.payments : kind === 'refund' ? run.refunds : run.disputes;
    tally.checked += 1;
    if (outcome !== 'unchanged') tally[outcome] += 1;
    onChecked(kind, outcome);
  };

  // Payments, oldest first, paged by (updatedAt, id) so a payment that stays pending does not hold back the ones behind it.
  let after: { updatedAt: Date; id: string } | null = null;
  for (let read = 0; read < MAX_PER_RUN; ) {
    const conditions: SQL[] = [isNotNull(payments.connectorId), inArray(payments.status, ['PENDING', 'PROCESSING']), lt(payments.updatedAt, cutoff), isNotNull(payments.providerPaymentId)];
    if (after) conditions.push(or(gt(payments.updatedAt, after.updatedAt), and(eq(payments.updatedAt, after.updatedAt), gt(payments.id, after.id)))!);
    const rows = await deps.db
      .select({ id: payments.id, tenantId: payments.tenantId, status: payments.status, connectorId: payments.connectorId, providerPaymentId: payments.providerPaymentId, updatedAt: payments.updatedAt })
      .from(payments)
      .where(and(...conditions))
      .orderBy(asc(payments.updatedAt), asc(payments.id))
      .limit(PAGE);
    for (const row of rows) {
      const provider = await providerOf(row.connectorId!);
      if (!provider.retrievePayment) continue;
      const state = await provider.retrievePayment(row.providerPaymentId!).catch(() => null);
      if (!state) {
        count('payment', 'failed');
        continue;
      }
      if (!state.status || state.status === row.status) {
        count('payment', 'unchanged');
        continue;
      }
      const eventId = `sync_${row.id}_${state.status.toLowerCase()}`;
      const receipt = await applyProviderEvent(
        deps.db,
        { correlationId: null, ip: null },
        { id: eventId, type: paymentEventOf[state.status], createdAt: new Date().toISOString(), data: { providerPaymentId: row.providerPaymentId!, ...(state.failureReason ? { failureReason: state.failureReason.slice(0, 500) } : {}) } },
        { source: 'reconciliation', connectorId: row.connectorId, providerStatus: state.status },
        { acceptCanceled: true },
      );
      const changed = !receipt.duplicate && receipt.outcome === 'applied';
      if (changed) {
        await recordAuditEvent(deps.db, reconcilerContext, {
          action: 'payment.reconciled',
          targetType: 'payment',
          targetId: row.id,
          details: { from: row.status, to: state.status, connectorId: row.connectorId, providerPaymentId: row.providerPaymentId, providerEventId: eventId },
        });
      }
      count('payment', changed ? 'changed' : 'unchanged');
    }
    read += rows.length;
    if (rows.length < PAGE) break;
    after = { updatedAt: rows.at(-1)!.updatedAt, id: rows.at(-1)!.id };
  }

  let refundAfter: { updatedAt: Date; id: string } | null = null;
  for (let read = 0; read < MAX_PER_RUN; ) {
    const conditions: SQL[] = [eq(refunds.status, 'PENDING'), ne(refunds.provider, 'sandbox'), lt(refunds.updatedAt, cutoff), isNotNull(payments.connectorId), isNotNull(refunds.providerRefundId)];
    if (refundAfter) conditions.push(or(gt(refunds.updatedAt, refundAfter.updatedAt), and(eq(refunds.updatedAt, refundAfter.updatedAt), gt(refunds.id, refundAfter.id)))!);
    const rows = await deps.db
      .select({ id: refunds.id, connectorId: payments.connectorId, providerRefundId: refunds.providerRefundId, updatedAt: refunds.updatedAt })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(...conditions))
      .orderBy(asc(refunds.updatedAt), asc(refunds.id))
      .limit(PAGE);
    for (const row of rows) {
      const provider = await providerOf(row.connectorId!);
      if (!provider.retrieveRefund) continue;
      const state = await provider.retrieveRefund(row.providerRefundId!).catch(() => null);
      if (!state) {
        count('refund', 'failed');
        continue;
      }
      if (!state.status) {
        count('refund', 'unchanged');
        continue;
      }
      const eventId = `sync_${row.id}_${state.status.toLowerCase()}`;
      const receipt = await applyProviderEvent(
        deps.db,
        { correlationId: null, ip: null },
        {
          id: eventId,
          type: state.status === 'SUCCEEDED' ? 'refund.succeeded' : 'refund.failed',
          createdAt: new Date().toISOString(),
          data: { providerRefundId: row.providerRefundId!, ...(state.failureReason ? { failureReason: state.failureReason } : {}) },
        },
        { source: 'reconciliation', connectorId: row.connectorId, providerStatus: state.status },
      );
      const changed = !receipt.duplicate && receipt.outcome === 'applied';
      if (changed) {
        await recordAuditEvent(deps.db, reconcilerContext, {
          action: 'refund.reconciled',
          targetType: 'refund',
          targetId: row.id,
          details: { from: 'PENDING', to: state.status, connectorId: row.connectorId, providerRefundId: row.providerRefundId, providerEventId: eventId },
        });
      }
      count('refund', changed ? 'changed' : 'unchanged');
    }
    read += rows.length;
    if (rows.length < PAGE) break;
    refundAfter = { updatedAt: rows.at(-1)!.updatedAt, id: rows.at(-1)!.id };
  }

  // Last: a payment synced above may now take the dispute opened on it.
  await reconcileIgnoredDisputes(deps, providerOf, count);
  return run;
}

/** The Stripe dispute an event's stored body names (`data.object`), or null for any other body (the sandbox's own events). */
function stripeDisputeIdOf(payload: Record<string, unknown>): string | null {
  const object = (payload.data as { object?: { object?: unknown; id?: unknown } } | undefined)?.object;
  return object?.object === 'dispute' && typeof object.id === 'string' ? object.id : null;
}

/**
 * Dispute openings (`charge.dispute.created`) recorded as ignored because their payment was not known
 * or not yet SUCCEEDED when they arrived, received within DISPUTE_RETRY_WINDOW_MS and still without
 * their dispute: once the payment has succeeded, the dispute is fetched from the payment's own
 * connector (fetched, not taken from the stored event: the provider's current state, and a dispute
 * another account's event named is not found there) and opened, then moved to where the provider has
 * it, through the provider event service (`sync_<dispute>_created`, recorded once), audited as
 * `dispute.reconciled` and counted. The sandbox's events have nothing to fetch and are left as they are.
 */
async function reconcileIgnoredDisputes(deps: ReconcileDeps, providerOf: (connectorId: string) => Promise<PaymentProvider>, count: (kind: ReconciledKind, outcome: Outcome) => void) {
  const since = new Date(Date.now() - DISPUTE_RETRY_WINDOW_MS);
  let after: { receivedAt: Date; id: string } | null = null;
  for (let read = 0; read < MAX_PER_RUN; ) {
    const conditions: SQL[] = [eq(providerEvents.type, 'dispute.created'), eq(providerEvents.outcome, 'ignored'), gt(providerEvents.receivedAt, since), isNotNull(providerEvents.providerPaymentId)];
    if (after) conditions.push(or(gt(providerEvents.receivedAt, after.receivedAt), and(eq(providerEvents.receivedAt, after.receivedAt), gt(providerEvents.id, after.id)))!);
    const rows = await deps.db
      .select({ id: providerEvents.id, payload: providerEvents.payload, receivedAt: providerEvents.receivedAt, payment: { id: payments.id, status: payments.status, connectorId: payments.connectorId, providerPaymentId: payments.providerPaymentId } })
      .from(providerEvents)
      .leftJoin(payments, eq(payments.providerPaymentId, providerEvents.providerPaymentId))
      .where(and(...conditions))
      .orderBy(asc(providerEvents.receivedAt), asc(providerEvents.id))
      .limit(PAGE);
    for (const row of rows) {
      const providerDisputeId = stripeDisputeIdOf(row.payload);
      // Not known yet, not paid yet (a later run, after the payment's own sync), or not a connector's: nothing to ask.
      if (!providerDisputeId || !row.payment?.connectorId || !['SUCCEEDED', 'REFUNDED'].includes(row.payment.status)) continue;
      const [opened] = await deps.db.select({ id: disputes.id }).from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId));
      if (opened) continue;
      const provider = await providerOf(row.payment.connectorId);
      if (!provider.retrieveDispute) continue;
      let state: ProviderDisputeState | 'missing' | null;
      try {
        state = await provider.retrieveDispute(providerDisputeId);
      } catch (error) {
        // Refused (not this account's dispute): nothing to open. Anything else: asked again next run.
        state = isProviderError(error) && error.kind === 'invalid' ? 'missing' : null;
      }
      if (state === null) {
        count('dispute', 'failed');
        continue;
      }
      if (state === 'missing' || state.providerPaymentId !== row.payment.providerPaymentId) {
        count('dispute', 'unchanged');
        continue;
      }
      const changed = await openReconciledDispute(deps.db, state, { eventId: row.id, receivedAt: row.receivedAt, connectorId: row.payment.connectorId });
      count('dispute', changed ? 'changed' : 'unchanged');
    }
    read += rows.length;
    if (rows.length < PAGE) break;
    after = { receivedAt: rows.at(-1)!.receivedAt, id: rows.at(-1)!.id };
  }
}

/** Opens the dispute as the provider has it now, moves it to the provider's state, and audits it; false when it was opened meanwhile. */
async function openReconciledDispute(db: Db, state: ProviderDisputeState, origin: { eventId: string; receivedAt: Date; connectorId: string }): Promise<boolean> {
  const context = { correlationId: null, ip: null };
  const source = { source: 'reconciliation', connectorId: origin.connectorId, ignoredEventId: origin.eventId };
  const ids = { providerDisputeId: state.providerDisputeId, providerPaymentId: state.providerPaymentId ?? undefined };
  const created = await applyProviderEvent(
    db,
    context,
    // No due date: the bank allows no answer, so the deadline is when the opening arrived.
    { id: `sync_${state.providerDisputeId}_created`, type: 'dispute.created', createdAt: new Date().toISOString(), data: { ...ids, ...openingOf(state, origin.receivedAt) } },
    source,
  );
  if (created.duplicate || created.outcome !== 'applied') return false;
  if (state.status === 'under_review') {
    await applyProviderEvent(db, context, { id: `sync_${state.providerDisputeId}_under_review`, type: 'dispute.updated', createdAt: new Date().toISOString(), data: { ...ids, status: 'under_review' } }, source);
  } else if (state.status === 'won' || state.status === 'lost') {
    await applyProviderEvent(db, context, { id: `sync_${state.providerDisputeId}_${state.status}`, type: 'dispute.closed', createdAt: new Date().toISOString(), data: { ...ids, status: state.status } }, source);
  }
  const [dispute] = await db.select({ id: disputes.id, paymentId: disputes.paymentId, status: disputes.status }).from(disputes).where(eq(disputes.providerDisputeId, state.providerDisputeId));
  await recordAuditEvent(db, reconcilerContext, {
    action: 'dispute.reconciled',
    targetType: 'dispute',
    targetId: dispute!.id,
    details: { paymentId: dispute!.paymentId, to: dispute!.status, connectorId: origin.connectorId, providerDisputeId: state.providerDisputeId, ignoredEventId: origin.eventId },
  });
  return true;
}

const reconcilerContext = { ...systemAuditContext, actor: { type: 'system' as const, id: 'reconciliation' } };
