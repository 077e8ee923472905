import { and, asc, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants } from '@/db/schema';
import { likePattern, type Page, page } from '../shared/pagination';
import { selectTenantRecords } from './find-tenant';
import { type ListTenantsInput, type Tenant, toTenant } from './tenant-schemas';

const sortColumns = {
  createdAt: tenants.createdAt,
  updatedAt: tenants.updatedAt,
  name: tenants.name,
  appId: tenants.appId,
  status: tenants.status,
} as const;

export async function listTenants(db: Db, input: ListTenantsInput): Promise<Page<Tenant>> {
  const filters: SQL[] = [];
  if (input.status) filters.push(eq(tenants.status, input.status));
  if (input.createdAfter) filters.push(gt(tenants.createdAt, input.createdAfter));
  if (input.search) {
    const pattern = likePattern(input.search);
    filters.push(or(ilike(tenants.name, pattern), ilike(tenants.appId, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectTenantRecords(db)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when sort values are equal.
      .orderBy(direction(sortColumns[input.sortBy]), direction(tenants.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(tenants).where(where),
  ]);
  return page(rows.map(toTenant), total?.value ?? 0, input.limit, input.offset);
}
