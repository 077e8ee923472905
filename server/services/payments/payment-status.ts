import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentRow, type PaymentStatus, payments } from '@/db/schema';
import { isRowId } from '../shared/row-id';

/**
 * The payment state machine, in one table: the states each state may move to.
 * Anything not listed is refused, so an out-of-order provider event never moves a payment backwards.
 */
export const paymentTransitions = {
  PENDING: ['PROCESSING', 'CANCELED'],
  PROCESSING: ['SUCCEEDED', 'FAILED', 'CANCELED'],
  // Only once its SUCCEEDED refunds add up to its whole amount (apply-refund-event.ts).
  SUCCEEDED: ['REFUNDED'],
  FAILED: [],
  CANCELED: [],
  REFUNDED: [],
} as const satisfies Record<PaymentStatus, readonly PaymentStatus[]>;

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return (paymentTransitions[from] as readonly PaymentStatus[]).includes(to);
}

/** The states a payment may be in to move to `to`. */
export function statusesLeadingTo(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(paymentTransitions) as PaymentStatus[]).filter((from) => canTransition(from, to));
}

export type TransitionResult =
  | { ok: true; row: PaymentRow; from: PaymentStatus }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; status: PaymentStatus };

/**
 * Moves a tenant's payment to `to`, if the table allows it from the state it is in. Call it in a
 * transaction: the row is locked first, so `from` is exact, and the UPDATE only matches a row in a
 * state that may lead to `to`, so of two concurrent transitions the second finds nothing to change
 * and is refused rather than applied on top of the first.
 */
export async function applyPaymentTransition(
  tx: Db,
  target: { tenantId: string; paymentId: string },
  to: PaymentStatus,
  changes: Partial<Pick<PaymentRow, 'failureReason' | 'providerPaymentId'>> = {},
): Promise<TransitionResult> {
  if (!isRowId(target.paymentId)) return { ok: false, reason: 'not-found' };
  const owned = and(eq(payments.id, target.paymentId), eq(payments.tenantId, target.tenantId));
  const [current] = await tx.select({ status: payments.status }).from(payments).where(owned).for('update');
  if (!current) return { ok: false, reason: 'not-found' };
  if (!canTransition(current.status, to)) return { ok: false, reason: 'not-allowed', status: current.status };

  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, updatedAt: sql`now()`, ...(to === 'CANCELED' ? { canceledAt: sql`now()` } : {}) })
    .where(and(owned, inArray(payments.status, statusesLeadingTo(to))))
    .returning();
  if (!row) {
    const [latest] = await tx.select({ status: payments.status }).from(payments).where(owned);
    return { ok: false, reason: 'not-allowed', status: latest?.status ?? current.status };
  }
  return { ok: true, row, from: current.status };
}
