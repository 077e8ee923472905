import { hash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, eq, ne, sum } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentRow, payments, refunds } from '@/db/schema';
import { conflict, unprocessable } from '@/server/errors';
import type { PaymentProviders } from '../payment-connectors/connector-providers';
import { providerFailure } from '../payment-connectors/provider-failures';
import { recordAuditEvent } from '../audit/record-audit-event';
import { paymentNotFound } from '../payments/find-payment';
import type { PaymentServiceContext } from '../payments/context';
import { isRowId } from '../shared/row-id';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { type CreateRefundInput, type Refund, toRefund } from './refund-schemas';
import { compareAmounts, fromMinorUnits, toMinorUnits } from '../money';

export type CreateRefundContext = PaymentServiceContext & { providers: PaymentProviders };

/** The refund, and whether it is an earlier request's answered again (the same Idempotency-Key). */
export type CreatedRefund = { refund: Refund; replayed: boolean };

/**
 * Refunds all or part of one of the tenant's SUCCEEDED payments: a PENDING refund, settled later by
 * the provider's `refund.succeeded` or `refund.failed` event.
 *
 * One transaction holds the payment's row lock (`SELECT … FOR UPDATE`) while it sums the refunds that
 * are not FAILED and inserts the new one, so concurrent requests are counted one after the other and
 * never add up to more than the payment. The provider is asked inside that transaction, after the
 * checks: asked before, it could be told to refund money we then refuse; asked after the commit, a
 * provider that fails would leave a refund it never heard of. If it fails, nothing is stored and the
 * answer is a 503 to retry (with the same key: our refund id, which the provider deduplicates on,
 * is the same). The lock is per payment, so only refunds of that one payment wait on the call.
 */
export async function createRefund(
  context: CreateRefundContext,
  tenantId: string,
  input: CreateRefundInput,
  options: { idempotencyKey?: string | null } = {},
): Promise<CreatedRefund> {
  if (!isRowId(input.id)) throw paymentNotFound();
  return context.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.id), eq(payments.tenantId, tenantId)))
      .for('update');
    if (!payment) throw paymentNotFound();

    const id = options.idempotencyKey ? keyedRefundId(tenantId, payment.id, options.idempotencyKey) : randomUUID();
    if (options.idempotencyKey) {
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.id, id));
      if (earlier) return { refund: sameRequestOrConflict(toRefund(earlier), input), replayed: true };
    }

    refundable(payment);
    const { currency } = payment;
    const left = toMinorUnits(payment.amount, currency) - (await committedUnits(tx, payment.id, currency));
    const requested = input.amount === undefined ? left : toMinorUnits(input.amount, currency);
    if (left <= 0n && input.amount === undefined) {
      throw unprocessable(`Nothing is left to refund: only ${fromMinorUnits(left > 0n ? left : 0n, currency)} ${currency} is left to refund`);
    }
    if (left <= 0n || requested > left) {
      throw unprocessable(`Refund of ${fromMinorUnits(requested, currency)} ${currency} refused: only ${fromMinorUnits(left, currency)} ${currency} is left to refund`);
    }
    const amount = fromMinorUnits(requested, currency);

    // The provider the payment went through: its connector's, or the instance's own.
    const provider = await context.providers.forConnector(payment.connectorId, tx);
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await provider.refund({ refundId: id, providerPaymentId: payment.providerPaymentId!, amount, minorUnits: requested, currency: payment.currency }));
    } catch (error) {
      // Nothing is stored; a 5xx is not stored by idempotency, so the same key can be retried.
      throw providerFailure(error);
    }

    const [row] = await tx
      .insert(refunds)
      .values({
        id,
        tenantId,
        paymentId: payment.id,
        amount,
        currency: payment.currency,
        reason: input.reason ?? null,
        metadata: input.metadata ?? null,
        provider: provider.name,
        providerRefundId,
      })
      .returning();
    const refund = toRefund(row!);
    await recordAuditEvent(tx, context.audit, {
      action: 'refund.created',
      targetType: 'refund',
      targetId: refund.id,
      details: { paymentId: payment.id, amount, currency: payment.currency, reason: refund.reason, providerRefundId },
    });
    await enqueueWebhookEvent(tx, tenantId, 'refund.created', refund);
    return { refund, replayed: false };
  });
}

/** Only a SUCCEEDED payment (partly refunded or not) has money to give back; anything else is a 422 saying why. */
function refundable(payment: PaymentRow): void {
  if (payment.status === 'SUCCEEDED' && payment.providerPaymentId) return;
  if (payment.status === 'REFUNDED') throw unprocessable(`Payment is already fully refunded: only 0.00 ${payment.currency} is left to refund`);
  throw unprocessable(`Payment cannot be refunded in status ${payment.status}: only a SUCCEEDED payment can be refunded`);
}

/** The minor units already promised back: every refund of the payment but the FAILED ones. */
async function committedUnits(tx: Db, paymentId: string, currency: string): Promise<bigint> {
  const [row] = await tx
    .select({ value: sum(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')));
  return toMinorUnits(row?.value ?? '0', currency);
}

/**
 * The id of a refund requested with an Idempotency-Key: derived from the tenant, the payment and
 * the key, so a repeat whose idempotency record is gone from the cache meets the refund instead of
 * making a second one. An RFC 9562 version 8 (custom) UUID, as a keyed payment's.
 */
export function keyedRefundId(tenantId: string, paymentId: string, idempotencyKey: string): string {
  const bytes = hash('sha256', `refund\n${tenantId}\n${paymentId}\n${idempotencyKey.trim().toLowerCase()}`, 'buffer').subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The earlier refund of the same key, answered again when the request asks the same; 409 otherwise. */
function sameRequestOrConflict(earlier: Refund, input: CreateRefundInput): Refund {
  const same =
    (input.amount === undefined || compareAmounts(input.amount, String(earlier.amount), earlier.currency) === 0) &&
    earlier.reason === (input.reason ?? null) &&
    canonicalize(earlier.metadata) === canonicalize(input.metadata ?? null);
  if (!same) throw conflict('Idempotency-Key was already used with a different payload');
  return earlier;
}
