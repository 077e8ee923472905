import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries } from '@/db/schema';
import { notFound } from '@/server/errors';
import { type Page, page } from '../shared/pagination';
import { type ListWebhookDeliveriesInput, toWebhookDelivery, type WebhookDelivery } from './webhook-schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The delivery log of one tenant, newest first by default; every query is bounded to the tenant. */
export async function listWebhookDeliveries(db: Db, tenantId: string, input: ListWebhookDeliveriesInput): Promise<Page<WebhookDelivery>> {
  const filters: SQL[] = [eq(webhookDeliveries.tenantId, tenantId)];
  if (input.status) filters.push(eq(webhookDeliveries.status, input.status));
  const where = and(...filters);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(direction(webhookDeliveries.createdAt), direction(webhookDeliveries.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return page(rows.map(toWebhookDelivery), total?.value ?? 0, input.limit, input.offset);
}

/**
 * Queues a delivery again, now, with the same id (receivers deduplicate on `webhook-id`). The
 * retry schedule starts over; the attempt log keeps every earlier attempt. Another tenant's
 * delivery is not found.
 */
export async function resendWebhookDelivery(db: Db, tenantId: string, id: string): Promise<WebhookDelivery> {
  if (!UUID.test(id)) throw notFound('Webhook delivery not found');
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', attemptCount: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.tenantId, tenantId)))
    .returning();
  if (!row) throw notFound('Webhook delivery not found');
  return toWebhookDelivery(row);
}
