import { randomUUID } from 'node:crypto';
import { rowsOf } from '@/db/client';
import { eq, sql } from 'drizzle-orm';
import { payments } from '@/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { systemAuditContext } from '../audit/types';
import { createPayment } from './create-payment';
import { createPaymentInput, type Payment } from './payment-schemas';

const input = createPaymentInput.parse({ amount: 1234.5, currency: 'HUF', userId: 'user-1' });

/** The hook the router uses to count payments (payments_created_total), called after the commit only. */
describe.each(backends)('createPayment onCreated hook on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ backend });
    const tenant = await app.tenantWithToken({ name: 'Hooked' });
    tenantId = tenant.tenant.id;
    headers = tenant.headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  const context = (onCreated: (payment: Payment) => void, provider: PaymentProvider = app.container.paymentProvider) => ({
    db: app.container.database.db,
    audit: systemAuditContext,
    secrets: app.container.secrets,
    provider,
    onCreated,
  });

  it('is called once with the payment, after it is committed and readable through the API', async () => {
    const seen: Payment[] = [];
    const payment = await createPayment(context((created) => seen.push(created)), tenantId, input);
    expect(seen).toEqual([payment]);
    expect(payment).toMatchObject({ tenantId, currency: 'HUF', amount: 1234.5, status: 'PENDING' });
    const read = await app.request('GET', `/payments/${payment.id}`, { headers });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(payment);
  });

  it('stores a payment without description or metadata as SQL NULLs, and one with them as given', async () => {
    // The statement is prepared once with placeholders (db/prepared.ts): a null must reach the
    // database as NULL, not as the JSON value null a jsonb column's encoder would make of it.
    const bare = await createPayment(context(() => {}), tenantId, input);
    const full = await createPayment(context(() => {}), tenantId, createPaymentInput.parse({ amount: 5, currency: 'HUF', userId: 'user-1', description: 'Gift', metadata: { order: '7' } }));
    type Stored = { id: string; described: string | null; no_metadata: boolean; order: string | null };
    const result: unknown = await app.container.database.db.execute(
      sql`select id, description as described, metadata is null as no_metadata, metadata->>'order' as order from payments where id in (${bare.id}, ${full.id})`,
    );
    const rows = rowsOf<Stored>(result);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[bare.id]).toMatchObject({ described: null, no_metadata: true, order: null });
    expect(byId[full.id]).toMatchObject({ described: 'Gift', no_metadata: false, order: '7' });
  });

  it('is not called when the provider does not answer (503)', async () => {
    const seen: Payment[] = [];
    const down: PaymentProvider = { name: 'sandbox', createPayment: () => Promise.reject(new Error('provider down')), refund: () => Promise.reject(new Error('provider down')), submitDisputeEvidence: () => Promise.reject(new Error('provider down')), cancelPayment: () => Promise.reject(new Error('provider down')), acceptDispute: () => Promise.reject(new Error('provider down')) };
    const failure = await createPayment(context((created) => seen.push(created), down), tenantId, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
    expect(seen).toEqual([]);
  });

  it('is not called when the transaction fails', async () => {
    const seen: Payment[] = [];
    // No such tenant: the insert breaks the foreign key and nothing is committed.
    await expect(createPayment(context((created) => seen.push(created)), randomUUID(), input)).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  describe('with an Idempotency-Key whose record the cache no longer has', () => {
    it('meets the payment the key already created: answered again (onReplayed), no second row, no second count', async () => {
      const key = randomUUID();
      const created: Payment[] = [];
      const replayed: Payment[] = [];
      const keyed = () => ({ ...context((payment) => created.push(payment)), onReplayed: (payment: Payment) => replayed.push(payment) });
      const first = await createPayment(keyed(), tenantId, input, { idempotencyKey: key });
      // What a retry does when the first answer was lost after the commit (5xx are not stored) or the cache lost its data.
      const again = await createPayment(keyed(), tenantId, input, { idempotencyKey: key });
      expect(again).toEqual(first);
      expect(created).toEqual([first]);
      expect(replayed).toEqual([first]);
      const rows = await app.container.database.db.select().from(payments).where(eq(payments.id, first.id));
      expect(rows).toHaveLength(1);
      // The id is a valid UUID the API takes back.
      const read = await app.request('GET', `/payments/${first.id}`, { headers });
      expect(read.status).toBe(200);
      expect(read.body.id).toBe(first.id);
    });

    it('refuses the same key with another payload (409), and gives another tenant its own payment for the same key', async () => {
      const key = randomUUID();
      const first = await createPayment(context(() => {}), tenantId, input, { idempotencyKey: key });
      const other = createPaymentInput.parse({ amount: 99, currency: 'HUF', userId: 'user-1' });
      await expect(createPayment(context(() => {}), tenantId, other, { idempotencyKey: key })).rejects.toMatchObject({ code: 'CONFLICT' });
      const stranger = await app.tenantWithToken({ name: 'Other keyed' });
      const theirs = await createPayment(context(() => {}), stranger.tenant.id, input, { idempotencyKey: key });
      expect(theirs.id).not.toBe(first.id);
      expect(theirs.tenantId).toBe(stranger.tenant.id);
    });
  });

  it('a keyed POST /payments answers 201 once, then the stored replay (200) for the same key', async () => {
    const key = randomUUID();
    const body = { amount: 10, currency: 'HUF', userId: 'user-1' };
    const first = await app.request('POST', '/payments', { headers: { ...headers, 'Idempotency-Key': key }, json: body });
    expect(first.status).toBe(201);
    const second = await app.request('POST', '/payments', { headers: { ...headers, 'Idempotency-Key': key }, json: body });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
  });
});
