import { buildSandboxEvent, buildSandboxRefundEvent, type ProviderRefundEventType, signSandboxEvent } from '../infra/payment-provider';
import { type Headers, paymentCalls } from './payment-fixtures';
import type { TestApp, TestResponse } from './test-app';

/** What the refund suites share: a SUCCEEDED payment to refund, and the provider's signed events. */

export type SucceededPayment = { id: string; amount: number; currency: string; status: string; providerPaymentId: string; amountRefunded: number };
export type RefundBody = { id: string; paymentId: string; amount: number; currency: string; status: string; providerRefundId: string; failureReason: string | null };

export function refundCalls(app: TestApp) {
  const { created } = paymentCalls(app);
  /** POSTs a signed provider event as the sandbox sends it; throws unless 200. */
  const sendSigned = async (event: Parameters<typeof signSandboxEvent>[1]) => {
    const { body, headers } = signSandboxEvent(app.config.paymentProviderWebhookSecret, event);
    const response = await app.request('POST', '/webhooks/paymentprovider', { body, headers });
    if (response.status !== 200) throw new Error(`provider event refused: ${response.status} ${response.text}`);
    return response;
  };
  return {
    /** A payment created through the API and confirmed by a signed `payment.succeeded`. */
    succeededPayment: async (headers: Headers, json: Record<string, unknown> = {}): Promise<SucceededPayment> => {
      const payment = (await created(headers, json)) as unknown as SucceededPayment;
      await sendSigned(buildSandboxEvent('payment.succeeded', payment.providerPaymentId));
      return (await app.request('GET', `/payments/${payment.id}`, { headers })).body as SucceededPayment;
    },
    refund: (headers: Headers, paymentId: string, json: unknown = {}, extra: Record<string, string> = {}): Promise<TestResponse> =>
      app.request('POST', `/payments/${paymentId}/refunds`, { headers: { ...headers, ...extra }, json }),
    /** The provider settles a refund; answers the receiver's response. */
    settle: (type: ProviderRefundEventType, providerRefundId: string, options: { id?: string; failureReason?: string } = {}) =>
      sendSigned(buildSandboxRefundEvent(type, providerRefundId, options)),
    sendSigned,
  };
}
