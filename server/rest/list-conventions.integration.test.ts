import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRouter } from '../routers';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './route-table';
import { surfaceOf, validationStatus } from './surfaces';
import { signIn } from '../testing/account-fixtures';
import { paymentCalls } from '../testing/payment-fixtures';
import { disputeCalls } from '../testing/dispute-fixtures';
import { refundCalls } from '../testing/refund-fixtures';
import { backends, suiteApp, type TestResponse } from '../testing/test-app';

/**
 * The list conventions, once for every list operation of every surface: the envelope, limit and
 * offset with hasMore, the bounds, a strict query string (unknown, repeated and malformed
 * parameters are refused by name) and credentials checked before the query. A list operation is
 * a GET route whose documented query has `limit`; a new one is covered as soon as it is declared.
 */
const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
const queryOf = (template: string, method: string) =>
  (document.paths[template]?.[method.toLowerCase()]?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
const listRoutes = buildRouteTable(appRouter)
  .routes.filter((route) => route.method === 'GET' && queryOf(route.template, route.method).includes('limit'))
  .map((route) => ({ route, query: queryOf(route.template, route.method) }));

/** The query parameters a refusal names: the billing body lists sentences, the course envelope maps fields. */
function namedFields(response: TestResponse, path: string): string[] {
  expect(response.status, response.text).toBe(validationStatus(surfaceOf(path)));
  const fields = surfaceOf(path) === 'course' ? Object.keys(response.body.error.details) : (response.body.details as string[]).map((detail) => detail.split(' ')[0]!);
  return [...new Set(fields)].sort();
}

const REFUSED: Array<[query: string, field: string]> = [
  ['limit=0', 'limit'],
  ['limit=101', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=2.5', 'limit'],
  ['offset=-1', 'offset'],
  ['sortOrder=up', 'sortOrder'],
  ['limit=2&limit=3', 'limit'],
  ['foo=1', 'foo'],
];

describe.each(backends)('list conventions of every list operation on %s', (backend) => {
  const app = suiteApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' } });
  const callers: Record<string, Record<string, string>> = {};
  let tenantId: string;
  /** The `{id}` of the tenant's own routes under `/payments/{id}`: a payment with three refunds. */
  let refundedPaymentId: string;

  // Three items at least in every list: tenants, payments, refunds, disputes, webhook endpoints and deliveries, API keys, payment connectors, customers, prices, requests, audit events, courses.
  beforeAll(async () => {
    const tenant = await app.tenantWithToken({ name: 'Lister', webhookUrl: 'http://127.0.0.1:9/hook' });
    tenantId = tenant.tenant.id;
    for (const path of ['second', 'third']) {
      await app.request('POST', '/tenants/me/webhook-endpoints', { headers: tenant.headers, json: { url: `http://127.0.0.1:9/${path}`, eventTypes: ['tenant.updated'] } });
    }
    await app.registerTenant({ name: 'Second lister' });
    await app.registerTenant({ name: 'Third lister' });
    const { created } = paymentCalls(app);
    for (const amount of [10, 20, 30]) await created(tenant.headers, { amount });
    const { succeededPayment, refund } = refundCalls(app);
    refundedPaymentId = (await succeededPayment(tenant.headers, { amount: 30 })).id;
    for (const amount of [5, 6, 7]) expect((await refund(tenant.headers, refundedPaymentId, { amount })).status).toBe(201);
    const { disputed } = disputeCalls(app);
    for (const amount of [8, 9, 11]) await disputed(tenant.headers, { amount });
    for (const name of ['One', 'Two', 'Three']) await app.request('PATCH', '/tenants/me', { headers: tenant.headers, json: { name } });
    for (const name of ['Key one', 'Key two', 'Key three']) {
      expect((await app.request('POST', '/tenants/me/api-keys', { headers: tenant.headers, json: { name, permissions: 'all' } })).status).toBe(201);
    }
    for (const name of ['Sandbox one', 'Sandbox two', 'Sandbox three']) {
      expect((await app.request('POST', '/tenants/me/payment-connectors', { headers: tenant.headers, json: { provider: 'sandbox', name } })).status).toBe(201);
    }
    for (const externalId of ['c-1', 'c-2', 'c-3']) {
      expect((await app.request('POST', '/customers', { headers: tenant.headers, json: { externalId, email: `${externalId}@example.com` } })).status).toBe(201);
    }
    for (const unitAmount of [100, 200, 300]) {
      expect((await app.request('POST', '/prices', { headers: tenant.headers, json: { currency: 'EUR', unitAmount } })).status).toBe(201);
    }
    const user = await signIn(app, { role: 'instructor' });
    const key = (await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: 'lists' } })).body.key as string;
    const courseHeaders = { authorization: `Bearer ${key}` };
    for (const title of ['Alpha', 'Beta', 'Gamma']) {
      await app.request('POST', '/v1/courses', { headers: courseHeaders, json: { title, difficulty: 'beginner', duration: 60, price: 10 } });
    }
    Object.assign(callers, { admin: app.adminHeaders, tenant: tenant.headers, apiKey: courseHeaders });
    await app.container.auditShipper.flush();
    await vi.waitFor(async () => {
      await app.container.requestLog.flush();
      const logged = await app.request('GET', '/tenants/me/request-log?limit=1', { headers: tenant.headers });
      expect(logged.body.pagination.total).toBeGreaterThanOrEqual(3);
    });
  });

  const request = (route: (typeof listRoutes)[number]['route'], query: string, withCredentials = true) => {
    const headers = callers[route.meta.auth ?? 'none'];
    if (withCredentials && !headers) throw new Error(`no caller for ${route.meta.auth} routes: add one to this suite`);
    const path = route.template.replace('{id}', route.template.startsWith('/payments/') ? refundedPaymentId : tenantId);
    return { path, response: app.request('GET', `${path}?${query}`, { headers: withCredentials ? headers : {} }) };
  };

  it('still answers 200 to every known filter of the tenant, audit and delivery lists', async () => {
    for (const [path, auth, query] of [
      ['/tenants', 'admin', 'status=ACTIVE&search=Lister&createdAfter=2026-01-31&limit=5&sortBy=name'],
      ['/audit-events', 'admin', 'action=tenant.registered&actorId=x&targetId=y&createdAfter=2026-01-31T10:00:00Z'],
      ['/tenants/me/webhook-deliveries', 'tenant', 'status=PENDING&sortBy=createdAt&sortOrder=asc&offset=1'],
      ['/tenants/me/webhook-deliveries', 'tenant', 'eventType=tenant.updated&status=PENDING'],
    ] as const) {
      const response = await app.request('GET', `${path}?${query}`, { headers: callers[auth] });
      expect(response.status, `${path}: ${response.text}`).toBe(200);
    }
  });

  it('covers the list operations of every surface', () => {
    expect(new Set(listRoutes.map(({ route }) => surfaceOf(route.template)))).toEqual(new Set(['billing', 'course']));
  });

  it.each(listRoutes.map((entry) => [`${entry.route.method} ${entry.route.template}`, entry] as const))('%s', async (_, { route, query }) => {
    const first = await request(route, 'limit=2').response;
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const total = first.body.pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.body.pagination).toEqual({ total, limit: 2, offset: 0, hasMore: true });

    // The request log grows with the requests of this very test: a page is read against its own total.
    const last = await request(route, `limit=2&offset=${total - 1}`).response;
    const lastTotal = last.body.pagination.total as number;
    expect(last.body.data).toHaveLength(Math.min(2, lastTotal - (total - 1)));
    expect(last.body.pagination).toEqual({ total: lastTotal, limit: 2, offset: total - 1, hasMore: lastTotal > total + 1 });

    const byDefault = await request(route, '').response;
    expect(byDefault.body.pagination).toMatchObject({ limit: 20, offset: 0 });
    expect(byDefault.body.data).toHaveLength(Math.min(total, 20));

    const refused: Array<[string, string]> = [...REFUSED, ...(query.includes('createdAfter') ? [['createdAfter=2026-02-30', 'createdAfter'] as [string, string]] : [])];
    for (const [bad, field] of refused) {
      const { path, response } = request(route, bad);
      expect(namedFields(await response, path), bad).toEqual([field]);
    }

    // Who is asking comes before what is asked.
    expect((await request(route, 'foo=1', false).response).status).toBe(401);
  });
});
