import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { adminSession, download, memberSession, seedPayments, seedRequest, seedTiedPayments } from '../testing/export-fixtures';
import { disputeCalls } from '../testing/dispute-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp } from '../testing/test-app';

/** The console's CSV exports: what a list's filters show, every row of it, in its order, safe to open in a spreadsheet. */
describe.each(backends)('CSV exports on %s', (backend) => {
  const app = suiteApp({ backend });

  it("downloads a tenant's payments with the list's filters: status, currency and dates", async () => {
    const { tenant } = await app.registerTenant({ name: 'Export filters' });
    const { tenant: other } = await app.registerTenant({ name: 'Someone else' });
    const [wanted] = await seedPayments(app, [
      { tenantId: tenant.id, status: 'SUCCEEDED', currency: 'EUR', amount: '1234.50', createdAt: new Date('2026-03-10T12:00:00Z') },
      { tenantId: tenant.id, status: 'FAILED', currency: 'EUR', createdAt: new Date('2026-03-10T12:00:00Z') },
      { tenantId: tenant.id, status: 'SUCCEEDED', currency: 'USD', createdAt: new Date('2026-03-10T12:00:00Z') },
      { tenantId: tenant.id, status: 'SUCCEEDED', currency: 'EUR', createdAt: new Date('2026-01-10T12:00:00Z') },
      { tenantId: other.id, status: 'SUCCEEDED', currency: 'EUR', createdAt: new Date('2026-03-10T12:00:00Z') },
    ]);

    const file = await download(app, '/api/export/payments.csv?status=SUCCEEDED&currency=EUR&createdAfter=2026-03-01&createdBefore=2026-04-01', memberSession(tenant.id));

    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.text.startsWith('\uFEFFid,tenantId,amount,currency,status,userId,description,metadata,providerPaymentId,failureReason,amountRefunded,createdAt,updatedAt,canceledAt\r\n')).toBe(true);
    expect(file.rows).toEqual([
      expect.objectContaining({ id: wanted, tenantId: tenant.id, amount: '1234.50', currency: 'EUR', status: 'SUCCEEDED', createdAt: '2026-03-10T12:00:00.000Z', canceledAt: '' }),
    ]);
  });

  it('neutralises a description that a spreadsheet would run as a formula, and writes metadata as JSON text', async () => {
    const { tenant } = await app.registerTenant({ name: 'Export formulas' });
    await seedPayments(app, [{ tenantId: tenant.id, description: '=HYPERLINK("http://evil.example","Refund here")', metadata: { note: '=1+1', city: 'Zürich, CH' } }]);

    const file = await download(app, '/api/export/payments.csv', memberSession(tenant.id));

    expect(file.rows[0]?.description).toBe(`'=HYPERLINK("http://evil.example","Refund here")`);
    // JSON text begins with `{`, which no spreadsheet runs: its values are kept as they are.
    expect(JSON.parse(file.rows[0]!.metadata!)).toEqual({ note: '=1+1', city: 'Zürich, CH' });
    // On the wire: the cell quoted (it holds quotes and commas), its quotes doubled, the prefix inside.
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Refund here"")"`);
  });

  it("lets an administrator export every tenant's payments or one tenant's, each with its tenant's name and app id", async () => {
    const { tenant: first } = await app.registerTenant({ name: 'First, Ltd' });
    const { tenant: second } = await app.registerTenant({ name: 'Second' });
    const [firstPayment] = await seedPayments(app, [{ tenantId: first.id, currency: 'HUF', amount: '5000.00' }]);
    await seedPayments(app, [{ tenantId: second.id, currency: 'HUF' }]);

    const one = await download(app, `/api/export/payments.csv?tenantId=${first.id}`, adminSession('viewer'));
    expect(one.status).toBe(200);
    expect(one.header.slice(0, 5)).toEqual(['id', 'tenantId', 'tenantName', 'tenantAppId', 'amount']);
    expect(one.rows).toEqual([expect.objectContaining({ id: firstPayment, tenantId: first.id, tenantName: 'First, Ltd', tenantAppId: first.appId, amount: '5000.00' })]);

    const every = await download(app, '/api/export/payments.csv?currency=HUF', adminSession('viewer'));
    expect(new Set(every.rows.map((row) => row.tenantId))).toEqual(new Set([first.id, second.id]));
  });

  it("exports refunds and disputes with their filters, an administrator's narrowed to one payment", async () => {
    const { succeededPayment, refund, settle } = refundCalls(app);
    const { raise, byProviderId } = disputeCalls(app);
    const owner = await app.tenantWithToken({ name: 'Export refunds' });
    const first = await succeededPayment(owner.headers, { amount: 100, currency: 'EUR' });
    const second = await succeededPayment(owner.headers, { amount: 40, currency: 'EUR' });
    const settled = (await refund(owner.headers, first.id, { amount: 30, reason: 'duplicate' })).body as { id: string; providerRefundId: string };
    await settle('refund.succeeded', settled.providerRefundId);
    const pending = (await refund(owner.headers, first.id, { amount: 10 })).body as { id: string };
    const other = (await refund(owner.headers, second.id, { amount: 5 })).body as { id: string };
    await raise(second.providerPaymentId, { providerDisputeId: 'sbx_dp_export01' });
    const dispute = await byProviderId(owner.headers, 'sbx_dp_export01');

    const succeeded = await download(app, '/api/export/refunds.csv?status=SUCCEEDED', memberSession(owner.tenant.id));
    expect(succeeded.status).toBe(200);
    expect(succeeded.rows).toEqual([expect.objectContaining({ id: settled.id, paymentId: first.id, amount: '30.00', status: 'SUCCEEDED', reason: 'duplicate' })]);

    const onePayment = await download(app, `/api/export/refunds.csv?paymentId=${first.id}&sortOrder=asc`, adminSession('viewer'));
    expect(onePayment.rows.map((row) => row.id)).toEqual([settled.id, pending.id]);
    expect(onePayment.rows[0]).toMatchObject({ tenantId: owner.tenant.id, tenantName: 'Export refunds' });
    expect(onePayment.rows.some((row) => row.id === other.id)).toBe(false);

    const disputes = await download(app, `/api/export/disputes.csv?paymentId=${second.id}`, memberSession(owner.tenant.id));
    expect(disputes.rows).toEqual([expect.objectContaining({ id: dispute.id, paymentId: second.id, status: 'NEEDS_RESPONSE', providerDisputeId: 'sbx_dp_export01' })]);
    expect((await download(app, `/api/export/disputes.csv?paymentId=${first.id}`, memberSession(owner.tenant.id))).rows).toEqual([]);
  });

  it('reads 2,500 payments across chunk boundaries completely and in the list order, when every sort value ties', async () => {
    const { tenant } = await app.registerTenant({ name: 'Export many' });
    await seedTiedPayments(app, tenant.id, 2500, '2026-05-01T10:00:00.123456Z');
    const inListOrder = async (order: 'asc' | 'desc') =>
      rowsOf<{ id: string }>(await app.container.database.db.execute(sql.raw(`select id from payments where tenant_id = '${tenant.id}' order by amount ${order}, id ${order}`))).map((row) => row.id);

    const newest = await download(app, '/api/export/payments.csv', memberSession(tenant.id));
    expect(newest.rows).toHaveLength(2500);
    expect(new Set(newest.rows.map((row) => row.id)).size).toBe(2500);
    // Sorted by creation time then id: with one creation time, the id order.
    expect(newest.rows.map((row) => row.id)).toEqual(await inListOrder('desc'));
    expect(newest.rows.every((row) => row.createdAt === '2026-05-01T10:00:00.123Z')).toBe(true);

    const byAmount = await download(app, '/api/export/payments.csv?sortBy=amount&sortOrder=asc', memberSession(tenant.id));
    expect(byAmount.rows.map((row) => row.id)).toEqual(await inListOrder('asc'));
  });

  it("exports the request log with the list's filters, a client's text that looks like a formula neutralised", async () => {
    const { tenant } = await app.registerTenant({ name: 'Export requests' });
    await seedRequest(app, tenant.id, { path: '/payments/=HYPERLINK("http://evil.example")', status: 404, userAgent: '@SUM(1+1)*cmd|calc' });
    await seedRequest(app, tenant.id, { path: '/payments', status: 200 });

    const file = await download(app, '/api/export/requests.csv?status=4xx', memberSession(tenant.id, 'developer'));

    expect(file.status).toBe(200);
    expect(file.header).toEqual(['id', 'createdAt', 'actorType', 'actorId', 'apiKeyId', 'method', 'route', 'path', 'query', 'status', 'durationMs', 'correlationId', 'idempotencyKey', 'replayed', 'ip', 'userAgent', 'errorMessage']);
    expect(file.rows).toEqual([
      // A path begins with `/` (a spreadsheet runs nothing); the user agent is the client's text.
      expect.objectContaining({ path: '/payments/=HYPERLINK("http://evil.example")', status: '404', method: 'GET', userAgent: "'@SUM(1+1)*cmd|calc", durationMs: '1.5', replayed: 'false' }),
    ]);
  });
});
