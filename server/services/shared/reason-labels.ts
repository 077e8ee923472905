/**
 * What a person reads for a refund's or a dispute's reason code: `product_not_received` is shown as
 * "Product not received". One map for both (a refund and a dispute can both be `fraudulent` or a
 * `duplicate`), without zod, so a console page imports it without the API's schemas. Dispute
 * reasons are the provider's words and may be new: an unknown code is read aloud from its own words.
 */
export const reasonLabels: Readonly<Record<string, string>> = {
  // Refunds (refund-schemas.ts `refundReasons`).
  duplicate: 'Duplicate',
  fraudulent: 'Fraudulent',
  requested_by_customer: 'Requested by customer',
  // Disputes, as card networks' providers name them.
  bank_cannot_process: 'Bank cannot process',
  check_returned: 'Check returned',
  credit_not_processed: 'Credit not processed',
  customer_initiated: 'Customer initiated',
  debit_not_authorized: 'Debit not authorized',
  general: 'General',
  incorrect_account_details: 'Incorrect account details',
  insufficient_funds: 'Insufficient funds',
  product_not_received: 'Product not received',
  product_unacceptable: 'Product unacceptable',
  subscription_canceled: 'Subscription canceled',
  unrecognized: 'Unrecognized',
};

/** The label of a reason code; null (no reason given) reads as a dash, an unknown code as its words. */
export function reasonLabel(code: string | null | undefined): string {
  if (!code) return '—';
  const known = reasonLabels[code];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}
