import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { type TenantRow, tenants, webhookEndpoints } from '@/db/schema';
import { notFound } from '@/server/errors';
import { isRowId } from '../shared/row-id';
import { primaryEndpointOf } from '../webhooks/primary-endpoint';

/**
 * A tenant as the services read it: its row and its `webhookUrl`, which is its primary endpoint's
 * URL (the endpoint is the URL's one home); null without one.
 */
export type TenantRecord = TenantRow & { webhookUrl: string | null };

/**
 * Tenants with their `webhookUrl`, in one query: the primary endpoint is joined (at most one per
 * tenant, by a unique index); the caller adds the conditions, order and page.
 */
export const selectTenantRecords = (db: Db) =>
  db
    .select({ ...getTableColumns(tenants), webhookUrl: webhookEndpoints.url })
    .from(tenants)
    .leftJoin(webhookEndpoints, primaryEndpointOf(tenants.id));

/** A tenant by id; an id that is not a UUID cannot name a tenant, so it is simply not found. */
export async function findTenantById(db: Db, id: string): Promise<TenantRecord | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await selectTenantRecords(db).where(eq(tenants.id, id)).limit(1);
  return row;
}

/**
 * The tenant of every tenant-authenticated request, through a query built once per database
 * handle: drizzle's query building was the largest share of the adapter's own CPU time on
 * GET /tenants/me (CPU profile). Only for the process-wide handle, not a transaction.
 */
const lookupFor = perDatabase((db) => selectTenantRecords(db).where(eq(tenants.id, sql.placeholder('id'))).limit(1).prepare('find_tenant_by_id'));

export async function findTenantForRequest(db: Db, id: string): Promise<TenantRecord | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await lookupFor(db).execute({ id });
  return row;
}

export async function getTenantOrThrow(db: Db, id: string): Promise<TenantRecord> {
  const row = await findTenantById(db, id);
  if (!row) throw notFound('Tenant not found');
  return row;
}
