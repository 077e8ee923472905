import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export { verifyProviderSignature, signProviderBody, type ProviderSignatureHeaders } from './provider-signature';
export { buildSandboxEvent, signSandboxEvent } from './sandbox-events';
export { providerEventTypes, type CreateProviderPayment, type PaymentProvider, type ProviderEvent, type ProviderEventType } from './types';

/** Every provider the app can use, by name; the one place a new provider is added. */
const providers = {
  sandbox: createSandboxProvider,
} satisfies Record<string, () => PaymentProvider>;

export type PaymentProviderName = keyof typeof providers;

/** The provider of this instance. Only the sandbox exists so far; configuration will name it here. */
export function createPaymentProvider(name: PaymentProviderName = 'sandbox'): PaymentProvider {
  return providers[name]();
}
