import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

type Headers = Record<string, string>;

const validPayment = { amount: 1234.56, currency: 'HUF', userId: 'user-1' };

/** A millisecond boundary strictly after everything done so far and before anything done next. */
async function timeBoundary(): Promise<string> {
  const boundary = Date.now() + 1;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(boundary), { timeout: 1000, interval: 1 });
  return new Date(boundary).toISOString();
}

describe.each(backends)('payments on %s', (backend) => {
  let app: TestApp;
  /** A tenant for the single-payment cases; groups that count rows get tenants of their own. */
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    owner = await app.tenantWithToken({ name: 'Payer' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const create = (headers: Headers, json: unknown) => app.request('POST', '/payments', { headers, json });
  const created = async (headers: Headers, json: Record<string, unknown> = {}) => {
    const response = await create(headers, { ...validPayment, ...json });
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
    return response.body as { id: string; amount: number; currency: string; status: string; createdAt: string };
  };
  const details = async (json: unknown) => {
    const response = await create(owner.headers, json);
    expect(response.status, JSON.stringify(json)).toBe(400);
    expect(response.body.message).toBe('Validation failed');
    return response.body.details as string[];
  };

  describe('POST /payments', () => {
    it('creates a PENDING payment, 201, with the sandbox provider id and the exact amount', async () => {
      const response = await create(owner.headers, {
        ...validPayment,
        description: 'Invoice 42',
        metadata: { orderId: 'o-42', channel: 'web' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        tenantId: owner.tenant.id,
        amount: 1234.56,
        currency: 'HUF',
        userId: 'user-1',
        description: 'Invoice 42',
        metadata: { orderId: 'o-42', channel: 'web' },
        status: 'PENDING',
        providerPaymentId: expect.stringMatching(/^sbx_[0-9a-f]+$/),
        failureReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        canceledAt: null,
      });
      expect(response.text).toContain('"amount":1234.56,');
      const [row] = await app.container.database.db.select().from(payments).where(eq(payments.id, response.body.id));
      expect(row).toMatchObject({ amount: '1234.56', provider: 'sandbox', status: 'PENDING' });
    });

    it('keeps every amount exact, from the bounds to one-decimal values', async () => {
      for (const [amount, text] of [
        [0.1 + 1, '"amount":1.1,'],
        [1234.5, '"amount":1234.5,'],
        [1, '"amount":1,'],
        [10_000_000, '"amount":10000000,'],
        [9_999_999.99, '"amount":9999999.99,'],
      ] as const) {
        const response = await create(owner.headers, { ...validPayment, amount });
        expect(response.status).toBe(201);
        expect(response.text).toContain(text);
      }
      const response = await create(owner.headers, { ...validPayment, amount: 1.3, currency: 'EUR' });
      const fetched = await app.request('GET', `/payments/${response.body.id}`, { headers: owner.headers });
      expect(fetched.body.amount).toBe(1.3);
    });

    it('answers 400 naming the field for amounts out of range or with 3 decimals', async () => {
      for (const amount of [0, 0.99, -5, 10_000_000.01]) {
        expect(await details({ ...validPayment, amount })).toEqual(['amount must be between 1 and 10000000']);
      }
      expect(await details({ ...validPayment, amount: 1.005 })).toEqual(['amount must have at most 2 decimal places']);
      expect(await details({ ...validPayment, amount: 0.1 + 0.2 })).toEqual(
        expect.arrayContaining(['amount must have at most 2 decimal places']),
      );
    });

    it('refuses an amount sent as a string, every time (no coercion)', async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await details({ ...validPayment, amount: '5' })).toEqual(['amount must be a number']);
      }
    });

    it('accepts only supported upper-case currency codes', async () => {
      const message = (await details({ ...validPayment, currency: 'huf' }))[0];
      expect(message).toMatch(/^currency must be one of HUF, EUR, USD, GBP/);
      expect(await details({ ...validPayment, currency: 'XYZ' })).toEqual([message]);
      for (const currency of ['EUR', 'USD', 'GBP']) expect((await create(owner.headers, { ...validPayment, currency })).status).toBe(201);
    });

    it('answers 400 for missing fields, an extra field and the text limits', async () => {
      expect(await details({})).toEqual(expect.arrayContaining(['amount is required', 'currency is required', 'userId is required']));
      expect(await details({ ...validPayment, tenantId: randomUUID() })).toEqual(['tenantId is not allowed']);
      expect(await details({ ...validPayment, userId: '' })).toEqual(['userId must be between 1 and 255 characters']);
      expect(await details({ ...validPayment, userId: 'u'.repeat(256) })).toEqual(['userId must be between 1 and 255 characters']);
      expect(await details({ ...validPayment, description: 'd'.repeat(501) })).toEqual(['description must be at most 500 characters']);
      const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 'v']));
      expect(await details({ ...validPayment, metadata: tooMany })).toEqual(['metadata must have at most 20 keys']);
      expect(await details({ ...validPayment, metadata: { count: 3 } })).toEqual(['metadata.count must be a string']);
      expect(await details({ ...validPayment, metadata: ['a'] })).toEqual(['metadata must be an object of string values']);
      const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`k${index}`, 'v']));
      expect((await create(owner.headers, { ...validPayment, metadata: twenty, description: 'd'.repeat(500) })).status).toBe(201);
    });

    it('answers 401 Tenant suspended to a suspended tenant, and creates nothing', async () => {
      const suspended = await app.tenantWithToken({ name: 'Suspended payer' });
      await app.request('POST', `/tenants/${suspended.tenant.id}/suspend`, { headers: app.adminHeaders });
      const response = await create(suspended.headers, validPayment);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Tenant suspended');
      const rows = await app.container.database.db.select().from(payments).where(eq(payments.tenantId, suspended.tenant.id));
      expect(rows).toHaveLength(0);
    });

    it('replays a keyed create: 201, then 200 with Idempotent-Replayed and the same payment, one row', async () => {
      const payer = await app.tenantWithToken({ name: 'Idempotent payer' });
      const headers = { ...payer.headers, 'idempotency-key': randomUUID() };
      const first = await create(headers, validPayment);
      const second = await create(headers, validPayment);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.body).toEqual(first.body);
      const other = await create(headers, { ...validPayment, amount: 2 });
      expect(other.status).toBe(409);
      const list = await app.request('GET', '/payments', { headers: payer.headers });
      expect(list.body.pagination.total).toBe(1);
    });
  });

  describe('GET /payments/{id}', () => {
    it("answers 200 for the tenant's own payment and 404 for another tenant's, an unknown and a malformed id", async () => {
      const payment = await created(owner.headers);
      const own = await app.request('GET', `/payments/${payment.id}`, { headers: owner.headers });
      expect(own.status).toBe(200);
      expect(own.body).toEqual(payment);

      const stranger = await app.tenantWithToken({ name: 'Stranger' });
      for (const [headers, id] of [
        [stranger.headers, payment.id],
        [owner.headers, randomUUID()],
        [owner.headers, 'not-a-uuid'],
      ] as const) {
        const response = await app.request('GET', `/payments/${id}`, { headers });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, message: 'Payment not found', error: 'Not Found' });
      }
    });
  });

  describe('GET /payments', () => {
    let lister: Awaited<ReturnType<TestApp['tenantWithToken']>>;
    const ids: Record<string, string> = {};
    let boundary: string;
    const list = async (query: string) => {
      const response = await app.request('GET', `/payments${query}`, { headers: lister.headers });
      expect(response.status, response.text).toBe(200);
      return response.body as { data: { id: string; amount: number }[]; pagination: Record<string, unknown> };
    };
    const idsOf = (body: { data: { id: string }[] }) => body.data.map((payment) => payment.id);

    beforeAll(async () => {
      lister = await app.tenantWithToken({ name: 'Lister' });
      // Another tenant's payments never show up in the list.
      await created(owner.headers, { amount: 50 });
      ids.a = (await created(lister.headers, { amount: 300, currency: 'HUF' })).id;
      ids.b = (await created(lister.headers, { amount: 20.5, currency: 'EUR' })).id;
      boundary = await timeBoundary();
      ids.c = (await created(lister.headers, { amount: 1000, currency: 'EUR' })).id;
      ids.d = (await created(lister.headers, { amount: 7.25, currency: 'USD' })).id;
      await app.request('POST', `/payments/${ids.b}/cancel`, { headers: lister.headers });
    });

    it('lists newest first by default, in the list envelope', async () => {
      const body = await list('');
      expect(idsOf(body)).toEqual([ids.d, ids.c, ids.b, ids.a]);
      expect(body.pagination).toEqual({ total: 4, limit: 20, offset: 0, hasMore: false });
    });

    it('filters by status, currency and createdAfter', async () => {
      expect(idsOf(await list('?status=CANCELED'))).toEqual([ids.b]);
      expect(idsOf(await list('?status=PENDING&sortOrder=asc'))).toEqual([ids.a, ids.c, ids.d]);
      expect(idsOf(await list('?currency=EUR'))).toEqual([ids.c, ids.b]);
      expect(idsOf(await list('?currency=EUR&status=PENDING'))).toEqual([ids.c]);
      const after = await list(`?createdAfter=${encodeURIComponent(boundary)}`);
      expect(idsOf(after)).toEqual([ids.d, ids.c]);
      expect(after.pagination.total).toBe(2);
    });

    it('sorts by amount in both directions and by updatedAt', async () => {
      const ascending = await list('?sortBy=amount&sortOrder=asc');
      expect(ascending.data.map((payment) => payment.amount)).toEqual([7.25, 20.5, 300, 1000]);
      const descending = await list('?sortBy=amount');
      expect(descending.data.map((payment) => payment.amount)).toEqual([1000, 300, 20.5, 7.25]);
      // The cancel was the last change.
      expect(idsOf(await list('?sortBy=updatedAt&limit=1'))[0]).toBe(ids.b);
    });

    it('pages with limit and offset and reports hasMore', async () => {
      const first = await list('?sortBy=amount&sortOrder=asc&limit=3');
      expect(idsOf(first)).toEqual([ids.d, ids.b, ids.a]);
      expect(first.pagination).toEqual({ total: 4, limit: 3, offset: 0, hasMore: true });
      const second = await list('?sortBy=amount&sortOrder=asc&limit=3&offset=3');
      expect(idsOf(second)).toEqual([ids.c]);
      expect(second.pagination).toEqual({ total: 4, limit: 3, offset: 3, hasMore: false });
    });

    it('reports the exact total under every filter, through concurrent creates and cancels', async () => {
      const busy = await app.tenantWithToken({ name: 'Busy' });
      const currencies = ['HUF', 'EUR', 'USD'];
      const made = await Promise.all(Array.from({ length: 30 }, (_, i) => created(busy.headers, { currency: currencies[i % 3], amount: i + 1 })));
      const canceled = made.filter((_, i) => i % 4 === 0);
      const cancels = await Promise.all(canceled.map((payment) => app.request('POST', `/payments/${payment.id}/cancel`, { headers: busy.headers })));
      expect(cancels.map((answer) => answer.status)).toEqual(canceled.map(() => 200));

      const totalOf = async (query: string) => {
        const response = await app.request('GET', `/payments?limit=1${query}`, { headers: busy.headers });
        expect(response.status).toBe(200);
        return response.body.pagination.total as number;
      };
      const rows = await app.container.database.db.select().from(payments).where(eq(payments.tenantId, busy.tenant.id));
      const countWhere = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
      expect(rows).toHaveLength(30);
      expect(await totalOf('')).toBe(30);
      expect(await totalOf('&status=CANCELED')).toBe(8);
      expect(await totalOf('&status=PENDING')).toBe(22);
      expect(await totalOf('&currency=EUR')).toBe(countWhere((row) => row.currency === 'EUR'));
      expect(await totalOf('&currency=EUR&status=CANCELED')).toBe(countWhere((row) => row.currency === 'EUR' && row.status === 'CANCELED'));
      expect(await totalOf('&currency=GBP')).toBe(0);
      expect(await totalOf(`&createdAfter=2000-01-01&status=PENDING`)).toBe(22);
    });

    it('answers 400 for an unknown sortBy, status or currency and a bad limit', async () => {
      const response = await app.request('GET', '/payments?sortBy=userId&status=DONE&currency=huf&limit=101', { headers: lister.headers });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'sortBy must be one of createdAt, amount, updatedAt',
          'status must be one of PENDING, PROCESSING, SUCCEEDED, FAILED, CANCELED',
          expect.stringMatching(/^currency must be one of HUF, EUR, USD, GBP/),
          'limit must be between 1 and 100',
        ]),
      );
    });
  });

  describe('POST /payments/{id}/cancel', () => {
    it('cancels a PENDING payment, then answers 422 to a second cancel', async () => {
      const payment = await created(owner.headers);
      const cancel = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ id: payment.id, status: 'CANCELED', amount: 1234.56, canceledAt: expect.any(String) });
      expect(Date.parse(cancel.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(payment.createdAt));

      const again = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers, json: {} });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ statusCode: 422, message: 'Payment cannot be canceled in status CANCELED', error: 'Unprocessable Entity' });
    });

    it("answers 404 to another tenant's payment and leaves it PENDING", async () => {
      const payment = await created(owner.headers);
      const stranger = await app.tenantWithToken({ name: 'Canceller' });
      const response = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: stranger.headers });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Payment not found');
      expect((await app.request('GET', `/payments/${payment.id}`, { headers: owner.headers })).body.status).toBe('PENDING');
      expect((await app.request('POST', '/payments/not-a-uuid/cancel', { headers: owner.headers })).status).toBe(404);
    });

    it('lets exactly one of 10 concurrent cancels win; the others get 422', async () => {
      const payer = await app.tenantWithToken({ name: 'Concurrent payer' });
      const payment = await created(payer.headers);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer.headers })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(422)]);
      for (const loser of answers.filter((answer) => answer.status === 422)) {
        expect(loser.body.message).toBe('Payment cannot be canceled in status CANCELED');
      }
      await vi.waitFor(async () => {
        const audit = await app.request('GET', `/audit-events?targetId=${payment.id}&action=payment.canceled`, { headers: app.adminHeaders });
        expect(audit.body.pagination.total).toBe(1);
      });
    });
  });

  it('writes payment.created and payment.canceled audit events with the tenant as actor', async () => {
    const payment = await created(owner.headers, { amount: 99.9 });
    await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers });
    // A shipping run already in flight when the cancel committed may miss it: wait for the next one.
    const audit = await vi.waitFor(async () => {
      const response = await app.request('GET', `/audit-events?targetId=${payment.id}&sortOrder=asc`, { headers: app.adminHeaders });
      expect(response.body.pagination.total).toBe(2);
      return response;
    });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'payment.created',
        actorType: 'tenant',
        actorId: owner.tenant.id,
        targetType: 'payment',
        targetId: payment.id,
        details: expect.objectContaining({ amount: '99.90', currency: 'HUF' }),
      }),
      expect.objectContaining({
        action: 'payment.canceled',
        actorType: 'tenant',
        actorId: owner.tenant.id,
        targetId: payment.id,
        details: { from: 'PENDING', to: 'CANCELED' },
      }),
    ]);
  });

  it('documents the payment routes in /openapi.json, with 201 on create', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown>; security: unknown }>>;
    expect(Object.keys(paths['/payments']!).sort()).toEqual(['get', 'post']);
    expect(paths['/payments']!.post!.responses).toHaveProperty('201');
    expect(paths['/payments']!.post!.responses).not.toHaveProperty('200');
    expect(paths['/payments/{id}']!.get!.responses).toHaveProperty('404');
    expect(paths['/payments/{id}/cancel']!.post!.responses).toHaveProperty('422');
    expect(paths['/payments']!.get!.security).toEqual([{ TenantJWT: [] }]);
  });
});
