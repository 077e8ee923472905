import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { systemAuditContext } from '../audit/types';
import { createPayment } from './create-payment';
import { createPaymentInput, type Payment } from './payment-schemas';

const input = createPaymentInput.parse({ amount: 1234.5, currency: 'HUF', userId: 'user-1' });

/** The hook the router uses to count payments (payments_created_total), called after the commit only. */
describe.each(backends)('createPayment onCreated hook on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ backend });
    const tenant = await app.tenantWithToken({ name: 'Hooked' });
    tenantId = tenant.tenant.id;
    headers = tenant.headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  const context = (onCreated: (payment: Payment) => void, provider: PaymentProvider = app.container.paymentProvider) => ({
    db: app.container.database.db,
    audit: systemAuditContext,
    provider,
    onCreated,
  });

  it('is called once with the payment, after it is committed and readable through the API', async () => {
    const seen: Payment[] = [];
    const payment = await createPayment(context((created) => seen.push(created)), tenantId, input);
    expect(seen).toEqual([payment]);
    expect(payment).toMatchObject({ tenantId, currency: 'HUF', amount: 1234.5, status: 'PENDING' });
    const read = await app.request('GET', `/payments/${payment.id}`, { headers });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(payment);
  });

  it('is not called when the provider does not answer (503)', async () => {
    const seen: Payment[] = [];
    const down: PaymentProvider = { name: 'sandbox', createPayment: () => Promise.reject(new Error('provider down')) };
    const failure = await createPayment(context((created) => seen.push(created), down), tenantId, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
    expect(seen).toEqual([]);
  });

  it('is not called when the transaction fails', async () => {
    const seen: Payment[] = [];
    // No such tenant: the insert breaks the foreign key and nothing is committed.
    await expect(createPayment(context((created) => seen.push(created)), randomUUID(), input)).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});
