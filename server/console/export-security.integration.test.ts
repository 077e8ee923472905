import { describe, expect, it } from 'vitest';
import { handleConsoleRequest } from './handler';
import { adminSession, download, memberSession, seedPayments } from '../testing/export-fixtures';
import { backends, suiteApp } from '../testing/test-app';

/** Who may download which CSV export, and what a refusal looks like (the console's tRPC error shape). */
describe.each(backends)('CSV export refusals on %s', (backend) => {
  const app = suiteApp({ backend, env: { EXPORT_RATE_LIMIT_MAX: '3' } });

  it('answers 401 to a caller who is not signed in to the console', async () => {
    const file = await download(app, '/api/export/payments.csv', null);
    expect(file.status).toBe(401);
    expect(file.body).toMatchObject({ error: { message: 'Sign in to the console to export', data: { code: 'UNAUTHORIZED', httpStatus: 401 } } });
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a misspelt filter', '?staus=FAILED', 'staus'],
    ['an unknown currency', '?currency=XXX', 'currency'],
    ['a date that does not exist', '?createdAfter=2026-02-30', 'createdAfter'],
    ['a filter given twice', '?status=FAILED&status=SUCCEEDED', 'status'],
    ['a page, which an export has not', '?limit=10', 'limit'],
  ])('answers 400 naming the field for %s', async (_, query, field) => {
    const { tenant } = await app.registerTenant({ name: 'Bad filters' });
    const file = await download(app, `/api/export/payments.csv${query}`, memberSession(tenant.id));
    expect(file.status).toBe(400);
    expect(file.body).toMatchObject({ error: { message: 'Validation failed', data: { httpStatus: 400, appCode: 'VALIDATION_FAILED', issues: [expect.objectContaining({ field })] } } });
  });

  it('answers 404 for a list that has no export', async () => {
    const { tenant } = await app.registerTenant({ name: 'No such list' });
    expect((await download(app, '/api/export/tenants.csv', adminSession())).status).toBe(404);
    // The audit log is the administrators'.
    expect((await download(app, '/api/export/audit.csv', memberSession(tenant.id, 'owner'))).status).toBe(404);
  });

  it("never gives a tenant another tenant's rows, and refuses the administrators' tenant filter", async () => {
    const { tenant: mine } = await app.registerTenant({ name: 'Mine' });
    const { tenant: theirs } = await app.registerTenant({ name: 'Theirs' });
    const [myPayment] = await seedPayments(app, [{ tenantId: mine.id }]);
    await seedPayments(app, [{ tenantId: theirs.id }, { tenantId: theirs.id }]);

    const file = await download(app, '/api/export/payments.csv', memberSession(mine.id));
    expect(file.rows.map((row) => row.id)).toEqual([myPayment]);
    const asking = await download(app, `/api/export/payments.csv?tenantId=${theirs.id}`, memberSession(mine.id));
    expect(asking.status).toBe(400);
  });

  it('lets whoever may read a list export it: a viewer the payments, not the request log', async () => {
    const { tenant } = await app.registerTenant({ name: 'Roles' });
    expect((await download(app, '/api/export/payments.csv', memberSession(tenant.id, 'viewer'))).status).toBe(200);
    expect((await download(app, '/api/export/disputes.csv', memberSession(tenant.id, 'viewer'))).status).toBe(200);
    const requests = await download(app, '/api/export/requests.csv', memberSession(tenant.id, 'viewer'));
    expect(requests).toMatchObject({ status: 403, body: { error: { message: 'Your role (viewer) does not allow this; it needs developer.' } } });
    expect((await download(app, '/api/export/requests.csv', memberSession(tenant.id, 'developer'))).status).toBe(200);

    for (const list of ['payments', 'refunds', 'disputes', 'audit']) {
      // One administrator each: the file's app allows three exports per person.
      const file = await download(app, `/api/export/${list}.csv`, adminSession('viewer'));
      expect(file.status, list).toBe(200);
      expect(file.header[0], list).toBe('id');
    }
  });

  it('records each export in the audit log: who, which list, with which filters', async () => {
    const { tenant } = await app.registerTenant({ name: 'Audited' });
    const member = memberSession(tenant.id, 'viewer');
    expect((await download(app, '/api/export/payments.csv?status=FAILED&createdAfter=2026-01-01', member)).status).toBe(200);

    const trail = await download(app, `/api/export/audit.csv?action=list.exported&targetId=${tenant.id}`, adminSession());
    expect(trail.rows).toEqual([
      expect.objectContaining({ action: 'list.exported', actorType: 'tenant', actorId: tenant.id, personId: member.kind === 'tenant' ? member.person!.id : '', targetType: 'tenant', targetId: tenant.id, targetName: 'Audited' }),
    ]);
    expect(JSON.parse(trail.rows[0]!.details!)).toEqual({ list: 'payments', filters: { status: 'FAILED', createdAfter: '2026-01-01T00:00:00.000Z', sortBy: 'createdAt', sortOrder: 'desc' } });
  });

  it('counts exports against their own rate limit: 429 with Retry-After past it', async () => {
    const { tenant } = await app.registerTenant({ name: 'Limited' });
    const member = memberSession(tenant.id);
    for (let i = 0; i < 3; i += 1) expect((await download(app, '/api/export/payments.csv', member)).status).toBe(200);
    const refused = await download(app, '/api/export/payments.csv', member);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers no export through the console's tRPC endpoint, which cannot send a file", async () => {
    const { tenant } = await app.registerTenant({ name: 'Not through tRPC' });
    const url = new URL('http://localhost/api/trpc/exports.payments');
    url.searchParams.set('input', JSON.stringify({}));
    const response = await handleConsoleRequest(new Request(url, { headers: { host: 'localhost' } }), { container: app.container, session: memberSession(tenant.id) });
    expect(response.status).toBe(404);
  });
});
