import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../jobs/webhook-dispatcher';
import { backends, suiteApp } from '../../testing/test-app';
import { allowPrivate, attemptsOf, CRON_SECRET, deliveryRow, makeDue, webhookCalls } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import { MAX_ATTEMPTS } from './retry-schedule';

describe.each(backends)('outgoing tenant webhooks: attempts and retries on %s', (backend) => {
  const app = suiteApp({ backend, env: { ...allowPrivate, CRON_SECRET } });
  const receivers = webhookReceiverPool();
  const receiver = receivers.start;
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { tenantEvent, deliveryAudit, secretOf } = webhookCalls(app);

  it('retries a failed attempt after 5 s and delivers it with the same webhook-id and a valid signature', async () => {
    const hook = await receiver((call) => (call === 1 ? 500 : 200));
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers, 'Retry me');

    const flushedFrom = Date.now();
    const first = await app.container.webhookDispatcher.flush();
    const flushedUntil = Date.now();
    expect(first).toEqual({ delivered: 0, failed: 0, rescheduled: 1 });
    expect(hook.calls).toHaveLength(1);
    const afterFirst = await deliveryRow(app, event.id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', attemptCount: 1, lastStatusCode: 500, lockedUntil: null });
    // The attempt is the one this flush made, and the next one is 5 s after it.
    expect(afterFirst.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(flushedFrom);
    expect(afterFirst.lastAttemptAt!.getTime()).toBeLessThanOrEqual(flushedUntil);
    expect(afterFirst.nextAttemptAt!.getTime() - afterFirst.lastAttemptAt!.getTime()).toBe(5000);

    // Not due yet: a flush now sends nothing.
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    await makeDue(app, event.id);
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });

    expect(hook.calls).toHaveLength(2);
    const [failedCall, deliveredCall] = hook.calls;
    expect(failedCall!.headers['webhook-id']).toBe(event.id);
    expect(deliveredCall!.headers['webhook-id']).toBe(event.id);
    expect(deliveredCall!.headers['content-type']).toBe('application/json');
    expect(deliveredCall!.headers['user-agent']).toMatch(/^billing-platform-webhooks\//);
    const verified = new Webhook(await secretOf(headers)).verify(deliveredCall!.body, hook.signatureHeaders(deliveredCall!));
    expect(verified).toMatchObject({ id: event.id, type: 'tenant.updated', data: { tenant: { id: tenant.id, name: 'Retry me' } } });
    expect(JSON.parse(deliveredCall!.body)).toEqual(event.payload);

    const delivered = await deliveryRow(app, event.id);
    expect(delivered).toMatchObject({ status: 'SUCCEEDED', attemptCount: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null, lockedUntil: null });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const attempts = await attemptsOf(app, event.id);
    expect(attempts.map((attempt) => [attempt.attemptNumber, attempt.statusCode, attempt.url])).toEqual([
      [1, 500, hook.url],
      [2, 200, hook.url],
    ]);
    expect(attempts.every((attempt) => attempt.durationMs >= 0)).toBe(true);

    const metrics = await app.request('GET', '/metrics');
    expect(metrics.text).toMatch(/webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
    expect(metrics.text).toMatch(/webhook_deliveries_total\{outcome="rescheduled"\} [1-9]/);
    expect(metrics.text).toMatch(/webhook_delivery_duration_seconds_count [1-9]/);

    // The end of the delivery is audited once; the retry before it is only in the attempt log.
    expect(await deliveryAudit(event.id)).toEqual([
      expect.objectContaining({
        action: 'webhook.delivered',
        actorType: 'system',
        actorId: 'webhook-worker',
        details: { tenantId: tenant.id, eventType: 'tenant.updated', attempts: 2, statusCode: 200 },
      }),
    ]);
  });

  it('follows the whole schedule and gives up after the 8th failed attempt', async () => {
    const hook = await receiver(() => 503);
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(app, event.id);
      const run = await app.container.webhookDispatcher.flush();
      const row = await deliveryRow(app, event.id);
      if (attempt < MAX_ATTEMPTS) {
        expect(run.rescheduled).toBe(1);
        delays.push((row.nextAttemptAt!.getTime() - row.lastAttemptAt!.getTime()) / 1000);
      } else {
        expect(run.failed).toBe(1);
        expect(row).toMatchObject({ status: 'FAILED', attemptCount: 8, nextAttemptAt: null, lastStatusCode: 503 });
      }
    }
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(hook.calls).toHaveLength(8);
    expect(new Set(hook.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set([event.id]));
    expect((await deliveryAudit(event.id)).map((entry) => [entry.action, entry.details.attempts, entry.details.statusCode])).toEqual([
      ['webhook.failed', 8, 503],
    ]);
  });

  it('sends nothing to a suspended tenant: the delivery fails as tenant not active', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 1, rescheduled: 0 });
    expect(hook.calls).toHaveLength(0);
    expect(await deliveryRow(app, event.id)).toMatchObject({ status: 'FAILED', lastError: 'tenant not active', nextAttemptAt: null });
    expect(await attemptsOf(app, event.id)).toHaveLength(0);
    expect((await deliveryAudit(event.id)).map((entry) => [entry.action, entry.details.error])).toEqual([['webhook.failed', 'tenant not active']]);
  });

  it('connects to the address it checked, not to a fresh lookup of the name, and keeps the name as Host', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: `http://hooks.webhook-test:${hook.port}/pinned` });
    const event = await tenantEvent(headers);
    const resolved: string[] = [];
    const dispatcher = createWebhookDispatcher({
      database: app.container.database,
      secrets: app.container.secrets,
      metrics: app.container.metrics,
      logger: app.container.logger,
      allowPrivateTargets: true,
      // The system resolver does not know this name: only the checked answer can reach the receiver.
      resolver: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await dispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });
    expect(resolved).toEqual(['hooks.webhook-test']);
    expect(hook.calls[0]!.headers.host).toBe(`hooks.webhook-test:${hook.port}`);
    expect(hook.calls[0]!.headers['webhook-id']).toBe(event.id);
  });

  it('gives a receiver that never answers a timeout (shortened here) and retries later', async () => {
    const hook = await receiver(() => 'hang');
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    const dispatcher = createWebhookDispatcher({
      database: app.container.database,
      secrets: app.container.secrets,
      metrics: app.container.metrics,
      logger: app.container.logger,
      allowPrivateTargets: true,
      timeoutMs: 300,
    });
    expect(await dispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 1 });
    expect(hook.calls).toHaveLength(1);
    const [attempt] = await attemptsOf(app, event.id);
    expect(attempt).toMatchObject({ statusCode: null, error: 'timed out after 300 ms' });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(250);
  });
});
