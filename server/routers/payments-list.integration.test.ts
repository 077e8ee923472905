import { rowsOf } from '@/db/client';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@/db/schema';
import { validationFailure } from '../testing/expected-errors';
import { paymentCalls } from '../testing/payment-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

/** A millisecond boundary strictly after everything done so far and before anything done next. */
async function timeBoundary(): Promise<string> {
  const boundary = Date.now() + 1;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(boundary), { timeout: 1000, interval: 1 });
  return new Date(boundary).toISOString();
}

describe.each(backends)('payments: GET /payments on %s', (backend) => {
  const app = suiteApp({ backend });
  const { created } = paymentCalls(app);
  /** A tenant for the single-payment cases; groups that count rows get tenants of their own. */
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Payer' });
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

    it('answers 400 for an unknown sortBy, status or currency and a bad limit', async () => {
      const response = await app.request('GET', '/payments?sortBy=userId&status=DONE&currency=huf&limit=101', { headers: lister.headers });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'sortBy must be one of createdAt, amount, updatedAt',
          'status must be one of PENDING, PROCESSING, SUCCEEDED, FAILED, CANCELED, REFUNDED',
          expect.stringMatching(/^currency must be one of HUF, EUR, USD, GBP/),
          'limit must be between 1 and 100',
        ]),
      );
    });
  });
});
