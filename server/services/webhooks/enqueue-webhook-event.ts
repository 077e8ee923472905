import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants, webhookDeliveries } from '@/db/schema';

/** The event types of contract §4. */
export const webhookEventTypes = [
  'payment.created',
  'payment.processing',
  'payment.succeeded',
  'payment.failed',
  'payment.canceled',
  'tenant.updated',
  /** Sent on request from the console or `POST /tenants/me/webhook-test`, to check a receiver. */
  'webhook.test',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * Puts an event in the tenant's webhook outbox. Call it with the transaction that makes the
 * change, so the event exists exactly when the change does. Only ACTIVE tenants with a webhook URL
 * get events; the delivery worker checks both again when it sends.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { dueNow?: boolean } = {},
): Promise<string | null> {
  const [tenant] = await tx.select({ status: tenants.status, webhookUrl: tenants.webhookUrl }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant || tenant.status !== 'ACTIVE' || !tenant.webhookUrl) return null;
  const id = randomUUID();
  await tx.insert(webhookDeliveries).values({
    id,
    tenantId,
    eventType: type,
    payload: { id, type, createdAt: new Date().toISOString(), data },
    // Not due: the caller sends it itself (a test event); it joins the schedule only if that attempt fails.
    ...(options.dueNow === false ? { nextAttemptAt: null } : {}),
  });
  return id;
}
