import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants } from '@/db/schema';
import { notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The tenant's signing secret. Tenants registered before secrets existed get one on first use;
 * when two callers race, the first write wins and both answer with it.
 */
export async function getOrCreateWebhookSecret(db: Db, tenantId: string): Promise<string> {
  const [current] = await db.select({ secret: tenants.webhookSecret }).from(tenants).where(eq(tenants.id, tenantId));
  if (!current) throw notFound('Tenant not found');
  if (current.secret) return current.secret;
  const [created] = await db
    .update(tenants)
    .set({ webhookSecret: generateWebhookSecret() })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.webhookSecret)))
    .returning({ secret: tenants.webhookSecret });
  if (created?.secret) return created.secret;
  const [raced] = await db.select({ secret: tenants.webhookSecret }).from(tenants).where(eq(tenants.id, tenantId));
  return raced!.secret!;
}

/**
 * Replaces the signing secret at once: deliveries signed after the commit use only the new one.
 * The audit event records the rotation, never the secret.
 */
export async function rotateWebhookSecret(context: { db: Db; audit: AuditContext }, tenantId: string): Promise<string> {
  const secret = generateWebhookSecret();
  return context.db.transaction(async (tx) => {
    const [row] = await tx.update(tenants).set({ webhookSecret: secret }).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
    if (!row) throw notFound('Tenant not found');
    await recordAuditEvent(tx, context.audit, { action: 'tenant.webhook_secret_rotated', targetType: 'tenant', targetId: tenantId });
    return secret;
  });
}
