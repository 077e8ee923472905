import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

/**
 * Hosts without the delivery loop (Vercel, `BACKGROUND_JOBS=false`) deliver what a write queued
 * after its answer, instead of waiting for a cron that the Hobby plan runs once a day.
 */
describe.each(backends)('delivery after the answer on %s', (backend) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let firstCall: Promise<ReceivedWebhook>;

  beforeAll(async () => {
    let received!: (call: ReceivedWebhook) => void;
    firstCall = new Promise((resolve) => (received = resolve));
    receiver = await startWebhookReceiver((_, call) => {
      received(call);
      return 200;
    });
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DELIVER_AFTER_RESPONSE: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('a created payment reaches the tenant’s receiver with no cron run and no loop', async () => {
    const { headers } = await app.tenantWithToken({ webhookUrl: receiver.url });
    const created = await app.request('POST', '/payments', { headers, json: { amount: 10, currency: 'EUR', userId: 'user-1' } });
    expect(created.status).toBe(201);

    const call = await firstCall;
    const event = JSON.parse(call.body) as { type: string; data: { id: string } };
    expect(event).toMatchObject({ type: 'payment.created', data: { id: created.body.id } });
    const statusOfDelivery = async () =>
      (await app.container.database.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, String(call.headers['webhook-id']))))[0]?.status;
    // The receiver's 200 is recorded by the same run, just after the call it answered.
    await expect.poll(statusOfDelivery).toBe('SUCCEEDED');
  });
});
