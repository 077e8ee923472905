import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { refunds } from '@/db/schema';
import { getPayment } from '../payments/find-payment';
import { type Page, page } from '../shared/pagination';
import { readInScope, type Scope, scopeCondition, tenantOf } from '../shared/tenant-scope';
import { type ListRefundsInput, type Refund, toRefund } from './refund-schemas';

/** What filters a refund list: its input without the page. */
export type RefundFilters = Omit<ListRefundsInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The filters of a refund list (and of its CSV export), the tenant first as its indexes are. */
export function refundFilters(scope: Scope, input: RefundFilters, of: { paymentId?: string } = {}): SQL[] {
  const filters = scopeCondition(refunds.tenantId, scope);
  if (of.paymentId !== undefined) filters.push(eq(refunds.paymentId, of.paymentId));
  if (input.status) filters.push(eq(refunds.status, input.status));
  if (input.createdAfter) filters.push(gt(refunds.createdAt, input.createdAfter));
  if (input.createdBefore) filters.push(lt(refunds.createdAt, input.createdBefore));
  return filters;
}

/**
 * One tenant's refunds, newest first by default; with `paymentId`, one payment's (a payment of
 * another tenant is a 404, unless `asFilter`: a list filtered by it, which has no rows then). A tenant's filters start with the tenant, as its indexes do; with
 * the platform scope (administrators only) every tenant's, read through the indexes that start
 * with the status or the creation time.
 */
export function listRefunds(db: Db, scope: Scope, input: ListRefundsInput, of: { paymentId?: string; asFilter?: boolean } = {}): Promise<Page<Refund>> {
  return readInScope(db, scope, (tx) => readRefundPage(tx, scope, input, of));
}

async function readRefundPage(db: Db, scope: Scope, input: ListRefundsInput, of: { paymentId?: string; asFilter?: boolean }): Promise<Page<Refund>> {
  const tenantId = tenantOf(scope);
  if (of.paymentId !== undefined && tenantId !== undefined && !of.asFilter) await getPayment(db, tenantId, of.paymentId);
  const where = and(...refundFilters(scope, input, of));
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when creation times are equal.
      .orderBy(direction(refunds.createdAt), direction(refunds.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(refunds).where(where),
  ]);
  return page(rows.map(toRefund), total?.value ?? 0, input.limit, input.offset);
}
