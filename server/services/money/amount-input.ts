import { z } from 'zod';

/** The largest amount a payment or a refund may carry, in the currency's main unit. */
export const AMOUNT_MAX = 10_000_000;

/**
 * The one money amount a JSON body carries (a payment's, a refund's): a JSON number, never coerced
 * (the string "5" is refused instead of becoming 5), at most 2 decimals, up to AMOUNT_MAX, turned into
 * the exact decimal string the database stores. Only the lower bound and the words differ: a payment
 * starts at `min`, a refund at anything `positive` (what is left of a partly refunded payment can be
 * less than the smallest payment).
 */
export function amountInputSchema(options: { lowest: { min: number } | 'positive'; rule: string; description: string; example: number }) {
  const number = z.number({ error: (issue) => (issue.input === undefined ? undefined : 'amount must be a number') });
  const bounded = options.lowest === 'positive' ? number.gt(0, options.rule) : number.min(options.lowest.min, options.rule);
  return (
    bounded
      .max(AMOUNT_MAX, options.rule)
      // Within the range, String() of a number never uses exponent notation and is its shortest exact
      // form; the decimals are counted whatever the sign, so -5 is refused for its sign alone.
      .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), 'amount must have at most 2 decimal places')
      .transform((value) => String(value))
      // No `multipleOf: 0.01` in the document: JSON Schema validators divide binary floats, so they
      // refuse 1234.56 (and zod's own multipleOf accepts 0.30000000000000004). The rule is the one above.
      .meta({ description: options.description, example: options.example })
  );
}
