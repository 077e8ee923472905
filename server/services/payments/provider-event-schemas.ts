import { z } from 'zod';
import { type ProviderEventType, type ProviderRefundEventType, providerEventTypes, providerRefundEventTypes } from '@/server/infra/payment-provider';

/**
 * An event from the payment provider. `payment.processing`, `payment.succeeded` and `payment.failed`
 * move a payment; `refund.succeeded` and `refund.failed` settle a refund, named by
 * `data.providerRefundId` (their `data.providerPaymentId` may be left out). Any other type a
 * provider sends (disputes...) is
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
        description: `${providerEventTypes.join(', ')} move the payment; any other type is recorded and answered with \`outcome: ignored\`.`,
        examples: [...providerEventTypes],
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
          .meta({ description: 'Required, except on the refund events (which name their refund instead).' }),
        providerRefundId: z
          .string({ error: 'data.providerRefundId must be a string' })
          .min(1, 'data.providerRefundId must be between 1 and 255 characters')
          .max(255, 'data.providerRefundId must be between 1 and 255 characters')
          .optional()
          .meta({ description: `Required on ${providerRefundEventTypes.join(' and ')}: the refund the provider settled.` }),
        failureReason: z.string().max(500, 'data.failureReason must be at most 500 characters').nullish(),
      },
      { error: (issue) => (issue.input === undefined ? 'data is required' : 'data must be an object') },
    ),
  })
  // Which id `data` must carry depends on the type. Checked even when other fields are invalid
  // (`when`), so one answer names every violated rule.
  .refine((event) => !needs(event, 'providerPaymentId'), { path: ['data', 'providerPaymentId'], message: 'data.providerPaymentId is required', when: hasData })
  .refine((event) => !needs(event, 'providerRefundId'), { path: ['data', 'providerRefundId'], message: 'data.providerRefundId is required', when: hasData })
  .meta({ id: 'ProviderEvent' });
export type ProviderEventInput = z.infer<typeof providerEventSchema>;

/** Whether the body has a `data` object to check the ids of (its absence is reported on its own). */
function hasData(payload: { value: unknown }): boolean {
  const data = (payload.value as { data?: unknown } | null)?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data);
}

/** Whether the event lacks the id its type names its subject by: a refund's for the refund events, a payment's otherwise. */
function needs(event: unknown, field: 'providerPaymentId' | 'providerRefundId'): boolean {
  const { type, data } = event as { type?: unknown; data: Record<string, unknown> };
  const refundEvent = typeof type === 'string' && isRefundEventType(type);
  return (field === 'providerRefundId') === refundEvent && data[field] === undefined;
}

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
