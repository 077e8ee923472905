import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payments } from '@/db/schema';
import { type Page, page } from '../shared/pagination';
import { type ListPaymentsInput, type Payment, toPayment } from './payment-schemas';

const sortColumns = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  updatedAt: payments.updatedAt,
} as const;

/** The calling tenant's payments; every query is bounded to the tenant (the leading column of each index). */
export async function listPayments(db: Db, tenantId: string, input: ListPaymentsInput): Promise<Page<Payment>> {
  const filters: SQL[] = [eq(payments.tenantId, tenantId)];
  if (input.status) filters.push(eq(payments.status, input.status));
  if (input.currency) filters.push(eq(payments.currency, input.currency));
  if (input.createdAfter) filters.push(gt(payments.createdAt, input.createdAfter));
  const where = and(...filters);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when sort values are equal.
      .orderBy(direction(sortColumns[input.sortBy]), direction(payments.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return page(rows.map(toPayment), total?.value ?? 0, input.limit, input.offset);
}
