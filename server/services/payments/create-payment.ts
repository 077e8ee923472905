import { hash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '@/db/errors';
import { fillPlaceholders, placeholders, preparedStatement } from '@/db/prepared';
import { auditOutbox, payments } from '@/db/schema';
import { AppError } from '@/server/errors';
import type { PaymentNextAction, PaymentProvider } from '@/server/infra/payment-provider';
import type { SecretBox } from '@/server/infra/secret-box';
import { providerFailure } from '../payment-connectors/provider-failures';
import { AUDIT_EVENT_COLUMNS, auditEventRow } from '../audit/record-audit-event';
import { webhookEvent, webhookEventInsert } from '../webhooks/enqueue-webhook-event';
import type { PaymentServiceContext } from './context';
import { findPayment } from './find-payment';
import { type CreatePaymentInput, type Payment, type PaymentWithNextAction, toPayment } from './payment-schemas';
import { secretPlaces } from '../secrets/secret-places';
import { amountAsNumber, normalizeAmount, toMinorUnits } from '../money';

export type CreatePaymentContext = PaymentServiceContext & {
  provider: PaymentProvider;
  /** Seals the client secret a provider gives for the customer's browser, kept for `GET /payments/{id}`. */
  secrets: Pick<SecretBox, 'seal'>;
  /** The tenant's connector `provider` belongs to; null for the instance's own provider. */
  connectorId?: string | null;
  /**
   * Called once the payment's transaction has returned (committed, unless `db` is itself an outer
   * transaction); never when creation fails. The router counts created payments with it.
   */
  onCreated?: (payment: Payment) => void;
  /** Called instead when the key's payment already existed and is answered again (a replay). */
  onReplayed?: (payment: Payment) => void;
};

/**
 * Creates a PENDING payment for the calling tenant. The provider is asked first, outside any
 * transaction (a real one is a network call), with our payment id so it can deduplicate a retry;
 * the row, its audit event and its `payment.created` webhook event are then written together.
 */
export async function createPayment(
  context: CreatePaymentContext,
  tenantId: string,
  input: CreatePaymentInput,
  options: { idempotencyKey?: string | null } = {},
): Promise<PaymentWithNextAction> {
  const id = options.idempotencyKey ? keyedPaymentId(tenantId, options.idempotencyKey) : randomUUID();
  let providerPaymentId: string;
  let nextAction: PaymentNextAction | null;
  try {
    const answer = await context.provider.createPayment({ paymentId: id, amount: input.amount, minorUnits: toMinorUnits(input.amount, input.currency), currency: input.currency });
    providerPaymentId = answer.providerPaymentId;
    nextAction = answer.nextAction ?? null;
  } catch (error) {
    // Nothing is recorded; a 5xx is not stored by idempotency, so the same key can be retried.
    throw providerFailure(error);
  }
  // The answer is built here, so nothing has to come back from the statement; the timestamps are
  // this instance's clock, cut to the milliseconds the API shows.
  const now = new Date();
  const created: Payment = {
    id,
    tenantId,
    amount: amountAsNumber(input.amount),
    currency: input.currency,
    userId: input.userId,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    status: 'PENDING',
    provider: context.provider.name as Payment['provider'],
    connectorId: context.connectorId ?? null,
    providerPaymentId,
    failureReason: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    canceledAt: null,
    amountRefunded: 0,
  };
  const event = webhookEvent('payment.created', created);
  const values = fillPlaceholders('payment', {
    id,
    tenantId,
    amount: input.amount,
    currency: input.currency,
    userId: input.userId,
    description: created.description,
    metadata: created.metadata,
    status: 'PENDING',
    provider: context.provider.name,
    connectorId: context.connectorId ?? null,
    providerPaymentId,
    clientSecret: nextAction ? context.secrets.seal(nextAction.clientSecret, secretPlaces.paymentClientSecret(id)) : null,
    createdAt: now,
    updatedAt: now,
  } satisfies Record<PaymentColumn, unknown>);
  fillPlaceholders(
    'audit',
    auditEventRow(context.audit, {
      action: 'payment.created',
      targetType: 'payment',
      targetId: id,
      // The amount as the numeric(12,2) column stores it ("12.50").
      details: { amount: normalizeAmount(input.amount, input.currency), currency: input.currency, userId: input.userId, provider: context.provider.name, providerPaymentId },
    }),
    values,
  );
  fillPlaceholders('event', event, values);
  try {
    await insertPayment(context.db, values);
  } catch (error) {
    if (!options.idempotencyKey || !isUniqueViolation(error)) throw error;
    const earlier = await earlierKeyedPayment(context, tenantId, id, input);
    context.onReplayed?.(earlier);
    // The provider answered the retry with the same intent (our payment id is its idempotency key).
    return nextAction ? { ...earlier, nextAction } : earlier;
  }
  context.onCreated?.(created);
  return nextAction ? { ...created, nextAction } : created;
}

const PAYMENT_COLUMNS = [
  'id',
  'tenantId',
  'amount',
  'currency',
  'userId',
  'description',
  'metadata',
  'status',
  'provider',
  'connectorId',
  'providerPaymentId',
  'clientSecret',
  'createdAt',
  'updatedAt',
] as const;
type PaymentColumn = (typeof PAYMENT_COLUMNS)[number];

/**
 * The whole write is one statement: the payment row, its audit event and its `payment.created`
 * webhook event (written only for a tenant with a webhook URL) commit together (a statement is
 * atomic) in one round trip, instead of BEGIN, the inserts and COMMIT each waiting for the
 * database. Its text is built once (db/prepared.ts); a call only fills in the values.
 *
 * The event reads its tenant from the payment row the statement writes. That makes Postgres write
 * the payment first, and so take the tenant's payment counter row (migration 0003) before its
 * webhook counter row, in the order every other transaction takes them (a provider event: the
 * payment's status, then its webhook). Written independently, the event went first, and a payment
 * created while a provider event of the same tenant was applied on a backend of the same counter
 * shard could deadlock with it: a 500 in the fault suite (payment-lock-order.integration.test.ts).
 */
const insertPayment = preparedStatement((db) => {
  const row = db.insert(payments).values(placeholders('payment', PAYMENT_COLUMNS)).returning({ tenantId: payments.tenantId });
  const audit = db.insert(auditOutbox).values(placeholders('audit', AUDIT_EVENT_COLUMNS));
  const event = webhookEventInsert({
    id: sql.placeholder('event.id'),
    tenantId: sql`(select tenant_id from payment)`,
    type: 'payment.created',
    payload: sql.placeholder('event.payload'),
    traceContext: sql.placeholder('event.traceContext'),
  });
  // Drizzle puts an embedded query builder in parentheses itself; the raw event SQL needs its own.
  return sql`with payment as ${row}, audit as ${audit}, event as (${event}) select 1`;
});

/**
 * The id of a payment created with an Idempotency-Key: derived from the tenant and the key, so the
 * key maps to one row whatever happens to the idempotency record in the cache. A repeat whose
 * record is gone (the first answer was lost with its connection after the commit, and the 503 let
 * the client retry; or the cache lost its data) then meets the row instead of creating a second
 * payment. An RFC 9562 version 8 (custom) UUID.
 */
export function keyedPaymentId(tenantId: string, idempotencyKey: string): string {
  const bytes = hash('sha256', `payment\n${tenantId}\n${idempotencyKey.trim().toLowerCase()}`, 'buffer').subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The payment an earlier request with the same key created: answered again, as the idempotency
 * record would have answered it, when the payload is the same; 409 as for any key reused with
 * another payload otherwise.
 */
async function earlierKeyedPayment(context: CreatePaymentContext, tenantId: string, id: string, input: CreatePaymentInput): Promise<Payment> {
  const row = await findPayment(context.db, tenantId, id);
  const payment = row ? toPayment(row) : undefined;
  const same =
    payment !== undefined &&
    payment.amount === amountAsNumber(input.amount) &&
    payment.currency === input.currency &&
    payment.userId === input.userId &&
    payment.description === (input.description ?? null) &&
    canonicalize(payment.metadata) === canonicalize(input.metadata ?? null);
  if (!same) throw new AppError('CONFLICT', 'Idempotency-Key was already used with a different payload');
  return payment;
}
