/** What the service asks of a payment provider; each provider (sandbox, a real one later) implements it. */
export type PaymentProvider = {
  /** Stored on each payment, so provider events are matched to the provider that created it. */
  readonly name: string;
  /**
   * Registers a payment with the provider. `paymentId` is ours and stable, so a provider that
   * supports idempotency keys can use it to make a retried call create nothing new.
   */
  createPayment(request: CreateProviderPayment): Promise<{ providerPaymentId: string }>;
};

export type CreateProviderPayment = {
  paymentId: string;
  /** Exact decimal with at most two places, as stored (`"1234.56"`). */
  amount: string;
  currency: string;
};

/** The events a provider sends to `POST /webhooks/paymentprovider`. */
export const providerEventTypes = ['payment.processing', 'payment.succeeded', 'payment.failed'] as const;
export type ProviderEventType = (typeof providerEventTypes)[number];

/** A provider event body: `{id, type, createdAt, data}`; the id is unique per event, redeliveries included. */
export type ProviderEvent = {
  id: string;
  type: ProviderEventType;
  createdAt: string;
  data: { providerPaymentId: string; failureReason?: string };
};
