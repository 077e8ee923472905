import { afterEach, describe, expect, it } from 'vitest';
import { backends, suiteApp } from '../../testing/test-app';
import { endpointCalls, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate, attemptsOf } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';

const EVENTS = 6;
const RATE_PER_SECOND = 2;
const SLOT_MS = 1000 / RATE_PER_SECOND;

describe.each(backends)('a webhook endpoint’s rate limit on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await app.container.webhookDispatcher.stop();
    await receivers.closeAll();
  });
  const { addEndpoint, deliveriesTo, renameTenant } = endpointCalls(app);

  it('spaces the deliveries to a capped endpoint at its rate without counting the waits as attempts, while an uncapped one gets them at once', async () => {
    const cappedAt: number[] = [];
    const capped = await receivers.start(() => {
      cappedAt.push(Date.now());
      return 200;
    });
    const uncapped = await receivers.start();
    const { headers } = await app.tenantWithToken();
    const cappedEndpoint = await addEndpoint(headers, { url: capped.url, rateLimitPerSecond: RATE_PER_SECOND });
    const uncappedEndpoint = await addEndpoint(headers, { url: uncapped.url });
    const events: string[] = [];
    for (let event = 0; event < EVENTS; event++) events.push(await renameTenant(headers));

    // One pass: every delivery to the uncapped endpoint, and only what the cap allows now to the other.
    // The first sending slot is taken in this pass, so no earlier than now.
    const queuedAt = Date.now();
    const first = await app.container.webhookDispatcher.flush();
    expect(webhookIdsOf(uncapped.calls).sort()).toEqual([...events].sort());
    expect(capped.calls.length).toBeLessThan(EVENTS);
    expect(first.delivered).toBe(EVENTS + capped.calls.length);

    // The rest wait for their slots; the dispatcher's own loop sends them as they come due.
    app.container.webhookDispatcher.start();
    await expect.poll(() => capped.calls.length, { timeout: 15_000, interval: 100 }).toBe(EVENTS);
    await app.container.webhookDispatcher.stop();

    expect(webhookIdsOf(capped.calls).sort()).toEqual([...events].sort());
    // No call comes before its slot, each half a second after the one before: never more than 2 a second.
    cappedAt.forEach((at, index) => expect(at - queuedAt, `call ${index + 1}`).toBeGreaterThanOrEqual(index * SLOT_MS));
    // The last slot is 2.5 s after the first; the first call may come a little after its slot (its request's own time).
    expect(cappedAt.at(-1)! - cappedAt[0]!).toBeGreaterThanOrEqual(2000);

    // Waiting for a slot is not an attempt: one attempt each, to both endpoints.
    for (const endpoint of [cappedEndpoint, uncappedEndpoint]) {
      const deliveries = await deliveriesTo(headers, endpoint.id);
      expect(deliveries.map((delivery) => [delivery.status, delivery.attemptCount])).toEqual(events.map(() => ['SUCCEEDED', 1]));
      for (const delivery of deliveries) expect(await attemptsOf(app, delivery.id)).toHaveLength(1);
    }
    expect(uncapped.calls).toHaveLength(EVENTS);
  });
});
