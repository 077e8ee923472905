import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleConsoleRequest } from './handler';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

/** The console calls the same procedures over tRPC, with the caller taken from its session. */
describe('console tRPC endpoint', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'pglite' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (procedure: string, input: unknown, session: ConsoleSession | null, kind: 'query' | 'mutation' = 'mutation') => {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers: { 'content-type': 'application/json' } };
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    return { status: response.status, body: (await response.json()) as any, headers: response.headers };
  };
  const admin: ConsoleSession = { kind: 'admin', adminId: 'console-admin', email: 'admin@example.com', role: 'owner' };

  it('lets a signed-in administrator register and list tenants', async () => {
    const created = await call('tenants.register', { name: 'From console', appSecret: 'console-secret-1' }, admin);
    expect(created.status).toBe(200);
    expect(created.body.result.data).toMatchObject({ name: 'From console', status: 'ACTIVE' });
    expect(created.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await call('tenants.list', { search: 'From console' }, admin, 'query');
    expect(listed.status).toBe(200);
    expect(listed.body.result.data.pagination.total).toBe(1);
  });

  it('answers 401 without a session, with the app error code', async () => {
    const response = await call('tenants.list', {}, null, 'query');
    expect(response.status).toBe(401);
    expect(response.body.error.data.appCode).toBe('UNAUTHORIZED');
  });

  it('reports validation failures field by field', async () => {
    const response = await call('tenants.register', { name: '', appSecret: 'short' }, admin);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Validation failed');
    expect(response.body.error.data.issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(['name must be between 1 and 255 characters', 'appSecret must be at least 12 characters']),
    );
  });

  it('gives a signed-in tenant its own record, and a suspended one a 401', async () => {
    const { tenant } = await app.registerTenant({ name: 'Console tenant' });
    const session: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner' };
    const me = await call('tenants.me', {}, session, 'query');
    expect(me.body.result.data.id).toBe(tenant.id);

    await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
    const suspended = await call('tenants.me', {}, session, 'query');
    expect(suspended.status).toBe(401);
    expect(suspended.body.error.message).toBe('Tenant suspended');
  });

  it('answers 503 with Retry-After, not 401, when the session could not be checked', async () => {
    const url = new URL('http://localhost/api/trpc/tenants.list');
    url.searchParams.set('input', JSON.stringify({}));
    const response = await handleConsoleRequest(new Request(url), { container: app.container, session: null, sessionUnavailable: true });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as any).error.data.appCode).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps the message of a 422 and never sends a stack', async () => {
    const { tenant } = await app.registerTenant();
    const response = await call('tenants.reactivate', { id: tenant.id }, admin);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('Cannot reactivate a tenant whose status is ACTIVE');
    expect(response.body.error.data.stack).toBeUndefined();
  });
});
