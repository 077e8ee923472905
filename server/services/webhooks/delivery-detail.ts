import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { notFound } from '@/server/errors';
import { toWebhookAttempt, toWebhookDelivery, type WebhookDelivery, type WebhookDeliveryDetail } from './webhook-schemas';
import { isRowId } from '../shared/row-id';


/** The most attempts a detail shows: resends start the schedule over, so a delivery's log can grow. */
const ATTEMPTS_SHOWN = 100;

/** The id of the thing an event is about (`data.id`), as the subject index reads it. */
const subjectId = sql`(${webhookDeliveries.payload} -> 'data' ->> 'id')`;

/**
 * One delivery with its attempts, newest first, the payment it is about (for `payment.*` events)
 * and its tenant. With `tenantId` (a tenant's own console) another tenant's delivery is not found,
 * as is an id that is not a UUID.
 */
export async function readWebhookDelivery(db: Db, id: string, scope: { tenantId: string } | 'any'): Promise<WebhookDeliveryDetail> {
  const missing = () => notFound('Webhook delivery not found');
  if (!isRowId(id)) throw missing();
  const owned = scope === 'any' ? eq(webhookDeliveries.id, id) : and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.tenantId, scope.tenantId));
  const [found] = await db
    .select({ delivery: webhookDeliveries, tenant: { id: tenants.id, name: tenants.name, appId: tenants.appId } })
    .from(webhookDeliveries)
    .innerJoin(tenants, eq(tenants.id, webhookDeliveries.tenantId))
    .where(owned)
    .limit(1);
  if (!found) throw missing();
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.attemptNumber))
    .limit(ATTEMPTS_SHOWN);
  const delivery = toWebhookDelivery(found.delivery);
  return { delivery, attempts: attempts.map(toWebhookAttempt), paymentId: paymentIdOf(delivery), tenant: found.tenant };
}

/** A `payment.*` event carries the payment as its data. */
function paymentIdOf(delivery: WebhookDelivery): string | null {
  if (!delivery.eventType.startsWith('payment.')) return null;
  const data = delivery.payload.data as { id?: unknown } | undefined;
  return typeof data?.id === 'string' && isRowId(data.id) ? data.id : null;
}

/** The most deliveries listed for one payment: one per state it enters, resends keep their row. */
const PAYMENT_DELIVERIES_SHOWN = 50;

/** A payment's events in the order of its lifecycle. */
const lifecycleRank: Record<string, number> = { 'payment.created': 0, 'payment.processing': 1, 'payment.succeeded': 2, 'payment.failed': 2, 'payment.canceled': 2 };

/**
 * The webhook events sent to a tenant about one of its payments, oldest first (the subject index).
 * Events written by one transaction share its time (a provider event that settles a PENDING payment
 * enqueues `processing` and `succeeded` together): those follow the payment's lifecycle.
 */
export async function listPaymentDeliveries(db: Db, tenantId: string, paymentId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(subjectId, paymentId), like(webhookDeliveries.eventType, 'payment.%')))
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id)
    .limit(PAYMENT_DELIVERIES_SHOWN);
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (lifecycleRank[a.eventType] ?? 3) - (lifecycleRank[b.eventType] ?? 3))
    .map(toWebhookDelivery);
}
