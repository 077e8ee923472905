import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '@/db/schema';
import { createConsoleAdmin } from '../services/people';
import { consoleEndpointSuite, freshIp, LOGIN_MAX } from '../testing/console-endpoint-fixtures';
import { backends } from '../testing/test-app';

describe.each(backends)('console tRPC endpoint on %s: sign-in, throttling and cross-site requests', (backend) => {
  const { app, admin, adminSession, adminPassword, call, dataOf, signInAdmin, signInTenant, apiLogin, auditEvents } = consoleEndpointSuite(backend);

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
});
