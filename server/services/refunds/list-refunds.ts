import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { refunds } from '@/db/schema';
import { getPayment } from '../payments/find-payment';
import { type Page, page } from '../shared/pagination';
import { type ListRefundsInput, type Refund, toRefund } from './refund-schemas';

/** What filters a refund list: its input without the page. */
export type RefundFilters = Omit<ListRefundsInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The filters of a refund list (and of its CSV export), the tenant first as its indexes are. */
export function refundFilters(tenantId: string | undefined, input: RefundFilters, scope: { paymentId?: string } = {}): SQL[] {
  const filters: SQL[] = tenantId === undefined ? [] : [eq(refunds.tenantId, tenantId)];
  if (scope.paymentId !== undefined) filters.push(eq(refunds.paymentId, scope.paymentId));
  if (input.status) filters.push(eq(refunds.status, input.status));
  if (input.createdAfter) filters.push(gt(refunds.createdAt, input.createdAfter));
  if (input.createdBefore) filters.push(lt(refunds.createdAt, input.createdBefore));
  return filters;
}

/**
 * One tenant's refunds, newest first by default; with `paymentId`, one payment's (a payment of
 * another tenant is a 404, unless `asFilter`: a list filtered by it, which has no rows then). A tenant's filters start with the tenant, as its indexes do; with
 * `tenantId` undefined (administrators only) every tenant's, read through the indexes that start
 * with the status or the creation time.
 */
export async function listRefunds(db: Db, tenantId: string | undefined, input: ListRefundsInput, scope: { paymentId?: string; asFilter?: boolean } = {}): Promise<Page<Refund>> {
  if (scope.paymentId !== undefined && tenantId !== undefined && !scope.asFilter) await getPayment(db, tenantId, scope.paymentId);
  const where = and(...refundFilters(tenantId, input, scope));
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
