import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * The real Postgres and Redis the integration tests run against (contract: never mocks). Only this
 * test-support module reads these variables; the app reads its own through server/env.ts.
 */
export const testServices = {
  postgresUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Tests create and drop databases: refuse anything but a server on this machine. */
export function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) throw new Error(`Refusing to run tests against non-local host ${host}`);
}

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * A fresh database on the test server, empty or a copy of `template`; `drop` removes it with its
 * connections.
 */
export async function createTestDatabase(prefix = 'test', options: { template?: string } = {}) {
  assertLocal(testServices.postgresUrl);
  const name = uniqueName(prefix);
  const admin = postgres(testServices.postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  await admin.end();
  const url = new URL(testServices.postgresUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const again = postgres(testServices.postgresUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}
