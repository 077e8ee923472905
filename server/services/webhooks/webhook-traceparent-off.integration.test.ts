import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { webhookReceiverPool } from '../../testing/webhook-receiver';

describe.each(backends)('outgoing webhooks with tracing off on %s', (backend) => {
  const receivers = webhookReceiverPool();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('store no trace context and send no traceparent, even when the request sent one', async () => {
    const hook = await receivers.start();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const created = await app.request('POST', '/payments', {
      headers: { ...headers, traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      json: { amount: 10, currency: 'EUR', userId: 'user-1' },
    });
    expect(created.status).toBe(201);
    expect(await app.container.webhookDispatcher.flush()).toMatchObject({ delivered: 1 });
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0]!.headers).not.toHaveProperty('traceparent');
    const [row] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, String(hook.calls[0]!.headers['webhook-id'])));
    expect(row?.traceContext).toBeNull();
  });
});
