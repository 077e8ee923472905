import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import { WEBHOOK_USER_AGENT } from './attempt-delivery';
import { RETRY_DELAYS_S } from './retry-schedule';

type Headers = Record<string, string>;

describe.each(backends)('POST /tenants/me/webhook-test on %s', (backend) => {
  let app: TestApp;
  const receivers = webhookReceiverPool();
  const receiver = receivers.start;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** As the console's button sends it: a POST with no body and no Content-Type. */
  const sendTest = (headers: Headers) => app.request('POST', '/tenants/me/webhook-test', { headers });
  const secretOf = async (headers: Headers) => (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;
  const deliveriesOf = async (headers: Headers) => (await app.request('GET', '/tenants/me/webhook-deliveries?limit=100', { headers })).body.data as { id: string }[];
  const attemptsOf = (id: string) =>
    app.container.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(webhookAttempts.attemptNumber);

  it('sends a signed webhook.test event at once and answers the SUCCEEDED delivery', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });

    const response = await sendTest(headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The delivery to the primary endpoint (the webhook URL) has the event's id as its own.
      eventId: response.body.id,
      endpointId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventType: 'webhook.test',
      status: 'SUCCEEDED',
      attemptCount: 1,
      nextAttemptAt: null,
      lastAttemptAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      payload: { id: response.body.id, type: 'webhook.test', createdAt: expect.any(String), data: { tenantId: tenant.id, message: expect.any(String) } },
    });

    // The receiver already has it when the answer arrives: one call, signed with the tenant's secret.
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call!.headers['webhook-id']).toBe(response.body.id);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    const verified = new Webhook(await secretOf(headers)).verify(call!.body, hook.signatureHeaders(call!));
    expect(verified).toEqual(response.body.payload);

    // The delivery log has it, and nothing is left for the background worker to send again.
    expect((await deliveriesOf(headers)).map((delivery) => delivery.id)).toEqual([response.body.id]);
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    expect(hook.calls).toHaveLength(1);
    expect((await attemptsOf(response.body.id)).map((attempt) => [attempt.attemptNumber, attempt.statusCode, attempt.url])).toEqual([[1, 200, hook.url]]);

    await app.container.auditShipper.flush();
    const audited = await app.request('GET', `/audit-events?action=webhook.test_sent&targetId=${response.body.id}`, { headers: app.adminHeaders });
    expect(audited.body.data).toEqual([expect.objectContaining({ actorType: 'tenant', actorId: tenant.id })]);
  });

  it('leaves a failed test PENDING with the status, the error and the next attempt of the retry schedule', async () => {
    const hook = await receiver((call) => (call === 1 ? 500 : 200));
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });

    const before = Date.now();
    const response = await sendTest(headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      eventType: 'webhook.test',
      status: 'PENDING',
      attemptCount: 1,
      lastStatusCode: 500,
      lastError: 'receiver answered 500',
      deliveredAt: null,
    });
    const retryIn = Date.parse(response.body.nextAttemptAt) - Date.parse(response.body.lastAttemptAt);
    expect(retryIn).toBe(RETRY_DELAYS_S[0] * 1000);
    expect(Date.parse(response.body.nextAttemptAt)).toBeGreaterThan(before);
    expect(hook.calls).toHaveLength(1);

    // Not due yet; once due, the worker retries it like any other event and it succeeds.
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    await app.container.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, response.body.id));
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });
    expect(hook.calls.map((call) => call.headers['webhook-id'])).toEqual([response.body.id, response.body.id]);
    expect((await attemptsOf(response.body.id)).map((attempt) => attempt.statusCode)).toEqual([500, 200]);
  });

  it('records an unreachable receiver as an error, not a status code', async () => {
    const hook = await receiver();
    await hook.close();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const response = await sendTest(headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'PENDING', attemptCount: 1, lastStatusCode: null, lastError: expect.any(String) });
    expect(response.body.lastError.length).toBeGreaterThan(0);
    expect(response.body.nextAttemptAt).not.toBeNull();
  });

  it('answers 422 without a webhook URL and creates no delivery', async () => {
    const { headers } = await app.tenantWithToken();
    const response = await sendTest(headers);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Set a webhook URL before sending a test event',
      path: '/tenants/me/webhook-test',
    });
    expect(await deliveriesOf(headers)).toEqual([]);
  });

  it("sends only to the caller's URL and shows only in the caller's log", async () => {
    const mine = await receiver();
    const theirs = await receiver();
    const me = await app.tenantWithToken({ webhookUrl: mine.url });
    const them = await app.tenantWithToken({ webhookUrl: theirs.url });
    const response = await sendTest(me.headers);
    expect(response.body.status).toBe('SUCCEEDED');
    expect(mine.calls).toHaveLength(1);
    expect(theirs.calls).toHaveLength(0);
    expect(await deliveriesOf(them.headers)).toEqual([]);
    const adminView = await app.request('GET', `/tenants/${them.tenant.id}/webhook-deliveries`, { headers: app.adminHeaders });
    expect(adminView.body.data).toEqual([]);
  });

  it('answers 401 without a token, with the admin key alone, and to a suspended tenant, sending nothing', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    expect((await sendTest({})).status).toBe(401);
    expect((await sendTest(app.adminHeaders)).status).toBe(401);
    await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
    const suspended = await sendTest(headers);
    expect(suspended.status).toBe(401);
    expect(suspended.body.message).toBe('Tenant suspended');
    expect(hook.calls).toHaveLength(0);
  });

  it('still accepts a JSON body of {} with Content-Type', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const response = await app.request('POST', '/tenants/me/webhook-test', { headers, json: {} });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('SUCCEEDED');
  });
});
