import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { paymentCalls } from '../../testing/payment-fixtures';
import { disputeCalls } from '../../testing/dispute-fixtures';
import { refundCalls } from '../../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../../testing/test-app';
import { allowPrivate } from '../../testing/webhook-fixtures';
import { webhookEventSchemaOf, webhookEventTypes, type WebhookEventType } from './event-catalog';

type Published = { type: string; description: string; schema: Record<string, unknown>; example: Record<string, unknown> };

/** A validator of the published JSON Schemas, as a receiver in another language would use them. */
function jsonSchemaValidator() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // The schemas carry OpenAPI's `example` keyword beside their descriptions.
  ajv.addKeyword('example');
  return ajv;
}

describe.each(backends)('the webhook event catalog on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });

  describe('GET /webhook-event-types', () => {
    it('answers every type with its description, JSON Schema and an example the schema accepts, without credentials', async () => {
      const response = await app.request('GET', '/webhook-event-types');
      expect(response.status).toBe(200);
      const entries = response.body.data as Published[];
      expect(Object.keys(response.body)).toEqual(['data']);
      expect(entries.map((entry) => entry.type)).toEqual(webhookEventTypes);
      const ajv = jsonSchemaValidator();
      for (const { type, description, schema, example } of entries) {
        expect(Object.keys(entries.find((entry) => entry.type === type)!).sort()).toEqual(['description', 'example', 'schema', 'type']);
        expect(description.length, type).toBeGreaterThan(40);
        const validate = ajv.compile(schema);
        expect(validate(example), `${type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(validate({ ...example, unknown: true }), type).toBe(false);
      }
    });

    it('answers a tenant as it answers anyone', async () => {
      const { headers } = await app.tenantWithToken();
      const anonymous = await app.request('GET', '/webhook-event-types');
      const tenant = await app.request('GET', '/webhook-event-types', { headers });
      expect(tenant.status).toBe(200);
      expect(tenant.body).toEqual(anonymous.body);
    });
  });

  describe('the payloads really sent', () => {
    let tenant: Awaited<ReturnType<TestApp['tenantWithToken']>>;
    let sent: { eventType: string; payload: Record<string, unknown> }[];

    /** A signed provider event, as the provider sends it. */
    async function providerSays(type: 'payment.succeeded' | 'payment.failed', providerPaymentId: string, failureReason?: string) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, createdAt: new Date().toISOString(), data: { providerPaymentId, failureReason } });
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

    // Every kind of change that sends an event, through the API, to a tenant whose URL nothing
    // answers (the rows are what is read here; a receiver gets the stored payload as it is).
    beforeAll(async () => {
      tenant = await app.tenantWithToken({ name: 'Catalog', webhookUrl: 'http://127.0.0.1:9/hook' });
      const { created } = paymentCalls(app);
      const canceled = await created(tenant.headers, { description: 'Order 7', metadata: { orderId: '7' } });
      const cancel = await app.request('POST', `/payments/${canceled.id}/cancel`, { headers: tenant.headers });
      expect(cancel.status).toBe(200);
      const succeeded = (await created(tenant.headers, { amount: 10.5, currency: 'EUR' })) as { providerPaymentId?: string };
      await providerSays('payment.succeeded', succeeded.providerPaymentId!);
      const failed = (await created(tenant.headers, { amount: 99 })) as { providerPaymentId?: string };
      await providerSays('payment.failed', failed.providerPaymentId!, 'Card declined');
      // A refund that fails, then one of the whole payment that succeeds and makes it REFUNDED.
      const { succeededPayment, refund, settle } = refundCalls(app);
      const refunded = await succeededPayment(tenant.headers, { amount: 20, currency: 'EUR' });
      const declined = await refund(tenant.headers, refunded.id, { amount: 5, reason: 'duplicate', metadata: { ticket: 'T-9' } });
      await settle('refund.failed', declined.body.providerRefundId, { failureReason: 'Card account closed' });
      const whole = await refund(tenant.headers, refunded.id);
      await settle('refund.succeeded', whole.body.providerRefundId);
      // A dispute answered with evidence and won, and one the tenant accepts (LOST).
      const { disputed, evidence, accept, send } = disputeCalls(app);
      const won = (await disputed(tenant.headers, { amount: 15, currency: 'EUR' })).dispute;
      expect((await evidence(tenant.headers, won.id, { text: 'Signed delivery note' })).status).toBe(200);
      await send('dispute.closed', { providerDisputeId: won.providerDisputeId, status: 'won' });
      const conceded = (await disputed(tenant.headers, { amount: 16, currency: 'EUR' })).dispute;
      expect((await accept(tenant.headers, conceded.id)).status).toBe(200);
      for (const json of [{ name: 'Catalog renamed' }, { name: 'Catalog again', webhookUrl: 'http://127.0.0.1:9/other-hook' }]) {
        expect((await app.request('PATCH', '/tenants/me', { headers: tenant.headers, json })).status).toBe(200);
      }
      expect((await app.request('POST', '/tenants/me/webhook-test', { headers: tenant.headers })).status).toBe(200);
      // A customer created, changed and deleted.
      const customer = await app.request('POST', '/customers', { headers: tenant.headers, json: { email: 'ada@example.com', externalId: 'user-42', metadata: { plan: 'pro' } } });
      expect(customer.status).toBe(201);
      expect((await app.request('PATCH', `/customers/${customer.body.id}`, { headers: tenant.headers, json: { name: 'Ada Lovelace' } })).status).toBe(200);
      expect((await app.request('DELETE', `/customers/${customer.body.id}`, { headers: tenant.headers })).status).toBe(200);

      sent = await app.container.database.db
        .select({ eventType: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.tenantId, tenant.tenant.id));
    });

    it('sent every type of the catalog (a payment that succeeds or fails passes through processing)', () => {
      const counts = Object.fromEntries(webhookEventTypes.map((type) => [type, sent.filter((row) => row.eventType === type).length]));
      expect(counts).toEqual({
        'payment.created': 6,
        'payment.processing': 5,
        'payment.succeeded': 4,
        'payment.failed': 1,
        'payment.canceled': 1,
        'payment.refunded': 1,
        'refund.created': 2,
        'refund.succeeded': 1,
        'refund.failed': 1,
        'dispute.created': 2,
        'dispute.updated': 1,
        'dispute.closed': 2,
        'customer.created': 1,
        'customer.updated': 1,
        'customer.deleted': 1,
        'tenant.updated': 2,
        'webhook.test': 1,
      });
    });

    it('sent payloads that parse with their type’s strict schema, and with its published JSON Schema', async () => {
      const published = (await app.request('GET', '/webhook-event-types')).body.data as Published[];
      const ajv = jsonSchemaValidator();
      const failures: string[] = [];
      for (const { eventType, payload } of sent) {
        expect(payload.type).toBe(eventType);
        const parsed = webhookEventSchemaOf(eventType as WebhookEventType).safeParse(payload);
        if (!parsed.success) failures.push(`${eventType}: ${parsed.error.message}`);
        const validate = ajv.compile(published.find((entry) => entry.type === eventType)!.schema);
        if (!validate(payload)) failures.push(`${eventType} (JSON Schema): ${ajv.errorsText(validate.errors)}`);
      }
      expect(failures).toEqual([]);
    });

    it('sent what the events say: the payment in the state entered, the tenant after the change', () => {
      const of = (type: WebhookEventType) => sent.filter((row) => row.eventType === type).map((row) => row.payload.data as Record<string, unknown>);
      expect(of('payment.failed')).toEqual([expect.objectContaining({ status: 'FAILED', failureReason: 'Card declined' })]);
      expect(of('payment.canceled')).toEqual([expect.objectContaining({ status: 'CANCELED', canceledAt: expect.any(String), metadata: { orderId: '7' } })]);
      expect(of('tenant.updated').map((data) => (data.changed as string[]).sort())).toEqual(expect.arrayContaining([['name'], ['name', 'webhookUrl']]));
      expect(of('webhook.test')).toEqual([{ tenantId: tenant.tenant.id, message: expect.any(String) }]);
      expect(of('refund.failed')).toEqual([expect.objectContaining({ status: 'FAILED', amount: 5, failureReason: 'Card account closed', metadata: { ticket: 'T-9' } })]);
      expect(of('refund.succeeded')).toEqual([expect.objectContaining({ status: 'SUCCEEDED', amount: 20, currency: 'EUR', failureReason: null })]);
      expect(of('payment.refunded')).toEqual([expect.objectContaining({ status: 'REFUNDED', amount: 20, amountRefunded: 20 })]);
      expect(of('dispute.updated')).toEqual([expect.objectContaining({ status: 'UNDER_REVIEW', amount: 15, evidence: 'Signed delivery note', evidenceSubmittedAt: expect.any(String) })]);
      expect(of('dispute.closed').map((data) => [data.amount, data.status])).toEqual(expect.arrayContaining([[15, 'WON'], [16, 'LOST']]));
    });
  });
});
