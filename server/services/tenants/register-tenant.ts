import { randomBytes, randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@/db/errors';
import { tenants, webhookEndpoints } from '@/db/schema';
import { conflict } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashSecret } from '../auth/secrets';
import { secretPlaces } from '../secrets/secret-places';
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
      // The ids are chosen here: the sealed webhook secret is bound to them.
      const id = randomUUID();
      const primary = { id: randomUUID(), tenantId: id, isPrimary: true };
      const webhookUrl = input.webhookUrl ?? null;
      const secret = context.secrets.seal(generateWebhookSecret(), secretPlaces.endpointSecret(primary));
      return await context.db.transaction(async (tx) => {
        const [row] = await tx.insert(tenants).values({ id, appId, name: input.name, secretHash, status: 'ACTIVE' }).returning();
        // The primary endpoint holds the tenant's URL and secret: without a URL, the secret alone.
        await tx.insert(webhookEndpoints).values({ ...primary, url: webhookUrl, secret });
        await recordAuditEvent(tx, context.audit, {
          action: 'tenant.registered',
          targetType: 'tenant',
          targetId: row!.id,
          details: { appId: row!.appId, name: row!.name, generatedAppId: !input.appId },
        });
        return toTenant({ ...row!, webhookUrl });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.appId || attempt >= 2) throw conflict('appId already exists');
    }
  }
}
