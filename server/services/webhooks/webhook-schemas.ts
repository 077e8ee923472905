import { z } from 'zod';
import type { WebhookDeliveryRow } from '@/db/schema';
import { listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { webhookDeliveryStatuses } from './webhook-constants';

/** Webhook schemas, shared by the REST routes, the console and the OpenAPI document. */

export const webhookSecretSchema = z
  .object({ secret: z.string().meta({ description: 'Standard Webhooks signing secret (`whsec_…`).' }) })
  .meta({ id: 'WebhookSecret' });

export { webhookDeliveryStatuses } from './webhook-constants';

export const webhookDeliverySchema = z
  .object({
    id: z.uuid().meta({ description: 'The event id, sent as `webhook-id` on every attempt (resends included).' }),
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
};
export const listWebhookDeliveriesInput = listQueryInput(listWebhookDeliveriesShape);
export type ListWebhookDeliveriesInput = z.infer<typeof listWebhookDeliveriesInput>;

export const webhookDeliveryListSchema = listOutput(webhookDeliverySchema).meta({ id: 'WebhookDeliveryList' });

export const webhookDeliveryIdInput = z.object({ id: rowIdParam('Delivery id (UUID), the `webhook-id` of the event.') });

/** What one pass of the delivery worker did. */
export const deliveryRunSchema = z
  .object({
    delivered: z.number().int(),
    failed: z.number().int().meta({ description: 'Deliveries given up (retries exhausted, tenant not active or without a URL).' }),
    rescheduled: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryRun' });
export type DeliveryRun = z.infer<typeof deliveryRunSchema>;
