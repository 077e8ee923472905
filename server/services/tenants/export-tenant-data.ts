import { asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { payments, type TenantRow, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { auditEventRecordSchema, toAuditEvent } from '../audit/list-audit-events';
import type { AuditContext } from '../audit/types';
import { paymentSchema, toPayment } from '../payments/payment-schemas';
import { toWebhookAttempt, toWebhookDelivery, type WebhookAttempt, webhookAttemptSchema, webhookDeliverySchema } from '../webhooks/webhook-schemas';
import { tenantSchema, toTenant } from './tenant-schemas';

export const tenantExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    tenant: tenantSchema,
    payments: z.array(paymentSchema),
    webhookDeliveries: z.array(webhookDeliverySchema.extend({ attempts: z.array(webhookAttemptSchema) })),
    auditEvents: z.array(auditEventRecordSchema).meta({ description: 'Every audit event the tenant caused or that concerns it.' }),
  })
  .meta({ id: 'TenantExport', description: 'Everything held about the tenant. Never a secret or a secret hash.' });
export type TenantExport = z.infer<typeof tenantExportSchema>;

/**
 * The calling tenant's account data as one document: its record, payments, webhook deliveries
 * with their attempts, and its audit trail. Secrets (the app secret's hash, the webhook signing
 * secret) are never part of it. The export itself is audited.
 */
export async function exportTenantData(context: { db: Db; analytics: AnalyticsDb; audit: AuditContext }, tenant: TenantRow): Promise<TenantExport> {
  const { db, analytics } = context;
  const [paymentRows, deliveryRows, attemptRows, auditRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.tenantId, tenant.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
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
    webhookDeliveries: deliveryRows.map((row) => ({ ...toWebhookDelivery(row), attempts: attemptsByDelivery.get(row.id) ?? [] })),
    auditEvents: auditRows.map(toAuditEvent),
  };
}
