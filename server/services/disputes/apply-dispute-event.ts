import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type DisputeStatus, disputes, payments } from '@/db/schema';
import type { ProviderDisputeEventType, ProviderDisputeStatus } from '@/server/infra/payment-provider';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import type { ProviderEventOutcome } from '../payments/provider-event-schemas';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { compareAmounts } from '../money';
import { toDispute } from './dispute-schemas';

const statusOf = { needs_response: 'NEEDS_RESPONSE', under_review: 'UNDER_REVIEW', won: 'WON', lost: 'LOST' } as const satisfies Record<
  ProviderDisputeStatus,
  DisputeStatus
>;
/** How far along a dispute is: an update never moves it back, and a closed one never moves again. */
const rank: Record<DisputeStatus, number> = { NEEDS_RESPONSE: 0, UNDER_REVIEW: 1, WON: 2, LOST: 2 };

export type DisputeEventInput = {
  id: string;
  type: ProviderDisputeEventType;
  data: {
    providerDisputeId?: string;
    providerPaymentId?: string;
    amount?: string;
    currency?: string;
    reason?: string;
    status?: ProviderDisputeStatus;
    evidenceDueBy?: string;
  };
};

/**
 * Applies a dispute event inside the transaction that recorded it (apply-provider-event.ts).
 * `dispute.created` opens a NEEDS_RESPONSE dispute on the payment it names (a second one for the same
 * provider dispute is stale); `dispute.updated` moves it forward or changes its due date;
 * `dispute.closed` makes an open dispute WON or LOST. A closed dispute never changes again: later
 * events are stale. Unknown payments and disputes are ignored. The dispute's row is locked before it
 * changes, as a tenant's answer locks it, and each change writes its audit event and tenant webhook with it.
 */
export async function applyDisputeEvent(
  tx: Db,
  context: { correlationId: string | null; ip: string | null },
  event: DisputeEventInput,
): Promise<{ outcome: ProviderEventOutcome; paymentId: string | null }> {
  const providerDisputeId = event.data.providerDisputeId;
  if (!providerDisputeId) return { outcome: 'ignored', paymentId: null };
  if (event.type === 'dispute.created') return openDispute(tx, context, event, providerDisputeId);

  const [found] = await tx.select().from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId)).for('update');
  if (!found) return { outcome: 'ignored', paymentId: null };
  const to = event.data.status ? statusOf[event.data.status] : found.status;
  const closing = event.type === 'dispute.closed';
  const dueBy = !closing && event.data.evidenceDueBy ? new Date(event.data.evidenceDueBy) : found.evidenceDueBy;
  const moves = closing ? (to === 'WON' || to === 'LOST') && rank[found.status] < 2 : rank[to] < 2 && rank[to] > rank[found.status];
  const redated = !closing && rank[found.status] < 2 && dueBy.getTime() !== found.evidenceDueBy.getTime();
  if (!moves && !redated) return { outcome: 'stale', paymentId: found.paymentId };

  const [row] = await tx
    .update(disputes)
    .set({ status: moves ? to : found.status, evidenceDueBy: dueBy, updatedAt: sql`now()` })
    .where(eq(disputes.id, found.id))
    .returning();
  const dispute = toDispute(row!);
  await recordAuditEvent(tx, auditOf(found.provider, context), {
    action: event.type,
    targetType: 'dispute',
    targetId: dispute.id,
    details: {
      from: found.status,
      to: dispute.status,
      paymentId: dispute.paymentId,
      evidenceDueBy: dispute.evidenceDueBy,
      providerEventId: event.id,
      providerDisputeId,
    },
  });
  await enqueueWebhookEvent(tx, found.tenantId, event.type, dispute);
  return { outcome: 'applied', paymentId: found.paymentId };
}

async function openDispute(
  tx: Db,
  context: { correlationId: string | null; ip: string | null },
  event: DisputeEventInput,
  providerDisputeId: string,
): Promise<{ outcome: ProviderEventOutcome; paymentId: string | null }> {
  const { providerPaymentId, reason, evidenceDueBy } = event.data;
  if (!providerPaymentId || !reason || !evidenceDueBy) return { outcome: 'ignored', paymentId: null };
  const [payment] = await tx
    .select({ id: payments.id, tenantId: payments.tenantId, provider: payments.provider, currency: payments.currency, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment) return { outcome: 'ignored', paymentId: null };
  const amount = event.data.amount ?? payment.amount;
  // Only money that moved can be disputed, at most all of it, in the payment's currency; anything else is not ours to guess at.
  const disputable =
    (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') &&
    (event.data.currency === undefined || event.data.currency === payment.currency) &&
    compareAmounts(amount, '0', payment.currency) > 0 &&
    compareAmounts(amount, payment.amount, payment.currency) <= 0;
  if (!disputable) return { outcome: 'ignored', paymentId: payment.id };

  const [row] = await tx
    .insert(disputes)
    .values({
      tenantId: payment.tenantId,
      paymentId: payment.id,
      amount,
      currency: payment.currency,
      reason,
      evidenceDueBy: new Date(evidenceDueBy),
      provider: payment.provider,
      providerDisputeId,
    })
    .onConflictDoNothing({ target: disputes.providerDisputeId })
    .returning();
  if (!row) return { outcome: 'stale', paymentId: payment.id };

  const dispute = toDispute(row);
  await recordAuditEvent(tx, auditOf(payment.provider, context), {
    action: 'dispute.created',
    targetType: 'dispute',
    targetId: dispute.id,
    details: { paymentId: payment.id, amount: row.amount, currency: row.currency, reason, evidenceDueBy: dispute.evidenceDueBy, providerEventId: event.id, providerDisputeId },
  });
  await enqueueWebhookEvent(tx, payment.tenantId, 'dispute.created', dispute);
  return { outcome: 'applied', paymentId: payment.id };
}

const auditOf = (provider: string, context: { correlationId: string | null; ip: string | null }): AuditContext => ({
  actor: { type: 'system', id: `provider:${provider}` },
  ...context,
});
