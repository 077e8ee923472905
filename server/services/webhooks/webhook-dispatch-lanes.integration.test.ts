import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { endpointCalls, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate, insertDueDeliveries, primaryEndpointId } from '../../testing/webhook-fixtures';
import { type HoldingReceiver, startHoldingReceiver, type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';

/**
 * One tenant's slow endpoint and everybody else's deliveries: the dispatcher sends at most
 * WEBHOOK_ENDPOINT_CONCURRENCY requests to one endpoint at a time, so a receiver that holds its
 * requests fills its own lane of the pool and no other. Small settings make the cap visible: six
 * sends in flight in all, two per endpoint. A stopped dispatcher's flush claims nothing (a stopping
 * instance takes no new work) until it is started again: the flush test comes first, the shutdown last.
 */
const dispatch = { WEBHOOK_CONCURRENCY: '6', WEBHOOK_ENDPOINT_CONCURRENCY: '2', WEBHOOK_POLL_MS: '50' };
const CAP = 2;

describe('webhook lanes: a slow endpoint holds up no other endpoint', () => {
  let first: TestApp;
  let second: TestApp;
  const receivers = webhookReceiverPool();
  let slow: HoldingReceiver | undefined;
  beforeAll(async () => {
    first = await startTestApp({ backend: 'postgres', env: { ...allowPrivate, ...dispatch } });
    second = await startTestApp({ backend: 'postgres', env: { ...allowPrivate, ...dispatch }, shareDatabaseWith: first });
  });
  afterEach(async () => {
    slow?.release();
    await Promise.all([first.container.webhookDispatcher.stop(), second.container.webhookDispatcher.stop()]);
    await slow?.close();
    slow = undefined;
    await receivers.closeAll();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Tenant B with one endpoint that holds every request; tenant C with three that answer at once. */
  async function tenants(app: TestApp) {
    slow = await startHoldingReceiver();
    const b = await app.tenantWithToken({ webhookUrl: slow.url });
    const bEndpoint = await primaryEndpointId(app, b.tenant.id);
    const fast = await Promise.all([receivers.start(), receivers.start(), receivers.start()]);
    const c = await app.tenantWithToken({ webhookUrl: fast[0]!.url });
    const { addEndpoint } = endpointCalls(app);
    const cEndpoints = [await primaryEndpointId(app, c.tenant.id), (await addEndpoint(c.headers, { url: fast[1]!.url })).id, (await addEndpoint(c.headers, { url: fast[2]!.url })).id];
    return { slow, b: { tenantId: b.tenant.id, endpointId: bEndpoint }, fast, c: cEndpoints.map((endpointId) => ({ tenantId: c.tenant.id, endpointId })) };
  }

  /** B's 20 deliveries are the oldest in the queue, C's 10 per endpoint come after them. */
  async function queue(app: TestApp, setup: Awaited<ReturnType<typeof tenants>>) {
    const bIds = await insertDueDeliveries(app, setup.b, 20, 60);
    const cIds = await Promise.all(setup.c.map((endpoint) => insertDueDeliveries(app, endpoint, 10, 30)));
    return { bIds, cIds };
  }

  async function claimedRows(app: TestApp, ids: string[]) {
    const [row] = await app.container.database.db
      .select({ value: count() })
      .from(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'PENDING'), isNotNull(webhookDeliveries.lockedUntil)));
    return row!.value;
  }

  async function attemptsOf(app: TestApp, ids: string[]) {
    return app.container.database.db
      .select({ deliveryId: webhookAttempts.deliveryId, statusCode: webhookAttempts.statusCode })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, ids));
  }

  const allOf = (fast: WebhookReceiver[], each: number) => Promise.all(fast.map((receiver) => receiver.whenCalls(each)));

  it('a flush (cron, worker --once) is not held up either: C’s deliveries arrive while B’s wait, and the flush ends once B answers', async () => {
    const setup = await tenants(first);
    const { bIds } = await queue(first, setup);
    const run = first.container.webhookDispatcher.flush();

    await allOf(setup.fast, 10);
    expect(setup.slow.calls).toHaveLength(CAP);
    setup.slow.release();
    expect(await run).toEqual({ delivered: 50, failed: 0, rescheduled: 0 });
    expect(setup.slow.mostOpen()).toBe(CAP);
    expect(new Set(webhookIdsOf(setup.slow.calls))).toEqual(new Set(bIds));
  });

  it('the running dispatcher delivers all of tenant C while tenant B’s endpoint holds its requests, B never having more than its cap in flight; B’s own deliveries follow once it answers', async () => {
    const setup = await tenants(first);
    const { bIds, cIds } = await queue(first, setup);
    first.container.webhookDispatcher.start();

    await allOf(setup.fast, 10);
    // C got everything while B still holds the only requests it was sent: as many as its lane allows.
    expect(setup.fast.map((receiver) => receiver.calls.length)).toEqual([10, 10, 10]);
    expect(setup.slow.openNow()).toBe(CAP);
    expect(setup.slow.calls).toHaveLength(CAP);
    expect(await claimedRows(first, bIds)).toBe(CAP);
    cIds.forEach((ids, index) => expect(new Set(webhookIdsOf(setup.fast[index]!.calls))).toEqual(new Set(ids)));

    setup.slow.release();
    await setup.slow.whenCalls(bIds.length);
    await first.container.webhookDispatcher.stop();
    expect(setup.slow.mostOpen()).toBe(CAP);
    expect(new Set(webhookIdsOf(setup.slow.calls))).toEqual(new Set(bIds));
    expect(setup.slow.calls).toHaveLength(bIds.length);
    const attempts = await attemptsOf(first, [...bIds, ...cIds.flat()]);
    expect(attempts).toHaveLength(50);
    expect(attempts.every((attempt) => attempt.statusCode === 200)).toBe(true);
  });

  it('two running dispatchers on one database deliver every row exactly once, each keeping to its own lanes', async () => {
    const setup = await tenants(first);
    const { bIds, cIds } = await queue(first, setup);
    setup.slow.release();
    first.container.webhookDispatcher.start();
    second.container.webhookDispatcher.start();

    await allOf(setup.fast, 10);
    await setup.slow.whenCalls(bIds.length);
    await Promise.all([first.container.webhookDispatcher.stop(), second.container.webhookDispatcher.stop()]);

    // Two instances, each with its own lane of two for B.
    expect(setup.slow.mostOpen()).toBeLessThanOrEqual(2 * CAP);
    expect(setup.slow.calls).toHaveLength(bIds.length);
    expect(new Set(webhookIdsOf(setup.slow.calls))).toEqual(new Set(bIds));
    cIds.forEach((ids, index) => {
      expect(setup.fast[index]!.calls).toHaveLength(ids.length);
      expect(new Set(webhookIdsOf(setup.fast[index]!.calls))).toEqual(new Set(ids));
    });
    const attempts = await attemptsOf(first, [...bIds, ...cIds.flat()]);
    expect(attempts).toHaveLength(50);
    expect(new Set(attempts.map((attempt) => attempt.deliveryId)).size).toBe(50);
  });

  it('an instance that stops while B’s requests hang claims nothing more: B’s other rows stay unclaimed for the other instance, which delivers them once B answers', async () => {
    const setup = await tenants(first);
    const { bIds } = await queue(first, setup);
    first.container.webhookDispatcher.start();
    await allOf(setup.fast, 10);
    await setup.slow.whenCalls(CAP);

    const stopping = first.container.beginShutdown();
    // The stopping instance holds only the rows it is sending; the rest are due for anyone now.
    expect(await claimedRows(first, bIds)).toBe(CAP);
    second.container.webhookDispatcher.start();
    await setup.slow.whenCalls(2 * CAP);
    setup.slow.release();
    await stopping;
    await setup.slow.whenCalls(bIds.length);
    await second.container.webhookDispatcher.stop();
    expect(await claimedRows(first, bIds)).toBe(0);
    expect(setup.slow.calls).toHaveLength(bIds.length);
    expect(new Set(webhookIdsOf(setup.slow.calls))).toEqual(new Set(bIds));
    expect(await attemptsOf(first, bIds)).toHaveLength(bIds.length);
  });
});

describe('an idle dispatcher woken by a write', () => {
  let app: TestApp;
  const receivers = webhookReceiverPool();
  beforeAll(async () => {
    // A poll interval far longer than the test may take: only the wake-up can deliver in time.
    app = await startTestApp({ backend: 'postgres', env: { ...allowPrivate, WEBHOOK_POLL_MS: '60000' } });
  });
  afterAll(async () => {
    await app?.container.webhookDispatcher.stop();
    await receivers.closeAll();
    await app?.close();
  });

  it('delivers the event a request queued without waiting for its next poll', async () => {
    const hook = await receivers.start();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    app.container.webhookDispatcher.start();
    expect((await app.request('PATCH', '/tenants/me', { headers, json: { name: 'First' } })).status).toBe(200);
    await hook.whenCalls(1);
    // Delivered: the dispatcher has found the queue empty since and waits for its (minute-long) poll.
    expect((await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Second' } })).status).toBe(200);
    await hook.whenCalls(2);
    expect(hook.calls.map((call) => (JSON.parse(call.body) as { data: { tenant: { name: string } } }).data.tenant.name)).toEqual(['First', 'Second']);
  });
});
