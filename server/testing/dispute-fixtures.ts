import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { disputes } from '@/db/schema';
import { buildSandboxDisputeEvent, type ProviderDisputeEvent, type ProviderDisputeEventType } from '../infra/payment-provider';
import type { Headers } from './payment-fixtures';
import { refundCalls, type SucceededPayment } from './refund-fixtures';
import type { TestApp, TestResponse } from './test-app';

/** What the dispute suites share: a disputed payment, the provider's signed dispute events, and the tenant's answers. */

export type DisputeBody = {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  evidenceDueBy: string;
  evidence: string | null;
  evidenceSubmittedAt: string | null;
  providerDisputeId: string;
  createdAt: string;
  updatedAt: string;
};

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

export function disputeCalls(app: TestApp) {
  const { succeededPayment, sendSigned } = refundCalls(app);
  /** The provider's event about a dispute; answers the receiver's response. */
  const send = (type: ProviderDisputeEventType, data: ProviderDisputeEvent['data'], options: { id?: string } = {}) =>
    sendSigned(buildSandboxDisputeEvent(type, data, options));
  /** `dispute.created` for a payment, as the sandbox raises it (fraudulent, due in 7 days), unless `data` says otherwise. */
  const raise = (providerPaymentId: string, data: Partial<ProviderDisputeEvent['data']> = {}, options: { id?: string } = {}) =>
    send('dispute.created', { providerDisputeId: `sbx_dp_${randomUUID().slice(0, 8)}`, providerPaymentId, reason: 'fraudulent', evidenceDueBy: inDays(7), ...data }, options);
  /** The dispute the provider opened under `providerDisputeId`, as `GET /disputes/{id}` answers it. */
  const byProviderId = async (headers: Headers, providerDisputeId: string): Promise<DisputeBody> => {
    const [row] = await app.container.database.db.select({ id: disputes.id }).from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId));
    if (!row) throw new Error(`no dispute ${providerDisputeId}`);
    return (await app.request('GET', `/disputes/${row.id}`, { headers })).body as DisputeBody;
  };
  return {
    send,
    raise,
    byProviderId,
    /** A SUCCEEDED payment of the tenant, disputed by the provider: both, the dispute NEEDS_RESPONSE. */
    disputed: async (headers: Headers, payment: Record<string, unknown> = { amount: 25, currency: 'EUR' }, data: Partial<ProviderDisputeEvent['data']> = {}) => {
      const paid: SucceededPayment = await succeededPayment(headers, payment);
      const providerDisputeId = data.providerDisputeId ?? `sbx_dp_${randomUUID().slice(0, 8)}`;
      const response = await raise(paid.providerPaymentId, { ...data, providerDisputeId });
      if (response.body.outcome !== 'applied') throw new Error(`dispute not opened: ${response.text}`);
      return { payment: paid, dispute: await byProviderId(headers, providerDisputeId) };
    },
    evidence: (headers: Headers, id: string, json: unknown, extra: Record<string, string> = {}): Promise<TestResponse> =>
      app.request('POST', `/disputes/${id}/evidence`, { headers: { ...headers, ...extra }, json }),
    accept: (headers: Headers, id: string, extra: Record<string, string> = {}): Promise<TestResponse> =>
      app.request('POST', `/disputes/${id}/accept`, { headers: { ...headers, ...extra } }),
    inDays,
  };
}
