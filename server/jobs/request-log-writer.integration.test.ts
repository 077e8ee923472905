import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestLogDraft } from '../services/request-log';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createRequestLogWriter } from './request-log-writer';

/** The value of one sample in a Prometheus text exposition, or undefined when absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const entry = (tenantId: string, correlationId: string): RequestLogDraft => ({
  id: randomUUID(),
  tenantId,
  createdAt: new Date(),
  actorType: 'tenant',
  actorId: tenantId,
  method: 'GET',
  route: '/tenants/me',
  path: '/tenants/me',
  query: '',
  status: 200,
  durationMs: 3,
  correlationId,
  idempotencyKey: null,
  replayed: false,
  ip: null,
  userAgent: null,
});

/**
 * The request log's counters say what reached the store: a batch that outlasts the write timeout
 * (here a lock another session holds on the table) is counted once it commits or fails.
 */
describe('the request log writer with a slow analytics store (postgres)', () => {
  let app: TestApp;
  let admin: postgres.Sql;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
    await app.container.whenAnalyticsMigrated(30_000);
    admin = postgres(app.databaseUrl!, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  const counters = async () => {
    const text = (await app.request('GET', '/metrics')).text;
    return {
      written: sample(text, 'request_log_written_total'),
      dropped: sample(text, 'request_log_dropped_total{reason="store_failed"}'),
      slow: sample(text, 'request_log_slow_batches_total'),
    };
  };
  const rowsOf = async (tenantId: string) => (await admin<{ count: number }[]>`select count(*)::int as count from analytics.request_log where tenant_id = ${tenantId}`)[0]!.count;

  /** A writer on the app's store and metrics, and a session holding the request log table locked. */
  async function lockedTable() {
    const writer = createRequestLogWriter({
      analytics: app.container.analytics,
      prepareAnalytics: () => Promise.resolve(),
      metrics: app.container.metrics,
      logger: app.container.logger,
      writeTimeoutMs: 200,
    });
    const session = await admin.reserve();
    await session`begin`;
    await session`lock table analytics.request_log in access exclusive mode`;
    return { writer, session };
  }

  it('counts a batch that outlasts the write timeout as written once it commits, never as dropped', async () => {
    const before = await counters();
    const tenantId = randomUUID();
    const { writer, session } = await lockedTable();
    for (let index = 0; index < 3; index++) writer.record(entry(tenantId, randomUUID()));

    await expect(writer.flush()).rejects.toThrow(/request log write did not answer within 200 ms/);
    expect(await counters()).toEqual({ written: before.written, dropped: before.dropped, slow: (before.slow ?? 0) + 1 });

    await session`commit`;
    session.release();
    await vi.waitFor(async () => expect((await counters()).written).toBe(before.written! + 3), { timeout: 10_000, interval: 50 });
    expect(await rowsOf(tenantId)).toBe(3);
    expect((await counters()).dropped).toBe(before.dropped);
    await writer.stop();
  });

  it('counts it as dropped when it fails in the end', async () => {
    const before = await counters();
    const tenantId = randomUUID();
    const { writer, session } = await lockedTable();
    for (let index = 0; index < 2; index++) writer.record(entry(tenantId, randomUUID()));

    await expect(writer.flush()).rejects.toThrow(/did not answer within 200 ms/);
    expect((await counters()).dropped).toBe(before.dropped);
    // The store ends the session the batch was waiting on (a failover, an administrator).
    const databaseName = new URL(app.databaseUrl!).pathname.slice(1);
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${databaseName} and wait_event_type = 'Lock'`;
    await vi.waitFor(async () => expect((await counters()).dropped).toBe(before.dropped! + 2), { timeout: 10_000, interval: 50 });
    expect((await counters()).written).toBe(before.written);

    await session`rollback`;
    session.release();
    expect(await rowsOf(tenantId)).toBe(0);
    await writer.stop();
  });
});
