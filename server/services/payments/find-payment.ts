import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentRow, payments } from '@/db/schema';
import { notFound } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { secretPlaces } from '../secrets/secret-places';
import { type PaymentWithNextAction, toPayment } from './payment-schemas';
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


/**
 * A tenant's payment as `GET /payments/{id}` answers it: with what the customer's browser needs to
 * pay (the client secret) while the payment is still PENDING, so a front end that lost the
 * creation's answer can still let the customer pay. Once the payment has moved on, the customer has
 * nothing left to do and the secret is not answered.
 */
export async function getPaymentWithNextAction(deps: { db: Db; secrets: Pick<SecretBox, 'open'> }, tenantId: string, id: string): Promise<PaymentWithNextAction> {
  const row = await getPayment(deps.db, tenantId, id);
  const payment = toPayment(row);
  if (row.status !== 'PENDING' || !row.clientSecret) return payment;
  return { ...payment, nextAction: { type: 'stripe_confirm_payment', clientSecret: deps.secrets.open(row.clientSecret, secretPlaces.paymentClientSecret(row.id)) } };
}
