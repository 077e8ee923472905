import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The answer Postgres gives a new connection to a database whose connections are disallowed. */
function notAcceptingConnections() {
  const fields = Buffer.from(['SFATAL', 'VFATAL', 'C55000', 'Mdatabase "billing" is not currently accepting connections', ''].join('\0') + '\0');
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** A server in the database's place that answers every connection's startup message with that error. */
async function databaseRefusingConnections() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    client.on('close', () => sockets.delete(client));
    client.once('data', () => client.end(notAcceptingConnections()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${(server.address() as net.AddressInfo).port}/billing`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A database that takes no connections is unavailable, like one that is down: 503, never 500. */
describe('a database not accepting connections', () => {
  let database: Awaited<ReturnType<typeof databaseRefusingConnections>>;
  let app: TestApp;
  beforeAll(async () => {
    database = await databaseRefusingConnections();
    // Without migrations at start, the instance serves at once and meets the database per request.
    app = await startTestApp({ backend: 'postgres', env: { DATABASE_URL: database.url, MIGRATE_ON_START: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers a request that needs it 503 with Retry-After and the billing error body', async () => {
    const response = await app.request('GET', '/tenants', { headers: app.adminHeaders });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body).toMatchObject({ statusCode: 503, message: 'The database is unavailable; try again shortly' });
  });
});
