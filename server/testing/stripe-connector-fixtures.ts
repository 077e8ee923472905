import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { type Backend, suiteApp, type TestApp } from './test-app';
import { type StripeFake, startStripeFake } from './stripe-fake';

/** What the Stripe connector suites share: the Stripe fake, an app pointed at it, and a tenant connected to it. */

export const newStripeKey = () => `sk_test_${randomBytes(16).toString('hex')}`;
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export type ConnectedTenant = Awaited<ReturnType<TestApp['tenantWithToken']>> & { connectorId: string; secretKey: string; webhookSecret: string };

/**
 * A describe block's Stripe fake and app (STRIPE_API_BASE_URL at the fake; tenant webhooks on
 * loopback are allowed, and nothing listens, as no delivery loop runs in tests). The fake starts
 * before the app, which reads its address when it starts.
 */
export function stripeSuite(backend: Backend, env: Record<string, string> = {}) {
  let fake: StripeFake | undefined;
  const appEnv: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...env };
  beforeAll(async () => {
    fake = await startStripeFake();
    appEnv.STRIPE_API_BASE_URL = fake.url;
  });
  afterAll(async () => {
    await fake?.stop().catch(() => {});
  });
  const app = suiteApp({ backend, env: appEnv });
  const stripe = () => fake!;

  /** A tenant with a Stripe connector (its default) whose key the fake accepts. */
  async function connectedTenant(overrides: Record<string, unknown> = {}): Promise<ConnectedTenant> {
    const tenant = await app.tenantWithToken({ name: 'Stripe merchant', ...overrides });
    const secretKey = newStripeKey();
    const webhookSecret = newSigningSecret();
    stripe().allowKey(secretKey);
    const response = await app.request('POST', '/tenants/me/payment-connectors', { headers: tenant.headers, json: { provider: 'stripe', secretKey, webhookSecret } });
    if (response.status !== 201) throw new Error(`connect failed: ${response.status} ${response.text}`);
    return { ...tenant, connectorId: response.body.id as string, secretKey, webhookSecret };
  }

  /** Delivers a Stripe event to the connector's webhook address, signed as Stripe signs it (or with `secret`). */
  function deliver(connectorId: string, event: Record<string, unknown>, options: { secret: string; body?: string; timestamp?: number; instance?: TestApp }) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
    return (options.instance ?? app).request('POST', `/webhooks/stripe/${connectorId}`, {
      body: options.body ?? payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
  }

  /** The shipped audit events on one target, oldest first, as the administrators read them. */
  async function auditOf(targetId: string): Promise<Array<{ action: string; actorType: string; actorId: string | null; details: Record<string, unknown> }>> {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId, sortOrder: 'asc', limit: '100' })}`, { headers: app.adminHeaders });
    if (response.status !== 200) throw new Error(`audit read failed: ${response.status} ${response.text}`);
    return response.body.data;
  }

  return { app, stripe, connectedTenant, deliver, auditOf, appEnv };
}
