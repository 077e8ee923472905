import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentCalls, validPayment } from '../testing/payment-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

describe.each(backends)('payments: read, cancel, audit, metrics and documentation on %s', (backend) => {
  const app = suiteApp({ backend });
  const { create, created } = paymentCalls(app);
  /** A tenant for the single-payment cases; groups that count rows get tenants of their own. */
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Payer' });
  });

  describe('GET /payments/{id}', () => {
    it("answers 200 for the tenant's own payment and 404 for another tenant's, an unknown and a malformed id", async () => {
      const payment = await created(owner.headers);
      const own = await app.request('GET', `/payments/${payment.id}`, { headers: owner.headers });
      expect(own.status).toBe(200);
      expect(own.body).toEqual(payment);

      const stranger = await app.tenantWithToken({ name: 'Stranger' });
      for (const [headers, id] of [
        [stranger.headers, payment.id],
        [owner.headers, randomUUID()],
        [owner.headers, 'not-a-uuid'],
      ] as const) {
        const response = await app.request('GET', `/payments/${id}`, { headers });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, message: 'Payment not found', error: 'Not Found' });
      }
    });
  });

  describe('POST /payments/{id}/cancel', () => {
    it('cancels a PENDING payment, then answers 422 to a second cancel', async () => {
      const payment = await created(owner.headers);
      const cancel = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ id: payment.id, status: 'CANCELED', amount: 1234.56, canceledAt: expect.any(String) });
      expect(Date.parse(cancel.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(payment.createdAt));

      const again = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers, json: {} });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ statusCode: 422, message: 'Payment cannot be canceled in status CANCELED', error: 'Unprocessable Entity' });
    });

    it("answers 404 to another tenant's payment and leaves it PENDING", async () => {
      const payment = await created(owner.headers);
      const stranger = await app.tenantWithToken({ name: 'Canceller' });
      const response = await app.request('POST', `/payments/${payment.id}/cancel`, { headers: stranger.headers });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Payment not found');
      expect((await app.request('GET', `/payments/${payment.id}`, { headers: owner.headers })).body.status).toBe('PENDING');
      expect((await app.request('POST', '/payments/not-a-uuid/cancel', { headers: owner.headers })).status).toBe(404);
    });

    it('lets exactly one of 10 concurrent cancels win; the others get 422', async () => {
      const payer = await app.tenantWithToken({ name: 'Concurrent payer' });
      const payment = await created(payer.headers);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => app.request('POST', `/payments/${payment.id}/cancel`, { headers: payer.headers })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(422)]);
      for (const loser of answers.filter((answer) => answer.status === 422)) {
        expect(loser.body.message).toBe('Payment cannot be canceled in status CANCELED');
      }
      await vi.waitFor(async () => {
        const audit = await app.request('GET', `/audit-events?targetId=${payment.id}&action=payment.canceled`, { headers: app.adminHeaders });
        expect(audit.body.pagination.total).toBe(1);
      });
    });
  });

  it('writes payment.created and payment.canceled audit events with the tenant as actor', async () => {
    const payment = await created(owner.headers, { amount: 99.9 });
    await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers });
    // A shipping run already in flight when the cancel committed may miss it: wait for the next one.
    const audit = await vi.waitFor(async () => {
      const response = await app.request('GET', `/audit-events?targetId=${payment.id}&sortOrder=asc`, { headers: app.adminHeaders });
      expect(response.body.pagination.total).toBe(2);
      return response;
    });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'payment.created',
        actorType: 'tenant',
        actorId: owner.tenant.id,
        targetType: 'payment',
        targetId: payment.id,
        details: expect.objectContaining({ amount: '99.90', currency: 'HUF' }),
      }),
      expect.objectContaining({
        action: 'payment.canceled',
        actorType: 'tenant',
        actorId: owner.tenant.id,
        targetId: payment.id,
        details: { from: 'PENDING', to: 'CANCELED' },
      }),
    ]);
  });

  it('counts created payments by currency in /metrics, replays and refusals not included', async () => {
    const countOf = async (currency: string) => {
      const text = (await app.request('GET', '/metrics')).text;
      return Number(new RegExp(`^payments_created_total\\{currency="${currency}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    };
    const before = await countOf('GBP');
    expect(before).toBeGreaterThanOrEqual(0);
    const key = randomUUID();
    await created({ ...owner.headers, 'idempotency-key': key }, { currency: 'GBP' });
    expect((await create({ ...owner.headers, 'idempotency-key': key }, { ...validPayment, currency: 'GBP' })).status).toBe(200);
    expect((await create(owner.headers, { ...validPayment, currency: 'GBP', amount: 0 })).status).toBe(400);
    expect(await countOf('GBP')).toBe(before + 1);
  });

  it('documents the payment routes in /openapi.json, with 201 on create and 200 on its replay', async () => {
    type Response = { description: string; content?: unknown; headers?: Record<string, unknown> };
    type Operation = {
      responses: Record<string, Response>;
      security: unknown;
      parameters: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
    };
    const document = (await app.request('GET', '/openapi.json')).body;
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(Object.keys(paths['/payments']!).sort()).toEqual(['get', 'post']);
    const create = paths['/payments']!.post!;
    expect(create.responses).toHaveProperty('201');
    expect(create.responses['200']).toMatchObject({
      description: 'Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true)',
      headers: { 'Idempotent-Replayed': expect.any(Object) },
    });
    expect(create.responses['200']!.content).toEqual(create.responses['201']!.content);
    // The payment, with what a connector's front end needs to pay (`nextAction`, absent for the sandbox).
    expect(create.responses['201']!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/PaymentWithNextAction' } } });
    expect(document.components.schemas.PaymentWithNextAction.properties.nextAction).toEqual({ $ref: '#/components/schemas/PaymentNextAction' });
    // Keyed writes answer 400 for a key that is not a UUID v4 and 409 for a key reused with another payload.
    for (const operation of [create, paths['/payments/{id}/cancel']!.post!]) {
      expect(operation.responses['400']!.description).toMatch(/Idempotency-Key is not a UUID v4/);
      expect(operation.responses['409']!.description).toMatch(/Idempotency-Key reused with another payload/);
    }
    expect(paths['/payments/{id}']!.get!.responses).toHaveProperty('404');
    expect(paths['/payments/{id}/cancel']!.post!.responses).toHaveProperty('422');
    expect(paths['/payments']!.get!.security).toEqual([{ TenantJWT: [] }, { TenantApiKey: [] }]);
    expect(paths['/payments']!.get!.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'query' }));
    expect(paths['/payments']!.get!.parameters.map((parameter) => parameter.name)).not.toContain('Idempotency-Key');

    const amount = create.requestBody!.content['application/json']!.schema.properties.amount!;
    // At most 2 decimals is said in words: `multipleOf: 0.01` makes JSON Schema validators refuse 1234.56.
    expect(amount).toMatchObject({ type: 'number', minimum: 1, maximum: 10_000_000, description: expect.stringMatching(/at most 2 decimals/) });
    expect(amount).not.toHaveProperty('multipleOf');
    expect(document.components.schemas.Payment.properties.amount).toMatchObject({ type: 'number', description: expect.stringMatching(/at most 2 decimals/) });
  });
});
