import { recordAuditEvent } from '../audit/record-audit-event';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { unprocessable } from '@/server/errors';
import type { PaymentServiceContext } from './context';
import { paymentNotFound } from './find-payment';
import { type Payment, toPayment } from './payment-schemas';
import { applyPaymentTransition } from './payment-status';

/** Cancels a PENDING or PROCESSING payment of the tenant; any other state is a 422. */
export async function cancelPayment(context: PaymentServiceContext, tenantId: string, id: string): Promise<Payment> {
  return context.db.transaction(async (tx) => {
    const result = await applyPaymentTransition(tx, { tenantId, paymentId: id }, 'CANCELED');
    if (!result.ok) {
      if (result.reason === 'not-found') throw paymentNotFound();
      throw unprocessable(`Payment cannot be canceled in status ${result.status}`);
    }
    await recordAuditEvent(tx, context.audit, {
      action: 'payment.canceled',
      targetType: 'payment',
      targetId: result.row.id,
      details: { from: result.from, to: result.row.status },
    });
    const payment = toPayment(result.row);
    await enqueueWebhookEvent(tx, tenantId, 'payment.canceled', payment);
    return payment;
  });
}
