import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { backends, suiteApp } from '../../testing/test-app';
import { endpointCalls, endpointsPath, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate, attemptsOf, deliveryRow, makeDue } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import type { WebhookDelivery } from './webhook-schemas';

type Headers = Record<string, string>;

describe.each(backends)('what a webhook endpoint missed: recovery and removal on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { addEndpoint, deliveriesTo, renameTenant } = endpointCalls(app);
  const flush = () => app.container.webhookDispatcher.flush();
  const db = () => app.container.database.db;

  /** The delivery of event `eventId` to the endpoint, from the tenant's log. */
  async function deliveryOf(headers: Headers, endpointId: string, eventId: string): Promise<WebhookDelivery> {
    const delivery = (await deliveriesTo(headers, endpointId)).find((row) => row.eventId === eventId);
    expect(delivery, `the delivery of ${eventId}`).toBeDefined();
    return delivery!;
  }

  it('sends again, once each, exactly the deliveries since the time given that the endpoint did not receive', async () => {
    let answer = 503;
    const hook = await receivers.start(() => answer);
    const otherHook = await receivers.start(() => 503);
    const { headers } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url });
    const other = await addEndpoint(headers, { url: otherHook.url });

    // Before the recovery's time: a delivery given up two hours ago.
    const old = await renameTenant(headers);
    await flush();
    const oldDelivery = await deliveryOf(headers, endpoint.id, old);
    await db()
      .update(webhookDeliveries)
      .set({ status: 'FAILED', nextAttemptAt: null, createdAt: sql`now() - interval '2 hours'` })
      .where(eq(webhookDeliveries.id, oldDelivery.id));

    // Since then: one delivered, one waiting for its retry, one given up after the whole schedule.
    answer = 200;
    const delivered = await renameTenant(headers);
    await flush();
    answer = 503;
    const retrying = await renameTenant(headers);
    const givenUp = await renameTenant(headers);
    await flush();
    const givenUpDelivery = await deliveryOf(headers, endpoint.id, givenUp);
    await db().update(webhookDeliveries).set({ status: 'FAILED', attemptCount: 8, nextAttemptAt: null }).where(eq(webhookDeliveries.id, givenUpDelivery.id));
    expect((await deliveriesTo(headers, endpoint.id)).map((row) => [row.eventId, row.status, row.attemptCount])).toEqual([
      [old, 'FAILED', 1],
      [delivered, 'SUCCEEDED', 1],
      [retrying, 'PENDING', 1],
      [givenUp, 'FAILED', 8],
    ]);
    // The other endpoint, failing all along, has given up on every one of them.
    await db().update(webhookDeliveries).set({ status: 'FAILED', nextAttemptAt: null }).where(eq(webhookDeliveries.endpointId, other.id));
    const otherBefore = await deliveriesTo(headers, other.id);
    expect(otherBefore.map((row) => [row.eventId, row.status])).toEqual([old, delivered, retrying, givenUp].map((id) => [id, 'FAILED']));
    const oldBefore = await deliveryRow(app, oldDelivery.id);
    const [callsBefore, otherCallsBefore] = [hook.calls.length, otherHook.calls.length];

    // The receiver answers again.
    answer = 200;
    const since = new Date(Date.now() - 3600_000).toISOString();
    const response = await app.request('POST', `${endpointsPath}/${endpoint.id}/recover`, { headers, json: { since } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ recovered: 2, since });
    expect((await deliveriesTo(headers, endpoint.id)).map((row) => [row.eventId, row.status, row.attemptCount])).toEqual([
      [old, 'FAILED', 1],
      [delivered, 'SUCCEEDED', 1],
      [retrying, 'PENDING', 0],
      [givenUp, 'PENDING', 0],
    ]);

    expect(await flush()).toEqual({ delivered: 2, failed: 0, rescheduled: 0 });
    expect(webhookIdsOf(hook.calls.slice(callsBefore)).sort()).toEqual([retrying, givenUp].sort());
    expect(await flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    expect(hook.calls).toHaveLength(callsBefore + 2);
    // The one delivered before was never sent again, and the attempt log keeps the failures before the recovery.
    expect(webhookIdsOf(hook.calls).filter((id) => id === delivered)).toHaveLength(1);
    expect((await attemptsOf(app, givenUpDelivery.id)).map((attempt) => attempt.statusCode)).toEqual([503, 200]);

    // Older than the time given, or another endpoint's: untouched.
    expect(await deliveryRow(app, oldDelivery.id)).toEqual(oldBefore);
    expect(await deliveriesTo(headers, other.id)).toEqual(otherBefore);
    expect(otherHook.calls).toHaveLength(otherCallsBefore);
  });

  it('gives up the deliveries of a removed endpoint as `endpoint removed`, and keeps them in the log without it', async () => {
    const hook = await receivers.start(() => 503);
    const keptHook = await receivers.start();
    const { headers } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url });
    const kept = await addEndpoint(headers, { url: keptHook.url });

    const attempted = await renameTenant(headers);
    await flush();
    const waiting = await renameTenant(headers);
    const [attemptedDelivery, waitingDelivery] = [await deliveryOf(headers, endpoint.id, attempted), await deliveryOf(headers, endpoint.id, waiting)];
    expect([attemptedDelivery.status, attemptedDelivery.attemptCount, waitingDelivery.status, waitingDelivery.attemptCount]).toEqual(['PENDING', 1, 'PENDING', 0]);

    const removed = await app.request('DELETE', `${endpointsPath}/${endpoint.id}`, { headers });
    expect(removed.status).toBe(200);
    await makeDue(app, attemptedDelivery.id);
    expect(await flush()).toEqual({ delivered: 1, failed: 2, rescheduled: 0 });
    expect(webhookIdsOf(hook.calls)).toEqual([attempted]);
    expect(webhookIdsOf(keptHook.calls)).toEqual([attempted, waiting]);

    const log = await app.request('GET', '/tenants/me/webhook-deliveries?sortOrder=asc&limit=100', { headers });
    const ofRemoved = (log.body.data as WebhookDelivery[]).filter((row) => row.id === attemptedDelivery.id || row.id === waitingDelivery.id);
    expect(ofRemoved.map((row) => [row.eventId, row.endpointId, row.status, row.attemptCount, row.lastError, row.nextAttemptAt])).toEqual([
      [attempted, null, 'FAILED', 1, 'endpoint removed', null],
      [waiting, null, 'FAILED', 0, 'endpoint removed', null],
    ]);
    expect((await attemptsOf(app, attemptedDelivery.id)).map((attempt) => [attempt.statusCode, attempt.url])).toEqual([[503, hook.url]]);
    expect((await deliveriesTo(headers, kept.id)).map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });
});
