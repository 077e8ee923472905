import { randomUUID } from 'node:crypto';
import { payments } from '@/db/schema';
import { AppError } from '@/server/errors';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { recordAuditEvent } from '../audit/record-audit-event';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import type { PaymentServiceContext } from './context';
import { type CreatePaymentInput, type Payment, toPayment } from './payment-schemas';

export type CreatePaymentContext = PaymentServiceContext & {
  provider: PaymentProvider;
  /**
   * Called once the payment's transaction has returned (committed, unless `db` is itself an outer
   * transaction); never when creation fails. The router counts created payments with it.
   */
  onCreated?: (payment: Payment) => void;
};

/**
 * Creates a PENDING payment for the calling tenant. The provider is asked first, outside any
 * transaction (a real one is a network call), with our payment id so it can deduplicate a retry;
 * the row and its audit event are then written together.
 */
export async function createPayment(context: CreatePaymentContext, tenantId: string, input: CreatePaymentInput): Promise<Payment> {
  const id = randomUUID();
  let providerPaymentId: string;
  try {
    ({ providerPaymentId } = await context.provider.createPayment({ paymentId: id, amount: input.amount, currency: input.currency }));
  } catch (error) {
    // A 5xx is not stored by idempotency, so the same key can be retried.
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable; try again shortly', {
      headers: { 'Retry-After': '5' },
      cause: error,
    });
  }
  const created = await context.db.transaction(async (tx) => {
    // The row and its audit event do not depend on each other: sent together, the driver pipelines
    // them on the transaction's connection (one round trip instead of two).
    const [[row]] = await Promise.all([
      tx
        .insert(payments)
        .values({
          id,
          tenantId,
          amount: input.amount,
          currency: input.currency,
          userId: input.userId,
          description: input.description ?? null,
          metadata: input.metadata ?? null,
          status: 'PENDING',
          provider: context.provider.name,
          providerPaymentId,
        })
        .returning(),
      recordAuditEvent(tx, context.audit, {
        action: 'payment.created',
        targetType: 'payment',
        targetId: id,
        // The amount as the numeric(12,2) column stores it ("12.50").
        details: { amount: Number(input.amount).toFixed(2), currency: input.currency, userId: input.userId, provider: context.provider.name, providerPaymentId },
      }),
    ]);
    const payment = toPayment(row!);
    await enqueueWebhookEvent(tx, tenantId, 'payment.created', payment);
    return payment;
  });
  context.onCreated?.(created);
  return created;
}
