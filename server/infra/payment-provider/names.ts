/** The providers a deployment can choose with `PAYMENT_PROVIDER`; each has a factory in ./index.ts. */
export const paymentProviderNames = ['sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
