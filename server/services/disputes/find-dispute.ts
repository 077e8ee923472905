import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type DisputeRow, disputes } from '@/db/schema';
import { notFound } from '@/server/errors';
import { isRowId } from '../shared/row-id';

export const disputeNotFound = () => notFound('Dispute not found');

/**
 * A tenant's dispute by id; with `lock`, its row is held (`FOR UPDATE`) until the transaction ends.
 * Another tenant's dispute and an id that is not a UUID are simply not found.
 */
export async function getDispute(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<DisputeRow> {
  if (!isRowId(id)) throw disputeNotFound();
  const query = db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), eq(disputes.tenantId, tenantId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw disputeNotFound();
  return row;
}
