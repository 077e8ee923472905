/**
 * The payment values the console's lists and figures name, without zod: a page that only lists
 * statuses does not load and build the API's schemas (payment-schemas.ts re-exports them).
 */
export const paymentStatuses = ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED', 'REFUNDED'] as const;

/** ISO 4217 codes accepted; all have two-decimal minor units, matching the amount rule. */
export const supportedCurrencies = ['HUF', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'PLN', 'RON'] as const;
