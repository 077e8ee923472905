import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consoleRequestContext } from '../console/handler';
import { describeError } from '../rest/describe-error';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testServices } from '../testing/test-services';
import { createCallerFactory, publicProcedure, router } from '../trpc';

/** What postgres.js raises when the connection a statement was sent on closes (wrapped as drizzle does). */
const closedUnder = () =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }) });

/**
 * Losing database connections (the outage rule, applied to Postgres): a read whose
 * connection was closed under it runs again on a fresh one; anything else that cannot reach the
 * database is a 503 with Retry-After, never a 500.
 */
describe('database connection loss', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs a read again once, and answers a write 503 with Retry-After', async () => {
    let reads = 0;
    let writes = 0;
    const flaky = router({
      read: publicProcedure.input(z.object({})).query(() => {
        if (reads++ === 0) throw closedUnder();
        return { reads };
      }),
      write: publicProcedure.input(z.object({})).mutation(() => {
        writes++;
        throw closedUnder();
      }),
    });
    const caller = createCallerFactory(flaky)(consoleRequestContext(app.container, { method: 'POST', headers: new Headers(), procedure: 'flaky' }, null));

    expect(await caller.read({})).toEqual({ reads: 2 });

    const failure = await caller.write({}).catch((error: unknown) => error);
    expect(writes).toBe(1);
    const described = describeError(failure, 'billing');
    expect(described.status).toBe(503);
    expect(described.headers['Retry-After']).toBe('1');
    expect(described.internal).toBe(false);
  });

  it('answers a write the database aborted for a concurrent one (deadlock, serialization failure) 503 with Retry-After', async () => {
    const aborted = (code: string) =>
      new Error('Failed query: insert into payments', { cause: Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code }) });
    const attempts: string[] = [];
    const conflicted = router({
      write: publicProcedure.input(z.object({ code: z.string() })).mutation(({ input }) => {
        attempts.push(input.code);
        throw aborted(input.code);
      }),
    });
    const caller = createCallerFactory(conflicted)(consoleRequestContext(app.container, { method: 'POST', headers: new Headers(), procedure: 'conflicted' }, null));
    for (const code of ['40P01', '40001']) {
      const described = describeError(await caller.write({ code }).catch((error: unknown) => error), 'billing');
      expect(described).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', internal: false });
      expect(described.message).toBe('The request met a concurrent write and nothing of it was applied; try again');
      expect(described.headers['Retry-After']).toBe('1');
    }
    // Not run again here: the client retries (with its Idempotency-Key, a 5xx is not stored).
    expect(attempts).toEqual(['40P01', '40001']);
  });

  it('answers reads on a fresh connection after its idle connections were terminated', async () => {
    const { headers } = await app.tenantWithToken();
    // Warm the pool, then end every backend while the pool is idle: the next statements go out on
    // connections the server has already closed (the driver may not have noticed yet).
    await Promise.all(Array.from({ length: 6 }, () => app.request('GET', '/tenants/me', { headers })));
    const databaseName = new URL(app.databaseUrl!).pathname.slice(1);
    const admin = postgres(testServices.postgresUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid()`;
    } finally {
      await admin.end();
    }
    const [reads, write] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => app.request('GET', '/tenants/me', { headers }))),
      app.request('POST', '/payments', { headers: { ...headers, 'idempotency-key': randomUUID() }, json: { amount: 10, currency: 'EUR', userId: 'user-1' } }),
    ]);
    expect(reads.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The write either ran on a live connection or was refused for the client to retry; never a 500.
    expect([201, 503]).toContain(write.status);
    if (write.status === 503) expect(write.headers.get('retry-after')).toBe('1');
  });
});
