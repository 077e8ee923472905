import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { payments } from '@/db/schema';
import { AppError } from '@/server/errors';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { auditEventInsert } from '../audit/record-audit-event';
import { webhookEventInsert } from '../webhooks/enqueue-webhook-event';
import type { PaymentServiceContext } from './context';
import type { CreatePaymentInput, Payment } from './payment-schemas';

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
 * the row, its audit event and its `payment.created` webhook event are then written together.
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
  // The whole write is one statement: the row, its audit event and its webhook event commit
  // together (a statement is atomic) in one round trip, instead of BEGIN, the inserts and COMMIT
  // each waiting for the database. The answer is built here, so nothing has to come back; the
  // timestamps are this instance's clock, cut to the milliseconds the API shows.
  const now = new Date();
  const created: Payment = {
    id,
    tenantId,
    amount: Number(input.amount),
    currency: input.currency,
    userId: input.userId,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    status: 'PENDING',
    providerPaymentId,
    failureReason: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    canceledAt: null,
  };
  const row = context.db.insert(payments).values({
    id,
    tenantId,
    amount: input.amount,
    currency: input.currency,
    userId: input.userId,
    description: created.description,
    metadata: created.metadata,
    status: 'PENDING',
    provider: context.provider.name,
    providerPaymentId,
    createdAt: now,
    updatedAt: now,
  });
  const audit = auditEventInsert(context.db, context.audit, {
    action: 'payment.created',
    targetType: 'payment',
    targetId: id,
    // The amount as the numeric(12,2) column stores it ("12.50").
    details: { amount: Number(input.amount).toFixed(2), currency: input.currency, userId: input.userId, provider: context.provider.name, providerPaymentId },
  });
  const event = webhookEventInsert(tenantId, 'payment.created', created);
  // Drizzle puts an embedded query builder in parentheses itself; the raw event SQL needs its own.
  await context.db.execute(sql`with payment as ${row}, audit as ${audit}, event as (${event}) select 1`);
  context.onCreated?.(created);
  return created;
}
