import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@/db/client';
import { type TenantStatus, tenants, webhookEndpoints } from '@/db/schema';
import type { SecretBox } from '@/server/infra/secret-box';
import { openHeaderValues, type SecretHolder, secretPlaces } from '../secrets/secret-places';

/** Where one delivery goes, read when it is sent: the endpoint, its tenant's state and the secrets that sign it. */
export type DeliveryTarget = SecretHolder & {
  url: string;
  enabled: boolean;
  rateLimitPerSecond: number | null;
  tenantStatus: TenantStatus;
  /**
   * What signs and goes with the delivery, opened when it is sent: a value that does not open (moved
   * from another row, altered) fails that attempt, logged like a receiver's error.
   */
  openSecrets(): DeliverySecrets;
};

export type DeliverySecrets = {
  headers: Record<string, string>;
  /** Null only on a primary endpoint made before secrets existed: made on first use. */
  secret: string | null;
  /** The secret a rotation replaced, while its grace period runs. */
  previousSecret: string | null;
};

/**
 * The endpoint with its tenant, in one query; undefined when it is gone, or is a primary left
 * without a URL. Each endpoint is signed with its own secret (the primary's is the tenant's webhook
 * secret). A replaced secret is compared with the database's clock, the one the rotation set its
 * expiry with. Secrets and header values are stored sealed; the box remembers what it opened, so a
 * busy endpoint costs no decryption per delivery.
 */
export async function readDeliveryTarget(context: { db: Db; secrets: SecretBox }, endpointId: string): Promise<DeliveryTarget | undefined> {
  return (await readDeliveryTargets(context, [endpointId])).get(endpointId);
}

/**
 * The targets of several endpoints in one query, as `readDeliveryTarget` reads one: for the rows of
 * one claim, which are sent at once. An endpoint that is gone (or a primary without a URL) is absent.
 */
export async function readDeliveryTargets(context: { db: Db; secrets: SecretBox }, endpointIds: string[]): Promise<Map<string, DeliveryTarget>> {
  const { secrets } = context;
  const targets = new Map<string, DeliveryTarget>();
  if (endpointIds.length === 0) return targets;
  const rows = await context.db
    .select({
      id: webhookEndpoints.id,
      tenantId: webhookEndpoints.tenantId,
      isPrimary: webhookEndpoints.isPrimary,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      headers: webhookEndpoints.headers,
      rateLimitPerSecond: webhookEndpoints.rateLimitPerSecond,
      tenantStatus: tenants.status,
      secret: webhookEndpoints.secret,
      previousSecret: sql<string | null>`case when ${webhookEndpoints.previousSecretExpiresAt} > now() then ${webhookEndpoints.previousSecret} end`,
    })
    .from(webhookEndpoints)
    .innerJoin(tenants, eq(tenants.id, webhookEndpoints.tenantId))
    .where(endpointIds.length === 1 ? eq(webhookEndpoints.id, endpointIds[0]!) : inArray(webhookEndpoints.id, endpointIds));
  for (const row of rows) {
    const { id, url } = row;
    if (!url) continue;
    targets.set(id, {
      id,
      tenantId: row.tenantId,
      isPrimary: row.isPrimary,
      url,
      enabled: row.enabled,
      rateLimitPerSecond: row.rateLimitPerSecond,
      tenantStatus: row.tenantStatus,
      openSecrets: () => ({
        headers: openHeaderValues(secrets, id, row.headers),
        secret: secrets.openNullable(row.secret, secretPlaces.endpointSecret(row)),
        previousSecret: secrets.openNullable(row.previousSecret, secretPlaces.endpointPreviousSecret(row)),
      }),
    });
  }
  return targets;
}

/**
 * Takes the endpoint's next sending slot under its `rateLimitPerSecond`: now when the endpoint has
 * been quiet, else the slot after the last one taken, one interval of 1/rate seconds apart. The
 * slot is kept in the endpoint's row, so every worker of every instance takes from the same
 * sequence; `later` says the slot is not now, and the delivery waits for it.
 */
export async function takeSendingSlot(db: Db, endpointId: string): Promise<{ at: Date; later: boolean }> {
  const result = await db.execute<{ at: string | Date; later: boolean }>(sql`
    with current as (
      select id, greatest(coalesce(rate_next_at, now()), now()) as slot
      from ${webhookEndpoints} where id = ${endpointId}::uuid for update
    )
    update ${webhookEndpoints} e
    set rate_next_at = current.slot + make_interval(secs => 1.0 / greatest(e.rate_limit_per_second, 1))
    from current where e.id = current.id
    returning current.slot as at, current.slot > now() as later`);
  const [row] = rowsOf<{ at: string | Date; later: boolean }>(result);
  if (!row) return { at: new Date(), later: false };
  return { at: new Date(row.at), later: row.later };
}
