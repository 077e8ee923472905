import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, tenants } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { createConsoleAdmin } from '../services/console-admins';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

const LOGIN_MAX = 3;

type ConsoleAnswer = { status: number; headers: Headers; body: any };
type CallOptions = { kind?: 'query' | 'mutation'; headers?: Record<string, string> };

let addresses = 0;
/** A new documentation address (RFC 5737) each time, so the login counters of cases never meet. */
const freshIp = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe.each(backends)('console tRPC endpoint on %s', (backend) => {
  let app: TestApp;
  let admin: { id: string; email: string };
  let adminSession: ConsoleSession;
  const adminPassword = 'console-admin-password-1';

  beforeAll(async () => {
    app = await startTestApp({
      backend,
      env: {
        TRUSTED_PROXY_COUNT: '1',
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
        LOGIN_RATE_LIMIT_WINDOW_S: '3600',
        CONSOLE_SIGN_IN_RATE_LIMIT_MAX: String(LOGIN_MAX),
        CONSOLE_SIGN_IN_RATE_LIMIT_WINDOW_S: '3600',
      },
    });
    admin = await createConsoleAdmin(
      { db: app.container.database.db, audit: { actor: { type: 'system', id: 'test' }, correlationId: null, ip: null } },
      { email: `Console-${backend}@Example.com`, password: adminPassword },
    );
    adminSession = { kind: 'admin', adminId: admin.id, email: admin.email, role: 'owner' };
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * One non-batched tRPC 11 call as the console's browser sends it: a query is a GET with the input
   * as JSON in `?input=`, a mutation a POST with the input as the JSON body, both same-origin.
   */
  async function call(procedure: string, input: unknown, session: ConsoleSession | null, options: CallOptions = {}): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const kind = options.kind ?? 'mutation';
    const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', ...options.headers };
    const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers };
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }
  const query = (procedure: string, input: unknown, session: ConsoleSession | null, headers?: Record<string, string>) =>
    call(procedure, input, session, { kind: 'query', headers });
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };

  const signInAdmin = (email: string, password: string, ip: string) => call('console.signIn', { email, password }, null, { headers: { 'x-forwarded-for': ip } });
  const signInTenant = (appId: string, appSecret: string, ip: string) => call('console.signInTenant', { appId, appSecret }, null, { headers: { 'x-forwarded-for': ip } });
  const apiLogin = (appId: string, appSecret: string, ip: string) =>
    app.request('POST', '/tenants/login', { headers: { 'x-forwarded-for': ip }, json: { appId, appSecret } });

  /** The shipped audit events matching the query, oldest first. */
  async function auditEvents(filters: Record<string, string>) {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ ...filters, sortOrder: 'asc', limit: '100' })}`, { headers: app.adminHeaders });
    expect(response.status).toBe(200);
    return response.body.data as { action: string; actorType: string; actorId: string | null; targetId: string | null; ip: string | null }[];
  }

  const createPayment = async (headers: Record<string, string>, userId: string) => {
    const response = await app.request('POST', '/payments', { headers, json: { amount: 10.5, currency: 'EUR', userId } });
    if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.text}`);
    return response.body as { id: string; tenantId: string; status: string };
  };

  describe('sign-in procedures', () => {
    it('signs an administrator in with the right password and answers 401 with one message otherwise', async () => {
      const ip = freshIp();
      const ok = await signInAdmin(admin.email.toLowerCase(), adminPassword, ip);
      expect(ok.status).toBe(200);
      expect(ok.body.result.data).toEqual({ personId: admin.id, email: admin.email, name: '', sessionId: expect.any(String), choice: { kind: 'admin' } });

      const wrong = await signInAdmin(admin.email, 'a-wrong-password-1', freshIp());
      const unknown = await signInAdmin(`nobody-${backend}@example.com`, adminPassword, freshIp());
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body.error.message).toBe('Invalid e-mail or password');
        expect(answer.body.error.data).toMatchObject({ code: 'UNAUTHORIZED', appCode: 'UNAUTHORIZED' });
        expect(answer.body.error.data.stack).toBeUndefined();
      }

      const succeeded = await auditEvents({ action: 'person.sign_in.succeeded', targetId: admin.id });
      expect(succeeded).toContainEqual(expect.objectContaining({ actorType: 'person', actorId: admin.id, personEmail: admin.email, ip }));
    });

    it('signs a tenant in and refuses a wrong secret and a suspended tenant with the API login messages', async () => {
      const { tenant, appSecret } = await app.registerTenant({ name: 'Console sign-in' });
      const ip = freshIp();
      const ok = await signInTenant(tenant.appId, appSecret, ip);
      expect(ok.status).toBe(200);
      expect(ok.body.result.data).toEqual({ tenantId: tenant.id, appId: tenant.appId, name: 'Console sign-in' });

      const wrong = await signInTenant(tenant.appId, 'not-the-secret-1', freshIp());
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe('Invalid credentials');

      await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
      const suspended = await signInTenant(tenant.appId, appSecret, freshIp());
      expect(suspended.status).toBe(401);
      expect(suspended.body.error.message).toBe('Tenant suspended');

      const events = await auditEvents({ targetId: tenant.id });
      expect(events.filter((event) => event.action.startsWith('tenant.login')).map((event) => event.action)).toEqual([
        'tenant.login.succeeded',
        'tenant.login.failed',
        'tenant.login.failed',
      ]);
      expect(events.find((event) => event.action === 'tenant.login.succeeded')).toMatchObject({ actorType: 'tenant', actorId: tenant.id, ip });
    });

    it('answers 400 field by field to an incomplete sign-in', async () => {
      const answer = await call('console.signIn', { email: '' }, null, { headers: { 'x-forwarded-for': freshIp() } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Validation failed');
      expect(answer.body.error.data.issues.map((issue: { message: string }) => issue.message)).toEqual(
        expect.arrayContaining(['email is required', 'password is required']),
      );
    });
  });

  describe('sign-in throttling', () => {
    /** An administrator of their own: a throttled one stays throttled for the window. */
    const newAdmin = () =>
      createConsoleAdmin(
        { db: app.container.database.db, audit: { actor: { type: 'system', id: 'test' }, correlationId: null, ip: null } },
        { email: `throttled-${randomUUID().slice(0, 8)}@example.com`, password: adminPassword },
      );

    it(`answers 429 to a person's attempt after ${LOGIN_MAX} failed ones, the right password included, from any address`, async () => {
      const person = await newAdmin();
      const ip = freshIp();
      const statuses = [];
      for (let attempt = 0; attempt < LOGIN_MAX; attempt++) statuses.push((await signInAdmin(person.email, 'a-wrong-password-1', ip)).status);
      expect(statuses).toEqual(Array(LOGIN_MAX).fill(401));

      // The address in another case is the same account.
      const throttled = await signInAdmin(person.email.toUpperCase(), adminPassword, ip);
      expect(throttled.status).toBe(429);
      expect(throttled.body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', appCode: 'RATE_LIMITED' });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      expect(throttled.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(throttled.body.error.message).toBe(`Too many sign-in attempts. Try again in ${throttled.headers.get('retry-after')} seconds.`);

      // Counted per person (and per client IP, at a higher limit): the same person elsewhere is refused, another account here goes on.
      expect((await signInAdmin(person.email, adminPassword, freshIp())).status).toBe(429);
      expect((await signInAdmin(`other-${backend}@example.com`, adminPassword, ip)).status).toBe(401);
    });

    it('shares one counter per (appId, address) between the console sign-in and POST /tenants/login', async () => {
      const { tenant, appSecret } = await app.registerTenant({ name: 'Throttled' });
      const ip = freshIp();
      expect((await signInTenant(tenant.appId, appSecret, ip)).status).toBe(200);
      expect((await apiLogin(tenant.appId, 'not-the-secret-1', ip)).status).toBe(401);
      expect((await signInTenant(tenant.appId, 'not-the-secret-1', ip)).status).toBe(401);

      const api = await apiLogin(tenant.appId, appSecret, ip);
      expect(api.status).toBe(429);
      expect(api.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      const console = await signInTenant(tenant.appId, appSecret, ip);
      expect(console.status).toBe(429);
      expect(console.body.error.data.code).toBe('TOO_MANY_REQUESTS');

      // Another address is not held back, on either surface.
      expect((await apiLogin(tenant.appId, appSecret, freshIp())).status).toBe(200);
      expect((await signInTenant(tenant.appId, appSecret, freshIp())).status).toBe(200);
    });

    it('counts an administrator and a tenant apart even from one address', async () => {
      const { tenant, appSecret } = await app.registerTenant();
      const ip = freshIp();
      const person = await newAdmin();
      for (let attempt = 0; attempt < LOGIN_MAX; attempt++) await signInAdmin(person.email, 'a-wrong-password-1', ip);
      expect((await signInAdmin(person.email, adminPassword, ip)).status).toBe(429);
      expect((await signInTenant(tenant.appId, appSecret, ip)).status).toBe(200);
      expect((await apiLogin(tenant.appId, appSecret, ip)).status).toBe(200);
    });
  });

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

  describe('cross-site requests', () => {
    it('answers 403 to a POST from another site and changes nothing', async () => {
      const { tenant } = await app.registerTenant({ name: 'Target of CSRF' });
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
        const answer = await call('tenants.suspend', { id: tenant.id }, adminSession, { headers: { origin } });
        expect(answer.status, origin).toBe(403);
        expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
        expect(answer.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
      const [row] = await app.container.database.db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenant.id));
      expect(row).toEqual({ status: 'ACTIVE' });
      expect(await auditEvents({ action: 'tenant.suspended', targetId: tenant.id })).toEqual([]);

      // The same call from the console's own origin goes through (control).
      const sameSite = await call('tenants.suspend', { id: tenant.id }, adminSession, { headers: { origin: 'http://localhost' } });
      expect(dataOf(sameSite).status).toBe('SUSPENDED');
    });

    it('refuses a cross-site sign-in attempt before it is counted or audited', async () => {
      const { tenant, appSecret } = await app.registerTenant();
      const ip = freshIp();
      for (let attempt = 0; attempt <= LOGIN_MAX; attempt++) {
        const answer = await call('console.signInTenant', { appId: tenant.appId, appSecret }, null, {
          headers: { origin: 'https://evil.example', 'x-forwarded-for': ip },
        });
        expect(answer.status).toBe(403);
      }
      expect((await signInTenant(tenant.appId, appSecret, ip)).status).toBe(200);
      const logins = (await auditEvents({ targetId: tenant.id })).filter((event) => event.action.startsWith('tenant.login'));
      expect(logins.map((event) => event.action)).toEqual(['tenant.login.succeeded']);
    });
  });

  it('gives every console answer a correlation id, echoing a valid one', async () => {
    const correlationId = randomUUID();
    const answer = await query('tenants.list', {}, adminSession, { 'x-correlation-id': correlationId });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-correlation-id')).toBe(correlationId);
  });
});
