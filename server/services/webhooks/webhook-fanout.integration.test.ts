import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentCalls } from '../../testing/payment-fixtures';
import { backends, suiteApp } from '../../testing/test-app';
import { endpointCalls, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate } from '../../testing/webhook-fixtures';
import { type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';

describe.each(backends)('one event fanned out to a tenant’s webhook endpoints on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { addEndpoint, endpointSecret, deliveriesTo, allDeliveries, renameTenant } = endpointCalls(app);
  const { created } = paymentCalls(app);

  /** The payment provider confirms a payment, as its signed webhook does. */
  async function providerConfirms(providerPaymentId: string) {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString(), data: { providerPaymentId } });
    const messageId = `msg_${randomUUID()}`;
    const at = new Date();
    const response = await app.request('POST', '/webhooks/paymentprovider', {
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': messageId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(app.config.paymentProviderWebhookSecret).sign(messageId, at, body),
      },
    });
    expect(response.body).toMatchObject({ received: true, outcome: 'applied' });
  }

  /** Every call a receiver got verifies with `secret`, and its body is the event its `webhook-id` names. */
  function expectSignedWith(hook: WebhookReceiver, secret: string) {
    for (const call of hook.calls) {
      const verified = new Webhook(secret).verify(call.body, hook.signatureHeaders(call)) as { id: string };
      expect(verified.id).toBe(call.headers['webhook-id']);
    }
  }

  it('sends each event once to every enabled endpoint taking its type, with one webhook-id and each endpoint’s own signature', async () => {
    const [everythingHook, succeededHook, tenantHook, disabledHook] = await Promise.all([receivers.start(), receivers.start(), receivers.start(), receivers.start()]);
    const { headers } = await app.tenantWithToken();
    const everything = await addEndpoint(headers, { url: everythingHook.url, description: 'Every type' });
    const succeededOnly = await addEndpoint(headers, { url: succeededHook.url, eventTypes: ['payment.succeeded'] });
    const tenantOnly = await addEndpoint(headers, { url: tenantHook.url, eventTypes: ['tenant.updated'] });
    const disabled = await addEndpoint(headers, { url: disabledHook.url, enabled: false });

    // Written with the change: the deliveries are there when the answer is, before any worker ran.
    const tenantUpdated = await renameTenant(headers);
    expect((await deliveriesTo(headers, everything.id)).map((delivery) => [delivery.eventType, delivery.eventId, delivery.status])).toEqual([
      ['tenant.updated', tenantUpdated, 'PENDING'],
    ]);
    expect((await deliveriesTo(headers, tenantOnly.id)).map((delivery) => [delivery.eventType, delivery.eventId, delivery.status])).toEqual([
      ['tenant.updated', tenantUpdated, 'PENDING'],
    ]);
    const payment = (await created(headers)) as { providerPaymentId?: string };
    const afterCreate = await allDeliveries(headers);
    expect(afterCreate.filter((delivery) => delivery.eventType === 'payment.created').map((delivery) => [delivery.endpointId, delivery.status])).toEqual([
      [everything.id, 'PENDING'],
    ]);
    await providerConfirms(payment.providerPaymentId!);

    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 6, failed: 0, rescheduled: 0 });

    const deliveries = await allDeliveries(headers);
    const eventIdOf = (type: string) => {
      const ids = new Set(deliveries.filter((delivery) => delivery.eventType === type).map((delivery) => delivery.eventId));
      expect(ids.size, type).toBe(1);
      return [...ids][0]!;
    };
    const [paymentCreated, processing, succeeded] = [eventIdOf('payment.created'), eventIdOf('payment.processing'), eventIdOf('payment.succeeded')];
    expect(eventIdOf('tenant.updated')).toBe(tenantUpdated);
    for (const delivery of deliveries) expect([delivery.payload.id, delivery.status, delivery.attemptCount]).toEqual([delivery.eventId, 'SUCCEEDED', 1]);

    // Exactly the matching endpoints, once each; the disabled one has no delivery at all.
    expect(webhookIdsOf(everythingHook.calls).sort()).toEqual([tenantUpdated, paymentCreated, processing, succeeded].sort());
    expect(webhookIdsOf(succeededHook.calls)).toEqual([succeeded]);
    expect(webhookIdsOf(tenantHook.calls)).toEqual([tenantUpdated]);
    expect(disabledHook.calls).toHaveLength(0);
    expect(await deliveriesTo(headers, disabled.id)).toEqual([]);
    expect((await deliveriesTo(headers, succeededOnly.id)).map((delivery) => delivery.eventType)).toEqual(['payment.succeeded']);

    // The receivers of one event got the same body under the same webhook-id.
    const bodyOf = (hook: WebhookReceiver, id: string) => hook.calls.find((call) => call.headers['webhook-id'] === id)!.body;
    expect(bodyOf(tenantHook, tenantUpdated)).toBe(bodyOf(everythingHook, tenantUpdated));
    expect(bodyOf(succeededHook, succeeded)).toBe(bodyOf(everythingHook, succeeded));
    expect(JSON.parse(bodyOf(everythingHook, succeeded))).toMatchObject({ id: succeeded, type: 'payment.succeeded', data: { status: 'SUCCEEDED' } });

    // Each endpoint signs with its own secret, and another endpoint's secret does not verify.
    const secrets = {
      everything: await endpointSecret(headers, everything.id),
      succeededOnly: await endpointSecret(headers, succeededOnly.id),
      tenantOnly: await endpointSecret(headers, tenantOnly.id),
    };
    expect(new Set(Object.values(secrets)).size).toBe(3);
    expectSignedWith(everythingHook, secrets.everything);
    expectSignedWith(succeededHook, secrets.succeededOnly);
    expectSignedWith(tenantHook, secrets.tenantOnly);
    const tenantCall = tenantHook.calls[0]!;
    expect(() => new Webhook(secrets.everything).verify(tenantCall.body, tenantHook.signatureHeaders(tenantCall))).toThrow();
    const succeededCall = succeededHook.calls[0]!;
    expect(() => new Webhook(secrets.tenantOnly).verify(succeededCall.body, succeededHook.signatureHeaders(succeededCall))).toThrow();

    // Nothing is left to send twice.
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    expect(everythingHook.calls).toHaveLength(4);
  });

  it('sends each endpoint’s custom headers to its receiver only', async () => {
    const [keyedHook, taggedHook, plainHook] = await Promise.all([receivers.start(), receivers.start(), receivers.start()]);
    const { headers } = await app.tenantWithToken();
    await addEndpoint(headers, { url: keyedHook.url, headers: { 'X-Api-Key': 'receiver-key-1', Authorization: 'Bearer receiver-token' } });
    await addEndpoint(headers, { url: taggedHook.url, headers: { 'X-Tenant-Tag': 'blue' } });
    await addEndpoint(headers, { url: plainHook.url });
    const eventId = await renameTenant(headers);

    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 3, failed: 0, rescheduled: 0 });
    for (const hook of [keyedHook, taggedHook, plainHook]) expect(webhookIdsOf(hook.calls)).toEqual([eventId]);
    const [keyed, tagged, plain] = [keyedHook.calls[0]!.headers, taggedHook.calls[0]!.headers, plainHook.calls[0]!.headers];
    expect(keyed).toMatchObject({ 'x-api-key': 'receiver-key-1', authorization: 'Bearer receiver-token' });
    expect(keyed['x-tenant-tag']).toBeUndefined();
    expect(tagged).toMatchObject({ 'x-tenant-tag': 'blue' });
    expect([tagged['x-api-key'], tagged.authorization]).toEqual([undefined, undefined]);
    expect([plain['x-api-key'], plain.authorization, plain['x-tenant-tag']]).toEqual([undefined, undefined, undefined]);
    // The platform's own headers are there beside the custom ones.
    for (const received of [keyed, tagged, plain]) expect(received).toMatchObject({ 'content-type': 'application/json', 'webhook-id': eventId });
  });
});
