import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentCalls } from '../testing/payment-fixtures';
import { disputeCalls } from '../testing/dispute-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

/** A millisecond boundary strictly after everything done so far and before anything done next. */
async function timeBoundary(): Promise<string> {
  const boundary = Date.now() + 1;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(boundary), { timeout: 1000, interval: 1 });
  return new Date(boundary).toISOString();
}

type Listed = { id: string; tenantId?: string; status: string; currency: string; tenant: { id: string; name: string; appId: string } };
type ListBody = { data: Listed[]; pagination: { total: number; limit: number; offset: number; hasMore: boolean } };

describe.each(backends)('administrators’ lists across tenants on %s', (backend) => {
  const app = suiteApp({ backend });
  const { created } = paymentCalls(app);
  const { succeededPayment, refund, settle } = refundCalls(app);
  const { disputed } = disputeCalls(app);
  let north: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  let south: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  /** Everything of this suite is created after it: the lists are read from it, whatever else the app holds. */
  let start: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    north = await app.tenantWithToken({ name: 'North Shop', appId: 'north-shop' });
    south = await app.tenantWithToken({ name: 'South Shop', appId: 'south-shop' });
    start = await timeBoundary();
    ids.northEur = (await created(north.headers, { amount: 10, currency: 'EUR' })).id;
    ids.southUsd = (await created(south.headers, { amount: 20, currency: 'USD' })).id;
    ids.northPaid = (await succeededPayment(north.headers, { amount: 30, currency: 'EUR' })).id;
    ids.southPaid = (await succeededPayment(south.headers, { amount: 40, currency: 'HUF' })).id;
    await app.request('POST', `/payments/${ids.northEur}/cancel`, { headers: north.headers });
    const northRefund = await refund(north.headers, ids.northPaid, { amount: 5 });
    expect(northRefund.status, northRefund.text).toBe(201);
    ids.northRefund = northRefund.body.id;
    const southRefund = await refund(south.headers, ids.southPaid, {});
    expect(southRefund.status, southRefund.text).toBe(201);
    ids.southRefund = southRefund.body.id;
    await settle('refund.succeeded', southRefund.body.providerRefundId);
  });

  const list = async (path: string, query = '') => {
    const response = await app.request('GET', `${path}?createdAfter=${encodeURIComponent(start)}${query}`, { headers: app.adminHeaders });
    expect(response.status, response.text).toBe(200);
    return response.body as ListBody;
  };
  const idsOf = (body: ListBody) => body.data.map((item) => item.id);

  describe('GET /platform/payments', () => {
    it('lists every tenant’s payments newest first, each with its tenant', async () => {
      const body = await list('/platform/payments');
      expect(idsOf(body)).toEqual([ids.southPaid, ids.northPaid, ids.southUsd, ids.northEur]);
      expect(body.pagination).toEqual({ total: 4, limit: 20, offset: 0, hasMore: false });
      expect(body.data[0]).toMatchObject({ tenantId: south.tenant.id, tenant: { id: south.tenant.id, name: 'South Shop', appId: 'south-shop' }, amountRefunded: 40, status: 'REFUNDED' });
      expect(body.data[1]).toMatchObject({ tenant: { id: north.tenant.id, name: 'North Shop', appId: 'north-shop' }, status: 'SUCCEEDED', amountRefunded: 0 });
    });

    it('filters by tenant, status and currency, and counts what it filters', async () => {
      const northOnly = await list('/platform/payments', `&tenantId=${north.tenant.id}`);
      expect(idsOf(northOnly)).toEqual([ids.northPaid, ids.northEur]);
      expect(northOnly.pagination.total).toBe(2);
      expect(idsOf(await list('/platform/payments', '&status=CANCELED'))).toEqual([ids.northEur]);
      expect(idsOf(await list('/platform/payments', '&status=REFUNDED'))).toEqual([ids.southPaid]);
      expect(idsOf(await list('/platform/payments', '&currency=EUR&sortOrder=asc'))).toEqual([ids.northEur, ids.northPaid]);
      expect(idsOf(await list('/platform/payments', `&tenantId=${south.tenant.id}&currency=USD`))).toEqual([ids.southUsd]);
      const none = await list('/platform/payments', '&tenantId=3fa85f64-5717-4562-b3fc-2c963f66afa6');
      expect(none).toEqual({ data: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
    });

    it('pages with totals across tenants; without a date filter the total comes from the counters', async () => {
      const first = await list('/platform/payments', '&limit=3');
      expect(first.pagination).toEqual({ total: 4, limit: 3, offset: 0, hasMore: true });
      const second = await list('/platform/payments', '&limit=3&offset=3');
      expect(idsOf(second)).toEqual([ids.northEur]);
      expect(second.pagination).toEqual({ total: 4, limit: 3, offset: 3, hasMore: false });
      // The counters' total across tenants is that of the rows, tenant by tenant summed.
      const everyone = await app.request('GET', '/platform/payments?status=CANCELED&limit=1', { headers: app.adminHeaders });
      const rows = await app.request('GET', '/platform/payments?status=CANCELED&limit=1&createdAfter=2000-01-01', { headers: app.adminHeaders });
      expect(everyone.body.pagination.total).toBe(rows.body.pagination.total);
      expect(everyone.body.pagination.total).toBeGreaterThanOrEqual(1);
    });

    it('refuses a tenant id that is not a UUID, a user id, and a sort it has no index for, naming them', async () => {
      const response = await app.request('GET', '/platform/payments?tenantId=north&userId=u&sortBy=amount', { headers: app.adminHeaders });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(expect.arrayContaining(['tenantId must be a UUID', 'userId is not allowed', 'sortBy must be one of createdAt']));
    });
  });

  describe('GET /platform/refunds', () => {
    it('lists every tenant’s refunds newest first, each with its tenant, filtered by tenant and status', async () => {
      const body = await list('/platform/refunds');
      expect(idsOf(body)).toEqual([ids.southRefund, ids.northRefund]);
      expect(body.pagination).toEqual({ total: 2, limit: 20, offset: 0, hasMore: false });
      expect(body.data[0]).toMatchObject({ paymentId: ids.southPaid, amount: 40, status: 'SUCCEEDED', tenant: { id: south.tenant.id, name: 'South Shop', appId: 'south-shop' } });
      expect(body.data[1]).toMatchObject({ paymentId: ids.northPaid, amount: 5, status: 'PENDING', tenant: { id: north.tenant.id, name: 'North Shop' } });
      expect(idsOf(await list('/platform/refunds', `&tenantId=${north.tenant.id}`))).toEqual([ids.northRefund]);
      expect(idsOf(await list('/platform/refunds', '&status=SUCCEEDED'))).toEqual([ids.southRefund]);
      expect(idsOf(await list('/platform/refunds', `&tenantId=${north.tenant.id}&status=SUCCEEDED`))).toEqual([]);
      const paged = await list('/platform/refunds', '&limit=1&offset=1&sortOrder=asc');
      expect(idsOf(paged)).toEqual([ids.southRefund]);
      expect(paged.pagination).toEqual({ total: 2, limit: 1, offset: 1, hasMore: false });
      expect(idsOf(await list('/platform/refunds', `&createdBefore=${encodeURIComponent(start)}`))).toEqual([]);
    });
  });

  it.each(['/platform/payments', '/platform/refunds'])('%s refuses a tenant’s token (401) and no credentials (401)', async (path) => {
    const asTenant = await app.request('GET', path, { headers: north.headers });
    expect(asTenant.status).toBe(401);
    expect(asTenant.body).not.toHaveProperty('data');
    expect((await app.request('GET', path)).status).toBe(401);
  });

  describe('GET /platform/disputes', () => {
    // Last: the disputed payments it makes would change the payment lists' counts above.
    it('lists every tenant’s disputes newest first, each with its tenant, and filters by tenant and status', async () => {
      const north1 = await disputed(north.headers, { amount: 12, currency: 'EUR' });
      const south1 = await disputed(south.headers, { amount: 13, currency: 'USD' });
      const accepted = await app.request('POST', `/disputes/${south1.dispute.id}/accept`, { headers: south.headers });
      expect(accepted.status, accepted.text).toBe(200);
      const all = await list('/platform/disputes');
      expect(idsOf(all)).toEqual([south1.dispute.id, north1.dispute.id]);
      expect(all.pagination.total).toBe(2);
      expect(all.data[0]).toMatchObject({ status: 'LOST', tenant: { id: south.tenant.id, name: 'South Shop', appId: 'south-shop' } });
      expect(idsOf(await list('/platform/disputes', `&tenantId=${north.tenant.id}`))).toEqual([north1.dispute.id]);
      expect(idsOf(await list('/platform/disputes', '&status=NEEDS_RESPONSE'))).toEqual([north1.dispute.id]);
      const refused = await app.request('GET', '/platform/disputes?tenantId=north', { headers: app.adminHeaders });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual(['tenantId must be a UUID']);
      expect((await app.request('GET', '/platform/disputes', { headers: north.headers })).status).toBe(401);
    });

    it('GET /platform/disputes/{id} gives any tenant’s dispute with its tenant and evidence; an unknown id is 404, a tenant’s token 401', async () => {
      const { dispute } = await disputed(south.headers, { amount: 14, currency: 'EUR' });
      const answered = await app.request('POST', `/disputes/${dispute.id}/evidence`, { headers: south.headers, json: { text: 'Delivered on 3 May, signed for.' } });
      expect(answered.status, answered.text).toBe(200);

      const read = await app.request('GET', `/platform/disputes/${dispute.id}`, { headers: app.adminHeaders });
      expect(read.status, read.text).toBe(200);
      expect(read.body).toMatchObject({
        id: dispute.id,
        paymentId: dispute.paymentId,
        amount: 14,
        currency: 'EUR',
        status: 'UNDER_REVIEW',
        evidence: 'Delivered on 3 May, signed for.',
        tenant: { id: south.tenant.id, name: 'South Shop', appId: 'south-shop' },
      });
      // The tenant's own answer for the same dispute, plus its tenant.
      const own = await app.request('GET', `/disputes/${dispute.id}`, { headers: south.headers });
      expect(read.body).toEqual({ ...own.body, tenant: read.body.tenant });

      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await app.request('GET', `/platform/disputes/${id}`, { headers: app.adminHeaders });
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ statusCode: 404, message: 'Dispute not found' });
      }
      expect((await app.request('GET', `/platform/disputes/${dispute.id}`, { headers: south.headers })).status).toBe(401);
      expect((await app.request('GET', `/platform/disputes/${dispute.id}`)).status).toBe(401);
    });
  });
});
