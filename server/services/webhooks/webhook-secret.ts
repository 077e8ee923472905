import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants } from '@/db/schema';
import { notFound } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { secretPlaces } from '../secrets/secret-places';
import { gracePeriodSeconds, type RotatedWebhookSecret, type WebhookSecretGrace, type WebhookSecretGracePeriod } from './webhook-schemas';

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The database and the box its secrets are sealed with. */
export type SecretsContext = { db: Db; secrets: SecretBox };

/**
 * The tenant's signing secret. Tenants registered before secrets existed get one on first use;
 * when two callers race, the first write wins and both answer with it. Stored sealed.
 */
export async function getOrCreateWebhookSecret(context: SecretsContext, tenantId: string): Promise<string> {
  const { db, secrets } = context;
  const place = secretPlaces.tenantWebhookSecret(tenantId);
  const [current] = await db.select({ secret: tenants.webhookSecret }).from(tenants).where(eq(tenants.id, tenantId));
  if (!current) throw notFound('Tenant not found');
  if (current.secret) return secrets.open(current.secret, place);
  const [created] = await db
    .update(tenants)
    .set({ webhookSecret: secrets.seal(generateWebhookSecret(), place) })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.webhookSecret)))
    .returning({ secret: tenants.webhookSecret });
  if (created?.secret) return secrets.open(created.secret, place);
  const [raced] = await db.select({ secret: tenants.webhookSecret }).from(tenants).where(eq(tenants.id, tenantId));
  return secrets.open(raced!.secret!, place);
}

/**
 * Replaces the signing secret. With a grace period the replaced secret is kept, and signs beside
 * the new one until it expires, so the receiver can switch over without refusing events; a second
 * rotation drops any older one (only the secret it replaces is kept). The expiry is the database's
 * clock, the clock the sender compares it with. The audit event records the rotation and the
 * grace period, never a secret.
 */
export async function rotateWebhookSecret(
  context: SecretsContext & { audit: AuditContext },
  tenantId: string,
  gracePeriod: WebhookSecretGracePeriod,
): Promise<RotatedWebhookSecret> {
  const { secrets } = context;
  const secret = generateWebhookSecret();
  const seconds = gracePeriodSeconds[gracePeriod];
  return context.db.transaction(async (tx) => {
    // The secret being replaced, read under the row's lock: sealed again for the column it moves to.
    const [locked] = await tx.select({ secret: tenants.webhookSecret }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!locked) throw notFound('Tenant not found');
    const replaced = seconds > 0 ? secrets.openNullable(locked.secret, secretPlaces.tenantWebhookSecret(tenantId)) : null;
    const [row] = await tx
      .update(tenants)
      .set({
        webhookSecret: secrets.seal(secret, secretPlaces.tenantWebhookSecret(tenantId)),
        previousWebhookSecret: replaced === null ? null : secrets.seal(replaced, secretPlaces.tenantPreviousWebhookSecret(tenantId)),
        previousWebhookSecretExpiresAt: replaced === null ? null : sql`now() + make_interval(secs => ${seconds})`,
      })
      .where(eq(tenants.id, tenantId))
      .returning({ id: tenants.id, previousExpiresAt: tenants.previousWebhookSecretExpiresAt });
    if (!row) throw notFound('Tenant not found');
    await recordAuditEvent(tx, context.audit, {
      action: 'tenant.webhook_secret_rotated',
      targetType: 'tenant',
      targetId: tenantId,
      details: { gracePeriod },
    });
    return { secret, previousSecretExpiresAt: row.previousExpiresAt?.toISOString() ?? null };
  });
}

/** The grace period of the last rotation while it runs: until when the previous secret still signs. */
export async function readWebhookSecretGrace(db: Db, tenantId: string): Promise<WebhookSecretGrace> {
  const [row] = await db
    .select({ expiresAt: tenants.previousWebhookSecretExpiresAt })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), gt(tenants.previousWebhookSecretExpiresAt, sql`now()`)));
  return { previousSecretExpiresAt: row?.expiresAt?.toISOString() ?? null };
}

/**
 * Ends a rotation's grace period now: the previous secret is dropped and the next delivery is
 * signed with the current secret alone. Without a grace period running nothing changes and the
 * answer is the same, so a retried request is harmless; only an actual end is audited.
 */
export async function expirePreviousWebhookSecret(context: { db: Db; audit: AuditContext }, tenantId: string): Promise<WebhookSecretGrace> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tenants)
      .set({ previousWebhookSecret: null, previousWebhookSecretExpiresAt: null })
      .where(and(eq(tenants.id, tenantId), gt(tenants.previousWebhookSecretExpiresAt, sql`now()`)))
      .returning({ id: tenants.id });
    if (row) {
      await recordAuditEvent(tx, context.audit, { action: 'tenant.webhook_previous_secret_expired', targetType: 'tenant', targetId: tenantId });
    }
    return { previousSecretExpiresAt: null };
  });
}
