import { randomBytes, randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@/db/errors';
import { tenants } from '@/db/schema';
import { conflict } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashSecret } from '../auth/secrets';
import { secretPlaces } from '../secrets/secret-places';
import { syncPrimaryEndpoint } from '../webhooks/webhook-endpoints';
import { generateWebhookSecret } from '../webhooks/webhook-secret';
import { assertWebhookUrlAllowed, type WebhookTargetPolicy } from '../webhooks/webhook-target';
import type { TenantServiceContext } from './context';
import { type RegisterTenantInput, type Tenant, toTenant } from './tenant-schemas';

const generateAppId = () => `app-${randomBytes(6).toString('hex')}`;

export async function registerTenant(context: TenantServiceContext & WebhookTargetPolicy & { secrets: SecretBox }, input: RegisterTenantInput): Promise<Tenant> {
  await assertWebhookUrlAllowed(input.webhookUrl, context.webhookTargets);
  const secretHash = await hashSecret(input.appSecret);
  // A generated appId that collides (1 in 2^48) is simply drawn again.
  for (let attempt = 0; ; attempt++) {
    const appId = input.appId ?? generateAppId();
    try {
      // The id is chosen here: the sealed webhook secret is bound to it.
      const id = randomUUID();
      const webhookSecret = context.secrets.seal(generateWebhookSecret(), secretPlaces.tenantWebhookSecret(id));
      return await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tenants)
          .values({ id, appId, name: input.name, secretHash, webhookUrl: input.webhookUrl ?? null, webhookSecret, status: 'ACTIVE' })
          .returning();
        if (row!.webhookUrl) await syncPrimaryEndpoint(tx, row!.id, row!.webhookUrl);
        await recordAuditEvent(tx, context.audit, {
          action: 'tenant.registered',
          targetType: 'tenant',
          targetId: row!.id,
          details: { appId: row!.appId, name: row!.name, generatedAppId: !input.appId },
        });
        return toTenant(row!);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.appId || attempt >= 2) throw conflict('appId already exists');
    }
  }
}
