import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROVIDER_WEBHOOK_PATH, providerEvent, providerWebhookSuite, type ProviderPayment } from '../testing/provider-webhook-fixtures';
import { backends } from '../testing/test-app';

const PATH = PROVIDER_WEBHOOK_PATH;
type Payment = ProviderPayment;

describe.each(backends)('payment provider webhooks on %s: signature and payload', (backend) => {
  const { app, signedHeaders, deliver, newPayment, fetchPayment, recordedEvent, eventsFor } = providerWebhookSuite(backend);

  describe('signature', () => {
    const refused = async (send: (payment: Payment) => Promise<{ status: number; body: Record<string, unknown> }>) => {
      const payment = await newPayment();
      const response = await send(payment);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Invalid webhook signature', path: PATH });
      expect(response.body).not.toHaveProperty('details');
      expect((await fetchPayment(payment.id)).status).toBe('PENDING');
      expect(await eventsFor(payment.providerPaymentId)).toEqual([]);
    };

    it('answers 401 without the signature headers, or with any one of them missing', async () => {
      await refused((payment) =>
        app.request('POST', PATH, { json: providerEvent('payment.succeeded', payment.providerPaymentId) }),
      );
      for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
        await refused((payment) => {
          const body = JSON.stringify(providerEvent('payment.succeeded', payment.providerPaymentId));
          const headers: Record<string, string> = signedHeaders(body);
          delete headers[missing];
          return app.request('POST', PATH, { body, headers });
        });
      }
    });

    it('answers 401 to a signature made with another secret', async () => {
      const otherSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { secret: otherSecret }));
    });

    it('answers 401 to a tampered body (one body signed, another sent), even one that differs only in spacing', async () => {
      const other = await newPayment();
      await refused((payment) => {
        const event = providerEvent('payment.succeeded', other.providerPaymentId);
        return deliver(event, { body: JSON.stringify({ ...event, data: { providerPaymentId: payment.providerPaymentId } }) });
      });
      await refused((payment) => {
        const event = providerEvent('payment.succeeded', payment.providerPaymentId);
        return deliver(event, { body: JSON.stringify(event, null, 1) });
      });
      expect((await fetchPayment(other.id)).status).toBe('PENDING');
    });

    it('answers 401 to a timestamp 6 minutes old or 6 minutes ahead, and accepts one 4 minutes old', async () => {
      const minutes = (count: number) => new Date(Date.now() + count * 60_000);
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { at: minutes(-6) }));
      await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { at: minutes(6) }));
      const payment = await newPayment();
      expect((await deliver(providerEvent('payment.processing', payment.providerPaymentId), { at: minutes(-4) })).status).toBe(200);
    });

    it('answers 401, never 500, when the configured secret cannot verify anything, and logs the variable without its value', async () => {
      const config = app.container.config as { paymentProviderWebhookSecret: string };
      const configured = config.paymentProviderWebhookSecret;
      // What env.ts now refuses at start-up (a secret the library cannot decode), set behind its back.
      const unusable = 'whsec_!!!not*base64';
      config.paymentProviderWebhookSecret = unusable;
      const logsBefore = app.logs.length;
      try {
        await refused((payment) => deliver(providerEvent('payment.succeeded', payment.providerPaymentId), { secret: configured }));
      } finally {
        config.paymentProviderWebhookSecret = configured;
      }
      const lines = app.logs.slice(logsBefore).map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: expect.stringContaining('PAYMENT_PROVIDER_WEBHOOK_SECRET cannot verify signatures') }),
      );
      expect(app.logs.slice(logsBefore).join('\n')).not.toContain('!!!not*base64');
    });

    it('checks the signature before the payload: an unsigned invalid payload gets 401 without details', async () => {
      const response = await app.request('POST', PATH, { json: { id: 42, type: 'payment.refunded' } });
      expect(response.status).toBe(401);
      expect(response.body).not.toHaveProperty('details');
    });
  });

  describe('payload', () => {
    it('answers 400 with one detail per violated rule to an invalid payload with a valid signature, and records nothing', async () => {
      const invalid = { id: '', type: 42, createdAt: 'yesterday', data: { failureReason: 7 } };
      const response = await deliver(invalid);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'id must be between 1 and 255 characters',
          'type must be a string',
          'createdAt must be an ISO 8601 date-time',
          'data.providerPaymentId is required',
        ]),
      );
      expect(await recordedEvent('')).toBeUndefined();

      const noData = await deliver({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', createdAt: new Date().toISOString() });
      expect(noData.status).toBe(400);
      expect(noData.body.details).toEqual(['data is required']);
    });

    it.each([
      ['id', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, id: undefined }), 'id is required'],
      ['type', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, type: undefined }), 'type is required'],
      ['an empty type', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, type: '' }), 'type must be between 1 and 255 characters'],
      ['createdAt', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, createdAt: undefined }), 'createdAt is required'],
      ['data', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, data: undefined }), 'data is required'],
      ['data.providerPaymentId', (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, data: { amount: 10 } }), 'data.providerPaymentId is required'],
    ])('still answers 400 to an event of an unknown type without %s, and records nothing', async (_missing, strip, detail) => {
      const event = strip(providerEvent('payment.refunded', 'sbx_refunded'));
      const response = await deliver(event);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed', details: [detail] });
      if (typeof event.id === 'string') expect(await recordedEvent(event.id)).toBeUndefined();
    });
  });

  it('documents the route in /openapi.json with no security scheme and the signature in the description', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const operation = document.paths[PATH].post as { security: unknown; description: string; responses: Record<string, unknown> };
    expect(operation.security).toEqual([]);
    expect(operation.description).toMatch(/Standard Webhooks/);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});
