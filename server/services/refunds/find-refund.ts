import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type RefundRow, refunds } from '@/db/schema';
import { notFound } from '@/server/errors';
import { isRowId } from '../shared/row-id';

export const refundNotFound = () => notFound('Refund not found');

/** A tenant's refund by id. Another tenant's refund and an id that is not a UUID are simply not found. */
export async function getRefund(db: Db, tenantId: string, id: string): Promise<RefundRow> {
  if (!isRowId(id)) throw refundNotFound();
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.tenantId, tenantId)))
    .limit(1);
  if (!row) throw refundNotFound();
  return row;
}
