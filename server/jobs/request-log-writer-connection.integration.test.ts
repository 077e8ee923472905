import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the request-log writer on Postgres', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes its batches while every connection of the analytics reads is busy', async () => {
    const { headers, tenant } = await app.tenantWithToken();
    // The analytics store migrated, and nothing staged but the entry below.
    await app.container.auditShipper.flush();
    await app.container.requestLog.flush();
    app.container.requestLog.record({
      id: randomUUID(),
      tenantId: tenant.id,
      createdAt: new Date(),
      actorType: 'tenant',
      actorId: tenant.id,
      method: 'GET',
      route: '/tenants/me',
      path: '/tenants/me',
      query: '',
      status: 200,
      durationMs: 3,
      correlationId: randomUUID(),
      replayed: false,
    });

    // Three slow reads hold the analytics pool (3 connections): each waits on a lock another session holds.
    const holder = postgres(app.databaseUrl!, { max: 1, onnotice: () => {} });
    let readsDone = false;
    const reserved = await holder.reserve();
    try {
      await reserved`begin`;
      await reserved`lock table analytics.audit_events in access exclusive mode`;
      const reads = Promise.all([1, 2, 3].map(() => app.container.analytics.db.execute(sql`select count(*) from analytics.audit_events`))).then(() => {
        readsDone = true;
      });
      // Every read is on a connection, waiting for the lock.
      await expect.poll(async () => (await reserved`select count(*)::int as n from pg_locks where relation = 'analytics.audit_events'::regclass and not granted`)[0]!.n).toBe(3);

      expect(await app.container.requestLog.flush()).toEqual({ written: 1, dropped: 0 });
      expect(readsDone).toBe(false);
      await reserved`commit`;
      await reads;
    } finally {
      reserved.release();
      await holder.end();
    }
    const page = await app.request('GET', '/tenants/me/request-log', { headers });
    expect(page.body.data).toMatchObject([{ path: '/tenants/me', status: 200 }]);
  });
});
