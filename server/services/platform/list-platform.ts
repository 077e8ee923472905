import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { disputes, refunds, tenants } from '@/db/schema';
import { listDisputes } from '../disputes/list-disputes';
import { listPayments } from '../payments/list-payments';
import { listRefunds } from '../refunds/list-refunds';
import type { Page } from '../shared/pagination';
import { type PlatformScope, platformOrTenant } from '../shared/tenant-scope';
import type { ListPlatformDisputesInput, ListPlatformPaymentsInput, ListPlatformRefundsInput, PlatformDispute, PlatformPayment, PlatformRefund, TenantRef } from './platform-schemas';

/**
 * The tenants of one page's items, read in one query by id: a page names at most a hundred of them.
 * Every item's tenant exists (the foreign key), deleted tenants included.
 */
export async function withTenants<Item>(db: Db, items: Item[], tenantIdOf: (item: Item) => string): Promise<Array<Item & { tenant: TenantRef }>> {
  const ids = [...new Set(items.map(tenantIdOf))];
  const rows = ids.length === 0 ? [] : await db.select({ id: tenants.id, name: tenants.name, appId: tenants.appId }).from(tenants).where(inArray(tenants.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => ({ ...item, tenant: byId.get(tenantIdOf(item))! }));
}

/** Every tenant's payments, or one tenant's with `tenantId`: the tenant's own list without its tenant condition. */
export async function listPlatformPayments(db: Db, scope: PlatformScope, input: ListPlatformPaymentsInput): Promise<Page<PlatformPayment>> {
  const { tenantId, ...query } = input;
  const result = await listPayments(db, platformOrTenant(scope, tenantId), query);
  return { data: await withTenants(db, result.data, (payment) => payment.tenantId), pagination: result.pagination };
}

/** Every tenant's refunds, or one tenant's with `tenantId`, or one payment's with `paymentId`. */
export async function listPlatformRefunds(db: Db, scope: PlatformScope, input: ListPlatformRefundsInput): Promise<Page<PlatformRefund>> {
  const { tenantId, paymentId, ...query } = input;
  const result = await listRefunds(db, platformOrTenant(scope, tenantId), query, paymentId === undefined ? {} : { paymentId, asFilter: true });
  // A refund does not show its tenant; its row knows it.
  const ids = result.data.map((refund) => refund.id);
  const owners = ids.length === 0 ? [] : await db.select({ id: refunds.id, tenantId: refunds.tenantId }).from(refunds).where(inArray(refunds.id, ids));
  const tenantOf = new Map(owners.map((row) => [row.id, row.tenantId]));
  return { data: await withTenants(db, result.data, (refund) => tenantOf.get(refund.id)!), pagination: result.pagination };
}

/** Every tenant's disputes, or one tenant's with `tenantId`. */
export async function listPlatformDisputes(db: Db, scope: PlatformScope, input: ListPlatformDisputesInput): Promise<Page<PlatformDispute>> {
  const { tenantId, ...query } = input;
  const result = await listDisputes(db, platformOrTenant(scope, tenantId), query);
  // A dispute does not show its tenant; its row knows it.
  const ids = result.data.map((dispute) => dispute.id);
  const owners = ids.length === 0 ? [] : await db.select({ id: disputes.id, tenantId: disputes.tenantId }).from(disputes).where(inArray(disputes.id, ids));
  const tenantOf = new Map(owners.map((row) => [row.id, row.tenantId]));
  return { data: await withTenants(db, result.data, (dispute) => tenantOf.get(dispute.id)!), pagination: result.pagination };
}
