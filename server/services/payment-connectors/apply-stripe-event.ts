import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { disputes, paymentConnectors, payments, providerEvents, refunds } from '@/db/schema';
import { notFound, unauthorized } from '@/server/errors';
import { disputeStateOf, type StripeEvent, verifyStripeEvent } from '@/server/infra/payment-provider/stripe';
import type { SecretBox } from '@/server/infra/secret-box';
import type { ProviderDisputeState } from '@/server/infra/payment-provider';
import { fromMinorUnits } from '../money';
import { applyProviderEvent } from '../payments/apply-provider-event';
import type { ProviderEventInput, ProviderEventReceipt } from '../payments/provider-event-schemas';
import { secretPlaces } from '../secrets/secret-places';
import { isRowId } from '../shared/row-id';

/** What opens a dispute (`dispute.created`'s data beside its ids): amount, currency, reason and deadline (`noDeadline` when the bank allows no answer). */
export function openingOf(dispute: ProviderDisputeState, noDeadline: Date) {
  return {
    amount: fromMinorUnits(dispute.minorUnits, dispute.currency),
    currency: dispute.currency,
    reason: dispute.reason,
    evidenceDueBy: (dispute.evidenceDueBy ?? noDeadline).toISOString(),
  };
}

/**
 * A Stripe event in the provider event words the payment, refund and dispute services apply
 * (apply-provider-event.ts). A type that moves nothing keeps its Stripe name behind `stripe:`, so
 * it can never pass for one of ours, and is recorded and ignored.
 */
export function translateStripeEvent(event: StripeEvent): ProviderEventInput {
  const base = { id: event.id, createdAt: new Date(event.created * 1000).toISOString() };
  switch (event.type) {
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const type = { 'payment_intent.processing': 'payment.processing', 'payment_intent.succeeded': 'payment.succeeded', 'payment_intent.payment_failed': 'payment.failed', 'payment_intent.canceled': 'payment.canceled' }[
        event.type
      ];
      const failureReason = event.type === 'payment_intent.payment_failed' ? (intent.last_payment_error?.message ?? 'The payment failed') : undefined;
      return { ...base, type, data: { providerPaymentId: intent.id, ...(failureReason ? { failureReason: failureReason.slice(0, 500) } : {}) } };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const settled = refund.status === 'succeeded' ? 'refund.succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'refund.failed' : null;
      if (!settled) return { ...base, type: `stripe:${event.type}`, data: { providerRefundId: refund.id } };
      const failureReason = settled === 'refund.failed' ? (refund.failure_reason ?? `Refund ${refund.status}`) : undefined;
      return { ...base, type: settled, data: { providerRefundId: refund.id, ...(failureReason ? { failureReason } : {}) } };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = disputeStateOf(event.data.object);
      const common = { providerDisputeId: dispute.providerDisputeId, providerPaymentId: dispute.providerPaymentId ?? undefined };
      if (event.type === 'charge.dispute.created') {
        // No due date: the bank allows no answer, so the deadline is the event's time.
        return { ...base, type: 'dispute.created', data: { ...common, ...openingOf(dispute, new Date(event.created * 1000)) } };
      }
      if (event.type === 'charge.dispute.closed') {
        return { ...base, type: 'dispute.closed', data: { ...common, status: dispute.status === 'lost' ? 'lost' : 'won' } };
      }
      // An update moves an open dispute forward or changes its deadline; a closing status arrives with charge.dispute.closed.
      const open = dispute.status === 'needs_response' || dispute.status === 'under_review' ? dispute.status : undefined;
      return {
        ...base,
        type: 'dispute.updated',
        data: { ...common, ...(open ? { status: open } : {}), ...(dispute.evidenceDueBy ? { evidenceDueBy: dispute.evidenceDueBy.toISOString() } : {}) },
      };
    }
    default:
      return { ...base, type: `stripe:${event.type}`, data: {} };
  }
}

/**
 * Whether the record the event names went through this connector. Another connector's events
 * (another tenant signing with its own secret and naming someone else's payment) must move nothing:
 * they are recorded and ignored. An object we do not know (yet) is the services' to ignore.
 */
async function namesOtherConnector(db: Db, connectorId: string, event: ProviderEventInput): Promise<boolean> {
  const data = event.data as { providerPaymentId?: string; providerRefundId?: string; providerDisputeId?: string };
  let owner: { connectorId: string | null } | undefined;
  if (event.type.startsWith('refund.') && data.providerRefundId) {
    [owner] = await db
      .select({ connectorId: payments.connectorId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.providerRefundId, data.providerRefundId));
  } else if (event.type.startsWith('dispute.') && event.type !== 'dispute.created' && data.providerDisputeId) {
    [owner] = await db
      .select({ connectorId: payments.connectorId })
      .from(disputes)
      .innerJoin(payments, eq(payments.id, disputes.paymentId))
      .where(eq(disputes.providerDisputeId, data.providerDisputeId));
  } else if (data.providerPaymentId) {
    [owner] = await db.select({ connectorId: payments.connectorId }).from(payments).where(eq(payments.providerPaymentId, data.providerPaymentId));
  }
  return owner !== undefined && owner.connectorId !== connectorId;
}

export type StripeEventDeps = { db: Db; secrets: SecretBox };

/** A Stripe event whose signature its connector's secret verified. */
export type VerifiedStripeEvent = { connectorId: string; event: StripeEvent };

/**
 * Verifies a Stripe event sent to a connector's webhook address with that connector's signing secret,
 * over the raw body: a bad or missing signature is a 401; an address that names no Stripe connector
 * is a 404, as any unknown id in a path (connector ids are random UUIDs: telling that one does not
 * exist gives away nothing). A removed or disabled connector still verifies: Stripe keeps sending
 * events for the payments made through it.
 */
export async function verifyConnectorEvent(deps: StripeEventDeps, request: { connectorId: unknown; rawBody: string | null; signature: string | null }): Promise<VerifiedStripeEvent> {
  const connectorId = typeof request.connectorId === 'string' && isRowId(request.connectorId) ? request.connectorId : null;
  const [connector] = connectorId ? await deps.db.select().from(paymentConnectors).where(eq(paymentConnectors.id, connectorId)) : [];
  if (!connector || connector.provider !== 'stripe' || !connector.webhookSecret) throw notFound('Payment connector not found');
  if (request.rawBody === null) throw unauthorized('Invalid webhook signature');
  const secret = deps.secrets.open(connector.webhookSecret, secretPlaces.connectorWebhookSecret(connector.id));
  const verified = verifyStripeEvent(request.rawBody, request.signature, secret);
  if (!verified.ok) throw unauthorized('Invalid webhook signature');
  return { connectorId: connector.id, event: verified.event };
}

/**
 * Applies a verified Stripe event once per event id through the provider event service (recorded
 * first: a redelivery, or the same event reaching two instances at once, finds it there and changes
 * nothing). States are compared, not fetched: the status machines never move a payment, refund or
 * dispute backwards, so an event arriving after a later one is `stale`. The connector keeps its last
 * event and what it did.
 */
export async function applyConnectorEvent(
  deps: StripeEventDeps,
  context: { correlationId: string | null; ip: string | null },
  verified: VerifiedStripeEvent,
  payload: Record<string, unknown>,
): Promise<ProviderEventReceipt> {
  const event = translateStripeEvent(verified.event);
  let receipt: ProviderEventReceipt;
  if (await namesOtherConnector(deps.db, verified.connectorId, event)) {
    const [recorded] = await deps.db
      .insert(providerEvents)
      .values({ id: event.id, type: event.type, providerPaymentId: null, outcome: 'ignored', payload })
      .onConflictDoNothing({ target: providerEvents.id })
      .returning({ id: providerEvents.id });
    receipt = recorded ? { received: true, duplicate: false, outcome: 'ignored' } : { received: true, duplicate: true };
  } else {
    receipt = await applyProviderEvent(deps.db, context, event, payload, { acceptCanceled: true });
  }
  await deps.db
    .update(paymentConnectors)
    .set({ lastEventAt: sql`now()`, lastEventType: verified.event.type, lastEventOutcome: receipt.duplicate ? 'duplicate' : (receipt.outcome ?? null) })
    .where(eq(paymentConnectors.id, verified.connectorId));
  return receipt;
}
