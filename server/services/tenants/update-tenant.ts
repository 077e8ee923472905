import { eq, sql } from 'drizzle-orm';
import type { TenantRow } from '@/db/schema';
import { tenants } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { syncPrimaryEndpoint } from '../webhooks/webhook-endpoints';
import { assertWebhookUrlAllowed, type WebhookTargetPolicy } from '../webhooks/webhook-target';
import type { TenantServiceContext } from './context';
import { type Tenant, toTenant, type UpdateTenantInput } from './tenant-schemas';

/** A tenant's own settings: name and webhook URL. Identity, secret and status are not its to change. */
export async function updateTenant(
  context: TenantServiceContext & WebhookTargetPolicy,
  tenant: TenantRow,
  input: UpdateTenantInput,
): Promise<Tenant> {
  const changes: Partial<Pick<TenantRow, 'name' | 'webhookUrl'>> = {};
  if (input.name !== undefined && input.name !== tenant.name) changes.name = input.name;
  if (input.webhookUrl !== undefined && input.webhookUrl !== tenant.webhookUrl) changes.webhookUrl = input.webhookUrl;
  if (Object.keys(changes).length === 0) return toTenant(tenant);
  await assertWebhookUrlAllowed(changes.webhookUrl, context.webhookTargets);

  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tenants)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(tenants.id, tenant.id))
      .returning();
    if (changes.webhookUrl !== undefined) await syncPrimaryEndpoint(tx, tenant.id, changes.webhookUrl);
    await recordAuditEvent(tx, context.audit, {
      action: 'tenant.updated',
      targetType: 'tenant',
      targetId: tenant.id,
      details: { changed: Object.keys(changes), ...changes },
    });
    const updated = toTenant(row!);
    await enqueueWebhookEvent(tx, tenant.id, 'tenant.updated', { tenant: updated, changed: Object.keys(changes) });
    return updated;
  });
}
