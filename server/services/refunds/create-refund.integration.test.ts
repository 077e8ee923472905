import { onlyProvider } from '../../testing/payment-fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '@/db/schema';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { refundCalls } from '../../testing/refund-fixtures';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { systemAuditContext } from '../audit/types';
import { createRefund } from './create-refund';
import { createRefundInput } from './refund-schemas';

describe.each(backends)('createRefund on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ backend });
    const tenant = await app.tenantWithToken({ name: 'Keyed refunder' });
    tenantId = tenant.tenant.id;
    headers = tenant.headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  const context = (provider: PaymentProvider = app.container.paymentProvider) => ({ db: app.container.database.db, audit: systemAuditContext, providers: onlyProvider(provider) });
  const rowsOf = async (paymentId: string) => app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

  it('meets the refund a key already made when the idempotency record is gone: the same refund, no second row; another payload is a 409', async () => {
    const payment = await refundCalls(app).succeededPayment(headers, { amount: 40, currency: 'EUR' });
    const input = createRefundInput.parse({ id: payment.id, amount: 15, reason: 'duplicate' });
    const key = randomUUID();
    const first = await createRefund(context(), tenantId, input, { idempotencyKey: key });
    expect(first.replayed).toBe(false);
    // What a retry does when the first answer was lost after the commit, or the cache lost its data.
    const again = await createRefund(context(), tenantId, input, { idempotencyKey: key });
    expect(again).toEqual({ refund: first.refund, replayed: true });
    expect(await rowsOf(payment.id)).toHaveLength(1);
    const other = createRefundInput.parse({ id: payment.id, amount: 16, reason: 'duplicate' });
    await expect(createRefund(context(), tenantId, other, { idempotencyKey: key })).rejects.toMatchObject({ code: 'CONFLICT' });
    // The same key on another payment is another refund.
    const second = await refundCalls(app).succeededPayment(headers, { amount: 40, currency: 'EUR' });
    const elsewhere = await createRefund(context(), tenantId, { ...input, id: second.id }, { idempotencyKey: key });
    expect(elsewhere.refund.id).not.toBe(first.refund.id);
  });

  it('stores nothing and answers 503 with Retry-After when the provider does not answer', async () => {
    const payment = await refundCalls(app).succeededPayment(headers, { amount: 10, currency: 'EUR' });
    const down: PaymentProvider = { ...app.container.paymentProvider, name: 'sandbox', refund: () => Promise.reject(new Error('provider down')) };
    await expect(createRefund(context(down), tenantId, createRefundInput.parse({ id: payment.id }))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'Retry-After': '5' },
    });
    expect(await rowsOf(payment.id)).toEqual([]);
    const { refund } = await createRefund(context(), tenantId, createRefundInput.parse({ id: payment.id }));
    expect(refund).toMatchObject({ amount: 10, status: 'PENDING' });
    await expect(createRefund(context(), tenantId, createRefundInput.parse({ id: payment.id }))).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Nothing is left to refund: only 0.00 EUR is left to refund',
    });
  });
});
