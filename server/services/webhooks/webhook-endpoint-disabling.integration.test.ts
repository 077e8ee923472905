import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { people, tenantMembers } from '@/db/schema';
import { paymentCalls } from '../../testing/payment-fixtures';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { TestSmtpRelay } from '../../testing/test-smtp-relay';
import { endpointCalls, endpointsPath, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate, makeDue } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import { mailTime } from '../mail/mail-template';
import type { WebhookEndpoint } from './endpoint-schemas';

const PUBLIC_BASE_URL = 'https://console.example.test';
const DISABLE_AFTER_MS = 2000;

type Headers = Record<string, string>;

describe.each(backends)('webhook endpoints failing for too long on %s', (backend) => {
  const relay = new TestSmtpRelay();
  let app: TestApp;
  const receivers = webhookReceiverPool();

  beforeAll(async () => {
    await relay.start();
    app = await startTestApp({
      backend,
      env: {
        ...allowPrivate,
        WEBHOOK_ENDPOINT_DISABLE_AFTER: `${DISABLE_AFTER_MS / 1000}s`,
        SMTP_URL: relay.url,
        MAIL_FROM: 'Billing <noreply@console.example.test>',
        PUBLIC_BASE_URL,
      },
    });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
    await relay.stop();
  });

  const calls = () => endpointCalls(app);
  const flush = () => app.container.webhookDispatcher.flush();

  /** The tenant's people: an owner, a developer and a viewer. */
  async function membersOf(tenantId: string) {
    const db = app.container.database.db;
    const emails = { owner: '', developer: '', viewer: '' };
    for (const role of ['owner', 'developer', 'viewer'] as const) {
      const [person] = await db.insert(people).values({ email: `${role}-${randomUUID().slice(0, 8)}@example.test`, passwordHash: 'not used here' }).returning();
      await db.insert(tenantMembers).values({ tenantId, personId: person!.id, role });
      emails[role] = person!.email;
    }
    return emails;
  }

  /** The subjects of the mails sent to `address` so far, once the outbox is handed to the relay. */
  async function subjectsTo(address: string): Promise<string[]> {
    await app.container.mailDispatcher.flush();
    return relay.mailsTo(address).map((mail) => mail.subject);
  }

  /** Runs dispatcher passes until the endpoint is disabled: the check runs on the dispatcher's own passes. */
  async function untilDisabled(headers: Headers, id: string): Promise<WebhookEndpoint> {
    return vi.waitFor(
      async () => {
        await flush();
        const endpoint = await calls().endpointOf(headers, id);
        expect(endpoint.enabled).toBe(false);
        return endpoint;
      },
      { timeout: 15_000, interval: 200 },
    );
  }

  it('mails its owners and developers once when it starts failing, disables it after the set time, and takes it back once enabled', async () => {
    const { addEndpoint, endpointOf, deliveriesTo, allDeliveries, renameTenant } = calls();
    let answer = 503;
    const hook = await receivers.start(() => answer);
    const { headers, tenant } = await app.tenantWithToken();
    const members = await membersOf(tenant.id);
    const endpoint = await addEndpoint(headers, { url: hook.url });
    const failingSubject = `Webhook endpoint failing: ${hook.url}`;
    const disabledSubject = `Webhook endpoint disabled: ${hook.url}`;
    const recoverFrom = new Date(Date.now() - 60_000).toISOString();

    const first = await renameTenant(headers);
    expect(await flush()).toMatchObject({ rescheduled: 1 });
    const failing = await endpointOf(headers, endpoint.id);
    expect(failing).toMatchObject({ enabled: true, failingSince: expect.stringMatching(/^\d{4}-/), disabledReason: null });
    expect(await subjectsTo(members.owner)).toEqual([failingSubject]);
    expect(await subjectsTo(members.developer)).toEqual([failingSubject]);
    expect(await subjectsTo(members.viewer)).toEqual([]);
    expect(relay.mailsTo(members.owner)[0]!.text).toContain(`${PUBLIC_BASE_URL}/portal/webhooks/endpoints/${endpoint.id}`);

    // A second failure continues the same streak: no second mail.
    const second = await renameTenant(headers);
    expect(await flush()).toMatchObject({ rescheduled: 1 });
    expect((await endpointOf(headers, endpoint.id)).failingSince).toBe(failing.failingSince);
    expect(await subjectsTo(members.owner)).toEqual([failingSubject]);
    expect(await subjectsTo(members.developer)).toEqual([failingSubject]);

    const disabled = await untilDisabled(headers, endpoint.id);
    expect(disabled.failingSince).toBe(failing.failingSince);
    expect(Date.parse(disabled.disabledAt!) - Date.parse(disabled.failingSince!)).toBeGreaterThanOrEqual(DISABLE_AFTER_MS);
    const failingMinute = mailTime(new Date(disabled.failingSince!));
    expect(disabled.disabledReason).toBe(`Disabled automatically: every delivery failed since ${failingMinute}`);
    await app.container.auditShipper.flush();
    const audit = await app.request('GET', `/audit-events?action=webhook_endpoint.disabled&targetId=${endpoint.id}`, { headers: app.adminHeaders });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        actorType: 'system',
        actorId: 'webhook-endpoint-monitor',
        details: { tenantId: tenant.id, url: hook.url, failingSince: disabled.failingSince, reason: disabled.disabledReason },
      }),
    ]);
    expect(await subjectsTo(members.owner)).toEqual([failingSubject, disabledSubject]);
    expect(await subjectsTo(members.developer)).toEqual([failingSubject, disabledSubject]);
    expect(await subjectsTo(members.viewer)).toEqual([]);

    // Disabled, it gets no new event, and what it still had waiting is given up when reached.
    answer = 200;
    const callsWhenDisabled = hook.calls.length;
    const renamed = await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Renamed while disabled' } });
    expect(renamed.status).toBe(200);
    expect(await allDeliveries(headers)).toHaveLength(2);
    const waiting = await deliveriesTo(headers, endpoint.id);
    expect(waiting.map((delivery) => delivery.eventId)).toEqual([first, second]);
    for (const delivery of waiting) await makeDue(app, delivery.id);
    expect(await flush()).toMatchObject({ delivered: 0, failed: 2 });
    expect((await deliveriesTo(headers, endpoint.id)).map((delivery) => [delivery.status, delivery.lastError, delivery.attemptCount])).toEqual(
      waiting.map((delivery) => ['FAILED', 'endpoint disabled', delivery.attemptCount]),
    );
    expect(hook.calls).toHaveLength(callsWhenDisabled);

    // Enabled again: a fresh start, then recovery sends the deliveries it missed.
    const enabled = await app.request('PATCH', `${endpointsPath}/${endpoint.id}`, { headers, json: { enabled: true } });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
    const recovered = await app.request('POST', `${endpointsPath}/${endpoint.id}/recover`, { headers, json: { since: recoverFrom } });
    expect(recovered.body).toEqual({ recovered: 2, since: recoverFrom });
    expect(await flush()).toMatchObject({ delivered: 2 });
    expect(webhookIdsOf(hook.calls.slice(callsWhenDisabled)).sort()).toEqual([first, second].sort());
    expect(await endpointOf(headers, endpoint.id)).toMatchObject({ enabled: true, failingSince: null, lastSuccessAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('keeps an endpoint whose delivery succeeds before the time is up', async () => {
    const { addEndpoint, endpointOf, deliveriesTo, renameTenant } = calls();
    let answer = 503;
    const recoveringHook = await receivers.start(() => answer);
    const failingHook = await receivers.start(() => 503);
    const { headers, tenant } = await app.tenantWithToken();
    const members = await membersOf(tenant.id);
    const recovering = await addEndpoint(headers, { url: recoveringHook.url, eventTypes: ['tenant.updated'] });
    const failing = await addEndpoint(headers, { url: failingHook.url, eventTypes: ['payment.created'] });

    // The endpoint that recovers starts failing first.
    await renameTenant(headers);
    await flush();
    const startedFailing = await endpointOf(headers, recovering.id);
    expect(startedFailing.failingSince).not.toBeNull();
    await paymentCalls(app).created(headers);
    await flush();
    expect((await endpointOf(headers, failing.id)).failingSince).not.toBeNull();

    answer = 200;
    const [retry] = await deliveriesTo(headers, recovering.id);
    await makeDue(app, retry!.id);
    expect(await flush()).toMatchObject({ delivered: 1 });
    expect(await endpointOf(headers, recovering.id)).toMatchObject({ enabled: true, failingSince: null, lastSuccessAt: expect.stringMatching(/^\d{4}-/) });

    // Once the one that kept failing is disabled, the time is up for the other too: it stays enabled.
    await untilDisabled(headers, failing.id);
    expect(await endpointOf(headers, recovering.id)).toMatchObject({ enabled: true, failingSince: null, disabledReason: null, disabledAt: null });
    expect((await subjectsTo(members.owner)).sort()).toEqual(
      [`Webhook endpoint failing: ${recoveringHook.url}`, `Webhook endpoint failing: ${failingHook.url}`, `Webhook endpoint disabled: ${failingHook.url}`].sort(),
    );
  });
});
