import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payments, refunds } from '@/db/schema';
import type { ProviderRefundEventType } from '@/server/infra/payment-provider';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { toPayment } from '../payments/payment-schemas';
import { applyPaymentTransition } from '../payments/payment-status';
import type { ProviderEventOutcome } from '../payments/provider-event-schemas';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { toRefund } from './refund-schemas';
import { compareAmounts } from '../money';

const targetStatus = { 'refund.succeeded': 'SUCCEEDED', 'refund.failed': 'FAILED' } as const satisfies Record<ProviderRefundEventType, string>;

/**
 * Settles the refund a provider event names, inside the transaction that recorded the event
 * (apply-provider-event.ts). Only a PENDING refund moves; a second outcome for it is stale. A
 * SUCCEEDED refund adds to the payment's `amountRefunded`, and the refund that completes it makes
 * the payment REFUNDED. The payment's row is locked before the refund's, in the order a new refund
 * takes them, and each change writes its audit event and tenant webhook with it.
 */
export async function applyRefundEvent(
  tx: Db,
  context: { correlationId: string | null; ip: string | null },
  event: { id: string; type: ProviderRefundEventType; data: { providerRefundId?: string; failureReason?: string | null } },
): Promise<{ outcome: ProviderEventOutcome; paymentId: string | null }> {
  if (!event.data.providerRefundId) return { outcome: 'ignored', paymentId: null };
  const [found] = await tx
    .select({ id: refunds.id, paymentId: refunds.paymentId, tenantId: refunds.tenantId, provider: refunds.provider })
    .from(refunds)
    .where(eq(refunds.providerRefundId, event.data.providerRefundId));
  if (!found) return { outcome: 'ignored', paymentId: null };

  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, found.paymentId)).for('update');
  const to = targetStatus[event.type];
  const [row] = await tx
    .update(refunds)
    .set({ status: to, failureReason: to === 'FAILED' ? (event.data.failureReason ?? null) : null, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, found.id), eq(refunds.status, 'PENDING')))
    .returning();
  if (!row) return { outcome: 'stale', paymentId: found.paymentId };

  const audit: AuditContext = { actor: { type: 'system', id: `provider:${found.provider}` }, ...context };
  const refund = toRefund(row);
  await recordAuditEvent(tx, audit, {
    action: event.type,
    targetType: 'refund',
    targetId: refund.id,
    details: {
      from: 'PENDING',
      to,
      paymentId: refund.paymentId,
      amount: row.amount,
      currency: row.currency,
      providerEventId: event.id,
      providerRefundId: event.data.providerRefundId,
      ...(row.failureReason ? { failureReason: row.failureReason } : {}),
    },
  });
  await enqueueWebhookEvent(tx, found.tenantId, event.type, refund);

  if (to === 'SUCCEEDED') await addToRefunded(tx, audit, { tenantId: found.tenantId, paymentId: found.paymentId, amount: row.amount, providerEventId: event.id });
  return { outcome: 'applied', paymentId: found.paymentId };
}

/** Counts a SUCCEEDED refund on its payment; the one that makes it whole moves the payment to REFUNDED. */
async function addToRefunded(tx: Db, audit: AuditContext, refund: { tenantId: string; paymentId: string; amount: string; providerEventId: string }) {
  const [payment] = await tx
    .update(payments)
    .set({ amountRefunded: sql`${payments.amountRefunded} + ${refund.amount}::numeric`, updatedAt: sql`now()` })
    .where(eq(payments.id, refund.paymentId))
    .returning({ amount: payments.amount, amountRefunded: payments.amountRefunded, currency: payments.currency, status: payments.status });
  if (!payment || payment.status !== 'SUCCEEDED' || compareAmounts(payment.amountRefunded, payment.amount, payment.currency) < 0) return;

  const moved = await applyPaymentTransition(tx, { tenantId: refund.tenantId, paymentId: refund.paymentId }, 'REFUNDED');
  if (!moved.ok) return;
  await recordAuditEvent(tx, audit, {
    action: 'payment.refunded',
    targetType: 'payment',
    targetId: moved.row.id,
    details: { from: moved.from, to: moved.row.status, amountRefunded: moved.row.amountRefunded, providerEventId: refund.providerEventId },
  });
  await enqueueWebhookEvent(tx, refund.tenantId, 'payment.refunded', toPayment(moved.row));
}
