import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentStatus, payments, providerEvents } from '@/db/schema';
import type { ProviderEventType } from '@/server/infra/payment-provider';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { toPayment } from './payment-schemas';
import { applyPaymentTransition, canTransition, type TransitionResult } from './payment-status';
import { applyDisputeEvent } from '../disputes/apply-dispute-event';
import { applyRefundEvent } from '../refunds/apply-refund-event';
import { disputeEventDataSchema, isDisputeEventType, isPaymentEventType, isRefundEventType, type ProviderEventInput, type ProviderEventOutcome, type ProviderEventReceipt } from './provider-event-schemas';

/**
 * `payment.canceled` is not a sandbox event (its receiver records it as ignored, unchanged); a
 * connector's provider reports a cancel made on its side (Stripe's `payment_intent.canceled`).
 */
type PaymentEventType = ProviderEventType | 'payment.canceled';
const targetStatus = {
  'payment.processing': 'PROCESSING',
  'payment.succeeded': 'SUCCEEDED',
  'payment.failed': 'FAILED',
  'payment.canceled': 'CANCELED',
} as const satisfies Record<PaymentEventType, PaymentStatus>;

type Applied = Extract<TransitionResult, { ok: true }>;

/**
 * Applies a verified provider event, once per event id, in one transaction: the event is recorded
 * first (its primary key makes a concurrent second delivery wait for this one and then find it
 * there), then the payment it names is moved through the status machine, with an audit event and
 * a tenant webhook for every state it enters; a refund event settles the refund it names
 * (apply-refund-event.ts), and a dispute event opens or moves the dispute it names
 * (apply-dispute-event.ts). No tenant context is needed: the payment says whose it is. An event of a type that moves no payment is recorded (linked to its payment when known)
 * and ignored. `payload` is the body as received, kept on the event row.
 */
export async function applyProviderEvent(
  db: Db,
  context: { correlationId: string | null; ip: string | null },
  event: ProviderEventInput,
  payload: Record<string, unknown>,
  options: { acceptCanceled?: boolean } = {},
): Promise<ProviderEventReceipt> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(providerEvents)
      // Provisional outcome; set below in this transaction, so no one ever sees it.
      .values({ id: event.id, type: event.type, providerPaymentId: event.data.providerPaymentId ?? null, outcome: 'received', payload })
      .onConflictDoNothing({ target: providerEvents.id })
      .returning({ id: providerEvents.id });
    if (!recorded) return { received: true, duplicate: true };

    if (isRefundEventType(event.type)) {
      const { outcome, paymentId } = await applyRefundEvent(tx, context, { id: event.id, type: event.type, data: event.data });
      await tx.update(providerEvents).set({ outcome, paymentId }).where(eq(providerEvents.id, event.id));
      return { received: true, duplicate: false, outcome };
    }

    if (isDisputeEventType(event.type)) {
      const { outcome, paymentId } = await applyDisputeEvent(tx, context, { id: event.id, type: event.type, data: disputeEventDataSchema(event.type).parse(event.data) });
      await tx.update(providerEvents).set({ outcome, paymentId }).where(eq(providerEvents.id, event.id));
      return { received: true, duplicate: false, outcome };
    }

    const providerPaymentId = event.data.providerPaymentId ?? '';
    const [payment] = await tx
      .select({ id: payments.id, tenantId: payments.tenantId, provider: payments.provider })
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId));

    let outcome: ProviderEventOutcome = 'ignored';
    const moves = isPaymentEventType(event.type) || (options.acceptCanceled === true && event.type === 'payment.canceled');
    if (payment && moves) {
      const audit: AuditContext = { actor: { type: 'system', id: `provider:${payment.provider}` }, ...context };
      const entered = await moveToEventStatus(tx, { tenantId: payment.tenantId, paymentId: payment.id }, event.type as PaymentEventType, event.data.failureReason);
      for (const step of entered) {
        const action = `payment.${step.row.status.toLowerCase()}` as 'payment.processing' | 'payment.succeeded' | 'payment.failed' | 'payment.canceled';
        await recordAuditEvent(tx, audit, {
          action,
          targetType: 'payment',
          targetId: step.row.id,
          details: {
            from: step.from,
            to: step.row.status,
            providerEventId: event.id,
            providerPaymentId,
            ...(step.row.failureReason ? { failureReason: step.row.failureReason } : {}),
          },
        });
        await enqueueWebhookEvent(tx, payment.tenantId, action, toPayment(step.row));
      }
      outcome = entered.length > 0 ? 'applied' : 'stale';
    }

    await tx
      .update(providerEvents)
      .set({ outcome, paymentId: payment?.id ?? null })
      .where(eq(providerEvents.id, event.id));
    return { received: true, duplicate: false, outcome };
  });
}

/**
 * The transitions the event causes, in order. The provider may report success or failure of a
 * payment whose `processing` event we never saw (or will see later): a PENDING payment then passes
 * through PROCESSING in the same transaction, so the machine's only path is kept and tenants see
 * every state. A refused transition (the payment is already past that state, or canceled) changes
 * nothing: the event is stale.
 */
async function moveToEventStatus(
  tx: Db,
  target: { tenantId: string; paymentId: string },
  type: PaymentEventType,
  failureReason: string | null | undefined,
): Promise<Applied[]> {
  const to = targetStatus[type];
  const changes = to === 'FAILED' ? { failureReason: failureReason ?? null } : {};
  const direct = await applyPaymentTransition(tx, target, to, changes);
  if (direct.ok) return [direct];
  if (direct.reason === 'not-allowed' && direct.status === 'PENDING' && to !== 'CANCELED' && canTransition('PENDING', 'PROCESSING') && canTransition('PROCESSING', to)) {
    // The row is locked by this transaction since the first attempt: PENDING cannot change under us.
    const through = await applyPaymentTransition(tx, target, 'PROCESSING');
    if (!through.ok) return [];
    const final = await applyPaymentTransition(tx, target, to, changes);
    return final.ok ? [through, final] : [through];
  }
  return [];
}
