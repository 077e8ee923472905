import { z } from 'zod';
import type { PriceRow } from '@/db/schema';
import { fromMinorUnits, toMinorUnits } from '../money';
import { AMOUNT_MAX, currencySchema, supportedCurrencies } from '../payments/payment-schemas';
import { integerInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { describeInterval, MAX_INTERVAL_COUNT, MAX_TRIAL_DAYS, PRICE_NICKNAME_MAX_LENGTH, priceIntervals } from './price-constants';

/** Price schemas, shared by the REST routes, the console and the OpenAPI document. */

export { describeInterval, MAX_INTERVAL_COUNT, MAX_TRIAL_DAYS, PRICE_NICKNAME_MAX_LENGTH, priceIntervals };

/**
 * The largest unit amount in `currency`, in its minor units: the payment maximum (`AMOUNT_MAX` in
 * the main unit), so that whatever a price charges can be paid as one payment.
 */
export const maxUnitAmount = (currency: string): bigint => toMinorUnits(String(AMOUNT_MAX), currency);

const nicknameLength = `nickname must be between 1 and ${PRICE_NICKNAME_MAX_LENGTH} characters`;
const nicknameSchema = z
  .string({ error: 'nickname must be a string' })
  .min(1, nicknameLength)
  .max(PRICE_NICKNAME_MAX_LENGTH, nicknameLength)
  .refine((value) => value === '' || value.trim() !== '', 'nickname must not be blank')
  .meta({ description: `What the tenant calls the price (1 to ${PRICE_NICKNAME_MAX_LENGTH} characters); never shown to customers.`, example: 'Pro monthly' });

const intervalSchema = z.enum(priceIntervals, {
  error: (issue) => (issue.input === undefined ? 'recurring.interval is required' : `recurring.interval must be one of ${priceIntervals.join(', ')}`),
});

const recurringSchema = z
  .strictObject({
    interval: intervalSchema,
    intervalCount: integerInput('recurring.intervalCount must be an integer')
      .min(1, 'recurring.intervalCount must be at least 1')
      .default(1)
      .meta({ description: 'How many intervals between two charges (default 1): `{interval: "month", intervalCount: 3}` is quarterly. At most three years.' }),
  })
  .superRefine((recurring, ctx) => {
    const max = MAX_INTERVAL_COUNT[recurring.interval];
    if (recurring.intervalCount > max) {
      ctx.addIssue({ code: 'custom', path: ['intervalCount'], message: `recurring.intervalCount must be at most ${max} for ${recurring.interval} (three years)` });
    }
  })
  .meta({ description: 'Charged again every `intervalCount` intervals; absent or null for a one-off price.' });

export const createPriceInput = z
  .strictObject({
    nickname: nicknameSchema.nullish(),
    currency: currencySchema,
    unitAmount: integerInput('unitAmount must be an integer (minor units: cents)')
      .min(0, 'unitAmount must be 0 or more')
      .meta({
        description:
          'The amount charged each time, in the currency’s minor units as an integer: `1990` is EUR 19.90; a zero-decimal currency (JPY) counts ' +
          `whole units. 0 (free) to the payment maximum (${AMOUNT_MAX} in the main unit). A JSON number: \`"1990"\` or \`"0x1F"\` are refused.`,
        example: 1990,
      }),
    recurring: recurringSchema.nullish(),
    trialDays: integerInput('trialDays must be an integer')
      .min(1, `trialDays must be between 1 and ${MAX_TRIAL_DAYS}`)
      .max(MAX_TRIAL_DAYS, `trialDays must be between 1 and ${MAX_TRIAL_DAYS}`)
      .nullish()
      .meta({ description: 'Free days a subscription to this price starts with (recurring prices only).' }),
  })
  .superRefine((input, ctx) => {
    const max = maxUnitAmount(input.currency);
    if (BigInt(input.unitAmount) > max) {
      ctx.addIssue({ code: 'custom', path: ['unitAmount'], message: `unitAmount must be at most ${max} for ${input.currency} (${fromMinorUnits(max, input.currency)} ${input.currency})` });
    }
    if (input.trialDays != null && input.recurring == null) {
      ctx.addIssue({ code: 'custom', path: ['trialDays'], message: 'trialDays is only taken by a recurring price' });
    }
  });
export type CreatePriceInput = z.infer<typeof createPriceInput>;

export const priceIdInput = z.object({ id: rowIdParam('Price id (UUID).') });

/** What a price's customers were sold: never changed once the price exists (a new price replaces it). */
const IMMUTABLE_FIELDS = ['currency', 'unitAmount', 'recurring', 'trialDays'] as const;

/**
 * Refuses a change to what a price charges by name, with what to do instead, before the strict
 * object would call the field merely "not allowed".
 */
function refuseImmutable(input: unknown, ctx: z.RefinementCtx): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const given = IMMUTABLE_FIELDS.filter((field) => field in input);
  for (const field of given) {
    ctx.addIssue({ code: 'custom', path: [field], message: `${field} cannot be changed: create a new price and archive this one` });
  }
  if (given.length === 0) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !(IMMUTABLE_FIELDS as readonly string[]).includes(key)));
}

const updatePriceObject = z.strictObject({
  id: rowIdParam('Price id (UUID).'),
  nickname: nicknameSchema.nullish(),
  active: z
    .boolean({ error: 'active must be true or false' })
    .optional()
    .meta({ description: '`false` archives the price (no new sales; it stays readable), `true` makes it available again.' }),
});
export const updatePriceInput = z.preprocess<unknown, typeof updatePriceObject, z.input<typeof updatePriceObject>>(refuseImmutable, updatePriceObject);
export type UpdatePriceInput = z.infer<typeof updatePriceInput>;

export const priceSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    nickname: z.string().nullable(),
    currency: z.enum(supportedCurrencies),
    unitAmount: z.number().int().meta({ description: 'In the currency’s minor units.', example: 1990 }),
    unitAmountDecimal: z.string().meta({ description: 'The same amount in the main unit, with the currency’s decimals, as exact text.', example: '19.90' }),
    type: z.enum(['one_time', 'recurring']),
    recurring: z
      .object({ interval: z.enum(priceIntervals), intervalCount: z.number().int() })
      .nullable()
      .meta({ description: 'The schedule of a recurring price; null for a one-off price.' }),
    trialDays: z.number().int().nullable(),
    active: z.boolean().meta({ description: 'false once archived: no new sales, still readable.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

export const priceListSchema = listOutput(priceSchema).meta({ id: 'PriceList' });

export const listPricesShape = {
  ...paginationInput,
  sortBy: sortByInput(['createdAt'] as const, 'createdAt'),
  active: z.boolean({ error: 'active must be true or false' }).optional().meta({ description: '`true`: available prices only; `false`: archived ones only.' }),
  currency: z.enum(supportedCurrencies, { error: `currency must be one of ${supportedCurrencies.join(', ')}` }).optional(),
  type: z.enum(['one_time', 'recurring'], { error: 'type must be one_time or recurring' }).optional(),
};
export const listPricesInput = listQueryInput(listPricesShape);
export type ListPricesInput = z.infer<typeof listPricesInput>;

export function toPrice(row: PriceRow): Price {
  return {
    id: row.id,
    tenantId: row.tenantId,
    nickname: row.nickname,
    currency: row.currency as Price['currency'],
    // At most the payment maximum in minor units (10^9 for two decimals): exact as a JSON number.
    unitAmount: Number(row.unitAmount),
    unitAmountDecimal: fromMinorUnits(row.unitAmount, row.currency),
    type: row.recurringInterval ? 'recurring' : 'one_time',
    recurring: row.recurringInterval ? { interval: row.recurringInterval, intervalCount: row.recurringIntervalCount ?? 1 } : null,
    trialDays: row.trialDays,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "EUR 19.90 every month": a price as the messages and the console say it. */
export function describePrice(price: Pick<Price, 'currency' | 'unitAmountDecimal' | 'recurring'>): string {
  const amount = `${price.currency} ${price.unitAmountDecimal}`;
  return price.recurring ? `${amount} ${describeInterval(price.recurring.interval, price.recurring.intervalCount)}` : `${amount} once`;
}
