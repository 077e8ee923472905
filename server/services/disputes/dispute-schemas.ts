import { z } from 'zod';
import type { DisputeRow } from '@/db/schema';
import { supportedCurrencies } from '../payments/payment-schemas';
import { dateFilterInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { disputeStatuses, EVIDENCE_MAX } from './dispute-constants';
import { amountAsNumber } from '../money';

export { disputeStatuses, EVIDENCE_MAX };

/** Dispute schemas, shared by the REST routes, the OpenAPI document and the webhook event catalog. */

/** The statuses a dispute can still be answered in; WON and LOST are final. */
export const openDisputeStatuses = ['NEEDS_RESPONSE', 'UNDER_REVIEW'] as const;
export const closedDisputeStatuses = ['WON', 'LOST'] as const;

export const disputeStatusSchema = z.enum(disputeStatuses, { error: `status must be one of ${disputeStatuses.join(', ')}` });

const evidenceRule = `text must be between 1 and ${EVIDENCE_MAX} characters`;

/** `POST /disputes/{id}/evidence`: the dispute in the path, the evidence in the body. */
export const submitEvidenceInput = z.strictObject({
  id: rowIdParam('Dispute id (UUID).'),
  text: z
    .string({ error: (issue) => (issue.input === undefined ? 'text is required' : 'text must be a string') })
    .min(1, evidenceRule)
    .max(EVIDENCE_MAX, evidenceRule)
    .meta({ description: `The tenant’s answer to the dispute, sent to the provider as is: 1 to ${EVIDENCE_MAX} characters.`, example: 'Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).' }),
});
export type SubmitEvidenceInput = z.infer<typeof submitEvidenceInput>;

export const disputeSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    amount: z.number().meta({ description: 'Exact amount contested (at most 2 decimals), in the payment’s currency.', example: 1234.56 }),
    currency: z.enum(supportedCurrencies),
    reason: z.string().meta({ description: 'The provider’s reason for the dispute, such as `fraudulent`.', example: 'fraudulent' }),
    status: z.enum(disputeStatuses),
    evidenceDueBy: z.iso.datetime().meta({ description: 'Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.' }),
    evidence: z.string().nullable().meta({ description: 'The evidence submitted; null until then.' }),
    evidenceSubmittedAt: z.iso.datetime().nullable(),
    providerDisputeId: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: amountAsNumber(row.amount),
    // The column is text, but a dispute always takes the currency of its payment.
    currency: row.currency as (typeof supportedCurrencies)[number],
    reason: row.reason,
    status: row.status,
    evidenceDueBy: row.evidenceDueBy.toISOString(),
    evidence: row.evidence,
    evidenceSubmittedAt: row.evidenceSubmittedAt?.toISOString() ?? null,
    providerDisputeId: row.providerDisputeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const disputeSortFields = ['createdAt', 'evidenceDueBy'] as const;

export const listDisputesShape = {
  ...paginationInput,
  sortBy: sortByInput(disputeSortFields, 'createdAt'),
  status: disputeStatusSchema.optional(),
  paymentId: z
    .uuid({ error: 'paymentId must be a UUID' })
    .optional()
    .meta({ description: 'Only the disputes of this payment (a payment that is not the tenant’s, or does not exist, has none).' }),
  createdAfter: dateFilterInput('createdAfter'),
  createdBefore: dateFilterInput('createdBefore'),
};
export const listDisputesInput = listQueryInput(listDisputesShape);
export type ListDisputesInput = z.infer<typeof listDisputesInput>;

export const disputeListSchema = listOutput(disputeSchema).meta({ id: 'DisputeList' });

export const disputeIdInput = z.object({ id: rowIdParam('Dispute id (UUID).') });
