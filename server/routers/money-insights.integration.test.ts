import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disputes, refunds } from '@/db/schema';
import { disputeCalls } from '../testing/dispute-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

type Tenant = Awaited<ReturnType<TestApp['tenantWithToken']>>;

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/**
 * Refunded volume and open disputes beside payment volume in the insights, and a payment's disputes
 * and refunds found by its id, as a merchant and an administrator would check them.
 */
describe.each(backends)('refunds and disputes in the insights on %s', (backend) => {
  const app = suiteApp({ backend });
  const { succeededPayment, refund, settle } = refundCalls(app);
  const { disputed, evidence, accept } = disputeCalls(app);
  let a: Tenant;
  let b: Tenant;
  const ids = { disputedPayment: '', dispute: '', refundedPayment: '', otherPayment: '' };

  /** A refund of `amount` on the payment, settled by the provider as `outcome` (or left PENDING). */
  async function refunded(headers: Record<string, string>, paymentId: string, amount: number, outcome?: 'refund.succeeded' | 'refund.failed') {
    const created = await refund(headers, paymentId, { amount });
    expect(created.status, created.text).toBe(201);
    if (outcome) await settle(outcome, created.body.providerRefundId);
    return created.body as { id: string };
  }

  beforeAll(async () => {
    a = await app.tenantWithToken({ name: 'Merchant A' });
    b = await app.tenantWithToken({ name: 'Merchant B' });

    // Tenant A's refunds: EUR 40.25 and USD 50.00 settled now; EUR 20.00 settled two days ago; one pending, one failed.
    const eur = await succeededPayment(a.headers, { amount: 100, currency: 'EUR' });
    ids.refundedPayment = eur.id;
    await refunded(a.headers, eur.id, 40.25, 'refund.succeeded');
    await refunded(a.headers, eur.id, 10);
    await refunded(a.headers, eur.id, 5, 'refund.failed');
    const usd = await succeededPayment(a.headers, { amount: 50, currency: 'USD' });
    await refunded(a.headers, usd.id, 50, 'refund.succeeded');
    const older = await succeededPayment(a.headers, { amount: 20, currency: 'EUR' });
    const old = await refunded(a.headers, older.id, 20, 'refund.succeeded');
    await app.container.database.db.update(refunds).set({ updatedAt: new Date(Date.now() - 48 * HOUR_MS) }).where(eq(refunds.id, old.id));

    // Tenant A's disputes: EUR 30.00 due in 48 h, EUR 25.00 due in a week, EUR 12.00 overdue, USD 20.00 answered, EUR 15.00 accepted (closed).
    const soon = await disputed(a.headers, { amount: 30, currency: 'EUR' }, { reason: 'product_not_received', evidenceDueBy: inHours(48) });
    ids.disputedPayment = soon.payment.id;
    ids.dispute = soon.dispute.id;
    await disputed(a.headers, { amount: 25, currency: 'EUR' }, { evidenceDueBy: inHours(7 * 24) });
    const overdue = await disputed(a.headers, { amount: 12, currency: 'EUR' }, { evidenceDueBy: inHours(24) });
    await app.container.database.db.update(disputes).set({ evidenceDueBy: new Date(Date.now() - HOUR_MS) }).where(eq(disputes.id, overdue.dispute.id));
    const answered = await disputed(a.headers, { amount: 20, currency: 'USD' });
    expect((await evidence(a.headers, answered.dispute.id, { text: 'Delivered and signed for.' })).status).toBe(200);
    const conceded = await disputed(a.headers, { amount: 15, currency: 'EUR' });
    expect((await accept(a.headers, conceded.dispute.id)).status).toBe(200);

    // Tenant B: a EUR 7.00 refund and a EUR 60.00 dispute due in 70 hours.
    const other = await succeededPayment(b.headers, { amount: 60, currency: 'EUR' });
    ids.otherPayment = other.id;
    await refunded(b.headers, other.id, 7, 'refund.succeeded');
    await disputed(b.headers, { amount: 60, currency: 'EUR' }, { evidenceDueBy: inHours(70) });
  });

  const insightsOf = async (path: string, headers: Record<string, string>) => {
    const response = await app.request('GET', path, { headers });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it("shows a tenant its refunded volume of the window per currency, settled refunds only, and its open disputes with what is at stake", async () => {
    const day = await insightsOf('/tenants/me/insights?window=24h', a.headers);
    expect(day.totals.refunds).toEqual([
      { currency: 'EUR', refunded: 1, refundedAmount: '40.25' },
      { currency: 'USD', refunded: 1, refundedAmount: '50.00' },
    ]);
    expect(day.openDisputes).toEqual({
      count: 4,
      needsResponse: 3,
      underReview: 1,
      dueWithin72h: 1,
      atStake: [
        { currency: 'EUR', count: 3, amount: '67.00' },
        { currency: 'USD', count: 1, amount: '20.00' },
      ],
    });
    // The refund settled two days ago is in the week, not the day; open disputes do not depend on the window.
    const week = await insightsOf('/tenants/me/insights?window=7d', a.headers);
    expect(week.totals.refunds).toEqual([
      { currency: 'EUR', refunded: 2, refundedAmount: '60.25' },
      { currency: 'USD', refunded: 1, refundedAmount: '50.00' },
    ]);
    expect(week.openDisputes).toEqual(day.openDisputes);
  });

  it("shows another tenant only its own", async () => {
    const day = await insightsOf('/tenants/me/insights?window=24h', b.headers);
    expect(day.totals.refunds).toEqual([{ currency: 'EUR', refunded: 1, refundedAmount: '7.00' }]);
    expect(day.openDisputes).toEqual({ count: 1, needsResponse: 1, underReview: 0, dueWithin72h: 1, atStake: [{ currency: 'EUR', count: 1, amount: '60.00' }] });
  });

  it('sums every tenant for administrators', async () => {
    const day = await insightsOf('/insights?window=24h', app.adminHeaders);
    expect(day.totals.refunds).toEqual([
      { currency: 'EUR', refunded: 2, refundedAmount: '47.25' },
      { currency: 'USD', refunded: 1, refundedAmount: '50.00' },
    ]);
    expect(day.openDisputes).toEqual({
      count: 5,
      needsResponse: 4,
      underReview: 1,
      dueWithin72h: 2,
      atStake: [
        { currency: 'EUR', count: 4, amount: '127.00' },
        { currency: 'USD', count: 1, amount: '20.00' },
      ],
    });
  });

  it('answers a tenant with nothing refunded or disputed with empty figures, not a missing field', async () => {
    const c = await app.tenantWithToken({ name: 'Quiet merchant' });
    const day = await insightsOf('/tenants/me/insights?window=30d', c.headers);
    expect(day.totals.refunds).toEqual([]);
    expect(day.openDisputes).toEqual({ count: 0, needsResponse: 0, underReview: 0, dueWithin72h: 0, atStake: [] });
  });

  describe('a payment’s disputes and refunds by its id', () => {
    it('GET /disputes?paymentId= lists the payment’s dispute; another tenant’s payment has none', async () => {
      const listed = await app.request('GET', `/disputes?paymentId=${ids.disputedPayment}`, { headers: a.headers });
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.data).toEqual([expect.objectContaining({ id: ids.dispute, paymentId: ids.disputedPayment, reason: 'product_not_received', status: 'NEEDS_RESPONSE' })]);
      expect(listed.body.pagination).toMatchObject({ total: 1 });
      // With the other filters: a NEEDS_RESPONSE payment's dispute is not WON.
      expect((await app.request('GET', `/disputes?paymentId=${ids.disputedPayment}&status=WON`, { headers: a.headers })).body.data).toEqual([]);
      expect((await app.request('GET', `/disputes?paymentId=${ids.refundedPayment}`, { headers: a.headers })).body.data).toEqual([]);
      const foreign = await app.request('GET', `/disputes?paymentId=${ids.otherPayment}`, { headers: a.headers });
      expect(foreign.status).toBe(200);
      expect(foreign.body).toMatchObject({ data: [], pagination: { total: 0 } });
    });

    it('refuses a paymentId that is not a UUID, or given twice, with a 400 saying so', async () => {
      const refused = await app.request('GET', '/disputes?paymentId=not-a-uuid', { headers: a.headers });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual(['paymentId must be a UUID']);
      expect((await app.request('GET', `/disputes?paymentId=${ids.disputedPayment}&paymentId=${ids.refundedPayment}`, { headers: a.headers })).status).toBe(400);
      const platform = await app.request('GET', '/platform/disputes?paymentId=12', { headers: app.adminHeaders });
      expect(platform.status).toBe(400);
      expect(platform.body.details).toEqual(['paymentId must be a UUID']);
    });

    it('GET /platform/disputes?paymentId= and GET /platform/refunds?paymentId= give administrators one payment’s, with its tenant', async () => {
      const listed = await app.request('GET', `/platform/disputes?paymentId=${ids.disputedPayment}`, { headers: app.adminHeaders });
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.data).toEqual([expect.objectContaining({ id: ids.dispute, tenant: { id: a.tenant.id, name: 'Merchant A', appId: a.tenant.appId } })]);
      // The payment and another tenant: none.
      expect((await app.request('GET', `/platform/disputes?paymentId=${ids.disputedPayment}&tenantId=${b.tenant.id}`, { headers: app.adminHeaders })).body.data).toEqual([]);

      const paymentRefunds = await app.request('GET', `/platform/refunds?paymentId=${ids.refundedPayment}&sortOrder=asc`, { headers: app.adminHeaders });
      expect(paymentRefunds.status, paymentRefunds.text).toBe(200);
      expect(paymentRefunds.body.data.map((row: { amount: number; status: string }) => [row.amount, row.status])).toEqual([
        [40.25, 'SUCCEEDED'],
        [10, 'PENDING'],
        [5, 'FAILED'],
      ]);
      expect(paymentRefunds.body.data.every((row: { tenant: { id: string } }) => row.tenant.id === a.tenant.id)).toBe(true);
      expect((await app.request('GET', `/platform/refunds?paymentId=${randomUUID()}`, { headers: app.adminHeaders })).body.data).toEqual([]);
      expect((await app.request('GET', `/platform/refunds?paymentId=${ids.refundedPayment}`, { headers: a.headers })).status).toBe(401);
    });
  });
});
