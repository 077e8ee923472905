import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type WebhookEndpointRow, webhookEndpoints } from '@/db/schema';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type SecretHolder, secretPlaces } from '../secrets/secret-places';
import { primaryEndpoint, primaryEndpointOf } from './primary-endpoint';
import { gracePeriodSeconds, type RotatedWebhookSecret, type WebhookSecretGrace, type WebhookSecretGracePeriod } from './webhook-schemas';

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The database and the box its secrets are sealed with. */
export type SecretsContext = { db: Db; secrets: SecretBox };

/**
 * Signing secrets live on the endpoints they sign for, sealed. The tenant's webhook secret
 * (`/tenants/me/webhook-secret`) is its primary endpoint's: the functions named for the tenant
 * find (or make) that endpoint and do what they do for any endpoint.
 */

/**
 * An endpoint's signing secret. One that has none yet (a primary made before secrets existed) gets
 * one now; when two callers race, the first write wins and both answer with it. Undefined when the
 * endpoint is gone.
 */
export async function openEndpointSecret(context: SecretsContext, endpoint: SecretHolder & { secret: string | null }): Promise<string | undefined> {
  const { db, secrets } = context;
  const place = secretPlaces.endpointSecret(endpoint);
  if (endpoint.secret) return secrets.open(endpoint.secret, place);
  await db
    .update(webhookEndpoints)
    .set({ secret: secrets.seal(generateWebhookSecret(), place) })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.secret)));
  const [stored] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  return stored?.secret ? secrets.open(stored.secret, place) : undefined;
}

/**
 * Does `work` on the tenant's primary endpoint, made when it has none. A primary replaced meanwhile
 * (the URL cleared, which makes a new row for the secret) is found again, once.
 */
async function onPrimary<T>(db: Db, tenantId: string, work: (primary: WebhookEndpointRow) => Promise<T | undefined>): Promise<T> {
  const first = await work(await primaryEndpoint(db, tenantId));
  if (first !== undefined) return first;
  const again = await work(await primaryEndpoint(db, tenantId));
  if (again === undefined) throw new Error(`the primary webhook endpoint of tenant ${tenantId} was replaced twice during one request`);
  return again;
}

/** The tenant's signing secret (its primary endpoint's). Tenants registered before secrets existed get one on first use. */
export function getOrCreateWebhookSecret(context: SecretsContext, tenantId: string): Promise<string> {
  return onPrimary(context.db, tenantId, (primary) => openEndpointSecret(context, primary));
}

/**
 * Whose secret a rotation replaces, as the audit trail and the endpoint list tell it: the primary
 * endpoint's is the tenant's (its rotation is audited on the tenant and leaves the endpoint's
 * `updatedAt` as it was, the endpoint itself unchanged), any other endpoint's is its own.
 */
const rotationOf = (endpoint: SecretHolder) =>
  endpoint.isPrimary
    ? { audit: { action: 'tenant.webhook_secret_rotated', targetType: 'tenant', targetId: endpoint.tenantId }, touchesEndpoint: false }
    : { audit: { action: 'webhook_endpoint.secret_rotated', targetType: 'webhook_endpoint', targetId: endpoint.id }, touchesEndpoint: true };

/**
 * Replaces an endpoint's signing secret. With a grace period the replaced secret is kept, and signs
 * beside the new one until it expires, so the receiver can switch over without refusing events; a
 * second rotation drops any older one (only the secret it replaces is kept). The expiry is the
 * database's clock, the clock the sender compares it with. The audit event records the rotation
 * and the grace period, never a secret. Undefined when the endpoint is gone.
 */
export async function rotateEndpointSecret(
  context: SecretsContext & { audit: AuditContext },
  endpoint: SecretHolder,
  gracePeriod: WebhookSecretGracePeriod,
): Promise<RotatedWebhookSecret | undefined> {
  const { secrets } = context;
  const secret = generateWebhookSecret();
  const seconds = gracePeriodSeconds[gracePeriod];
  const rotation = rotationOf(endpoint);
  return context.db.transaction(async (tx) => {
    // The secret being replaced, read under the row's lock: sealed again for the column it moves to.
    const [locked] = await tx.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).for('update');
    if (!locked) return undefined;
    const replaced = seconds > 0 ? secrets.openNullable(locked.secret, secretPlaces.endpointSecret(endpoint)) : null;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: secrets.seal(secret, secretPlaces.endpointSecret(endpoint)),
        previousSecret: replaced === null ? null : secrets.seal(replaced, secretPlaces.endpointPreviousSecret(endpoint)),
        previousSecretExpiresAt: replaced === null ? null : sql`now() + make_interval(secs => ${seconds})`,
        ...(rotation.touchesEndpoint ? { updatedAt: sql`now()` } : {}),
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ previousExpiresAt: webhookEndpoints.previousSecretExpiresAt });
    await recordAuditEvent(tx, context.audit, { ...rotation.audit, details: { gracePeriod } });
    return { secret, previousSecretExpiresAt: row!.previousExpiresAt?.toISOString() ?? null };
  });
}

/** Replaces the tenant's signing secret (its primary endpoint's), as `rotateEndpointSecret`. */
export function rotateWebhookSecret(context: SecretsContext & { audit: AuditContext }, tenantId: string, gracePeriod: WebhookSecretGracePeriod): Promise<RotatedWebhookSecret> {
  return onPrimary(context.db, tenantId, (primary) => rotateEndpointSecret(context, primary, gracePeriod));
}

/** The grace period of the last rotation of the endpoint `which` picks, while it runs: until when the previous secret still signs. */
export async function readSecretGrace(db: Db, which: SQL): Promise<WebhookSecretGrace> {
  const [row] = await db
    .select({ expiresAt: webhookEndpoints.previousSecretExpiresAt })
    .from(webhookEndpoints)
    .where(and(which, gt(webhookEndpoints.previousSecretExpiresAt, sql`now()`)));
  return { previousSecretExpiresAt: row?.expiresAt?.toISOString() ?? null };
}

/** The grace period of the tenant's last rotation, while it runs. */
export function readWebhookSecretGrace(db: Db, tenantId: string): Promise<WebhookSecretGrace> {
  return readSecretGrace(db, primaryEndpointOf(tenantId));
}

/**
 * Ends a rotation's grace period now: the previous secret is dropped and the next delivery is
 * signed with the current secret alone. Without a grace period running nothing changes and the
 * answer is the same, so a retried request is harmless; only an actual end is audited.
 */
export async function expirePreviousWebhookSecret(context: { db: Db; audit: AuditContext }, tenantId: string): Promise<WebhookSecretGrace> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ previousSecret: null, previousSecretExpiresAt: null })
      .where(and(primaryEndpointOf(tenantId), gt(webhookEndpoints.previousSecretExpiresAt, sql`now()`)))
      .returning({ id: webhookEndpoints.id });
    if (row) {
      await recordAuditEvent(tx, context.audit, { action: 'tenant.webhook_previous_secret_expired', targetType: 'tenant', targetId: tenantId });
    }
    return { previousSecretExpiresAt: null };
  });
}
