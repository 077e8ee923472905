import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { serverSecrets as secrets } from './support/console';
import { serverTest as test } from './support/servers';

/**
 * A tenant's payment from start to end against the production build, where Next.js splits the
 * server into chunks: errors raised in one chunk (the idempotency store) must keep their status in
 * another (the route), which the unit-level suites cannot show.
 */

async function tenantHeaders(request: APIRequestContext) {
  const { ADMIN_API_KEY } = await secrets();
  const appId = `e2e-${randomUUID().slice(0, 8)}`;
  const registered = await request.post('/tenants/register', {
    headers: { 'X-Admin-Key': ADMIN_API_KEY },
    data: { name: 'E2E payer', appId, appSecret: 'e2e-secret-123' },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/tenants/login', { data: { appId, appSecret: 'e2e-secret-123' } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).accessToken}` };
}

test.describe('billing flow against the production build', () => {
  test('a keyed payment: 201, a replay 200, another payload with the key 409', async ({ request }) => {
    const headers = await tenantHeaders(request);
    const key = randomUUID();
    const payment = { amount: 1234.56, currency: 'EUR', userId: 'e2e-user' };

    const created = await request.post('/payments', { headers: { ...headers, 'Idempotency-Key': key }, data: payment });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ amount: 1234.56, currency: 'EUR', status: 'PENDING' });

    const replay = await request.post('/payments', { headers: { ...headers, 'Idempotency-Key': key }, data: payment });
    expect(replay.status()).toBe(200);
    expect(replay.headers()['idempotent-replayed']).toBe('true');
    expect((await replay.json()).id).toBe(body.id);

    const conflict = await request.post('/payments', { headers: { ...headers, 'Idempotency-Key': key }, data: { ...payment, amount: 1 } });
    expect(conflict.status()).toBe(409);
    expect(await conflict.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'Idempotency-Key was already used with a different payload' });

    const nul = await request.post('/payments', { headers, data: { ...payment, userId: 'a\u0000b' } });
    expect(nul.status()).toBe(400);
    expect((await nul.json()).details).toEqual(['userId must not contain NUL characters']);
  });

  test('a signed provider event moves the payment to SUCCEEDED; an unsigned one is refused', async ({ request }) => {
    const headers = await tenantHeaders(request);
    const created = await request.post('/payments', { headers, data: { amount: 5, currency: 'USD', userId: 'e2e-user' } });
    const payment = await created.json();

    const event = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString(), data: { providerPaymentId: payment.providerPaymentId } };
    const body = JSON.stringify(event);
    const unsigned = await request.post('/webhooks/paymentprovider', { headers: { 'Content-Type': 'application/json' }, data: body });
    expect(unsigned.status()).toBe(401);

    const at = new Date();
    const signature = new Webhook((await secrets()).PAYMENT_PROVIDER_WEBHOOK_SECRET).sign(event.id, at, body);
    const signed = await request.post('/webhooks/paymentprovider', {
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      data: body,
    });
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });

    const after = await request.get(`/payments/${payment.id}`, { headers });
    expect((await after.json()).status).toBe('SUCCEEDED');
  });
});
