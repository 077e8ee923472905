import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationFailure } from '../testing/expected-errors';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

/**
 * The query string of every list route is strict: an unknown or misspelt parameter, or one given
 * twice, is a 400 naming it, never an unfiltered list. (GET /payments has its own cases in
 * payments.integration.test.ts.)
 */
describe.each(backends)('list query parameters on %s', (backend) => {
  let app: TestApp;
  let tenantHeaders: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    tenantHeaders = (await app.tenantWithToken({ name: 'Lister' })).headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  const routes = () =>
    [
      { path: '/tenants', headers: app.adminHeaders, valid: 'status=ACTIVE&search=Lister&createdAfter=2026-01-31&limit=5&sortBy=name', misspelt: 'staus=ACTIVE' },
      { path: '/audit-events', headers: app.adminHeaders, valid: 'action=tenant.registered&actorId=x&targetId=y&createdAfter=2026-01-31T10:00:00Z', misspelt: 'target=x' },
      { path: '/tenants/me/webhook-deliveries', headers: tenantHeaders, valid: 'status=PENDING&sortBy=createdAt&sortOrder=asc&offset=1', misspelt: 'state=FAILED' },
    ] as const;

  it('still answers 200 to every known parameter', async () => {
    for (const route of routes()) {
      const response = await app.request('GET', `${route.path}?${route.valid}`, { headers: route.headers });
      expect(response.status, `${route.path}: ${response.text}`).toBe(200);
      expect(response.body).toHaveProperty('pagination');
    }
  });

  it('answers 400 naming an unknown or misspelt parameter', async () => {
    for (const route of routes()) {
      const unknown = await app.request('GET', `${route.path}?foo=1`, { headers: route.headers });
      expect(unknown.status, route.path).toBe(400);
      expect(unknown.body).toEqual(validationFailure(route.path, ['foo is not allowed']));

      const [name] = route.misspelt.split('=');
      const misspelt = await app.request('GET', `${route.path}?${route.misspelt}&limit=2`, { headers: route.headers });
      expect(misspelt.status, route.path).toBe(400);
      expect(misspelt.body).toEqual(validationFailure(route.path, [`${name} is not allowed`]));
    }
  });

  it('answers 400 naming a parameter given twice', async () => {
    for (const route of routes()) {
      const response = await app.request('GET', `${route.path}?limit=2&limit=3`, { headers: route.headers });
      expect(response.status, route.path).toBe(400);
      expect(response.body).toEqual(validationFailure(route.path, ['limit must be given only once']));
    }
  });

  it('refuses impossible createdAfter dates on the tenant and audit lists too', async () => {
    for (const path of ['/tenants', '/audit-events']) {
      const response = await app.request('GET', `${path}?createdAfter=2026-02-30`, { headers: app.adminHeaders });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual(validationFailure(path, ['createdAfter must be an ISO 8601 date or date-time']));
    }
  });

  it('checks authentication before the query: an unknown parameter without credentials is a 401', async () => {
    const response = await app.request('GET', '/tenants?foo=1');
    expect(response.status).toBe(401);
  });
});
