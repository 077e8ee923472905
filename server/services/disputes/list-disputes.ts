import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { disputes } from '@/db/schema';
import { type Page, page } from '../shared/pagination';
import { readInScope, type Scope, scopeCondition } from '../shared/tenant-scope';
import { type Dispute, type ListDisputesInput, toDispute } from './dispute-schemas';

/** The columns a dispute list sorts by (the id breaks ties): the list's and its export's. */
export const disputeSortColumns = { createdAt: disputes.createdAt, evidenceDueBy: disputes.evidenceDueBy } as const;

/** What filters a dispute list: its input without the page. */
export type DisputeFilters = Omit<ListDisputesInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The filters of a dispute list (and of its CSV export); the platform scope: every tenant's (the administrators' list across tenants). */
export function disputeFilters(scope: Scope, input: DisputeFilters): SQL[] {
  const filters = scopeCondition(disputes.tenantId, scope);
  if (input.status) filters.push(eq(disputes.status, input.status));
  // A payment has a dispute or two: read through its own index, whatever the order.
  if (input.paymentId) filters.push(eq(disputes.paymentId, input.paymentId));
  if (input.createdAfter) filters.push(gt(disputes.createdAt, input.createdAfter));
  if (input.createdBefore) filters.push(lt(disputes.createdAt, input.createdBefore));
  return filters;
}

/** The calling tenant's disputes, newest first by default. Every filter starts with the tenant, as the indexes do. */
export function listDisputes(db: Db, scope: Scope, input: ListDisputesInput): Promise<Page<Dispute>> {
  return readInScope(db, scope, (tx) => readDisputePage(tx, scope, input));
}

async function readDisputePage(db: Db, scope: Scope, input: ListDisputesInput): Promise<Page<Dispute>> {
  const where = and(...disputeFilters(scope, input));
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(disputes)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when the sort values are equal.
      .orderBy(direction(disputeSortColumns[input.sortBy]), direction(disputes.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(disputes).where(where),
  ]);
  return page(rows.map(toDispute), total?.value ?? 0, input.limit, input.offset);
}
