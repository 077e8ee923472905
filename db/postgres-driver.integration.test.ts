import net from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/server/testing/test-services';

/**
 * postgres.js 3.4.9 defers small writes to a setImmediate and, when a connection closes with such
 * a write pending, cancels the timer without forgetting it: that connection never sends anything
 * again, and every later use waits for connect_timeout and fails (CONNECT_TIMEOUT), until the
 * process restarts. The fault suite saw it after `pg_terminate_backend` (503s long after the fault,
 * webhook deliveries sent but not recorded). db/patches/postgres+3.4.9.patch fixes it; this test
 * fails if the patch is lost (a new version of the driver, an install without postinstall).
 */
describe('postgres.js connection closed with a write pending', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase('driver');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('serves the next queries on fresh connections instead of going silent', async () => {
    const url = new URL(database.url);
    const sockets: net.Socket[] = [];
    const options = {
      max: 2,
      connect_timeout: 2,
      onnotice: () => {},
      // The driver's own sockets, kept so the test can close them (a documented option that the
      // type declarations lack).
      socket: () => {
        const socket = net.connect(Number(url.port || 5432), url.hostname);
        sockets.push(socket);
        return socket;
      },
    };
    const sql = postgres(database.url, options as Parameters<typeof postgres>[1]);
    try {
      await Promise.all([sql`select pg_sleep(0.05)`, sql`select pg_sleep(0.05)`]);
      expect(sockets).toHaveLength(2);

      // Both connections close in one turn of the event loop, as when every backend is
      // terminated at once. Between the two closes a query goes out on the second connection:
      // its write waits for a setImmediate, and the second close cancels it.
      let pending: Promise<unknown> | undefined;
      const closes = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
      for (const socket of sockets) {
        socket.once('close', () => {
          pending ??= sql`select 2 as two`.then(
            () => 'answered',
            (error: { code?: string }) => error.code,
          );
        });
      }
      for (const socket of sockets) socket.destroy();
      await Promise.all(closes);
      expect(['answered', 'CONNECTION_CLOSED']).toContain(await pending);

      // A silenced connection would open its new socket and never write to it: the query would
      // wait for connect_timeout and fail with CONNECT_TIMEOUT instead of answering.
      const closed = sockets.length;
      const next = await Promise.all([sql`select 3 as three`, sql`select 4 as four`]);
      expect(next).toEqual([[{ three: 3 }], [{ four: 4 }]]);
      const fresh = sockets.slice(closed);
      expect(fresh.length, 'sockets opened after the closes').toBeGreaterThan(0);
      expect(fresh.map((socket) => socket.bytesWritten > 0)).toEqual(fresh.map(() => true));
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
