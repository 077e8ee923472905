import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postgresHandle, schema } from '../../db/client';
import { isConnectionLost } from '../../db/errors';
import { POOL_MAX } from '../../db/pool';
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
    // Fill the pool, then end every backend while the pool is idle: the next statements go out on
    // connections the server has already closed (the driver may not have noticed yet), and a read
    // may meet several dead ones in a row before a live one.
    await Promise.all(Array.from({ length: POOL_MAX }, () => app.request('GET', '/tenants/me', { headers })));
    const databaseName = new URL(app.databaseUrl!).pathname.slice(1);
    // psql, run synchronously: this process's event loop does not turn until every backend has
    // exited (the timeout argument waits for it), so the pool cannot have noticed any of it.
    execFileSync('psql', [
      testServices.postgresUrl,
      '-qAtc',
      `select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`,
    ]);
    const [reads, write] = await Promise.all([
      Promise.all(Array.from({ length: POOL_MAX }, () => app.request('GET', '/tenants/me', { headers }))),
      app.request('POST', '/payments', { headers: { ...headers, 'idempotency-key': randomUUID() }, json: { amount: 10, currency: 'EUR', userId: 'user-1' } }),
    ]);
    expect(reads.map((response) => response.status)).toEqual(Array.from({ length: POOL_MAX }, () => 200));
    // The write either ran on a live connection or was refused for the client to retry; never a 500.
    expect([201, 503]).toContain(write.status);
    if (write.status === 503) expect(write.headers.get('retry-after')).toBe('1');
  });
});

/** The message a backend sends before it closes when `pg_terminate_backend` ends it. */
function terminatedByAdministrator() {
  const fields = Buffer.from(['SFATAL', 'VFATAL', 'C57P01', 'Mterminating connection due to administrator command', ''].join('\0') + '\0');
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP proxy to the test server that cuts its first connection at the first message the client
 * sends after startup: where `pg_terminate_backend`, a failover or a restart lands on a connection
 * that is still getting ready.
 */
async function proxyCuttingFirstStatement() {
  const target = new URL(testServices.postgresUrl);
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const cut = connections++ === 0;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    let sent = 0;
    client.on('data', (chunk) => {
      // The first chunk is the startup message; the next is the connection's first statement.
      if (cut && sent++ >= 1) return client.end(terminatedByAdministrator());
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(testServices.postgresUrl);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a connection lost while it starts up', () => {
  it('fails only the statement sent on it, and nothing escapes as an unhandled rejection', async () => {
    const proxy = await proxyCuttingFirstStatement();
    const handle = postgresHandle(proxy.url, schema, { max: 1 });
    const escaped: unknown[] = [];
    const onUnhandled = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // The statement on the cut connection fails as a lost connection (a read runs again, anything
      // else is a 503), and so may the next one: the driver hands the ended backend's error to the
      // first statement of the connection it opens in its place. Then statements are answered.
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        outcomes.push(await handle.ping().then(() => 'answered', (error: unknown) => (isConnectionLost(error) ? 'connection lost' : String(error))));
      }
      expect([
        ['connection lost', 'answered', 'answered'],
        ['connection lost', 'connection lost', 'answered'],
      ]).toContainEqual(outcomes);
      // An unhandled rejection is reported after the microtasks of the turn it happened in.
      await new Promise((resolve) => setImmediate(resolve));
      expect(escaped).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await handle.close();
      await proxy.close();
    }
  });
});
