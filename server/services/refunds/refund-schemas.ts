import { z } from 'zod';
import type { RefundRow } from '@/db/schema';
import { metadataSchema, supportedCurrencies } from '../payments/payment-schemas';
import { AMOUNT_MAX, amountInputSchema } from '../money/amount-input';
import { dateFilterInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { refundStatuses } from './refund-constants';
import { amountAsNumber } from '../money';

/** Refund schemas, shared by the REST routes, the OpenAPI document and the webhook event catalog. */

export { refundStatuses };
export const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export const refundStatusSchema = z.enum(refundStatuses, { error: `status must be one of ${refundStatuses.join(', ')}` });

/** A refund's amount: the shared money amount's rules, from anything above 0 (what is left of a payment can be less than the smallest payment). */
export const refundAmountInput = amountInputSchema({
  lowest: 'positive',
  rule: `amount must be greater than 0 and at most ${AMOUNT_MAX}`,
  description: 'Amount to give back, in the payment’s currency: more than 0, at most 2 decimals, at most what is left to refund. Default: all that is left.',
  example: 10.5,
});

export const refundReasonSchema = z.enum(refundReasons, { error: `reason must be one of ${refundReasons.join(', ')}` });

/** `POST /payments/{id}/refunds`: the payment in the path, the refund in the body. */
export const createRefundInput = z.strictObject({
  id: rowIdParam('Payment id (UUID).'),
  amount: refundAmountInput.optional(),
  reason: refundReasonSchema.nullish(),
  metadata: metadataSchema.nullish(),
});
export type CreateRefundInput = z.infer<typeof createRefundInput>;

export const refundSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    amount: z.number().meta({ description: 'Exact amount as stored (at most 2 decimals), in the payment’s currency.', example: 10.5 }),
    currency: z.enum(supportedCurrencies),
    status: z.enum(refundStatuses),
    reason: z.enum(refundReasons).nullable(),
    metadata: z.record(z.string(), z.string()).nullable(),
    providerRefundId: z.string().nullable(),
    failureReason: z.string().nullable().meta({ description: 'The provider’s reason, once FAILED; null otherwise.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: amountAsNumber(row.amount),
    // The column is text, but a refund always takes the currency of its payment.
    currency: row.currency as (typeof supportedCurrencies)[number],
    status: row.status,
    reason: row.reason,
    metadata: row.metadata,
    providerRefundId: row.providerRefundId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const refundSortFields = ['createdAt'] as const;

export const listRefundsShape = {
  ...paginationInput,
  sortBy: sortByInput(refundSortFields, 'createdAt'),
  status: refundStatusSchema.optional(),
  createdAfter: dateFilterInput('createdAfter'),
  createdBefore: dateFilterInput('createdBefore'),
};
export const listRefundsInput = listQueryInput(listRefundsShape);
export type ListRefundsInput = z.infer<typeof listRefundsInput>;

/** One payment's refunds: its id in the path, the list conventions in the query. */
export const listPaymentRefundsInput = listQueryInput({ id: rowIdParam('Payment id (UUID).'), ...listRefundsShape });

export const refundListSchema = listOutput(refundSchema).meta({ id: 'RefundList' });

export const refundIdInput = z.object({ id: rowIdParam('Refund id (UUID).') });
