import type { PaymentProvider } from '../infra/payment-provider';
import type { PaymentProviders } from '../services/payment-connectors/connector-providers';
import { eq } from 'drizzle-orm';
import { payments } from '@/db/schema';
import type { TestApp } from './test-app';

/** What the payment suites share: a valid create body and the calls that create payments through the API. */

export type Headers = Record<string, string>;

export const validPayment = { amount: 1234.56, currency: 'HUF', userId: 'user-1' };

export type CreatedPayment = { id: string; amount: number; currency: string; status: string; createdAt: string };

export function paymentCalls(app: TestApp) {
  const create = (headers: Headers, json: unknown) => app.request('POST', '/payments', { headers, json });
  return {
    create,
    /** A payment created from `validPayment` with `json` over it; throws unless 201. */
    created: async (headers: Headers, json: Record<string, unknown> = {}): Promise<CreatedPayment> => {
      const response = await create(headers, { ...validPayment, ...json });
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
      return response.body as CreatedPayment;
    },
    /** Sends `body` as it is written: JSON.stringify would never write a `__proto__` key. */
    createRaw: (headers: Headers, body: string) => app.request('POST', '/payments', { headers: { ...headers, 'content-type': 'application/json' }, body }),
    paymentCountOf: async (tenantId: string) => (await app.container.database.db.select().from(payments).where(eq(payments.tenantId, tenantId))).length,
  };
}

/** One provider for every payment, as a service test hands it in place of the connectors' choice. */
export const onlyProvider = (provider: PaymentProvider): PaymentProviders => ({
  forNewPayment: async () => ({ provider, connectorId: null }),
  forConnector: async () => provider,
  forPayment: async () => provider,
});
