import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type TenantStatus, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { unprocessable } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type DeliveryDeps, deliverClaimed } from './attempt-delivery';
import { claimDelivery } from './delivery-queue';
import type { WebhookEndpointTestResult } from './endpoint-schemas';
import { enqueueWebhookEvent } from './enqueue-webhook-event';
import { webhookEventCatalog, type WebhookEventType } from './event-catalog';
import { hasUrl, primaryEndpointOf } from './primary-endpoint';
import { findWebhookEndpoint } from './webhook-endpoints';
import { toWebhookAttempt, toWebhookDelivery, type WebhookDelivery } from './webhook-schemas';

/**
 * Sends a `webhook.test` event to the tenant's webhook URL (its primary endpoint) now, and answers
 * with the delivery after that first attempt. 422 without a URL.
 */
export async function sendTestWebhook(deps: DeliveryDeps & { audit: AuditContext }, tenant: { id: string; status: TenantStatus }): Promise<WebhookDelivery> {
  const [primary] = await deps.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(primaryEndpointOf(tenant.id), hasUrl()));
  if (!primary) throw unprocessable('Set a webhook URL before sending a test event');
  if (tenant.status !== 'ACTIVE') throw unprocessable('Only an ACTIVE tenant with a webhook URL can receive events');
  const { delivery } = await sendExampleEvent(deps, tenant.id, primary.id, 'webhook.test');
  return delivery;
}

/**
 * Sends an example event of `eventType` to one endpoint now, through the same path as every event
 * (signature, headers, target checks, attempt log), whatever types the endpoint subscribes to, and
 * answers with the delivery and the attempt. The row is written not due and claimed by this
 * request, so no background worker races it; if the attempt fails it is retried on the normal
 * schedule like any other delivery. A `webhook.test` event names the tenant; any other type carries
 * its catalog example's data.
 */
export async function sendExampleEvent(
  deps: DeliveryDeps & { audit: AuditContext },
  tenantId: string,
  endpointId: string,
  eventType: WebhookEventType,
): Promise<WebhookEndpointTestResult> {
  const endpoint = await findWebhookEndpoint(deps.db, tenantId, endpointId);
  if (!endpoint.enabled) throw unprocessable('This endpoint is disabled; enable it before sending to it');
  const data =
    eventType === 'webhook.test'
      ? { tenantId, message: 'A test event sent from the console or the API. It changes nothing.' }
      : (webhookEventCatalog[eventType].example.data as Record<string, unknown>);
  const id = await deps.db.transaction(async (tx) => {
    const [enqueued] = await enqueueWebhookEvent(tx, tenantId, eventType, data, { dueNow: false, endpointId: endpoint.id });
    if (enqueued) {
      await recordAuditEvent(tx, deps.audit, { action: 'webhook.test_sent', targetType: 'webhook_delivery', targetId: enqueued, details: { endpointId: endpoint.id, eventType } });
    }
    return enqueued;
  });
  if (!id) throw unprocessable('Only an ACTIVE tenant can receive events');

  // Written not due, the row is claimed by no worker: this claim cannot miss.
  const claimed = await claimDelivery(deps.db, id);
  await deliverClaimed(deps, claimed!);
  return readDeliveryWithLastAttempt(deps.db, id);
}

async function readDeliveryWithLastAttempt(db: Db, id: string): Promise<WebhookEndpointTestResult> {
  const [[row], [attempt]] = await Promise.all([
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)),
    db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(desc(webhookAttempts.attemptedAt)).limit(1),
  ]);
  return { delivery: toWebhookDelivery(row!), attempt: attempt ? toWebhookAttempt(attempt) : null };
}
