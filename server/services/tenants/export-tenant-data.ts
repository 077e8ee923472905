import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { payments, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { auditEventRecordSchema, toAuditEvent } from '../audit/list-audit-events';
import type { AuditContext } from '../audit/types';
import { paymentSchema, toPayment } from '../payments/payment-schemas';
import { type ListedEndpointRow, toWebhookEndpoint, webhookEndpointSchema } from '../webhooks/endpoint-schemas';
import { hasUrl } from '../webhooks/primary-endpoint';
import { toWebhookAttempt, toWebhookDelivery, type WebhookAttempt, webhookAttemptSchema, webhookDeliverySchema } from '../webhooks/webhook-schemas';
import type { TenantRecord } from './find-tenant';
import { tenantSchema, toTenant } from './tenant-schemas';

export const tenantExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    tenant: tenantSchema,
    payments: z.array(paymentSchema),
    webhookEndpoints: z.array(webhookEndpointSchema).meta({ description: 'Its webhook endpoints, without their secrets.' }),
    webhookDeliveries: z.array(webhookDeliverySchema.extend({ attempts: z.array(webhookAttemptSchema) })),
    auditEvents: z.array(auditEventRecordSchema).meta({ description: 'Every audit event the tenant caused or that concerns it.' }),
  })
  .meta({ id: 'TenantExport', description: 'Everything held about the tenant. Never a secret or a secret hash.' });
export type TenantExport = z.infer<typeof tenantExportSchema>;

/**
 * The calling tenant's account data as one document: its record, payments, webhook endpoints,
 * webhook deliveries with their attempts, and its audit trail. Secrets (the app secret's hash, the webhook signing
 * secrets) are never part of it. The export itself is audited.
 */
export async function exportTenantData(context: { db: Db; analytics: AnalyticsDb; audit: AuditContext }, tenant: TenantRecord): Promise<TenantExport> {
  const { db, analytics } = context;
  const [paymentRows, endpointRows, deliveryRows, attemptRows, auditRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.tenantId, tenant.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenant.id), hasUrl()))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id)) as Promise<ListedEndpointRow[]>,
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenant.id)).orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id)),
    db
      .select({ attempt: webhookAttempts })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
      .where(eq(webhookDeliveries.tenantId, tenant.id))
      .orderBy(asc(webhookAttempts.attemptedAt)),
    analytics
      .select()
      .from(auditEvents)
      .where(or(eq(auditEvents.actorId, tenant.id), eq(auditEvents.targetId, tenant.id)))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id)),
  ]);
  const attemptsByDelivery = new Map<string, WebhookAttempt[]>();
  for (const { attempt } of attemptRows) {
    const list = attemptsByDelivery.get(attempt.deliveryId) ?? [];
    list.push(toWebhookAttempt(attempt));
    attemptsByDelivery.set(attempt.deliveryId, list);
  }
  await recordAuditEvent(db, context.audit, { action: 'tenant.data_exported', targetType: 'tenant', targetId: tenant.id });
  return {
    exportedAt: new Date().toISOString(),
    tenant: toTenant(tenant),
    payments: paymentRows.map(toPayment),
    // Header values (often a receiver's key) stay out of the file, as the signing secrets do.
    webhookEndpoints: endpointRows.map((row) => toWebhookEndpoint(row, null)),
    webhookDeliveries: deliveryRows.map((row) => ({ ...toWebhookDelivery(row), attempts: attemptsByDelivery.get(row.id) ?? [] })),
    auditEvents: auditRows.map(toAuditEvent),
  };
}
