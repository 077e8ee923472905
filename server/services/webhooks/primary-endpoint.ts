import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { type WebhookEndpointRow, webhookEndpoints } from '@/db/schema';

/**
 * The tenant's primary endpoint: the one home of its `webhookUrl` and its webhook secret
 * (db/schema/webhooks.ts). A tenant has a secret from its registration but a URL only when it sets
 * one, so its primary may have no URL: that row holds the secret alone, receives nothing, and is
 * no endpoint to the API (not listed, not found, not counted).
 */

/**
 * A tenant's primary endpoint; `tenantId` is a value, or a column to join on. The flag is written
 * as the bare column, not compared with a parameter, so that even a prepared statement's generic
 * plan can use the unique index on `tenant_id where is_primary`.
 */
export const primaryEndpointOf = (tenantId: string | PgColumn): SQL => and(eq(webhookEndpoints.tenantId, tenantId), sql`${webhookEndpoints.isPrimary}`)!;

/** The endpoints the API knows and delivers to: every one but a primary without a URL. */
export const hasUrl = (): SQL => isNotNull(webhookEndpoints.url);

/**
 * Sets the tenant's webhook URL. A URL changes the primary endpoint's, or makes the primary (every
 * event type) where there is none, or where there is only the secret's row: that one becomes an
 * endpoint now, so it is dated now, as an endpoint added now. Null removes the primary as an
 * endpoint (`removePrimaryUrl`). Over the limit of 20 the primary is still made: the tenant's own
 * URL is never refused for it. The caller has locked the tenant's row first, as every change of the
 * URL does.
 */
export async function setPrimaryUrl(tx: Db, tenantId: string, url: string | null): Promise<void> {
  if (url === null) {
    await removePrimaryUrl(tx, tenantId);
    return;
  }
  await tx
    .insert(webhookEndpoints)
    .values({ tenantId, url, isPrimary: true })
    .onConflictDoUpdate({
      target: webhookEndpoints.tenantId,
      targetWhere: sql`${webhookEndpoints.isPrimary}`,
      set: { url, updatedAt: sql`now()`, createdAt: sql`case when ${webhookEndpoints.url} is null then now() else ${webhookEndpoints.createdAt} end` },
    });
}

/**
 * Clears the tenant's webhook URL (`PATCH /tenants/me` with null, or deleting the primary endpoint):
 * the primary endpoint is removed, and the tenant's secret, its replaced one and that one's grace
 * period stay, in a primary without a URL. A new row, so the next URL makes an endpoint with nothing
 * of the removed one (id, settings, health), and the removed one's deliveries keep their log without
 * it, as any removed endpoint's do. The sealed values move as they are: the primary's place names
 * its tenant, not the row (secret-places.ts). Answers the removed endpoint; undefined when the
 * tenant had no URL (or, with `id`, when its primary is no longer that one).
 */
export async function removePrimaryUrl(tx: Db, tenantId: string, id?: string): Promise<WebhookEndpointRow | undefined> {
  const which = and(primaryEndpointOf(tenantId), hasUrl(), id === undefined ? undefined : eq(webhookEndpoints.id, id));
  const [removed] = await tx.delete(webhookEndpoints).where(which).returning();
  if (!removed) return undefined;
  await tx.insert(webhookEndpoints).values({
    tenantId: removed.tenantId,
    isPrimary: true,
    secret: removed.secret,
    previousSecret: removed.previousSecret,
    previousSecretExpiresAt: removed.previousSecretExpiresAt,
  });
  return removed;
}

/** The tenant's primary endpoint, made without a URL when it has none (a tenant from before secrets, which has neither). */
export async function primaryEndpoint(db: Db, tenantId: string): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(primaryEndpointOf(tenantId));
  if (row) return row;
  // Two first uses at once: the first insert wins, the other reads it.
  await db.insert(webhookEndpoints).values({ tenantId, isPrimary: true }).onConflictDoNothing();
  const [made] = await db.select().from(webhookEndpoints).where(primaryEndpointOf(tenantId));
  return made!;
}
