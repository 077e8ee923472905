import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentRow, payments } from '@/db/schema';
import { notFound } from '@/server/errors';
import { isRowId } from '../shared/row-id';

export const paymentNotFound = () => notFound('Payment not found');

/** A tenant's payment by id. Another tenant's payment and an id that is not a UUID are simply not found. */
export async function findPayment(db: Db, tenantId: string, id: string): Promise<PaymentRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function getPayment(db: Db, tenantId: string, id: string): Promise<PaymentRow> {
  const row = await findPayment(db, tenantId, id);
  if (!row) throw paymentNotFound();
  return row;
}

