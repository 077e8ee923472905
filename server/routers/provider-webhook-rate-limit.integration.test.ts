import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, stripeSuite } from '../testing/stripe-connector-fixtures';
import { backends } from '../testing/test-app';

const LIMIT = 3;

/** The billing error body of a 429, with the wait in whole seconds. */
function expectRateLimited(response: { status: number; body: Record<string, unknown>; headers: Headers }, path: string) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', path, message: 'Rate limit exceeded; retry after the time in Retry-After', correlationId: expect.any(String) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(response.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
  expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
}

describe.each(backends)('the payment providers’ webhook receivers are rate limited on %s', (backend) => {
  describe('behind one trusted proxy', () => {
    const { app, stripe, connectedTenant, deliver } = stripeSuite(backend, { PROVIDER_WEBHOOK_RATE_LIMIT_MAX: String(LIMIT), TRUSTED_PROXY_COUNT: '1' });

    it('counts a Stripe connector’s address per (connector, client IP) before the signature: forged events use up the sender’s budget only', async () => {
      const owner = await connectedTenant();
      const other = await connectedTenant({ name: 'Other merchant' });
      const payment = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 20, currency: 'EUR', userId: 'customer-r' } });
      const event = stripe().moveIntent(payment.body.providerPaymentId, 'succeeded');
      const from = (ip: string, secret: string, connectorId = owner.connectorId) =>
        app.request('POST', `/webhooks/stripe/${connectorId}`, {
          body: JSON.stringify(event),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'stripe-signature': stripeSignature(secret) },
        });
      const stripeSignature = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret });

      const flooder = '203.0.113.9';
      for (let attempt = 0; attempt < LIMIT; attempt++) expect((await from(flooder, newSigningSecret())).status).toBe(401);
      const refused = await from(flooder, newSigningSecret());
      expectRateLimited(refused, `/webhooks/stripe/${owner.connectorId}`);
      // Refused before anything was looked at: even a rightly signed event from there waits.
      expect((await from(flooder, owner.webhookSecret)).status).toBe(429);

      // Stripe's own address still gets through to this connector, and the flooder to another one.
      const fromStripe = await from('54.187.174.169', owner.webhookSecret);
      expect(fromStripe.status).toBe(200);
      expect(fromStripe.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
      expect(fromStripe.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
      expect((await from(flooder, other.webhookSecret, other.connectorId)).status).toBe(200);
      expect((await deliver(owner.connectorId, event, { secret: owner.webhookSecret })).body).toEqual({ received: true, duplicate: true });
      // Refusals are counted under their policy.
      expect((await app.request('GET', '/metrics', { headers: app.adminHeaders })).text).toMatch(/rate_limited_total\{policy="providerWebhook"\} [1-9]/);
    });

    it('counts the sandbox’s receiver per client IP: a 429 in the billing error body with Retry-After', async () => {
      const send = (ip: string) =>
        app.request('POST', '/webhooks/paymentprovider', {
          json: { id: 'evt_unsigned', type: 'payment.succeeded', createdAt: new Date().toISOString(), data: { providerPaymentId: 'sbx_1' } },
          headers: { 'x-forwarded-for': ip },
        });
      for (let attempt = 0; attempt < LIMIT; attempt++) expect((await send('198.51.100.7')).status).toBe(401);
      expectRateLimited(await send('198.51.100.7'), '/webhooks/paymentprovider');
      expect((await send('198.51.100.8')).status).toBe(401);
    });
  });

  describe('with no proxy trusted', () => {
    const { app, connectedTenant } = stripeSuite(backend, { PROVIDER_WEBHOOK_RATE_LIMIT_MAX: String(LIMIT) });

    it('does not take a forwarded address at its word: changing X-Forwarded-For does not escape the limit', async () => {
      const owner = await connectedTenant();
      const send = (n: number) =>
        app.request('POST', `/webhooks/stripe/${owner.connectorId}`, { json: { id: `evt_${n}`, type: 'ping' }, headers: { 'x-forwarded-for': `192.0.2.${n}` } });
      for (let attempt = 0; attempt < LIMIT; attempt++) expect((await send(attempt)).status).toBe(401);
      expectRateLimited(await send(LIMIT), `/webhooks/stripe/${owner.connectorId}`);
    });
  });
});
