import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/db/schema';
import { validationFailure } from '../testing/expected-errors';
import { paymentCalls, validPayment } from '../testing/payment-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

describe.each(backends)('payments: POST /payments on %s', (backend) => {
  const app = suiteApp({ backend });
  const { create, createRaw, paymentCountOf } = paymentCalls(app);
  /** A tenant for the single-payment cases; groups that count rows get tenants of their own. */
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Payer' });
  });
  const details = async (json: unknown) => {
    const response = await create(owner.headers, json);
    expect(response.status, JSON.stringify(json)).toBe(400);
    expect(response.body.message).toBe('Validation failed');
    return response.body.details as string[];
  };

  describe('POST /payments', () => {
    it('creates a PENDING payment, 201, with the sandbox provider id and the exact amount', async () => {
      const response = await create(owner.headers, {
        ...validPayment,
        description: 'Invoice 42',
        metadata: { orderId: 'o-42', channel: 'web' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        tenantId: owner.tenant.id,
        amount: 1234.56,
        currency: 'HUF',
        userId: 'user-1',
        description: 'Invoice 42',
        metadata: { orderId: 'o-42', channel: 'web' },
        status: 'PENDING',
        provider: 'sandbox',
        connectorId: null,
        providerPaymentId: expect.stringMatching(/^sbx_[0-9a-f]+$/),
        failureReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        canceledAt: null,
        amountRefunded: 0,
      });
      expect(response.text).toContain('"amount":1234.56,');
      const [row] = await app.container.database.db.select().from(payments).where(eq(payments.id, response.body.id));
      expect(row).toMatchObject({ amount: '1234.56', provider: 'sandbox', status: 'PENDING' });
      // The sandbox asks nothing of the customer's browser: read back, the payment is the same, with no nextAction.
      expect((await app.request('GET', `/payments/${response.body.id}`, { headers: owner.headers })).body).toEqual(response.body);
    });

    it('keeps every amount exact, from the bounds to one-decimal values', async () => {
      for (const [amount, text] of [
        [0.1 + 1, '"amount":1.1,'],
        [1234.5, '"amount":1234.5,'],
        [1, '"amount":1,'],
        [10_000_000, '"amount":10000000,'],
        [9_999_999.99, '"amount":9999999.99,'],
      ] as const) {
        const response = await create(owner.headers, { ...validPayment, amount });
        expect(response.status).toBe(201);
        expect(response.text).toContain(text);
      }
      const response = await create(owner.headers, { ...validPayment, amount: 1.3, currency: 'EUR' });
      const fetched = await app.request('GET', `/payments/${response.body.id}`, { headers: owner.headers });
      expect(fetched.body.amount).toBe(1.3);
    });

    it('answers 400 naming the field for amounts out of range or with 3 decimals', async () => {
      for (const amount of [0, 0.99, -5, 10_000_000.01]) {
        expect(await details({ ...validPayment, amount })).toEqual(['amount must be between 1 and 10000000']);
      }
      expect(await details({ ...validPayment, amount: 1.005 })).toEqual(['amount must have at most 2 decimal places']);
      expect(await details({ ...validPayment, amount: 0.1 + 0.2 })).toEqual(
        expect.arrayContaining(['amount must have at most 2 decimal places']),
      );
    });

    it('refuses an amount sent as a string, every time (no coercion)', async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await details({ ...validPayment, amount: '5' })).toEqual(['amount must be a number']);
      }
    });

    it('accepts only supported upper-case currency codes', async () => {
      const message = (await details({ ...validPayment, currency: 'huf' }))[0];
      expect(message).toMatch(/^currency must be one of HUF, EUR, USD, GBP/);
      expect(await details({ ...validPayment, currency: 'XYZ' })).toEqual([message]);
      for (const currency of ['EUR', 'USD', 'GBP']) expect((await create(owner.headers, { ...validPayment, currency })).status).toBe(201);
    });

    it('answers 400 for missing fields, an extra field and the text limits', async () => {
      expect(await details({})).toEqual(expect.arrayContaining(['amount is required', 'currency is required', 'userId is required']));
      expect(await details({ ...validPayment, tenantId: randomUUID() })).toEqual(['tenantId is not allowed']);
      expect(await details({ ...validPayment, userId: '' })).toEqual(['userId must be between 1 and 255 characters']);
      expect(await details({ ...validPayment, userId: 'u'.repeat(256) })).toEqual(['userId must be between 1 and 255 characters']);
      expect(await details({ ...validPayment, description: 'd'.repeat(501) })).toEqual(['description must be at most 500 characters']);
      const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 'v']));
      expect(await details({ ...validPayment, metadata: tooMany })).toEqual(['metadata must have at most 20 keys']);
      expect(await details({ ...validPayment, metadata: { count: 3 } })).toEqual(['metadata.count must be a string']);
      expect(await details({ ...validPayment, metadata: ['a'] })).toEqual(['metadata must be an object of string values']);
      const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`k${index}`, 'v']));
      expect((await create(owner.headers, { ...validPayment, metadata: twenty, description: 'd'.repeat(500) })).status).toBe(201);
    });

    it('answers 400 with one sentence on metadata for an empty key or a key over 40 characters', async () => {
      for (const metadata of [{ '': 'x' }, { ['k'.repeat(41)]: 'x' }, { ok: 'x', '': 'y', ['k'.repeat(50)]: 'z' }]) {
        const response = await create(owner.headers, { ...validPayment, metadata });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['metadata keys must be between 1 and 40 characters']));
      }
      const longest = { ['k'.repeat(40)]: 'x', k: 'y' };
      const accepted = await create(owner.headers, { ...validPayment, metadata: longest });
      expect(accepted.status).toBe(201);
      expect(accepted.body.metadata).toEqual(longest);
    });

    it('words every metadata value error as "metadata.<key> must ..."', async () => {
      const response = await create(owner.headers, { ...validPayment, metadata: { count: 3, note: 'n'.repeat(501), flag: null, ok: 'v'.repeat(500) } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        validationFailure('/payments', ['metadata.count must be a string', 'metadata.note must be at most 500 characters', 'metadata.flag must be a string']),
      );
    });

    it('refuses a __proto__ metadata key with 400 instead of dropping it, and creates nothing', async () => {
      const payer = await app.tenantWithToken({ name: 'Proto payer' });
      for (const body of [
        '{"amount":10,"currency":"EUR","userId":"u","metadata":{"__proto__":"x","b":"c"}}',
        '{"amount":10,"currency":"EUR","userId":"u","metadata":{"__proto__":{"polluted":"yes"}}}',
      ]) {
        const response = await createRaw(payer.headers, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['metadata keys must not be __proto__']));
      }
      expect(await paymentCountOf(payer.tenant.id)).toBe(0);
    });

    it('keeps constructor and prototype metadata keys as plain data, on create and on read', async () => {
      const metadata = { constructor: 'c', prototype: 'p', toString: 't', hasOwnProperty: 'h' };
      const response = await createRaw(owner.headers, JSON.stringify({ ...validPayment, metadata }));
      expect(response.status).toBe(201);
      expect(response.body.metadata).toEqual(metadata);
      const fetched = await app.request('GET', `/payments/${response.body.id}`, { headers: owner.headers });
      expect(fetched.body.metadata).toEqual(metadata);
    });

    it('refuses a blank userId with 400 and stores a padded one exactly as sent', async () => {
      for (const userId of ['   ', '\t', ' \n \u00a0']) {
        const response = await create(owner.headers, { ...validPayment, userId });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationFailure('/payments', ['userId must not be blank']));
      }
      const padded = await create(owner.headers, { ...validPayment, userId: ' user-7 ' });
      expect(padded.status).toBe(201);
      expect(padded.body.userId).toBe(' user-7 ');
    });

    it('accepts amounts that are not exact binary fractions (1.07, 1.29, 9999999.99)', async () => {
      for (const amount of [1.07, 1.29, 9_999_999.99, 4.35]) {
        const response = await create(owner.headers, { ...validPayment, amount });
        expect(response.status, String(amount)).toBe(201);
        expect(response.body.amount).toBe(amount);
      }
      // 0.29 has two decimals too; only its size is refused.
      expect(await details({ ...validPayment, amount: 0.29 })).toEqual(['amount must be between 1 and 10000000']);
    });

    it('answers 401 Tenant suspended to a suspended tenant, and creates nothing', async () => {
      const suspended = await app.tenantWithToken({ name: 'Suspended payer' });
      await app.request('POST', `/tenants/${suspended.tenant.id}/suspend`, { headers: app.adminHeaders });
      const response = await create(suspended.headers, validPayment);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Tenant suspended');
      const rows = await app.container.database.db.select().from(payments).where(eq(payments.tenantId, suspended.tenant.id));
      expect(rows).toHaveLength(0);
    });

    it('replays a keyed create: 201, then 200 with Idempotent-Replayed and the same payment, one row', async () => {
      const payer = await app.tenantWithToken({ name: 'Idempotent payer' });
      const headers = { ...payer.headers, 'idempotency-key': randomUUID() };
      const first = await create(headers, validPayment);
      const second = await create(headers, validPayment);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.body).toEqual(first.body);
      const other = await create(headers, { ...validPayment, amount: 2 });
      expect(other.status).toBe(409);
      const list = await app.request('GET', '/payments', { headers: payer.headers });
      expect(list.body.pagination.total).toBe(1);
    });
  });
});
