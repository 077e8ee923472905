import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { disputes, tenants } from '@/db/schema';
import { disputeNotFound } from '../disputes/find-dispute';
import { toDispute } from '../disputes/dispute-schemas';
import { isRowId } from '../shared/row-id';
import type { PlatformDispute } from './platform-schemas';

/** Any tenant's dispute by id, with its tenant (deleted tenants included), for administrators. */
export async function getPlatformDispute(db: Db, id: string): Promise<PlatformDispute> {
  if (!isRowId(id)) throw disputeNotFound();
  const [found] = await db
    .select({ dispute: disputes, tenant: { id: tenants.id, name: tenants.name, appId: tenants.appId } })
    .from(disputes)
    .innerJoin(tenants, eq(tenants.id, disputes.tenantId))
    .where(eq(disputes.id, id))
    .limit(1);
  if (!found) throw disputeNotFound();
  return { ...toDispute(found.dispute), tenant: found.tenant };
}
