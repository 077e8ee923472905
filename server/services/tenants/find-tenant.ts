import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { type TenantRow, tenants } from '@/db/schema';
import { notFound } from '@/server/errors';
import { isRowId } from '../shared/row-id';

/** A tenant by id; an id that is not a UUID cannot name a tenant, so it is simply not found. */
export async function findTenantById(db: Db, id: string): Promise<TenantRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

/**
 * The tenant of every tenant-authenticated request, through a query built once per database
 * handle: drizzle's query building was the largest share of the adapter's own CPU time on
 * GET /tenants/me (CPU profile). Only for the process-wide handle, not a transaction.
 */
const lookupFor = perDatabase((db) => db.select().from(tenants).where(eq(tenants.id, sql.placeholder('id'))).limit(1).prepare('find_tenant_by_id'));

export async function findTenantForRequest(db: Db, id: string): Promise<TenantRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await lookupFor(db).execute({ id });
  return row;
}

export async function getTenantOrThrow(db: Db, id: string): Promise<TenantRow> {
  const row = await findTenantById(db, id);
  if (!row) throw notFound('Tenant not found');
  return row;
}
