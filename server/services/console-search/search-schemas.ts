import { z } from 'zod';
import { disputeStatuses } from '../disputes/dispute-constants';
import { paymentStatuses } from '../payments/payment-schemas';
import { refundStatuses } from '../refunds/refund-constants';
import { tenantStatuses } from '../tenants/tenant-schemas';
import { webhookDeliveryStatuses } from '../webhooks/webhook-schemas';

/** What the console's command palette sends: the text typed, as typed. */
export const consoleSearchInput = z.strictObject({
  query: z.string().trim().min(1, 'query must be between 1 and 200 characters').max(200, 'query must be between 1 and 200 characters'),
});
export type ConsoleSearchInput = z.infer<typeof consoleSearchInput>;

/** At most this many hits of each kind: the palette shows a handful, a list page shows the rest. */
export const HITS_PER_KIND = 5;

export const tenantHitSchema = z.object({ id: z.uuid(), appId: z.string(), name: z.string(), status: z.enum(tenantStatuses) });

export const paymentHitSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  userId: z.string(),
  providerPaymentId: z.string().nullable(),
  /** The metadata entry whose value the text matched, when that is how the payment was found. */
  metadataMatch: z.object({ key: z.string(), value: z.string() }).nullable(),
});

/** A refund has no page of its own: it is opened on its payment's page, which lists it. */
export const refundHitSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  tenantId: z.uuid(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(refundStatuses),
  providerRefundId: z.string().nullable(),
});

export const disputeHitSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  tenantId: z.uuid(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(disputeStatuses),
  reason: z.string(),
  providerDisputeId: z.string(),
});

export const deliveryHitSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: z.iso.datetime(),
});

export const auditEventHitSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  action: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
});

/** An administrator's hits, across tenants; the audit log may be down while the rest answers. */
export const adminSearchResultsSchema = z.object({
  tenants: z.array(tenantHitSchema),
  payments: z.array(paymentHitSchema.extend({ tenantName: z.string() })),
  refunds: z.array(refundHitSchema.extend({ tenantName: z.string() })),
  disputes: z.array(disputeHitSchema.extend({ tenantName: z.string() })),
  deliveries: z.array(deliveryHitSchema.extend({ tenantName: z.string() })),
  auditEvents: z.array(auditEventHitSchema),
  auditLogUnavailable: z.boolean(),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;

/** A tenant's hits: its own payments, refunds, disputes and deliveries only. */
export const tenantSearchResultsSchema = z.object({
  payments: z.array(paymentHitSchema),
  refunds: z.array(refundHitSchema),
  disputes: z.array(disputeHitSchema),
  deliveries: z.array(deliveryHitSchema),
});
export type TenantSearchResults = z.infer<typeof tenantSearchResultsSchema>;
