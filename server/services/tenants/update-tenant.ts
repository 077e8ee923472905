import { eq, sql } from 'drizzle-orm';
import { tenants } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { setPrimaryUrl } from '../webhooks/primary-endpoint';
import { assertWebhookUrlAllowed, type WebhookTargetPolicy } from '../webhooks/webhook-target';
import type { TenantServiceContext } from './context';
import { findTenantById, type TenantRecord } from './find-tenant';
import { type Tenant, toTenant, type UpdateTenantInput } from './tenant-schemas';

/**
 * A tenant's own settings: name and webhook URL (its primary endpoint's). Identity, secret and
 * status are not its to change.
 */
export async function updateTenant(
  context: TenantServiceContext & WebhookTargetPolicy,
  tenant: TenantRecord,
  input: UpdateTenantInput,
): Promise<Tenant> {
  const changes: Partial<Pick<TenantRecord, 'name' | 'webhookUrl'>> = {};
  if (input.name !== undefined && input.name !== tenant.name) changes.name = input.name;
  if (input.webhookUrl !== undefined && input.webhookUrl !== tenant.webhookUrl) changes.webhookUrl = input.webhookUrl;
  if (Object.keys(changes).length === 0) return toTenant(tenant);
  await assertWebhookUrlAllowed(changes.webhookUrl, context.webhookTargets);

  return context.db.transaction(async (tx) => {
    // The tenant's row first: every change of its URL locks it before the primary endpoint.
    await tx
      .update(tenants)
      .set({ ...(changes.name === undefined ? {} : { name: changes.name }), updatedAt: sql`now()` })
      .where(eq(tenants.id, tenant.id));
    if (changes.webhookUrl !== undefined) await setPrimaryUrl(tx, tenant.id, changes.webhookUrl);
    await recordAuditEvent(tx, context.audit, {
      action: 'tenant.updated',
      targetType: 'tenant',
      targetId: tenant.id,
      details: { changed: Object.keys(changes), ...changes },
    });
    const updated = toTenant((await findTenantById(tx, tenant.id))!);
    await enqueueWebhookEvent(tx, tenant.id, 'tenant.updated', { tenant: updated, changed: Object.keys(changes) });
    return updated;
  });
}
