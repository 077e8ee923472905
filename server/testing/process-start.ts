import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Container } from '../container';
import { getContainer } from '../runtime/process-container';
import { people } from '@/db/schema';
import { flushTraces, startRootSpan } from '../infra/tracing';
import { OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
import { createTestDatabase, testServices } from './test-services';

const FIRST_ADMIN = { CONSOLE_ADMIN_EMAIL: 'first-admin@example.com', CONSOLE_ADMIN_PASSWORD: 'first-admin-password-123' };

/**
 * Starts this test process's container the way `next start` does (the process-wide `getContainer`,
 * tracing registered from the variables, the first administrator from CONSOLE_ADMIN_EMAIL, the
 * background jobs on), on a fresh Postgres database or the embedded default, with an OTLP
 * collector. One per test file: the container and tracing are process-wide.
 */
export async function startTracedProcess(backend: 'postgres' | 'pglite') {
  const collector = new OtlpReceiver();
  const endpoint = await collector.start();
  const database = backend === 'postgres' ? await createTestDatabase('startup') : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'billing-startup-'));
  Object.assign(process.env, {
    ...(database ? { DATABASE_URL: database.url, REDIS_URL: testServices.redisUrl, REDIS_KEY_PREFIX: `startup-${process.pid}:` } : {}),
    DATA_DIR: dataDir,
    BACKGROUND_JOBS: 'true',
    ...FIRST_ADMIN,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    LOG_LEVEL: 'warn',
  });
  const container: Container = await getContainer();
  return {
    container,
    collector,
    /**
     * Waits for the start-up to be over (migrations, the first administrator, a run of every job)
     * and returns every span exported by then.
     */
    async spansOfStartUp(): Promise<ReceivedSpan[]> {
      await container.whenMigrated(60_000);
      // The first administrator is created once migrations are applied, after getContainer returned.
      // The test's own look-ups run in root spans of their own, named so they are told apart.
      for (let tries = 0; (await lookUp(() => container.database.db.select({ id: people.id }).from(people))).length === 0; tries++) {
        if (tries > 600) throw new Error('the first administrator was never created');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A run of each job (the audit shipper's first one also migrates the analytics store).
      await Promise.all([container.auditShipper.flush(), container.requestLog.flush(), container.webhookDispatcher.flush(), container.mailDispatcher.flush(), container.retention.flush()]);
      await flushTraces();
      return collector.spans;
    },
    async close() {
      await container.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
      collector.close();
    },
  };
}

/** The name of the root spans of a test's own statements. */
export const TEST_LOOK_UP_SPAN = 'test look-up';

async function lookUp<T>(read: () => Promise<T>): Promise<T> {
  const span = startRootSpan(TEST_LOOK_UP_SPAN);
  try {
    return await span.run(async () => await read());
  } finally {
    span.end();
  }
}
