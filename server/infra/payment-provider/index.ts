import { createSandboxProvider } from './sandbox';
import type { PaymentProviderName } from './names';
import type { PaymentProvider } from './types';

export { ProviderError, isProviderError, type ProviderFailureKind } from './provider-error';
export { verifyProviderSignature, signProviderBody, type ProviderSignatureHeaders } from './provider-signature';
export { buildSandboxDisputeEvent, buildSandboxEvent, buildSandboxRefundEvent, signSandboxEvent } from './sandbox-events';
export {
  providerDisputeEventTypes,
  providerDisputeStatuses,
  providerEventTypes,
  providerRefundEventTypes,
  type CreateProviderPayment,
  type CreateProviderRefund,
  type CreatedProviderPayment,
  type PaymentNextAction,
  type ProviderPaymentState,
  type ProviderRefundState,
  type ProviderDisputeState,
  type PaymentProvider,
  type ProviderDisputeEvent,
  type ProviderDisputeEventType,
  type ProviderDisputeStatus,
  type SubmitProviderDisputeEvidence,
  type ProviderEvent,
  type ProviderEventType,
  type ProviderRefundEvent,
  type ProviderRefundEventType,
} from './types';

/** Every provider the app can use, by name; the one place a new provider is added. */
const providers = {
  sandbox: createSandboxProvider,
} satisfies Record<PaymentProviderName, () => PaymentProvider>;

export { paymentProviderNames, type PaymentProviderName } from './names';

/** The provider this instance uses, as `PAYMENT_PROVIDER` names it. */
export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  return providers[name]();
}
