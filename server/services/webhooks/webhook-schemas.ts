import { z } from 'zod';
import type { WebhookAttemptRow, WebhookDeliveryRow } from '@/db/schema';
import { listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { webhookEventTypes } from './event-catalog';
import { webhookDeliveryStatuses } from './webhook-constants';

/** Webhook schemas, shared by the REST routes, the console and the OpenAPI document. */

export const webhookSecretSchema = z
  .object({ secret: z.string().meta({ description: 'Standard Webhooks signing secret (`whsec_…`).' }) })
  .meta({ id: 'WebhookSecret' });

/** How long a rotated-out secret keeps signing beside the new one, as the tenant chooses. */
export const webhookSecretGracePeriods = ['none', '1h', '24h', '7d'] as const;
export type WebhookSecretGracePeriod = (typeof webhookSecretGracePeriods)[number];
export const gracePeriodSeconds: Record<WebhookSecretGracePeriod, number> = { none: 0, '1h': 3_600, '24h': 86_400, '7d': 604_800 };

export const rotateWebhookSecretInput = z.strictObject({
  gracePeriod: z
    .enum(webhookSecretGracePeriods, { error: `gracePeriod must be one of ${webhookSecretGracePeriods.join(', ')}` })
    .default('24h')
    .meta({
      description:
        'How long the old secret keeps signing too: every event then carries two signatures, so a receiver holding either verifies it. ' +
        '`none` drops it at once. Default `24h`.',
    }),
});
export type RotateWebhookSecretInput = z.infer<typeof rotateWebhookSecretInput>;

export const rotatedWebhookSecretSchema = z
  .object({
    secret: z.string().meta({ description: 'The new Standard Webhooks signing secret (`whsec_…`).' }),
    previousSecretExpiresAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the old secret still signs alongside the new one; null when it stopped at once.' }),
  })
  .meta({ id: 'RotatedWebhookSecret' });
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecretSchema>;

/** Whether a rotated-out secret still signs beside the current one, and until when. */
export const webhookSecretGraceSchema = z
  .object({
    previousSecretExpiresAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the previous secret still signs alongside the current one; null when no grace period is running.' }),
  })
  .meta({ id: 'WebhookSecretGrace' });
export type WebhookSecretGrace = z.infer<typeof webhookSecretGraceSchema>;

export { webhookDeliveryStatuses } from './webhook-constants';

export const webhookDeliverySchema = z
  .object({
    id: z.uuid().meta({ description: 'The delivery id. The delivery to the primary endpoint (the tenant’s `webhookUrl`) has the event’s id as its own.' }),
    eventId: z.uuid().meta({ description: 'The event id, sent as `webhook-id` on every attempt to every endpoint (resends included).' }),
    endpointId: z.uuid().nullable().meta({ description: 'The endpoint it goes to; null once that endpoint was removed.' }),
    eventType: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    attemptCount: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastAttemptAt: z.iso.datetime().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    payload: z.record(z.string(), z.unknown()).meta({ description: 'The body sent: `{id, type, createdAt, data}`.' }),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

export const listWebhookDeliveriesShape = {
  ...paginationInput,
  sortBy: sortByInput(['createdAt'] as const, 'createdAt'),
  status: z.enum(webhookDeliveryStatuses, { error: `status must be one of ${webhookDeliveryStatuses.join(', ')}` }).optional(),
  endpointId: z.uuid({ error: 'endpointId must be a webhook endpoint id (UUID)' }).optional().meta({ description: 'Only the deliveries to this endpoint.' }),
  eventType: z
    .enum(webhookEventTypes, { error: `eventType must be one of ${webhookEventTypes.join(', ')}` })
    .optional()
    .meta({ description: 'Only the deliveries of this event type.' }),
};
export const listWebhookDeliveriesInput = listQueryInput(listWebhookDeliveriesShape);
export type ListWebhookDeliveriesInput = z.infer<typeof listWebhookDeliveriesInput>;

export const webhookDeliveryListSchema = listOutput(webhookDeliverySchema).meta({ id: 'WebhookDeliveryList' });

export const webhookDeliveryIdInput = z.object({ id: rowIdParam('Delivery id (UUID), the `webhook-id` of the event.') });

/** What one pass of the delivery worker did. */
export const deliveryRunSchema = z
  .object({
    delivered: z.number().int(),
    failed: z.number().int().meta({ description: 'Deliveries given up (retries exhausted; tenant not active; endpoint disabled or removed).' }),
    rescheduled: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryRun' });
export type DeliveryRun = z.infer<typeof deliveryRunSchema>;

/** One attempt of a delivery, as the attempt log keeps it. */
export const webhookAttemptSchema = z.object({
  attemptNumber: z.number().int(),
  attemptedAt: z.iso.datetime(),
  url: z.string(),
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable().meta({ description: 'The first 1,024 characters of the receiver’s answer.' }),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const toWebhookAttempt = (row: WebhookAttemptRow): WebhookAttempt => ({
  attemptNumber: row.attemptNumber,
  attemptedAt: row.attemptedAt.toISOString(),
  url: row.url,
  durationMs: row.durationMs,
  statusCode: row.statusCode,
  error: row.error,
  responseExcerpt: row.responseExcerpt,
});

/** The tenant a delivery or payment belongs to, as the console names it. */
export const tenantRefSchema = z.object({ id: z.uuid(), name: z.string(), appId: z.string() });

/** A delivery with its attempts (newest first), the payment it is about, and its tenant: the console's detail page. */
export const webhookDeliveryDetailSchema = z.object({
  delivery: webhookDeliverySchema,
  attempts: z.array(webhookAttemptSchema),
  paymentId: z.uuid().nullable(),
  tenant: tenantRefSchema,
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;
