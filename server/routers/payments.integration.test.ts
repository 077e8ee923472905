import { randomUUID } from 'node:crypto';
import { rowsOf } from '@/db/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@/db/schema';
import { validationFailure } from '../testing/expected-errors';
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
  /** Sends `body` as it is written: JSON.stringify would never write a `__proto__` key. */
  const createRaw = (headers: Headers, body: string) =>
    app.request('POST', '/payments', { headers: { ...headers, 'content-type': 'application/json' }, body });
  const paymentCountOf = async (tenantId: string) =>
    (await app.container.database.db.select().from(payments).where(eq(payments.tenantId, tenantId))).length;

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

    it('answers 400 with one sentence on metadata for an empty key or a key over 40 characters', async () => {
      for (const metadata of [{ '': 'x' }, { ['k'.repeat(41)]: 'x' }, { ok: 'x', '': 'y', ['k'.repeat(50)]: 'z' }]) {
        const response = await create(owner.headers, { ...validPayment, metadata });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['metadata keys must be between 1 and 40 characters']));
      }
      const longest = { ['k'.repeat(40)]: 'x', k: 'y' };
      const accepted = await create(owner.headers, { ...validPayment, metadata: longest });
      expect(accepted.status).toBe(201);
      expect(accepted.body.metadata).toEqual(longest);
    });

    it('words every metadata value error as "metadata.<key> must ..."', async () => {
      const response = await create(owner.headers, { ...validPayment, metadata: { count: 3, note: 'n'.repeat(501), flag: null, ok: 'v'.repeat(500) } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        validationFailure('/payments', ['metadata.count must be a string', 'metadata.note must be at most 500 characters', 'metadata.flag must be a string']),
      );
    });

    it('refuses a __proto__ metadata key with 400 instead of dropping it, and creates nothing', async () => {
      const payer = await app.tenantWithToken({ name: 'Proto payer' });
      for (const body of [
        '{"amount":10,"currency":"EUR","userId":"u","metadata":{"__proto__":"x","b":"c"}}',
        '{"amount":10,"currency":"EUR","userId":"u","metadata":{"__proto__":{"polluted":"yes"}}}',
      ]) {
        const response = await createRaw(payer.headers, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['metadata keys must not be __proto__']));
      }
      expect(await paymentCountOf(payer.tenant.id)).toBe(0);
    });

    it('keeps constructor and prototype metadata keys as plain data, on create and on read', async () => {
      const metadata = { constructor: 'c', prototype: 'p', toString: 't', hasOwnProperty: 'h' };
      const response = await createRaw(owner.headers, JSON.stringify({ ...validPayment, metadata }));
      expect(response.status).toBe(201);
      expect(response.body.metadata).toEqual(metadata);
      const fetched = await app.request('GET', `/payments/${response.body.id}`, { headers: owner.headers });
      expect(fetched.body.metadata).toEqual(metadata);
    });

    it('refuses a blank userId with 400 and stores a padded one exactly as sent', async () => {
      for (const userId of ['   ', '\t', ' \n \u00a0']) {
        const response = await create(owner.headers, { ...validPayment, userId });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['userId must not be blank']));
      }
      const padded = await create(owner.headers, { ...validPayment, userId: ' user-7 ' });
      expect(padded.status).toBe(201);
      expect(padded.body.userId).toBe(' user-7 ');
    });

    it('accepts amounts that are not exact binary fractions (1.07, 1.29, 9999999.99)', async () => {
      for (const amount of [1.07, 1.29, 9_999_999.99, 4.35]) {
        const response = await create(owner.headers, { ...validPayment, amount });
        expect(response.status, String(amount)).toBe(201);
        expect(response.body.amount).toBe(amount);
      }
      // 0.29 has two decimals too; only its size is refused.
      expect(await details({ ...validPayment, amount: 0.29 })).toEqual(['amount must be between 1 and 10000000']);
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

    it('filters by createdBefore, and by a date range with createdAfter, with exact totals', async () => {
      const before = await list(`?createdBefore=${encodeURIComponent(boundary)}`);
      expect(idsOf(before)).toEqual([ids.b, ids.a]);
      expect(before.pagination.total).toBe(2);
      const range = await app.tenantWithToken({ name: 'Range' });
      const early = await created(range.headers, { userId: 'ranger' });
      const from = await timeBoundary();
      const middle = await created(range.headers, { userId: 'ranger', currency: 'EUR' });
      await created(range.headers, { userId: 'someone-else' });
      const to = await timeBoundary();
      await created(range.headers, { userId: 'ranger' });
      const rangeList = async (query: string) => {
        const response = await app.request('GET', `/payments?createdAfter=${encodeURIComponent(from)}&createdBefore=${encodeURIComponent(to)}${query}`, { headers: range.headers });
        expect(response.status, response.text).toBe(200);
        return response.body as { data: { id: string }[]; pagination: { total: number } };
      };
      expect((await rangeList('')).pagination.total).toBe(2);
      const ranger = await rangeList('&userId=ranger');
      expect(idsOf(ranger)).toEqual([middle.id]);
      expect(ranger.pagination.total).toBe(1);
      expect((await rangeList('&userId=ranger&currency=HUF')).pagination.total).toBe(0);
      // A range that ends before it starts is simply empty.
      const reversed = await app.request('GET', `/payments?createdAfter=${encodeURIComponent(to)}&createdBefore=${encodeURIComponent(from)}`, { headers: range.headers });
      expect(reversed.body.pagination.total).toBe(0);
      // A bare date is midnight UTC: nothing of this test was created before 2000.
      expect((await app.request('GET', '/payments?createdBefore=2000-01-01', { headers: range.headers })).body.data).toEqual([]);
      expect(idsOf((await app.request('GET', '/payments?createdBefore=2999-12-31&sortOrder=asc&limit=1', { headers: range.headers })).body)).toEqual([early.id]);

      for (const value of ['yesterday', '2026-02-30', '']) {
        const refused = await app.request('GET', `/payments?createdBefore=${encodeURIComponent(value)}`, { headers: range.headers });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual(validationFailure('/payments', ['createdBefore must be an ISO 8601 date or date-time']));
      }
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

    it('filters by userId (exact match) with an exact total, alone and with the other filters', async () => {
      const users = await app.tenantWithToken({ name: 'User filter' });
      const alice = [
        await created(users.headers, { userId: 'alice', currency: 'EUR', amount: 1 }),
        await created(users.headers, { userId: 'alice', currency: 'HUF', amount: 2 }),
      ];
      const since = await timeBoundary();
      alice.push(await created(users.headers, { userId: 'alice', currency: 'EUR', amount: 3 }));
      for (const userId of ['Alice', ' alice', 'alice ', 'alice-2', 'bob']) await created(users.headers, { userId });
      // Another tenant's payment for a user of the same name.
      await created(owner.headers, { userId: 'alice' });
      await app.request('POST', `/payments/${alice[0]!.id}/cancel`, { headers: users.headers });

      const listOf = async (query: string) => {
        const response = await app.request('GET', `/payments?${query}`, { headers: users.headers });
        expect(response.status, response.text).toBe(200);
        return response.body as { data: { id: string; userId: string }[]; pagination: { total: number } };
      };
      const all = await listOf('userId=alice');
      expect(all.data.map((payment) => payment.id)).toEqual([alice[2]!.id, alice[1]!.id, alice[0]!.id]);
      expect(all.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
      expect((await listOf('userId=alice&limit=1')).pagination).toEqual({ total: 3, limit: 1, offset: 0, hasMore: true });
      expect((await listOf('userId=alice&status=PENDING')).pagination.total).toBe(2);
      expect((await listOf('userId=alice&currency=EUR')).pagination.total).toBe(2);
      expect((await listOf('userId=alice&currency=EUR&status=CANCELED')).pagination.total).toBe(1);
      expect((await listOf(`userId=alice&createdAfter=${encodeURIComponent(since)}`)).data.map((payment) => payment.id)).toEqual([alice[2]!.id]);
      expect((await listOf(`userId=${encodeURIComponent(' alice')}`)).data.map((payment) => payment.userId)).toEqual([' alice']);
      expect((await listOf('userId=carol')).pagination.total).toBe(0);
      // Without the userId filter the counters still give the whole total.
      expect((await listOf('limit=1')).pagination.total).toBe(8);

      const empty = await app.request('GET', '/payments?userId=', { headers: users.headers });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual(validationFailure('/payments', ['userId must be between 1 and 255 characters']));
    });

    it('has the (tenant_id, user_id, created_at, id) index behind the userId filter', async () => {
      const result: unknown = await app.container.database.db.execute(
        sql`select indexdef from pg_indexes where tablename = 'payments' and indexname = 'payments_tenant_user_id_created_at_idx'`,
      );
      const rows = rowsOf<{ indexdef: string }>(result);
      expect(rows.map((row) => row.indexdef)).toEqual([expect.stringMatching(/\(tenant_id, user_id, created_at, id\)$/)]);
    });

    it('answers 400 to an impossible createdAfter date or time instead of rolling it over', async () => {
      for (const createdAfter of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-01-31T24:00:00Z', '2026-01-31T10:61:00Z', '2026-01-31T10:00:00+25:00']) {
        const response = await app.request('GET', `/payments?createdAfter=${encodeURIComponent(createdAfter)}`, { headers: lister.headers });
        expect(response.status, createdAfter).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['createdAfter must be an ISO 8601 date or date-time']));
      }
      for (const createdAfter of ['2026-01-31', '2024-02-29', '2026-01-31T10:00:00Z', '2026-01-31T10:00:00+01:00', '2026-01-31T10:00:00.5-03:30']) {
        const response = await app.request('GET', `/payments?createdAfter=${encodeURIComponent(createdAfter)}`, { headers: lister.headers });
        expect(response.status, createdAfter).toBe(200);
      }
      expect(idsOf(await list(`?createdAfter=${encodeURIComponent(boundary.replace('Z', '+00:00'))}`))).toEqual([ids.d, ids.c]);
    });

    it('answers 400 naming an unknown or misspelt query parameter instead of an unfiltered list', async () => {
      const unknown = await app.request('GET', '/payments?foo=1', { headers: lister.headers });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(validationFailure('/payments', ['foo is not allowed']));
      const misspelt = await app.request('GET', '/payments?staus=CANCELED&limit=2', { headers: lister.headers });
      expect(misspelt.status).toBe(400);
      expect(misspelt.body).toEqual(validationFailure('/payments', ['staus is not allowed']));
      const both = await app.request('GET', '/payments?user_id=alice&limit=0', { headers: lister.headers });
      expect(both.body).toEqual(validationFailure('/payments', ['limit must be between 1 and 100', 'user_id is not allowed']));
    });

    it('answers 400 naming a query parameter given twice', async () => {
      const response = await app.request('GET', '/payments?limit=2&limit=3', { headers: lister.headers });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validationFailure('/payments', ['limit must be given only once']));
      const status = await app.request('GET', '/payments?status=PENDING&status=CANCELED', { headers: lister.headers });
      expect(status.body).toEqual(validationFailure('/payments', ['status must be given only once']));
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

  it('counts created payments by currency in /metrics, replays and refusals not included', async () => {
    const countOf = async (currency: string) => {
      const text = (await app.request('GET', '/metrics')).text;
      return Number(new RegExp(`^payments_created_total\\{currency="${currency}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    };
    const before = await countOf('GBP');
    expect(before).toBeGreaterThanOrEqual(0);
    const key = randomUUID();
    await created({ ...owner.headers, 'idempotency-key': key }, { currency: 'GBP' });
    expect((await create({ ...owner.headers, 'idempotency-key': key }, { ...validPayment, currency: 'GBP' })).status).toBe(200);
    expect((await create(owner.headers, { ...validPayment, currency: 'GBP', amount: 0 })).status).toBe(400);
    expect(await countOf('GBP')).toBe(before + 1);
  });

  it('documents the payment routes in /openapi.json, with 201 on create and 200 on its replay', async () => {
    type Response = { description: string; content?: unknown; headers?: Record<string, unknown> };
    type Operation = {
      responses: Record<string, Response>;
      security: unknown;
      parameters: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
    };
    const document = (await app.request('GET', '/openapi.json')).body;
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(Object.keys(paths['/payments']!).sort()).toEqual(['get', 'post']);
    const create = paths['/payments']!.post!;
    expect(create.responses).toHaveProperty('201');
    expect(create.responses['200']).toMatchObject({
      description: 'Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true)',
      headers: { 'Idempotent-Replayed': expect.any(Object) },
    });
    expect(create.responses['200']!.content).toEqual(create.responses['201']!.content);
    expect(create.responses['201']!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } });
    // Keyed writes answer 400 for a key that is not a UUID v4 and 409 for a key reused with another payload.
    for (const operation of [create, paths['/payments/{id}/cancel']!.post!]) {
      expect(operation.responses['400']!.description).toMatch(/Idempotency-Key is not a UUID v4/);
      expect(operation.responses['409']!.description).toMatch(/Idempotency-Key reused with another payload/);
    }
    expect(paths['/payments/{id}']!.get!.responses).toHaveProperty('404');
    expect(paths['/payments/{id}/cancel']!.post!.responses).toHaveProperty('422');
    expect(paths['/payments']!.get!.security).toEqual([{ TenantJWT: [] }]);
    expect(paths['/payments']!.get!.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'query' }));
    expect(paths['/payments']!.get!.parameters.map((parameter) => parameter.name)).not.toContain('Idempotency-Key');

    const amount = create.requestBody!.content['application/json']!.schema.properties.amount!;
    // At most 2 decimals is said in words: `multipleOf: 0.01` makes JSON Schema validators refuse 1234.56.
    expect(amount).toMatchObject({ type: 'number', minimum: 1, maximum: 10_000_000, description: expect.stringMatching(/at most 2 decimals/) });
    expect(amount).not.toHaveProperty('multipleOf');
    expect(document.components.schemas.Payment.properties.amount).toMatchObject({ type: 'number', description: expect.stringMatching(/at most 2 decimals/) });
  });
});
