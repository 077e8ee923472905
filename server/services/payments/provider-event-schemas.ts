import { z } from 'zod';
import {
  type ProviderDisputeEventType,
  type ProviderEventType,
  type ProviderRefundEventType,
  providerDisputeEventTypes,
  providerDisputeStatuses,
  providerEventTypes,
  providerRefundEventTypes,
} from '@/server/infra/payment-provider';

/**
 * An event from the payment provider. `payment.processing`, `payment.succeeded` and `payment.failed`
 * move a payment; `refund.succeeded` and `refund.failed` settle a refund, named by
 * `data.providerRefundId` (their `data.providerPaymentId` may be left out); `dispute.created`,
 * `dispute.updated` and `dispute.closed` open and move a dispute, named by `data.providerDisputeId`
 * (`dispute.created` also names its payment, with the reason, the due date and the amount, the whole payment by default; `dispute.closed`
 * says `won` or `lost` in `data.status`). Any other type a provider sends is
 * accepted, recorded and ignored, because a provider retries every answer other than 2xx and would
 * otherwise redeliver it forever. The envelope is still required of every type. Fields the provider
 * adds beyond these are accepted and dropped from the parsed value (the stored payload keeps the
 * body as received).
 */
export const providerEventSchema = z
  .object({
    id: z
      .string({ error: (issue) => (issue.input === undefined ? 'id is required' : 'id must be a string') })
      .min(1, 'id must be between 1 and 255 characters')
      .max(255, 'id must be between 1 and 255 characters')
      .meta({ description: "The provider's event id; a second delivery of the same id is not applied again." }),
    type: z
      .string({ error: (issue) => (issue.input === undefined ? 'type is required' : 'type must be a string') })
      .min(1, 'type must be between 1 and 255 characters')
      .max(255, 'type must be between 1 and 255 characters')
      .meta({
        description: `${providerEventTypes.join(', ')} move the payment; ${providerRefundEventTypes.join(', ')} settle a refund; ${providerDisputeEventTypes.join(', ')} open and move a dispute; any other type is recorded and answered with \`outcome: ignored\`.`,
        examples: [...providerEventTypes, ...providerRefundEventTypes, ...providerDisputeEventTypes],
      }),
    createdAt: z.iso.datetime({
      offset: true,
      error: (issue) => (issue.input === undefined ? 'createdAt is required' : 'createdAt must be an ISO 8601 date-time'),
    }),
    data: z.object(
      {
        providerPaymentId: z
          .string({ error: 'data.providerPaymentId must be a string' })
          .min(1, 'data.providerPaymentId must be between 1 and 255 characters')
          .max(255, 'data.providerPaymentId must be between 1 and 255 characters')
          .optional()
          .meta({ description: 'Required, except on the refund events and on dispute.updated and dispute.closed (which name their refund or dispute instead).' }),
        providerRefundId: z
          .string({ error: 'data.providerRefundId must be a string' })
          .min(1, 'data.providerRefundId must be between 1 and 255 characters')
          .max(255, 'data.providerRefundId must be between 1 and 255 characters')
          .optional()
          .meta({ description: `Required on ${providerRefundEventTypes.join(' and ')}: the refund the provider settled.` }),
        failureReason: z.string().max(500, 'data.failureReason must be at most 500 characters').nullish(),
        providerDisputeId: z
          .string({ error: 'data.providerDisputeId must be a string' })
          .min(1, 'data.providerDisputeId must be between 1 and 255 characters')
          .max(255, 'data.providerDisputeId must be between 1 and 255 characters')
          .optional()
          .meta({ description: `Required on ${providerDisputeEventTypes.join(', ')}: the dispute.` }),
        // The dispute events' own fields, checked only on those events (disputeEventDataSchema): another type may carry
        // fields of the same names in shapes of its own, and is recorded and ignored whatever they hold.
        amount: z.unknown().optional().meta({ description: 'On dispute.created: the amount contested, exact decimal text; the whole payment when left out.', example: '1234.56' }),
        currency: z.unknown().optional().meta({ description: 'On dispute.created: the payment’s currency.' }),
        reason: z.unknown().optional().meta({ description: 'Required on dispute.created: why the payer disputes the payment (`fraudulent`...).' }),
        status: z.unknown().optional().meta({ description: 'On dispute.updated, the dispute’s new state; required on dispute.closed: `won` or `lost`.' }),
        evidenceDueBy: z.unknown().optional().meta({ description: 'Required on dispute.created (and may change on dispute.updated): the deadline for evidence, ISO 8601.' }),
      },
      { error: (issue) => (issue.input === undefined ? 'data is required' : 'data must be an object') },
    ),
  })
  // Which id `data` must carry depends on the type. Checked even when other fields are invalid
  // (`when`), so one answer names every violated rule.
  .refine((event) => !needs(event, 'providerPaymentId'), { path: ['data', 'providerPaymentId'], message: 'data.providerPaymentId is required', when: hasData })
  .refine((event) => !needs(event, 'providerRefundId'), { path: ['data', 'providerRefundId'], message: 'data.providerRefundId is required', when: hasData })
  .refine((event) => !needs(event, 'providerDisputeId'), { path: ['data', 'providerDisputeId'], message: 'data.providerDisputeId is required', when: hasData })
  .superRefine((event, context) => {
    if (!isDisputeEventType(event.type)) return;
    for (const issue of disputeEventDataSchema(event.type).safeParse(event.data).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
    }
  })
  .meta({ id: 'ProviderEvent' });
export type ProviderEventInput = z.infer<typeof providerEventSchema>;

/** Whether the body has a `data` object to check the ids of (its absence is reported on its own). */
function hasData(payload: { value: unknown }): boolean {
  const data = (payload.value as { data?: unknown } | null)?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data);
}

/**
 * Whether the event lacks an id its type names its subject by: a refund's for the refund events, a
 * dispute's for the dispute events (`dispute.created` also its payment's), a payment's otherwise.
 */
function needs(event: unknown, field: 'providerPaymentId' | 'providerRefundId' | 'providerDisputeId'): boolean {
  const { type, data } = event as { type?: unknown; data: Record<string, unknown> };
  if (data[field] !== undefined) return false;
  const text = typeof type === 'string' ? type : '';
  if (field === 'providerRefundId') return isRefundEventType(text);
  if (field === 'providerDisputeId') return isDisputeEventType(text);
  return !isRefundEventType(text) && (!isDisputeEventType(text) || text === 'dispute.created');
}

/**
 * The fields of a dispute event's `data`: `dispute.created` names the reason and the deadline (the
 * amount and currency are the payment's when left out), `dispute.updated` may change the status or the
 * deadline, `dispute.closed` says `won` or `lost`.
 */
export function disputeEventDataSchema(type: ProviderDisputeEventType) {
  const required = (field: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? `data.${field} is required` : `data.${field} must be a string`) });
  const optional = type !== 'dispute.created';
  const reason = z.string(required('reason')).min(1, 'data.reason must be between 1 and 255 characters').max(255, 'data.reason must be between 1 and 255 characters');
  const evidenceDueBy = z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'data.evidenceDueBy is required' : 'data.evidenceDueBy must be an ISO 8601 date-time') });
  const status =
    type === 'dispute.closed'
      ? z.enum(['won', 'lost'], { error: 'data.status must be won or lost on dispute.closed' })
      : z.enum(providerDisputeStatuses, { error: `data.status must be one of ${providerDisputeStatuses.join(', ')}` }).optional();
  return z.object({
    providerDisputeId: z.string().optional(),
    providerPaymentId: z.string().optional(),
    amount: z
      .string({ error: 'data.amount must be a decimal string' })
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'data.amount must be a decimal string with at most 2 decimal places')
      .optional(),
    currency: z.string({ error: 'data.currency must be a string' }).regex(/^[A-Z]{3}$/, 'data.currency must be an ISO 4217 code').optional(),
    reason: optional ? reason.optional() : reason,
    status,
    evidenceDueBy: optional ? evidenceDueBy.optional() : evidenceDueBy,
  });
}

/** Whether the event is one of the types that open or move a dispute. */
export const isDisputeEventType = (type: string): type is ProviderDisputeEventType => (providerDisputeEventTypes as readonly string[]).includes(type);

/** Whether the event is one of the types that settle a refund. */
export const isRefundEventType = (type: string): type is ProviderRefundEventType => (providerRefundEventTypes as readonly string[]).includes(type);

/** Whether the event is one of the types that move a payment (the others are ignored). */
export const isPaymentEventType = (type: string): type is ProviderEventType => (providerEventTypes as readonly string[]).includes(type);

/** applied: the payment moved; stale: it is already past that state; ignored: unknown payment, or a type that moves nothing. */
export const providerEventOutcomes = ['applied', 'ignored', 'stale'] as const;
export type ProviderEventOutcome = (typeof providerEventOutcomes)[number];

export const providerEventReceiptSchema = z
  .object({
    received: z.literal(true),
    /** True when this event id was received before: nothing was done this time. */
    duplicate: z.boolean(),
    /** What this delivery did; absent on a duplicate. */
    outcome: z.enum(providerEventOutcomes).optional(),
  })
  .meta({ id: 'ProviderEventReceipt' });
export type ProviderEventReceipt = z.infer<typeof providerEventReceiptSchema>;
