import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries, webhookDeliveryCounts } from '@/db/schema';
import { notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { readInScope, scopeCondition, type TenantScope } from '../shared/tenant-scope';
import { type ListWebhookDeliveriesInput, toWebhookDelivery, type WebhookDelivery } from './webhook-schemas';

/** The delivery log of one tenant, newest first by default; every query is bounded to the tenant, and read as the tenant. */
export function listWebhookDeliveries(db: Db, scope: TenantScope, input: ListWebhookDeliveriesInput): Promise<Page<WebhookDelivery>> {
  return readInScope(db, scope, (tx) => readDeliveryPage(tx, scope, input));
}

async function readDeliveryPage(db: Db, scope: TenantScope, input: ListWebhookDeliveriesInput): Promise<Page<WebhookDelivery>> {
  const filters = scopeCondition(webhookDeliveries.tenantId, scope);
  if (input.status) filters.push(eq(webhookDeliveries.status, input.status));
  if (input.endpointId) filters.push(eq(webhookDeliveries.endpointId, input.endpointId));
  if (input.eventType) filters.push(eq(webhookDeliveries.eventType, input.eventType));
  const where = and(...filters);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const counted = scopeCondition(webhookDeliveryCounts.tenantId, scope);
  if (input.status) counted.push(eq(webhookDeliveryCounts.status, input.status));
  // The counters know tenants and statuses only: an endpoint's or a type's total is counted, over its own index.
  const totalQuery =
    input.endpointId || input.eventType
      ? db.select({ value: count() }).from(webhookDeliveries).where(where)
      : db.select({ value: sum(webhookDeliveryCounts.count).mapWith(Number) }).from(webhookDeliveryCounts).where(and(...counted));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(direction(webhookDeliveries.createdAt), direction(webhookDeliveries.id))
      .limit(input.limit)
      .offset(input.offset),
    // Counters kept by triggers (migration 0003): the total costs the same at a million deliveries.
    totalQuery,
  ]);
  return page(rows.map(toWebhookDelivery), total?.value ?? 0, input.limit, input.offset);
}

/**
 * Queues a delivery again, now, with the same id (receivers deduplicate on `webhook-id`). The
 * retry schedule starts over; the attempt log keeps every earlier attempt. A worker's claim is
 * dropped: an attempt in flight still records itself, but the delivery stays due and is sent again.
 * Another tenant's delivery is not found.
 */
export async function resendWebhookDelivery(context: { db: Db; audit: AuditContext }, tenantId: string, id: string): Promise<WebhookDelivery> {
  if (!isRowId(id)) throw notFound('Webhook delivery not found');
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', attemptCount: 0, nextAttemptAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.tenantId, tenantId)))
      .returning();
    if (!row) throw notFound('Webhook delivery not found');
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook.delivery_resent',
      targetType: 'webhook_delivery',
      targetId: row.id,
      details: { eventType: row.eventType },
    });
    return toWebhookDelivery(row);
  });
}
