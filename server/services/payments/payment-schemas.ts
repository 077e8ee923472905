import { z } from 'zod';
import type { PaymentRow } from '@/db/schema';
import { dateFilterInput, listOutput, paginationInput, sortByInput } from '../shared/pagination';

/** Payment schemas, shared by the REST routes, the console forms and the OpenAPI document. */

export const paymentStatuses = ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses, { error: `status must be one of ${paymentStatuses.join(', ')}` });

/** ISO 4217 codes accepted; all have two-decimal minor units, matching the amount rule. */
export const supportedCurrencies = ['HUF', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'PLN', 'RON'] as const;
export const currencySchema = z.enum(supportedCurrencies, {
  error: (issue) => (issue.input === undefined ? 'currency is required' : `currency must be one of ${supportedCurrencies.join(', ')}`),
});

export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 10_000_000;
const amountRange = `amount must be between ${AMOUNT_MIN} and ${AMOUNT_MAX}`;

/**
 * A JSON number of 1..10000000 with at most two decimals, turned into the exact decimal string the
 * database stores. The transform makes the outer schema a pipe, which trpc-to-openapi leaves
 * uncoerced: the string "5" is refused instead of becoming 5.
 */
export const amountInput = z
  .number()
  .min(AMOUNT_MIN, amountRange)
  .max(AMOUNT_MAX, amountRange)
  // Within the range, String() of a number never uses exponent notation and is its shortest exact form.
  .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), 'amount must have at most 2 decimal places')
  .transform((value) => String(value))
  .meta({ description: `Amount in the currency's main unit, ${AMOUNT_MIN} to ${AMOUNT_MAX}, at most 2 decimals.`, example: 1234.56 });

const userIdLength = 'userId must be between 1 and 255 characters';
export const METADATA_MAX_KEYS = 20;

export const metadataSchema = z
  .record(
    z.string().min(1, 'metadata keys must be between 1 and 40 characters').max(40, 'metadata keys must be between 1 and 40 characters'),
    z.string().max(500, 'metadata values must be at most 500 characters'),
    { error: 'metadata must be an object of string values' },
  )
  .refine((value) => Object.keys(value).length <= METADATA_MAX_KEYS, `metadata must have at most ${METADATA_MAX_KEYS} keys`)
  .meta({ description: `Up to ${METADATA_MAX_KEYS} string values; keys 1 to 40 characters, values at most 500.` });

export const createPaymentInput = z.strictObject({
  amount: amountInput,
  currency: currencySchema,
  userId: z.string().min(1, userIdLength).max(255, userIdLength),
  description: z.string().max(500, 'description must be at most 500 characters').nullish(),
  metadata: metadataSchema.nullish(),
});
export type CreatePaymentInput = z.infer<typeof createPaymentInput>;

export const paymentSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    amount: z.number().meta({ description: 'Exact amount as stored (at most 2 decimals).', example: 1234.56 }),
    currency: z.string(),
    userId: z.string(),
    description: z.string().nullable(),
    metadata: z.record(z.string(), z.string()).nullable(),
    status: z.enum(paymentStatuses),
    providerPaymentId: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    canceledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The one place a stored amount becomes a number: the database's decimal text ("1234.50") is
 * parsed once, and JSON prints the shortest form of the same value (1234.5).
 */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    tenantId: row.tenantId,
    amount: Number(row.amount),
    currency: row.currency,
    userId: row.userId,
    description: row.description,
    metadata: row.metadata,
    status: row.status,
    providerPaymentId: row.providerPaymentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

export const paymentSortFields = ['createdAt', 'amount', 'updatedAt'] as const;

export const listPaymentsInput = z.object({
  ...paginationInput,
  sortBy: sortByInput(paymentSortFields, 'createdAt'),
  status: paymentStatusSchema.optional(),
  currency: currencySchema.optional(),
  createdAfter: dateFilterInput('createdAfter'),
});
export type ListPaymentsInput = z.infer<typeof listPaymentsInput>;

export const paymentListSchema = listOutput(paymentSchema).meta({ id: 'PaymentList' });

export const paymentIdInput = z.object({ id: z.string().meta({ description: 'Payment id (UUID).' }) });
