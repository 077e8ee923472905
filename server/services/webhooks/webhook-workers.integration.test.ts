import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { allowPrivate, primaryEndpointId } from '../../testing/webhook-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { deliverClaimed } from './attempt-delivery';
import { claimDueDeliveries } from './delivery-queue';

describe('two workers sharing one Postgres database', () => {
  let first: TestApp;
  let second: TestApp;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    first = await startTestApp({ backend: 'postgres', env: allowPrivate });
    second = await startTestApp({ backend: 'postgres', env: allowPrivate, shareDatabaseWith: first });
    hook = await startWebhookReceiver();
  });
  afterAll(async () => {
    await hook?.close();
    await second?.close();
    await first?.close();
  });

  it('deliver 200 pending events exactly once between them', async () => {
    const { tenant } = await first.tenantWithToken({ webhookUrl: hook.url });
    const endpointId = await primaryEndpointId(first, tenant.id);
    const ids = Array.from({ length: 200 }, () => randomUUID());
    await first.container.database.db.insert(webhookDeliveries).values(
      ids.map((id, index) => ({
        id,
        eventId: id,
        endpointId,
        tenantId: tenant.id,
        eventType: 'tenant.updated',
        payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: { index } },
      })),
    );

    const startedAt = performance.now();
    const [a, b] = await Promise.all([first.container.webhookDispatcher.flush(), second.container.webhookDispatcher.flush()]);
    const seconds = (performance.now() - startedAt) / 1000;
    console.info(`two workers delivered 200 webhooks in ${seconds.toFixed(2)} s (${Math.round(200 / seconds)}/s)`);

    expect(a.delivered + b.delivered).toBe(200);
    expect(a.delivered).toBeGreaterThan(0);
    expect(b.delivered).toBeGreaterThan(0);
    expect(hook.calls).toHaveLength(200);
    expect(new Set(hook.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set(ids));
    const [attempts] = await first.container.database.db.select({ value: count() }).from(webhookAttempts);
    expect(attempts!.value).toBe(200);
    const [pending] = await first.container.database.db.select({ value: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
    expect(pending!.value).toBe(0);
  });

  it('a worker that starts shutting down mid-run finishes its sends, releases the rest of its claims, and the other worker delivers them at once', async () => {
    const releasing = await startWebhookReceiver((call) => {
      // The first webhook to arrive is the signal: the first instance begins its shutdown.
      if (call === 1) void first.container.beginShutdown();
      return 200;
    });
    const { tenant } = await first.tenantWithToken({ webhookUrl: releasing.url });
    const endpointId = await primaryEndpointId(first, tenant.id);
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await first.container.database.db.insert(webhookDeliveries).values(
      ids.map((id) => ({ id, eventId: id, endpointId, tenantId: tenant.id, eventType: 'tenant.updated', payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: {} } })),
    );
    try {
      const stopped = await first.container.webhookDispatcher.flush();
      expect(stopped.delivered).toBeGreaterThan(0);
      expect(stopped.delivered).toBeLessThan(40);
      // Nothing is left claimed: the rows it did not send are due for anyone now, not in 30 s.
      const [claimed] = await first.container.database.db
        .select({ value: count() })
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.status} = 'PENDING' and ${webhookDeliveries.lockedUntil} is not null`);
      expect(claimed!.value).toBe(0);
      const { status } = await first.request('GET', '/health/ready');
      expect(status).toBe(503);

      const rest = await second.container.webhookDispatcher.flush();
      expect(stopped.delivered + rest.delivered).toBe(40);
      expect(new Set(releasing.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set(ids));
      expect(releasing.calls).toHaveLength(40);
    } finally {
      await releasing.close();
    }
  });

  it('records a sent delivery even when the connection is lost under the first try to record it: the receiver is called once', async () => {
    const once = await startWebhookReceiver();
    try {
      const { tenant } = await second.tenantWithToken({ webhookUrl: once.url });
      const id = randomUUID();
      const endpointId = await primaryEndpointId(second, tenant.id);
      await second.container.database.db
        .insert(webhookDeliveries)
        .values({ id, eventId: id, endpointId, tenantId: tenant.id, eventType: 'tenant.updated', payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: {} } });
      const [claimed] = (await claimDueDeliveries(second.container.database.db, 50)).filter((row) => row.id === id);
      // The first transaction fails as postgres.js fails a statement whose backend was terminated.
      const db = second.container.database.db;
      let failures = 0;
      const flaky = new Proxy(db, {
        get(target, property, receiver) {
          if (property === 'transaction' && failures === 0) {
            failures++;
            return () => Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }));
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const outcome = await deliverClaimed({ ...second.container.webhookDispatcher.deliveryDeps, db: flaky }, claimed!);
      expect(outcome).toBe('delivered');
      expect(failures).toBe(1);
      expect(once.calls).toHaveLength(1);
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      expect(row).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1, lockedUntil: null });
    } finally {
      await once.close();
    }
  });
});
