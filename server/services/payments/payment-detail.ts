import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { type PaymentRow, type PaymentStatus, paymentConnectors, payments, providerEvents, tenants } from '@/db/schema';
import { listPaymentDeliveries } from '../webhooks/delivery-detail';
import { tenantRefSchema, webhookDeliverySchema } from '../webhooks/webhook-schemas';
import { paymentNotFound } from './find-payment';
import { isRowId } from '../shared/row-id';
import { paymentSchema, paymentStatuses, toPayment } from './payment-schemas';

/**
 * A payment as its detail page shows it: the payment, the states it went through with their
 * times, the webhook events sent about it, and its tenant.
 */

export const paymentTimelineEntrySchema = z.object({
  status: z.enum(paymentStatuses),
  at: z.iso.datetime(),
  /** Where the time comes from: the payment's own row, or the provider event that moved it. */
  source: z.enum(['payment', 'provider']),
  providerEventId: z.string().nullable(),
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

/** The connector a payment went through, as its page names it and links to the provider's dashboard (no credential). */
export const paymentConnectorRefSchema = z.object({ id: z.uuid(), name: z.string(), provider: z.enum(['sandbox', 'stripe']), livemode: z.boolean() });
export type PaymentConnectorRef = z.infer<typeof paymentConnectorRefSchema>;

export const paymentDetailSchema = z.object({
  payment: paymentSchema,
  connector: paymentConnectorRefSchema.nullable(),
  timeline: z.array(paymentTimelineEntrySchema),
  deliveries: z.array(webhookDeliverySchema),
  tenant: tenantRefSchema,
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

const providerStatus: Record<string, PaymentStatus> = {
  'payment.processing': 'PROCESSING',
  'payment.succeeded': 'SUCCEEDED',
  'payment.failed': 'FAILED',
};

/**
 * A payment by id with its timeline, deliveries and tenant. With `tenantId` (a tenant's own
 * console) another tenant's payment is not found, as is an id that is not a UUID.
 */
export async function readPaymentDetail(db: Db, id: string, scope: { tenantId: string } | 'any'): Promise<PaymentDetail> {
  if (!isRowId(id)) throw paymentNotFound();
  const owned = scope === 'any' ? eq(payments.id, id) : and(eq(payments.id, id), eq(payments.tenantId, scope.tenantId));
  const [found] = await db
    .select({
      payment: payments,
      tenant: { id: tenants.id, name: tenants.name, appId: tenants.appId },
      connector: { id: paymentConnectors.id, name: paymentConnectors.name, provider: paymentConnectors.provider, livemode: paymentConnectors.livemode },
    })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    // A removed connector still names the payment's: its page keeps the link to the provider.
    .leftJoin(paymentConnectors, eq(paymentConnectors.id, payments.connectorId))
    .where(owned)
    .limit(1);
  if (!found) throw paymentNotFound();
  const [events, deliveries] = await Promise.all([
    db
      .select({ id: providerEvents.id, type: providerEvents.type, receivedAt: providerEvents.receivedAt })
      .from(providerEvents)
      .where(and(eq(providerEvents.paymentId, id), eq(providerEvents.outcome, 'applied')))
      .orderBy(asc(providerEvents.receivedAt)),
    listPaymentDeliveries(db, found.payment.tenantId, id),
  ]);
  return { payment: toPayment(found.payment), connector: found.connector, timeline: paymentTimeline(found.payment, events), deliveries, tenant: found.tenant };
}

/**
 * The states a payment went through, oldest first, from what is stored: its creation time, each
 * provider event that moved it (kept with the time it arrived), its cancellation time. A provider
 * event that settled a PENDING payment moved it through PROCESSING at the same moment. A state
 * with no stored event of its own (the provider events were removed) takes the row's last update,
 * which is exact for a final state: nothing changes a payment after it.
 */
export function paymentTimeline(payment: PaymentRow, events: Array<{ id: string; type: string; receivedAt: Date }>): PaymentTimelineEntry[] {
  const timeline: PaymentTimelineEntry[] = [{ status: 'PENDING', at: payment.createdAt.toISOString(), source: 'payment', providerEventId: null }];
  const has = (status: PaymentStatus) => timeline.some((entry) => entry.status === status);
  for (const event of events) {
    const status = providerStatus[event.type];
    if (!status || has(status)) continue;
    const at = event.receivedAt.toISOString();
    if (status !== 'PROCESSING' && !has('PROCESSING')) timeline.push({ status: 'PROCESSING', at, source: 'provider', providerEventId: event.id });
    timeline.push({ status, at, source: 'provider', providerEventId: event.id });
  }
  if (payment.canceledAt && !has('CANCELED')) timeline.push({ status: 'CANCELED', at: payment.canceledAt.toISOString(), source: 'payment', providerEventId: null });
  if (!has(payment.status)) timeline.push({ status: payment.status, at: payment.updatedAt.toISOString(), source: 'payment', providerEventId: null });
  return timeline;
}
