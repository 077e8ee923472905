import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, expect, vi } from 'vitest';
import { providerEvents } from '@/db/schema';
import { type Backend, suiteApp, type TestApp } from './test-app';

/** What the payment provider's webhook suites share: a signed delivery, payments to move, and what the store recorded. */

export const PROVIDER_WEBHOOK_PATH = '/webhooks/paymentprovider';
const PATH = PROVIDER_WEBHOOK_PATH;
const validPayment = { amount: 250.5, currency: 'EUR', userId: 'user-7' };

/** Provider actions in the order the status machine reaches them. */
const machineOrder = ['payment.processing', 'payment.succeeded', 'payment.failed'];

/** The types that move a payment, and any other string a provider may send (ignored). */
type EventType = 'payment.processing' | 'payment.succeeded' | 'payment.failed' | (string & {});
export type ProviderPayment = { id: string; status: string; providerPaymentId: string; failureReason: string | null; tenantId: string };
type Payment = ProviderPayment;

export const providerEvent = (type: EventType, providerPaymentId: string, data: Record<string, unknown> = {}) => ({
  id: `evt_${randomUUID()}`,
  type,
  createdAt: new Date().toISOString(),
  data: { providerPaymentId, ...data },
});

/**
 * A describe block's app (the tenant webhook target is on loopback: allowed here, and nothing
 * listens, as no delivery loop runs in tests) with a tenant whose payments the provider moves.
 */
export function providerWebhookSuite(backend: Backend) {
  const app: TestApp = suiteApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  let payer: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    payer = await app.tenantWithToken({ name: 'Provider payer' });
  });

  const db = () => app.container.database.db;

  /** Signs `signedBody` as the provider does; `body` is what is actually sent (a tampered body when they differ). */
  function signedHeaders(signedBody: string, options: { secret?: string; at?: Date; messageId?: string } = {}) {
    const at = options.at ?? new Date();
    const messageId = options.messageId ?? `msg_${randomUUID()}`;
    return {
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(options.secret ?? app.config.paymentProviderWebhookSecret).sign(messageId, at, signedBody),
    };
  }

  const deliver = (event: unknown, options: Parameters<typeof signedHeaders>[1] & { body?: string } = {}) => {
    const signed = JSON.stringify(event);
    return app.request('POST', PATH, { body: options.body ?? signed, headers: signedHeaders(signed, options) });
  };

  async function newPayment(headers: Record<string, string> = payer.headers): Promise<Payment> {
    const response = await app.request('POST', '/payments', { headers, json: validPayment });
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
    return response.body as Payment;
  }

  const fetchPayment = async (id: string, headers: Record<string, string> = payer.headers) => {
    const response = await app.request('GET', `/payments/${id}`, { headers });
    expect(response.status).toBe(200);
    return response.body as Payment;
  };

  const recordedEvent = async (id: string) => (await db().select().from(providerEvents).where(eq(providerEvents.id, id)))[0];
  const eventsFor = (providerPaymentId: string) => db().select().from(providerEvents).where(eq(providerEvents.providerPaymentId, providerPaymentId));

  /**
   * The payment's provider-caused audit events, once the shipper has moved them (it runs after each
   * write), in the machine's order: the two events of one transaction share their time.
   */
  const providerAudit = async (paymentId: string, expected: number) =>
    vi.waitFor(async () => {
      const response = await app.request('GET', `/audit-events?targetId=${paymentId}&sortOrder=asc&limit=100`, { headers: app.adminHeaders });
      const data = (response.body.data as { action: string; actorType: string; actorId: string; details: Record<string, unknown> }[]).filter(
        (event) => event.action !== 'payment.created' && event.action !== 'payment.canceled',
      );
      expect(data).toHaveLength(expected);
      return data.sort((a, b) => machineOrder.indexOf(a.action) - machineOrder.indexOf(b.action));
    });

  return { app, db, payer: () => payer, signedHeaders, deliver, newPayment, fetchPayment, recordedEvent, eventsFor, providerAudit };
}
