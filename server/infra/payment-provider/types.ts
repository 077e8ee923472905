/**
 * What the service asks of a payment provider; each provider (sandbox, a real one later) implements
 * it.
 */
export type PaymentProvider = {
  /** Stored on each payment, so provider events are matched to the provider that created it. */
  readonly name: string;
  /**
   * Registers a payment with the provider. `paymentId` is ours and stable, so a provider that
   * supports idempotency keys can use it to make a retried call create nothing new.
   */
  createPayment(request: CreateProviderPayment): Promise<CreatedProviderPayment>;
  /**
   * Tells the provider a payment we cancel will not be paid (a Stripe PaymentIntent is canceled).
   * Called before our record changes: a refusal leaves the payment as it was.
   */
  cancelPayment(request: { paymentId: string; providerPaymentId: string }): Promise<void>;
  /**
   * Asks the provider to give back part or all of a payment. `refundId` is ours and stable (the
   * same for a retry with the same Idempotency-Key), for the provider to deduplicate on. The outcome
   * arrives later as a `refund.succeeded` or `refund.failed` event.
   */
  refund(request: CreateProviderRefund): Promise<{ providerRefundId: string }>;
  /**
   * Sends the tenant's answer to a dispute. The provider's decision arrives later as a
   * `dispute.closed` event (`won` or `lost`).
   */
  submitDisputeEvidence(request: SubmitProviderDisputeEvidence): Promise<void>;
  /** Concedes a dispute at the provider (Stripe closes it): the tenant accepted it. */
  acceptDispute(request: { disputeId: string; providerDisputeId: string }): Promise<void>;
  /**
   * Where a payment or refund stands at the provider now, for reconciliation (a missed webhook);
   * a provider whose events are the only truth (the sandbox) has none.
   */
  retrievePayment?(providerPaymentId: string): Promise<ProviderPaymentState>;
  retrieveRefund?(providerRefundId: string): Promise<ProviderRefundState>;
  /** A dispute as the provider holds it now, for a dispute whose opening event could not be applied when it arrived. */
  retrieveDispute?(providerDisputeId: string): Promise<ProviderDisputeState>;
};

/**
 * What the customer's browser needs to pay: Stripe's PaymentIntent client secret, which Stripe.js
 * (`stripe.confirmPayment`) takes with the tenant's publishable key. Stripe designs it to be held
 * by the front end; it can complete this one payment and nothing else.
 */
export type PaymentNextAction = { type: 'stripe_confirm_payment'; clientSecret: string };

export type CreatedProviderPayment = { providerPaymentId: string; nextAction?: PaymentNextAction | null };

/** A payment's state at the provider, in our status words; `null` while nothing is decided (still to be paid). */
export type ProviderPaymentState = { status: 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED' | null; failureReason?: string | null };
export type ProviderRefundState = { status: 'SUCCEEDED' | 'FAILED' | null; failureReason?: string | null };

/**
 * A dispute at the provider, in the provider words the dispute service takes: the amount in the
 * currency's minor units (the money module converts it), `status` null when the provider's state moves
 * nothing of ours, `evidenceDueBy` null when the bank allows no answer.
 */
export type ProviderDisputeState = {
  providerDisputeId: string;
  providerPaymentId: string | null;
  minorUnits: bigint;
  currency: string;
  reason: string;
  status: ProviderDisputeStatus | null;
  evidenceDueBy: Date | null;
};

export type SubmitProviderDisputeEvidence = {
  disputeId: string;
  providerDisputeId: string;
  /** What the tenant wrote, 1 to 20,000 characters. */
  evidence: string;
};

export type CreateProviderPayment = {
  paymentId: string;
  /** Exact decimal with at most two places, as stored (`"1234.56"`). */
  amount: string;
  /** The same amount in the currency's minor units (the money module's), as card networks count it. */
  minorUnits: bigint;
  currency: string;
};

export type CreateProviderRefund = {
  refundId: string;
  providerPaymentId: string;
  /** Exact decimal with at most two places (`"10.5"`), in the payment's currency. */
  amount: string;
  minorUnits: bigint;
  currency: string;
};

/** The events a provider sends to `POST /webhooks/paymentprovider` that move a payment. */
export const providerEventTypes = ['payment.processing', 'payment.succeeded', 'payment.failed'] as const;
export type ProviderEventType = (typeof providerEventTypes)[number];

/** The events that settle a refund; they name it by `data.providerRefundId`. */
export const providerRefundEventTypes = ['refund.succeeded', 'refund.failed'] as const;
export type ProviderRefundEventType = (typeof providerRefundEventTypes)[number];

/** The events of a dispute; they name it by `data.providerDisputeId` (`dispute.created` also names its payment). */
export const providerDisputeEventTypes = ['dispute.created', 'dispute.updated', 'dispute.closed'] as const;
export type ProviderDisputeEventType = (typeof providerDisputeEventTypes)[number];

/** How a provider reports a dispute's state: `needs_response`, `under_review`, then `won` or `lost` on `dispute.closed`. */
export const providerDisputeStatuses = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type ProviderDisputeStatus = (typeof providerDisputeStatuses)[number];

/** A provider event body: `{id, type, createdAt, data}`; the id is unique per event, redeliveries included. */
export type ProviderEvent = {
  id: string;
  type: ProviderEventType;
  createdAt: string;
  data: { providerPaymentId: string; failureReason?: string };
};

/** A refund's outcome, as the provider sends it. */
export type ProviderRefundEvent = {
  id: string;
  type: ProviderRefundEventType;
  createdAt: string;
  data: { providerRefundId: string; providerPaymentId?: string; failureReason?: string };
};

/** A dispute event, as the provider sends it. */
export type ProviderDisputeEvent = {
  id: string;
  type: ProviderDisputeEventType;
  createdAt: string;
  data: {
    providerDisputeId: string;
    providerPaymentId?: string;
    amount?: string;
    currency?: string;
    reason?: string;
    status?: ProviderDisputeStatus;
    evidenceDueBy?: string;
  };
};
