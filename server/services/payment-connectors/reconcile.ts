import { z } from 'zod';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentConnectorRow, paymentConnectors, payments, refunds } from '@/db/schema';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import type { StripeEndpoint } from '@/server/infra/payment-provider/stripe';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import { systemAuditContext } from '../audit/types';
import { applyProviderEvent } from '../payments/apply-provider-event';
import { providerOfConnector } from './connector-providers';

export type ReconcileDeps = { db: Db; secrets: SecretBox; stripe: StripeEndpoint };
const tallySchema = z.object({ checked: z.number().int(), changed: z.number().int(), failed: z.number().int() });
/** What a run did, per kind: checked with the provider, changed (the provider was further along), failed (the provider did not answer). */
export const reconcileRunSchema = z.object({ payments: tallySchema, refunds: tallySchema }).meta({ id: 'ReconcileRun' });
export type ReconcileRun = z.infer<typeof reconcileRunSchema>;
type Outcome = 'changed' | 'unchanged' | 'failed';

const PAGE = 50;
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
export async function reconcilePending(deps: ReconcileDeps, settings: { olderThanMs: number }, onChecked: (kind: 'payment' | 'refund', outcome: Outcome) => void = () => {}): Promise<ReconcileRun> {
  const cutoff = new Date(Date.now() - settings.olderThanMs);
  const run: ReconcileRun = { payments: { checked: 0, changed: 0, failed: 0 }, refunds: { checked: 0, changed: 0, failed: 0 } };
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
  const count = (kind: 'payment' | 'refund', outcome: Outcome) => {
    const tally = kind === 'payment' ? run.payments : run.refunds;
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
  return run;
}

const reconcilerContext = { ...systemAuditContext, actor: { type: 'system' as const, id: 'reconciliation' } };
