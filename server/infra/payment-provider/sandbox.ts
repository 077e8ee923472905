import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types';

/** The built-in provider: no network, answers at once with a fresh `sbx_...` id. */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    createPayment: async () => ({ providerPaymentId: `sbx_${randomBytes(12).toString('hex')}` }),
  };
}
