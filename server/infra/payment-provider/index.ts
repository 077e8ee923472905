import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { CreateProviderPayment, PaymentProvider } from './types';

/** Every provider the app can use, by name; the one place a new provider is added. */
const providers = {
  sandbox: createSandboxProvider,
} satisfies Record<string, () => PaymentProvider>;

export type PaymentProviderName = keyof typeof providers;

/** The provider of this instance. Only the sandbox exists so far; configuration will name it here. */
export function createPaymentProvider(name: PaymentProviderName = 'sandbox'): PaymentProvider {
  return providers[name]();
}
