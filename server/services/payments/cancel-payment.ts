import { recordAuditEvent } from '../audit/record-audit-event';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { unprocessable } from '@/server/errors';
import { isProviderError } from '@/server/infra/payment-provider';
import { providerFailure } from '../payment-connectors/provider-failures';
import type { PaymentProviders } from '../payment-connectors/connector-providers';
import type { PaymentServiceContext } from './context';
import { findPayment, paymentNotFound } from './find-payment';
import { type Payment, toPayment } from './payment-schemas';
import { applyPaymentTransition, canTransition } from './payment-status';

/**
 * Cancels a PENDING or PROCESSING payment of the tenant; any other state is a 422. A payment made
 * through a connector is canceled at the provider first (Stripe cancels the PaymentIntent), so the
 * customer can no longer pay it; if the provider refuses (the intent succeeded meanwhile), nothing
 * changes here and the answer says why, and the provider's own event moves the payment.
 */
export async function cancelPayment(context: PaymentServiceContext & { providers?: PaymentProviders }, tenantId: string, id: string): Promise<Payment> {
  const current = await findPayment(context.db, tenantId, id);
  if (!current) throw paymentNotFound();
  if (current.connectorId && current.providerPaymentId && context.providers && canTransition(current.status, 'CANCELED')) {
    const provider = await context.providers.forConnector(current.connectorId);
    try {
      await provider.cancelPayment({ paymentId: current.id, providerPaymentId: current.providerPaymentId });
    } catch (error) {
      if (isProviderError(error) && error.kind === 'invalid') throw unprocessable(`The payment provider refused to cancel the payment: ${error.message}`);
      throw providerFailure(error);
    }
  }
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
