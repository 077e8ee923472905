import { and, asc, count, desc, eq, gt, lt, sum, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentCounts, payments } from '@/db/schema';
import { type Page, page } from '../shared/pagination';
import { readInScope, type Scope, scopeCondition } from '../shared/tenant-scope';
import { type ListPaymentsInput, type Payment, toPayment } from './payment-schemas';

/** What filters a payment list: its input without the page. */
export type PaymentFilters = Omit<ListPaymentsInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The columns a payment list sorts by (the id breaks ties): the list's and its export's. */
export const paymentSortColumns = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  updatedAt: payments.updatedAt,
} as const;

/**
 * The filters of a payment list. A tenant's list is bounded to the tenant (the leading column of
 * each tenant index); the administrators' list across tenants (the platform scope) is read through
 * the indexes that start with the status or the creation time. The CSV export reads with these too.
 */
export function paymentFilters(scope: Scope, input: PaymentFilters): SQL[] {
  const filters = scopeCondition(payments.tenantId, scope);
  if (input.status) filters.push(eq(payments.status, input.status));
  if (input.currency) filters.push(eq(payments.currency, input.currency));
  if (input.userId !== undefined) filters.push(eq(payments.userId, input.userId));
  if (input.createdAfter) filters.push(gt(payments.createdAt, input.createdAfter));
  if (input.createdBefore) filters.push(lt(payments.createdAt, input.createdBefore));
  return filters;
}

/** One tenant's payments, or with the platform scope every tenant's (administrators only). */
export function listPayments(db: Db, scope: Scope, input: ListPaymentsInput): Promise<Page<Payment>> {
  return readInScope(db, scope, (tx) => readPaymentPage(tx, scope, input));
}

async function readPaymentPage(db: Db, scope: Scope, input: ListPaymentsInput): Promise<Page<Payment>> {
  const where = and(...paymentFilters(scope, input));
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when sort values are equal.
      .orderBy(direction(paymentSortColumns[input.sortBy]), direction(payments.id))
      .limit(input.limit)
      .offset(input.offset),
    countPayments(db, scope, input, where),
  ]);
  return page(rows.map(toPayment), total, input.limit, input.offset);
}

/**
 * The list's exact total. The counters are kept by (tenant, status, currency) only: with just those
 * filters the total is a sum over the tenant's counter rows (a few dozen, whatever the number of
 * payments), and across tenants over every tenant's. `createdAfter`, `createdBefore` and `userId` can only be counted over the payments themselves, through
 * the indexes that start with the tenant and the creation time or the user, with the list's own
 * `where`.
 */
async function countPayments(db: Db, scope: Scope, input: ListPaymentsInput, where: SQL | undefined): Promise<number> {
  if (input.createdAfter || input.createdBefore || input.userId !== undefined) {
    const [row] = await db.select({ value: count() }).from(payments).where(where);
    return row?.value ?? 0;
  }
  const filters = scopeCondition(paymentCounts.tenantId, scope);
  if (input.status) filters.push(eq(paymentCounts.status, input.status));
  if (input.currency) filters.push(eq(paymentCounts.currency, input.currency));
  const [row] = await db.select({ value: sum(paymentCounts.count).mapWith(Number) }).from(paymentCounts).where(and(...filters));
  return row?.value ?? 0;
}
