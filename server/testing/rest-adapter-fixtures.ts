import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { type Backend, suiteApp, type TestApp, type TestResponse } from './test-app';

/** What the REST adapter's suites share: the billing error body's checks and a describe block's app with one tenant. */

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const BILLING_ERROR_FIELDS = ['correlationId', 'error', 'message', 'path', 'statusCode', 'timestamp'];

/** The parts of the billing error body every error has (spec: Error body). */
export function expectBillingError(response: TestResponse, status: number, reason: string, path: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({ statusCode: status, error: reason, path });
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  expect(new Date(response.body.timestamp).toISOString()).toBe(response.body.timestamp);
  expect(Math.abs(Date.now() - Date.parse(response.body.timestamp))).toBeLessThan(60_000);
  expect(response.body.correlationId).toMatch(UUID_V4);
  expect(response.body.correlationId).toBe(response.headers.get('x-correlation-id'));
}

export const allowOf = (response: TestResponse) =>
  (response.headers.get('allow') ?? '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean)
    .sort();

/** A describe block's app and a tenant signed in to it (`tenant` is filled before the first test). */
export function restAdapterSuite(backend: Backend) {
  const app: TestApp = suiteApp({ backend });
  const tenant = { headers: {} as Record<string, string>, id: '' };
  beforeAll(async () => {
    const signedIn = await app.tenantWithToken({ name: 'Adapter tenant' });
    tenant.headers = signedIn.headers;
    tenant.id = signedIn.tenant.id;
  });

  const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
  const countTenantsNamed = async (name: string) =>
    (await app.request('GET', `/tenants?search=${encodeURIComponent(name)}`, { headers: app.adminHeaders })).body.pagination.total as number;

  return { app, tenant, unique, countTenantsNamed };
}
