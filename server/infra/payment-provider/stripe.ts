import Stripe from 'stripe';
import { ProviderError } from './provider-error';
import type { PaymentProvider, ProviderDisputeState, ProviderDisputeStatus, ProviderPaymentState, ProviderRefundState } from './types';

/** Where the library sends its requests: Stripe itself unless STRIPE_API_BASE_URL names a Stripe-compatible server. */
export type StripeEndpoint = { apiBaseUrl: string | null; timeoutMs?: number; maxNetworkRetries?: number };

/** The Stripe client of one secret or restricted key, pointed at `endpoint`. */
export function stripeClient(secretKey: string, endpoint: StripeEndpoint): Stripe {
  const base = endpoint.apiBaseUrl ? new URL(endpoint.apiBaseUrl) : null;
  return new Stripe(secretKey, {
    // The library's pinned version: the object shapes this adapter reads are the ones its types describe.
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    // One retry on a network failure or a 409/5xx Stripe marks retryable, always with the same
    // idempotency key; then the call fails and the caller answers 503.
    maxNetworkRetries: endpoint.maxNetworkRetries ?? 1,
    timeout: endpoint.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'billing-platform' },
  });
}

/** What Stripe said, as one of the provider failure kinds (server/infra/payment-provider/provider-error.ts). */
export function providerErrorOf(error: unknown): ProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new ProviderError('unavailable', 'Stripe could not be reached', {}, { cause: error });
  }
  const details = { code: error.code ?? null, declineCode: error.decline_code ?? null, statusCode: error.statusCode ?? null };
  const message = error.message || 'Stripe refused the request';
  switch (error.type) {
    case 'StripeCardError':
      return new ProviderError('declined', message, details, { cause: error });
    case 'StripeInvalidRequestError':
      return new ProviderError('invalid', message, details, { cause: error });
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new ProviderError('authentication', message, details, { cause: error });
    case 'StripeRateLimitError':
      return new ProviderError('rate_limited', message, { ...details, retryAfterS: 2 }, { cause: error });
    case 'StripeIdempotencyError':
      return new ProviderError('conflict', message, details, { cause: error });
    default:
      // StripeAPIError (a 5xx), StripeConnectionError (network, timeout) and anything newer.
      return new ProviderError('unavailable', message, { ...details, retryAfterS: 5 }, { cause: error });
  }
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerErrorOf(error);
  }
}

/** Stripe's PaymentIntent statuses in ours; the ones that wait for the customer decide nothing yet. */
export function paymentStateOf(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ProviderPaymentState {
  switch (intent.status) {
    case 'processing':
      return { status: 'PROCESSING' };
    case 'succeeded':
      return { status: 'SUCCEEDED' };
    case 'canceled':
      return { status: 'CANCELED' };
    case 'requires_payment_method':
      // Back to asking for a payment method after an attempt: that attempt failed.
      return intent.last_payment_error ? { status: 'FAILED', failureReason: intent.last_payment_error.message ?? 'The payment failed' } : { status: null };
    default:
      return { status: null };
  }
}

export function refundStateOf(refund: Pick<Stripe.Refund, 'status' | 'failure_reason'>): ProviderRefundState {
  if (refund.status === 'succeeded') return { status: 'SUCCEEDED' };
  if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'FAILED', failureReason: refund.failure_reason ?? `Refund ${refund.status}` };
  return { status: null };
}

/** Stripe's dispute statuses in the provider words the dispute service takes; `null`: nothing to move. */
const disputeStatusOf: Record<string, ProviderDisputeStatus | null> = {
  warning_needs_response: 'needs_response',
  needs_response: 'needs_response',
  warning_under_review: 'under_review',
  under_review: 'under_review',
  won: 'won',
  lost: 'lost',
  // An inquiry closed without a chargeback, and a dispute Stripe prevented: the money stays.
  warning_closed: 'won',
  prevented: 'won',
};

/** The id of an expandable field (a string, or the expanded object). */
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A Stripe dispute (an event's object, or one retrieved) in the provider words the dispute service takes. */
export function disputeStateOf(dispute: Pick<Stripe.Dispute, 'id' | 'amount' | 'currency' | 'reason' | 'status' | 'payment_intent' | 'evidence_details'>): ProviderDisputeState {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    providerDisputeId: dispute.id,
    providerPaymentId: idOf(dispute.payment_intent),
    minorUnits: BigInt(dispute.amount),
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason,
    status: disputeStatusOf[dispute.status] ?? null,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
  };
}

/**
 * A tenant's Stripe account as a payment provider: a PaymentIntent per payment (our payment id as
 * its idempotency key and in its metadata), cancel, refunds (our refund id as the key), dispute
 * evidence (submitted at once) and acceptance (the dispute is closed). Every Stripe failure becomes a
 * ProviderError the services map to the one error model.
 */
export function createStripeProvider(secretKey: string, endpoint: StripeEndpoint, options: { connectorId: string }): PaymentProvider {
  const stripe = stripeClient(secretKey, endpoint);
  return {
    name: 'stripe',
    createPayment: ({ paymentId, minorUnits, currency }) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(minorUnits),
            currency: currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { paymentId, connectorId: options.connectorId },
          },
          { idempotencyKey: paymentId },
        );
        return {
          providerPaymentId: intent.id,
          nextAction: intent.client_secret ? { type: 'stripe_confirm_payment' as const, clientSecret: intent.client_secret } : null,
        };
      }),
    cancelPayment: ({ providerPaymentId }) =>
      call(async () => {
        await stripe.paymentIntents.cancel(providerPaymentId, {}, { idempotencyKey: `cancel-${providerPaymentId}` });
      }),
    refund: ({ refundId, providerPaymentId, minorUnits }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: providerPaymentId, amount: Number(minorUnits), metadata: { refundId } },
          { idempotencyKey: refundId },
        );
        return { providerRefundId: refund.id };
      }),
    submitDisputeEvidence: ({ providerDisputeId, evidence }) =>
      call(async () => {
        await stripe.disputes.update(providerDisputeId, { evidence: { uncategorized_text: evidence }, submit: true });
      }),
    acceptDispute: ({ providerDisputeId }) =>
      call(async () => {
        await stripe.disputes.close(providerDisputeId);
      }),
    retrievePayment: (providerPaymentId) => call(async () => paymentStateOf(await stripe.paymentIntents.retrieve(providerPaymentId))),
    retrieveRefund: (providerRefundId) => call(async () => refundStateOf(await stripe.refunds.retrieve(providerRefundId))),
    retrieveDispute: (providerDisputeId) => call(async () => disputeStateOf(await stripe.disputes.retrieve(providerDisputeId))),
  };
}

/**
 * Checks a key against Stripe (`GET /v1/balance`, which any secret key and a restricted key with
 * balance read may call), and says which account it is when the key may read it.
 */
export async function checkStripeKey(secretKey: string, endpoint: StripeEndpoint): Promise<{ accountId: string | null; livemode: boolean }> {
  const stripe = stripeClient(secretKey, endpoint);
  const balance = await call(() => stripe.balance.retrieve());
  // A restricted key may not read the account: the check has passed already on the balance.
  const account = await stripe.accounts.retrieveCurrent().catch(() => null);
  return { accountId: account?.id ?? null, livemode: balance.livemode };
}

export type StripeEvent = Stripe.Event;

/**
 * Verifies a Stripe webhook with the official library (`Stripe-Signature` over the raw body, the
 * library's 5-minute tolerance) and answers the event, or why it was refused. Never throws: a bad
 * signature, a stale timestamp or a body that is not an event is `ok: false`.
 */
export function verifyStripeEvent(rawBody: string, signatureHeader: string | null, webhookSecret: string): { ok: true; event: Stripe.Event } | { ok: false; reason: string } {
  if (!signatureHeader) return { ok: false, reason: 'No Stripe-Signature header' };
  try {
    return { ok: true, event: Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
