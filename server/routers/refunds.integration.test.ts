import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '@/db/schema';
import { paymentCalls } from '../testing/payment-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

describe.each(backends)('refunds through REST on %s', (backend) => {
  const app = suiteApp({ backend });
  const { created } = paymentCalls(app);
  const { succeededPayment, refund, settle } = refundCalls(app);
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Refunder' });
  });

  describe('POST /payments/{id}/refunds', () => {
    it('refunds part of a SUCCEEDED payment: 201 with a PENDING refund in the payment’s currency', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 100, currency: 'EUR' });
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amountRefunded: 0 });
      const response = await refund(owner.headers, payment.id, { amount: 12.5, reason: 'requested_by_customer', metadata: { ticket: 'T-1' } });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        paymentId: payment.id,
        amount: 12.5,
        currency: 'EUR',
        status: 'PENDING',
        reason: 'requested_by_customer',
        metadata: { ticket: 'T-1' },
        providerRefundId: expect.stringMatching(/^sbx_re_[0-9a-f]{24}$/),
        failureReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = await app.container.database.db.select().from(refunds).where(eq(refunds.id, response.body.id));
      expect(row).toMatchObject({ amount: '12.50', tenantId: owner.tenant.id, provider: 'sandbox', status: 'PENDING' });
    });

    it('refunds what is left when no amount is given, then answers 422 naming what is left', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 80.3, currency: 'GBP' });
      expect((await refund(owner.headers, payment.id, { amount: 30 })).status).toBe(201);
      const rest = await refund(owner.headers, payment.id);
      expect(rest.status, rest.text).toBe(201);
      expect(rest.body).toMatchObject({ amount: 50.3, currency: 'GBP', reason: null, metadata: null });
      const more = await refund(owner.headers, payment.id, { amount: 0.01 });
      expect(more.status).toBe(422);
      expect(more.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', message: 'Refund of 0.01 GBP refused: only 0.00 GBP is left to refund' });
    });

    it('answers 422 with what is left to an amount above it; without a body, refunds what is left', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 10, currency: 'EUR' });
      expect((await refund(owner.headers, payment.id, { amount: 4 })).status).toBe(201);
      const over = await refund(owner.headers, payment.id, { amount: 6.01 });
      expect(over.status).toBe(422);
      expect(over.body.message).toBe('Refund of 6.01 EUR refused: only 6.00 EUR is left to refund');
      // Without a body at all, all that is left is refunded.
      const bare = await app.request('POST', `/payments/${payment.id}/refunds`, { headers: owner.headers });
      expect(bare.status, bare.text).toBe(201);
      expect(bare.body).toMatchObject({ amount: 6, currency: 'EUR', status: 'PENDING' });
    });

    it('answers 422 saying why to a payment that is not SUCCEEDED', async () => {
      const pending = await created(owner.headers, { amount: 10 });
      const response = await refund(owner.headers, pending.id, { amount: 1 });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Payment cannot be refunded in status PENDING: only a SUCCEEDED payment can be refunded');

      const canceled = await created(owner.headers, { amount: 10 });
      await app.request('POST', `/payments/${canceled.id}/cancel`, { headers: owner.headers });
      expect((await refund(owner.headers, canceled.id)).body.message).toBe('Payment cannot be refunded in status CANCELED: only a SUCCEEDED payment can be refunded');
    });

    it('answers 422 to a REFUNDED payment', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 5, currency: 'USD' });
      const whole = await refund(owner.headers, payment.id);
      await settle('refund.succeeded', whole.body.providerRefundId);
      expect((await app.request('GET', `/payments/${payment.id}`, { headers: owner.headers })).body).toMatchObject({ status: 'REFUNDED', amountRefunded: 5 });
      const again = await refund(owner.headers, payment.id, { amount: 1 });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('Payment is already fully refunded: only 0.00 USD is left to refund');
    });

    it.each([
      ['zero', { amount: 0 }, 'amount must be greater than 0 and at most 10000000'],
      ['negative', { amount: -5 }, 'amount must be greater than 0 and at most 10000000'],
      ['a string of digits', { amount: '5' }, 'amount must be a number'],
      ['a hexadecimal string', { amount: '0x1F' }, 'amount must be a number'],
      ['a boolean', { amount: true }, 'amount must be a number'],
      ['three decimals', { amount: 1.005 }, 'amount must have at most 2 decimal places'],
      ['an unknown reason', { reason: 'changed_mind' }, 'reason must be one of duplicate, fraudulent, requested_by_customer'],
      ['non-string metadata', { metadata: { n: 1 } }, 'metadata.n must be a string'],
    ])('answers 400 in the billing error body to %s, and stores nothing', async (_case, json, detail) => {
      const payment = await succeededPayment(owner.headers, { amount: 20 });
      const response = await refund(owner.headers, payment.id, json);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed', error: 'Bad Request', correlationId: expect.any(String), path: `/payments/${payment.id}/refunds` });
      // The one reason, not a second about decimals a negative amount does not lack.
      expect(response.body.details).toEqual([detail]);
      expect(await app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    });

    it('answers 400 to an unknown field', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 20 });
      const response = await refund(owner.headers, payment.id, { amount: 1, currency: 'EUR' });
      expect(response.status).toBe(400);
    });

    it("answers 404 to another tenant's payment, an unknown and a malformed id, and 401 without a token", async () => {
      const payment = await succeededPayment(owner.headers, { amount: 20 });
      const stranger = await app.tenantWithToken({ name: 'Refund stranger' });
      for (const [headers, id] of [
        [stranger.headers, payment.id],
        [owner.headers, randomUUID()],
        [owner.headers, 'not-a-uuid'],
      ] as const) {
        const response = await refund(headers, id, { amount: 1 });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Payment not found');
      }
      expect((await refund({}, payment.id, { amount: 1 })).status).toBe(401);
      expect(await app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    });

    it('replays a keyed refund: the same key answers the same refund with 200, another payload with 409', async () => {
      const payment = await succeededPayment(owner.headers, { amount: 50, currency: 'EUR' });
      const key = { 'idempotency-key': randomUUID() };
      const first = await refund(owner.headers, payment.id, { amount: 10, reason: 'duplicate' }, key);
      expect(first.status).toBe(201);
      const again = await refund(owner.headers, payment.id, { reason: 'duplicate', amount: 10 }, key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      const other = await refund(owner.headers, payment.id, { amount: 11, reason: 'duplicate' }, key);
      expect(other.status).toBe(409);
      const rows = await app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(rows.map((row) => row.amount)).toEqual(['10.00']);
    });

    it('accepts at most what the payment holds from 20 parallel refunds of a tenth; the rest get 422 naming what is left', async () => {
      const payer = await app.tenantWithToken({ name: 'Parallel refunder' });
      const payment = await succeededPayment(payer.headers, { amount: 100, currency: 'EUR' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(payer.headers, payment.id, { amount: 10 })));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(10).fill(422)]);
      for (const loser of answers.filter((answer) => answer.status === 422)) {
        expect(loser.body.message).toBe('Refund of 10.00 EUR refused: only 0.00 EUR is left to refund');
      }
      const rows = await app.container.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      const cents = rows.filter((row) => row.status !== 'FAILED').reduce((total, row) => total + Math.round(Number(row.amount) * 100), 0);
      expect(rows).toHaveLength(10);
      expect(cents).toBeLessThanOrEqual(100_00);
    });
  });

  describe('reading refunds', () => {
    let reader: Awaited<ReturnType<TestApp['tenantWithToken']>>;
    let first: { id: string };
    let second: { id: string };
    let ids: string[];
    beforeAll(async () => {
      reader = await app.tenantWithToken({ name: 'Refund reader' });
      const one = await succeededPayment(reader.headers, { amount: 30, currency: 'EUR' });
      const two = await succeededPayment(reader.headers, { amount: 40, currency: 'EUR' });
      first = one;
      second = two;
      ids = [];
      for (const [payment, amount] of [
        [one, 5],
        [one, 6],
        [two, 7],
      ] as const) {
        const response = await refund(reader.headers, payment.id, { amount });
        expect(response.status).toBe(201);
        ids.push(response.body.id as string);
      }
      await settle('refund.failed', (await app.request('GET', `/refunds/${ids[1]}`, { headers: reader.headers })).body.providerRefundId, { failureReason: 'Declined' });
    });

    it("GET /payments/{id}/refunds lists one payment's refunds in the list envelope, newest first", async () => {
      const response = await app.request('GET', `/payments/${first.id}/refunds`, { headers: reader.headers });
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ total: 2, limit: 20, offset: 0, hasMore: false });
      expect(response.body.data.map((item: { id: string }) => item.id)).toEqual([ids[1], ids[0]]);
      const other = await app.request('GET', `/payments/${second.id}/refunds?limit=1`, { headers: reader.headers });
      expect(other.body.data.map((item: { amount: number }) => item.amount)).toEqual([7]);
    });

    it('GET /refunds lists the tenant’s refunds with status and date filters and sorting', async () => {
      const all = await app.request('GET', '/refunds?sortBy=createdAt&sortOrder=asc', { headers: reader.headers });
      expect(all.status).toBe(200);
      expect(all.body.data.map((item: { id: string }) => item.id)).toEqual(ids);
      const failed = await app.request('GET', '/refunds?status=FAILED', { headers: reader.headers });
      expect(failed.body.data).toEqual([expect.objectContaining({ id: ids[1], status: 'FAILED', failureReason: 'Declined' })]);
      expect(failed.body.pagination.total).toBe(1);
      const future = await app.request('GET', `/refunds?createdAfter=${new Date(Date.now() + 60_000).toISOString()}`, { headers: reader.headers });
      expect(future.body.pagination.total).toBe(0);
      const past = await app.request('GET', `/refunds?createdBefore=${new Date(Date.now() + 60_000).toISOString()}&limit=2`, { headers: reader.headers });
      expect(past.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
      expect((await app.request('GET', '/refunds?status=DONE', { headers: reader.headers })).status).toBe(400);
      expect((await app.request('GET', '/refunds?sortBy=amount', { headers: reader.headers })).status).toBe(400);
    });

    it('GET /refunds/{id} answers the refund; another tenant’s refund or payment is a 404 and is never listed', async () => {
      const own = await app.request('GET', `/refunds/${ids[0]}`, { headers: reader.headers });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ id: ids[0], paymentId: first.id, amount: 5, status: 'PENDING' });
      const stranger = await app.tenantWithToken({ name: 'Refund peeker' });
      const theirs = await app.request('GET', `/refunds/${ids[0]}`, { headers: stranger.headers });
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Refund not found');
      expect((await app.request('GET', '/refunds/not-a-uuid', { headers: reader.headers })).status).toBe(404);
      expect((await app.request('GET', `/payments/${first.id}/refunds`, { headers: stranger.headers })).status).toBe(404);
      expect((await app.request('GET', '/refunds', { headers: stranger.headers })).body.pagination.total).toBe(0);
      expect((await app.request('GET', '/refunds')).status).toBe(401);
    });
  });
});
