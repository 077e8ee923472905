/**
 * The price values the console's pages and forms name, without zod (price-schemas.ts re-exports
 * them): the dialog that creates a price checks its fields with the same limits the API does.
 */
export const priceIntervals = ['day', 'week', 'month', 'year'] as const;
export type PriceIntervalName = (typeof priceIntervals)[number];

/**
 * The longest schedule a recurring price may have, as Stripe allows: three years, in each unit.
 * Longer intervals would mean invoices years apart, which nobody means to set.
 */
export const MAX_INTERVAL_COUNT: Record<PriceIntervalName, number> = { day: 1095, week: 156, month: 36, year: 3 };

/** The longest free trial a recurring price may start with (two years, Stripe's limit too). */
export const MAX_TRIAL_DAYS = 730;

export const PRICE_NICKNAME_MAX_LENGTH = 100;

/** "every month", "every 3 months": how the console and the messages say a schedule. */
export function describeInterval(interval: PriceIntervalName, count: number): string {
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}
