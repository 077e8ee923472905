import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, tenants } from '@/db/schema';
import { consoleEndpointSuite } from '../testing/console-endpoint-fixtures';
import { backends, type TestApp } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

describe.each(backends)('console tRPC endpoint on %s: administrator and tenant sessions', (backend) => {
  const { app, admin, adminSession, call, query, dataOf, auditEvents, createPayment } = consoleEndpointSuite(backend);

  describe('an administrator session', () => {
    it('lists tenants and records its actions as the console administrator, not the admin key', async () => {
      const { tenant } = await app.registerTenant({ name: `Managed ${backend}` });
      const listed = dataOf(await query('tenants.list', { search: `Managed ${backend}` }, adminSession));
      expect(listed.data.map((row: { id: string }) => row.id)).toEqual([tenant.id]);
      expect(listed.pagination).toMatchObject({ total: 1, offset: 0, hasMore: false });

      const suspended = dataOf(await call('tenants.suspend', { id: tenant.id }, adminSession));
      expect(suspended).toMatchObject({ id: tenant.id, status: 'SUSPENDED' });

      const events = await auditEvents({ action: 'tenant.suspended', targetId: tenant.id });
      expect(events).toEqual([expect.objectContaining({ actorType: 'admin', actorId: admin.id })]);
    });

    it('is not a tenant: tenant procedures answer 401', async () => {
      const answer = await query('tenants.me', {}, adminSession);
      expect(answer.status).toBe(401);
      expect(answer.body.error.data.appCode).toBe('UNAUTHORIZED');
    });

    it('reads the dashboard: tenants by status, payments of today by status, traffic', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const owner = await app.tenantWithToken({ name: 'Dashboard payer' });
      const payment = await createPayment(owner.headers, 'dashboard-user');
      await createPayment(owner.headers, 'dashboard-user');
      await app.request('POST', `/payments/${payment.id}/cancel`, { headers: owner.headers });
      // The traffic figures are differences between two readings: three REST answers, one a 404.
      dataOf(await query('console.dashboard', {}, adminSession));
      await app.request('GET', '/tenants?limit=1', { headers: app.adminHeaders });
      await app.request('GET', `/tenants/${randomUUID()}`, { headers: app.adminHeaders });
      await app.request('GET', '/health/live');

      const dashboard = dataOf(await query('console.dashboard', {}, adminSession));
      const db = app.container.database.db;
      const tenantRows = await db.select({ status: tenants.status }).from(tenants);
      const paymentRows = await db.select({ status: payments.status }).from(payments);
      const countBy = <T extends string>(rows: { status: T }[], status: T) => rows.filter((row) => row.status === status).length;
      expect(dashboard.tenantsByStatus).toEqual({
        ACTIVE: countBy(tenantRows, 'ACTIVE'),
        SUSPENDED: countBy(tenantRows, 'SUSPENDED'),
        DELETED: countBy(tenantRows, 'DELETED'),
      });
      expect(dashboard.tenantsByStatus.ACTIVE).toBeGreaterThan(0);
      expect(dashboard.paymentsTodayByStatus.CANCELED).toBeGreaterThanOrEqual(1);
      // Every payment of this database was made during this run, so all are today's (UTC), unless
      // midnight passed while the case ran.
      if (new Date().toISOString().slice(0, 10) === day) {
        expect(dashboard.paymentsTodayByStatus).toEqual({
          PENDING: countBy(paymentRows, 'PENDING'),
          PROCESSING: countBy(paymentRows, 'PROCESSING'),
          SUCCEEDED: countBy(paymentRows, 'SUCCEEDED'),
          FAILED: countBy(paymentRows, 'FAILED'),
          CANCELED: countBy(paymentRows, 'CANCELED'),
          REFUNDED: countBy(paymentRows, 'REFUNDED'),
        });
      }
      expect(dashboard.traffic).toMatchObject({ serverErrorRate: 0, clientErrorRate: 0.333 });
      expect(dashboard.traffic.requestsPerSecond).toBeGreaterThan(0);
      expect(dashboard.traffic.series.length).toBeGreaterThanOrEqual(1);
      expect(dashboard.traffic.series.at(-1)).toMatchObject({ at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), serverErrorRate: 0 });
    });
  });

  describe('a tenant session', () => {
    let mine: Awaited<ReturnType<TestApp['tenantWithToken']>>;
    let theirs: Awaited<ReturnType<TestApp['tenantWithToken']>>;
    let session: ConsoleSession;
    let theirPayment: { id: string };
    beforeAll(async () => {
      mine = await app.tenantWithToken({ name: 'Session owner' });
      theirs = await app.tenantWithToken({ name: 'Someone else' });
      // The app-secret sign-in, just signed in: its secret was entered now.
      session = { kind: 'tenant', tenantId: mine.tenant.id, role: 'owner', appSecretEnteredAt: new Date() };
      await createPayment(mine.headers, 'my-user');
      theirPayment = await createPayment(theirs.headers, 'their-user');
    });

    it('answers 401 to every administrator procedure and changes nothing', async () => {
      for (const [procedure, input, kind] of [
        ['tenants.list', {}, 'query'],
        ['tenants.get', { id: theirs.tenant.id }, 'query'],
        ['console.dashboard', {}, 'query'],
        ['audit.list', {}, 'query'],
        ['payments.listForTenant', { id: theirs.tenant.id }, 'query'],
        ['webhooks.deliveriesForTenant', { id: theirs.tenant.id }, 'query'],
        ['tenants.suspend', { id: theirs.tenant.id }, 'mutation'],
        ['tenants.delete', { id: mine.tenant.id }, 'mutation'],
      ] as const) {
        const answer = await call(procedure, input, session, { kind });
        expect(answer.status, procedure).toBe(401);
        expect(answer.body.error.data.appCode, procedure).toBe('UNAUTHORIZED');
      }
      const statuses = await app.container.database.db.select({ id: tenants.id, status: tenants.status }).from(tenants).where(eq(tenants.id, theirs.tenant.id));
      expect(statuses).toEqual([{ id: theirs.tenant.id, status: 'ACTIVE' }]);
      expect(dataOf(await query('tenants.me', {}, session)).status).toBe('ACTIVE');
    });

    it("sees only its own data, and another tenant's payment is 404", async () => {
      expect(dataOf(await query('tenants.me', {}, session)).id).toBe(mine.tenant.id);

      const listed = dataOf(await query('payments.list', {}, session));
      expect(listed.data.length).toBeGreaterThan(0);
      expect(listed.data.every((payment: { tenantId: string }) => payment.tenantId === mine.tenant.id)).toBe(true);

      const foreign = await query('payments.get', { id: theirPayment.id }, session);
      expect(foreign.status).toBe(404);
      const cancel = await call('payments.cancel', { id: theirPayment.id }, session);
      expect(cancel.status).toBe(404);
      const [stillPending] = await app.container.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, theirPayment.id));
      expect(stillPending).toEqual({ status: 'PENDING' });

      const created = dataOf(await call('payments.create', { amount: 42, currency: 'USD', userId: 'console-user' }, session));
      expect(created.tenantId).toBe(mine.tenant.id);

      const summary = dataOf(await query('payments.summary', {}, session));
      expect(summary.total).toBe(listed.pagination.total + 1);

      const exported = dataOf(await query('tenants.exportMe', {}, session));
      expect(exported.tenant.id).toBe(mine.tenant.id);
      expect(exported.payments.map((payment: { tenantId: string }) => payment.tenantId)).toEqual(Array(exported.payments.length).fill(mine.tenant.id));
      expect(JSON.stringify(exported)).not.toContain(theirs.tenant.id);
    });

    it('refuses a tenant id slipped into the input, and updates only its own record', async () => {
      const slipped = await call('tenants.updateMe', { name: 'Renamed from console', tenantId: theirs.tenant.id }, session);
      expect(slipped.status).toBe(400);
      expect(slipped.body.error.data.issues.map((issue: { message: string }) => issue.message)).toContain('tenantId is not allowed');
      expect(dataOf(await call('tenants.updateMe', { name: 'Renamed from console' }, session))).toMatchObject({ id: mine.tenant.id, name: 'Renamed from console' });
      const [theirRow] = await app.container.database.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, theirs.tenant.id));
      expect(theirRow).toEqual({ name: 'Someone else' });
    });
  });

  it('gives every console answer a correlation id, echoing a valid one', async () => {
    const correlationId = randomUUID();
    const answer = await query('tenants.list', {}, adminSession, { 'x-correlation-id': correlationId });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-correlation-id')).toBe(correlationId);
  });
});
