import { eq } from 'drizzle-orm';
import { type TenantRow, webhookDeliveries } from '@/db/schema';
import { unprocessable } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type DeliveryDeps, deliverClaimed } from './attempt-delivery';
import { claimDelivery } from './delivery-queue';
import { enqueueWebhookEvent } from './enqueue-webhook-event';
import { toWebhookDelivery, type WebhookDelivery } from './webhook-schemas';

/**
 * Sends a `webhook.test` event to the tenant's URL now, through the same path as every event
 * (signature, target checks, attempt log), and answers with the delivery after that first attempt.
 * The row is written not due and claimed by this request, so no background worker races it; if
 * the attempt fails it is retried on the normal schedule like any other delivery.
 */
export async function sendTestWebhook(deps: DeliveryDeps & { audit: AuditContext }, tenant: TenantRow): Promise<WebhookDelivery> {
  if (!tenant.webhookUrl) throw unprocessable('Set a webhook URL before sending a test event');
  const id = await deps.db.transaction(async (tx) => {
    const enqueued = await enqueueWebhookEvent(
      tx,
      tenant.id,
      'webhook.test',
      { tenantId: tenant.id, message: 'A test event sent from the console or the API. It changes nothing.' },
      { dueNow: false },
    );
    if (enqueued) await recordAuditEvent(tx, deps.audit, { action: 'webhook.test_sent', targetType: 'webhook_delivery', targetId: enqueued });
    return enqueued;
  });
  if (!id) throw unprocessable('Only an ACTIVE tenant with a webhook URL can receive events');

  // Written not due, the row is claimed by no worker: this claim cannot miss.
  const claimed = await claimDelivery(deps.db, id);
  await deliverClaimed(deps, claimed!);
  const [row] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return toWebhookDelivery(row!);
}
