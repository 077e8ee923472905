import { count } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type TenantStatus, tenants } from '@/db/schema';
import { tenantStatuses } from './tenant-schemas';

/** How many tenants are in each status (the console dashboard). */
export async function countTenantsByStatus(db: Db): Promise<Record<TenantStatus, number>> {
  const rows = await db.select({ status: tenants.status, value: count() }).from(tenants).groupBy(tenants.status);
  const byStatus = Object.fromEntries(tenantStatuses.map((status) => [status, 0])) as Record<TenantStatus, number>;
  for (const row of rows) byStatus[row.status] = row.value;
  return byStatus;
}
