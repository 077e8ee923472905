import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@/server/testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '@/server/testing/webhook-receiver';
import { createBillingClient, verifyWebhook, WebhookVerificationError } from '../src/index';
import { listen } from './http-fixtures';

/** Real deliveries from the app's dispatcher, verified and typed by the SDK. */
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  app = await startTestApp({ backend: 'postgres', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  server = await listen(app);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
  await app?.close();
});

test('a delivered payment.created verifies and is typed; a tampered one is refused; a rotation verifies with either secret', async () => {
  const admin = createBillingClient({ baseUrl: server.url, adminKey: app.adminKey });
  const appSecret = `sdk-secret-${crypto.randomUUID()}`;
  const tenant = await admin.tenants.register({ name: 'Receiver', appSecret });
  const client = createBillingClient({ baseUrl: server.url, appId: tenant.appId, appSecret });
  await client.tenants.updateMe({ webhookUrl: receiver.url });
  const created = await client.payments.create({ amount: 42, currency: 'USD', userId: 'user-7' });
  expect(await admin.webhooks.runDeliveries()).toMatchObject({ failed: 0 });

  const { secret } = await client.webhooks.secret();
  const delivery = receiver.calls.find((call) => JSON.parse(call.body).type === 'payment.created');
  expect(delivery).toBeDefined();
  const event = verifyWebhook(delivery!.body, delivery!.headers as Record<string, string>, secret);
  if (event.type !== 'payment.created') expect.fail(`expected payment.created, got ${event.type}`);
  // Typed by the catalog: `data` is the payment.
  const amount: number = event.data.amount;
  expect(amount).toBe(42);
  expect(event.data.id).toBe(created.id);
  expect(event.id).toBe(delivery!.headers['webhook-id']);

  const tampered = delivery!.body.replace('"amount":42', '"amount":4200');
  expect(tampered).not.toBe(delivery!.body);
  expect(() => verifyWebhook(tampered, delivery!.headers as Record<string, string>, secret)).toThrow(WebhookVerificationError);

  const rotated = await client.webhooks.rotateSecret({ gracePeriod: '24h' });
  expect(rotated.secret).not.toBe(secret);
  await client.webhooks.sendTest();
  const test = receiver.calls.at(-1)!;
  expect(String(test.headers['webhook-signature']).split(' ')).toHaveLength(2);
  const headers = new Headers(test.headers as Record<string, string>);
  expect(verifyWebhook(test.body, headers, secret).type).toBe('webhook.test');
  expect(verifyWebhook(test.body, headers, rotated.secret).type).toBe('webhook.test');
  expect(verifyWebhook(test.body, headers, [`whsec_${btoa('not the secret, not the secret!!')}`, rotated.secret]).type).toBe('webhook.test');
  expect(() => verifyWebhook(test.body, headers, `whsec_${btoa('not the secret, not the secret!!')}`)).toThrow('No matching signature found');
});
