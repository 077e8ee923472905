import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, webhookDeliveries } from '@/db/schema';
import { webhookEventSchemaOf, type WebhookEventType } from '../services/webhooks/event-catalog';
import { backends, suiteApp, type TestApp } from '../testing/test-app';
import { allowPrivate } from '../testing/webhook-fixtures';

/** Customers from creation to deletion: what the tenant reads back, the events sent and the audit trail. */
describe.each(backends)('customers on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Billing merchant', webhookUrl: 'http://127.0.0.1:9/hooks' });
  });

  /** The webhook events queued about one customer, oldest first, each parsed with its catalog schema. */
  const eventsAbout = async (id: string) =>
    (await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, owner.tenant.id)))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => row.payload as { type: WebhookEventType; data: { id: string } })
      .filter((payload) => payload.data.id === id)
      .map((payload) => webhookEventSchemaOf(payload.type).parse(payload));

  const auditOf = async (targetId: string) => {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId, sortOrder: 'asc' })}`, { headers: app.adminHeaders });
    return response.body.data as Array<{ action: string; actorType: string; actorId: string; details: Record<string, unknown> }>;
  };

  it('creates a customer (201) with a customer.created event and an audit event in the same change, and reads it back', async () => {
    const created = await app.request('POST', '/customers', {
      headers: owner.headers,
      json: { email: 'Ada@Example.com', name: 'Ada Lovelace', externalId: 'user-42', metadata: { plan: 'pro' } },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      tenantId: owner.tenant.id,
      email: 'Ada@Example.com',
      name: 'Ada Lovelace',
      externalId: 'user-42',
      metadata: { plan: 'pro' },
      createdAt: expect.any(String),
      updatedAt: created.body.createdAt,
    });
    const read = await app.request('GET', `/customers/${created.body.id}`, { headers: owner.headers });
    expect(read.body).toEqual(created.body);

    const events = await eventsAbout(created.body.id);
    expect(events.map((event) => event.type)).toEqual(['customer.created']);
    expect(events[0]!.data).toEqual(created.body);
    const audit = await auditOf(created.body.id);
    expect(audit.map((event) => event.action)).toEqual(['customer.created']);
    expect(audit[0]).toMatchObject({ actorType: 'tenant', actorId: owner.tenant.id, details: { externalId: 'user-42' } });
  });

  it('takes a customer with no field at all, as Stripe does', async () => {
    const created = await app.request('POST', '/customers', { headers: owner.headers, json: {} });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: null, name: null, externalId: null, metadata: {} });
  });

  it('lists newest first, and finds by e-mail (any case), by external id (exact) and by the start of either', async () => {
    const tenant = await app.tenantWithToken({ name: 'Searching merchant' });
    const make = async (json: Record<string, unknown>) => (await app.request('POST', '/customers', { headers: tenant.headers, json })).body as { id: string };
    const grace = await make({ email: 'grace@navy.example', externalId: 'u-100' });
    const alan = await make({ email: 'alan@bletchley.example', externalId: 'u-200' });
    const ada = await make({ email: 'ada@engine.example', externalId: 'X-ada' });
    const ids = async (query: string) => {
      const response = await app.request('GET', `/customers${query}`, { headers: tenant.headers });
      expect(response.status, response.text).toBe(200);
      return response.body.data.map((customer: { id: string }) => customer.id);
    };
    expect(await ids('')).toEqual([ada.id, alan.id, grace.id]);
    expect(await ids('?sortOrder=asc&limit=2')).toEqual([grace.id, alan.id]);
    expect(await ids('?email=GRACE%40navy.example')).toEqual([grace.id]);
    expect(await ids('?externalId=u-200')).toEqual([alan.id]);
    expect(await ids('?externalId=U-200')).toEqual([]);
    expect(await ids('?search=u-')).toEqual([alan.id, grace.id]);
    expect(await ids('?search=ALAN')).toEqual([alan.id]);
    expect(await ids('?search=X-')).toEqual([ada.id]);
    // A LIKE wildcard is a character to match, not a pattern.
    expect(await ids('?search=%25')).toEqual([]);
    expect(await ids('?search=_')).toEqual([]);
  });

  it('changes the fields given, null clearing one, with customer.updated naming the customer after the change; a change that changes nothing sends nothing', async () => {
    const created = (await app.request('POST', '/customers', { headers: owner.headers, json: { email: 'before@example.com', name: 'Before', metadata: { a: '1' } } })).body;
    const updated = await app.request('PATCH', `/customers/${created.id}`, { headers: owner.headers, json: { email: 'after@example.com', name: null, metadata: { b: '2' } } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, email: 'after@example.com', name: null, metadata: { b: '2' }, externalId: null });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const same = await app.request('PATCH', `/customers/${created.id}`, { headers: owner.headers, json: { email: 'after@example.com' } });
    expect(same.body).toEqual(updated.body);

    const events = await eventsAbout(created.id);
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'customer.updated']);
    expect(events[1]!.data).toEqual(updated.body);
    const audit = await auditOf(created.id);
    expect(audit.map((event) => event.action)).toEqual(['customer.created', 'customer.updated']);
    expect((audit[1]!.details.changed as string[]).sort()).toEqual(['email', 'metadata', 'name']);
  });

  it('deletes: the answer is the customer with deleted: true, it is gone from reads and lists, and its external id is free again', async () => {
    const created = (await app.request('POST', '/customers', { headers: owner.headers, json: { externalId: 'leaving-1', email: 'leaving@example.com' } })).body;
    const deleted = await app.request('DELETE', `/customers/${created.id}`, { headers: owner.headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ ...created, deleted: true, updatedAt: expect.any(String) });
    expect((await app.request('GET', `/customers/${created.id}`, { headers: owner.headers })).status).toBe(404);
    expect((await app.request('DELETE', `/customers/${created.id}`, { headers: owner.headers })).status).toBe(404);
    expect((await app.request('GET', '/customers?externalId=leaving-1', { headers: owner.headers })).body.data).toEqual([]);
    const again = await app.request('POST', '/customers', { headers: owner.headers, json: { externalId: 'leaving-1' } });
    expect(again.status, again.text).toBe(201);

    const events = await eventsAbout(created.id);
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'customer.deleted']);
    expect(events[1]!.data).toMatchObject({ id: created.id, deleted: true });
    expect((await auditOf(created.id)).map((event) => event.action)).toEqual(['customer.created', 'customer.deleted']);
    // The row is kept, stamped, for what will refer to it.
    const [row] = await app.container.database.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('replays a create sent again with the same Idempotency-Key: 200, the same customer, one row and one event', async () => {
    const key = randomUUID();
    const json = { externalId: 'replayed-1', email: 'replayed@example.com' };
    const first = await app.request('POST', '/customers', { headers: { ...owner.headers, 'idempotency-key': key }, json });
    const second = await app.request('POST', '/customers', { headers: { ...owner.headers, 'idempotency-key': key }, json });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const listed = await app.request('GET', '/customers?externalId=replayed-1', { headers: owner.headers });
    expect(listed.body.pagination.total).toBe(1);
    expect(await eventsAbout(first.body.id)).toHaveLength(1);
  });

  it('the customer’s payments are those whose userId is its external id', async () => {
    const created = (await app.request('POST', '/customers', { headers: owner.headers, json: { externalId: 'payer-7' } })).body;
    for (const userId of ['payer-7', 'payer-7', 'someone-else']) {
      expect((await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 12.5, currency: 'EUR', userId } })).status).toBe(201);
    }
    const payments = await app.request('GET', `/payments?userId=${encodeURIComponent(created.externalId)}`, { headers: owner.headers });
    expect(payments.body.pagination.total).toBe(2);
  });
});
