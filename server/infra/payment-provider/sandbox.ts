import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './types';

/** 24 hex digits cut from a UUID (Node draws those from a buffered pool) rather than `randomBytes`, a system call each time. */
const sandboxId = () => randomUUID().replaceAll('-', '').slice(0, 24);

/**
 * The built-in provider: no network, answers at once with a fresh `sbx_` payment id or `sbx_re_`
 * refund id (a refund id never looks like a payment id), and takes any dispute evidence. Its events are played with
 * `npm run provider:simulate`.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    createPayment: async () => ({ providerPaymentId: `sbx_${sandboxId()}` }),
    refund: async () => ({ providerRefundId: `sbx_re_${sandboxId()}` }),
    submitDisputeEvidence: async () => {},
    cancelPayment: async () => {},
    acceptDispute: async () => {},
  };
}
