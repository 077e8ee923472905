import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, suiteApp } from '../../testing/test-app';
import { endpointCalls, endpointsPath, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import { webhookEventSchemaOf } from './event-catalog';
import { RETRY_DELAYS_S } from './retry-schedule';

type Headers = Record<string, string>;

describe.each(backends)('POST /tenants/me/webhook-endpoints/{id}/test on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { addEndpoint, endpointSecret, deliveriesTo } = endpointCalls(app);

  /** As the console's button sends it: no body at all, or the type chosen. */
  const sendExample = (headers: Headers, id: string, json?: Record<string, unknown>) => app.request('POST', `${endpointsPath}/${id}/test`, { headers, ...(json ? { json } : {}) });

  it('sends the catalog’s example of the type asked for, even one the endpoint does not take, and answers with the receiver’s answer', async () => {
    const hook = await receivers.start(() => ({ status: 200, body: 'accepted by the test receiver' }));
    const bystander = await receivers.start();
    const { headers } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url, eventTypes: ['tenant.updated'] });
    await addEndpoint(headers, { url: bystander.url });

    const response = await sendExample(headers, endpoint.id, { eventType: 'payment.succeeded' });
    expect(response.status).toBe(200);
    const { delivery, attempt } = response.body;
    expect(delivery).toMatchObject({ endpointId: endpoint.id, eventType: 'payment.succeeded', status: 'SUCCEEDED', attemptCount: 1, lastStatusCode: 200, nextAttemptAt: null });
    expect(attempt).toEqual({
      attemptNumber: 1,
      attemptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      url: hook.url,
      durationMs: expect.any(Number),
      statusCode: 200,
      error: null,
      responseExcerpt: 'accepted by the test receiver',
    });

    // The receiver had it before the answer: signed with the endpoint's secret, a payload the catalog's schema accepts.
    expect(webhookIdsOf(hook.calls)).toEqual([delivery.eventId]);
    const [call] = hook.calls;
    const verified = new Webhook(await endpointSecret(headers, endpoint.id)).verify(call!.body, hook.signatureHeaders(call!));
    const parsed = webhookEventSchemaOf('payment.succeeded').safeParse(verified);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject({ id: delivery.eventId, type: 'payment.succeeded', data: { status: 'SUCCEEDED' } });
    expect(delivery.payload).toEqual(verified);

    // To that endpoint alone, and once: nothing is left for the worker.
    expect(bystander.calls).toHaveLength(0);
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    expect(hook.calls).toHaveLength(1);
    expect((await deliveriesTo(headers, endpoint.id)).map((row) => [row.eventId, row.status])).toEqual([[delivery.eventId, 'SUCCEEDED']]);
  });

  it('sends a webhook.test event when no type is given', async () => {
    const hook = await receivers.start();
    const { headers, tenant } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url, eventTypes: ['payment.failed'] });

    const response = await sendExample(headers, endpoint.id);
    expect(response.status).toBe(200);
    expect(response.body.delivery).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED' });
    expect(response.body.attempt).toMatchObject({ statusCode: 200, responseExcerpt: 'ok' });
    const received = webhookEventSchemaOf('webhook.test').parse(JSON.parse(hook.calls[0]!.body));
    expect(received).toEqual({ id: response.body.delivery.eventId, type: 'webhook.test', createdAt: expect.any(String), data: { tenantId: tenant.id, message: expect.any(String) } });
  });

  it('leaves the delivery PENDING when the receiver answers 500, with its answer in the attempt, retried on the usual schedule', async () => {
    const hook = await receivers.start(() => ({ status: 500, body: 'receiver broke' }));
    const { headers } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url });

    const response = await sendExample(headers, endpoint.id, { eventType: 'payment.succeeded' });
    expect(response.status).toBe(200);
    const { delivery, attempt } = response.body;
    expect(delivery).toMatchObject({ status: 'PENDING', attemptCount: 1, lastStatusCode: 500, lastError: 'receiver answered 500', deliveredAt: null });
    expect(Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.lastAttemptAt)).toBe(RETRY_DELAYS_S[0] * 1000);
    expect(attempt).toMatchObject({ attemptNumber: 1, statusCode: 500, error: 'receiver answered 500', responseExcerpt: 'receiver broke' });
    expect(hook.calls).toHaveLength(1);
  });

  it('answers 422 for a disabled endpoint and sends nothing', async () => {
    const hook = await receivers.start();
    const { headers } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url, enabled: false });

    const response = await sendExample(headers, endpoint.id, { eventType: 'payment.succeeded' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('This endpoint is disabled; enable it before sending to it');
    expect(hook.calls).toHaveLength(0);
    expect(await deliveriesTo(headers, endpoint.id)).toEqual([]);
  });
});
