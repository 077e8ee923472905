import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { validationFailure } from '../testing/expected-errors';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { buildOpenApiDocument } from './openapi';

/**
 * Query values are read by strict rules and JSON bodies are never coerced: a query integer is
 * `^-?(0|[1-9][0-9]*)$`, and anything else is refused naming the parameter, in the error body of
 * the surface (billing 400; course API 422 VALIDATION_ERROR, its status for invalid data), on every
 * list of every surface. The lists are read from the OpenAPI document: one added later is checked
 * here without touching this file.
 */

type Operation = { parameters?: Array<{ in: string; name: string; schema?: { type?: string } }>; security?: Array<Record<string, string[]>> };
const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };

/** Every GET operation that pages with `limit` and `offset`, with the scheme it is called with. */
const pagedLists = Object.entries(document.paths).flatMap(([template, item]) => {
  const operation = item.get;
  const names = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  if (!operation || !names.includes('limit') || !names.includes('offset')) return [];
  return [{ template, scheme: Object.keys(operation.security?.[0] ?? {})[0] ?? 'none' }];
});

/** Text a query integer must not be read from, as it appears in the URL (`%20` a space, `+` a space too). */
const badIntegers = ['0x1F', '1e1', '%201', '05', '+5', '%2B5', '1.0', '0b11', '', '1e3', '0x10', '%20', '1_000', 'Infinity', '-0x1', '10abc'];

describe.each(backends)('strict query and body values on %s', (backend) => {
  let app: TestApp;
  const headersOf: Record<string, Record<string, string>> = {};
  let tenantId: string;
  /** The `{id}` of the tenant's own routes under `/payments/{id}` (its refunds). */
  let paymentId: string;
  let courseKey: string;
  let accountHeaders: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp({
      backend,
      env: { RATE_LIMIT_MAX: '1000000', ACCOUNT_RATE_LIMIT_MAX: '1000000', COURSE_RATE_LIMIT_FREE: '1000000' },
    });
    const tenant = await app.tenantWithToken({ name: 'Strict lister' });
    tenantId = tenant.tenant.id;
    const payment = await app.request('POST', '/payments', { headers: tenant.headers, json: { amount: 10, currency: 'EUR', userId: 'strict' } });
    paymentId = payment.body.id;
    const suffix = randomUUID().slice(0, 8);
    const account = { username: `strict_${suffix}`, email: `strict-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', role: 'instructor' };
    expect((await app.request('POST', '/api/v1/auth/register', { json: account })).status).toBe(201);
    const login = await app.request('POST', '/api/v1/auth/login', { json: { email: account.email, password: account.password } });
    accountHeaders = { authorization: `Bearer ${login.body.accessToken}` };
    const key = await app.request('POST', '/api/v1/auth/api-keys', { json: { name: 'strict' }, headers: accountHeaders });
    courseKey = key.body.key;
    Object.assign(headersOf, {
      AdminKey: app.adminHeaders,
      TenantJWT: tenant.headers,
      ApiKey: { authorization: `Bearer ${courseKey}` },
      AccountJWT: accountHeaders,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The path of a template: an administrator's `{id}` is the tenant, a tenant's own under `/payments/{id}` its payment. */
  const pathOf = (template: string) => template.replace('{id}', template.startsWith('/payments/') ? paymentId : tenantId);
  const get = (template: string, scheme: string, query: string) => app.request('GET', `${pathOf(template)}?${query}`, { headers: headersOf[scheme] });

  /** The surface's validation failure naming `field` with `message`. */
  function expectRefused(response: TestResponse, template: string, field: string, message: string) {
    const where = `${template}?${field}: ${response.text}`;
    if (template.startsWith('/v1/')) {
      expect(response.status, where).toBe(422);
      expect(response.body, where).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: { [field]: message } } });
    } else {
      expect(response.status, where).toBe(400);
      expect(response.body, where).toEqual(validationFailure(pathOf(template), [message]));
    }
  }

  it('finds the paged lists of the billing service and the course API in the document, each documenting limit and offset as integers', () => {
    expect(pagedLists.map((list) => list.template)).toEqual(
      expect.arrayContaining(['/tenants', '/payments', '/tenants/{id}/payments', '/tenants/me/webhook-deliveries', '/tenants/me/request-log', '/audit-events', '/v1/courses']),
    );
    for (const { template } of pagedLists) {
      for (const name of ['limit', 'offset']) {
        const parameter = document.paths[template]!.get!.parameters!.find((candidate) => candidate.in === 'query' && candidate.name === name);
        expect(parameter?.schema?.type, `${template} ${name}`).toBe('integer');
      }
    }
  });

  it.each(pagedLists.flatMap(({ template, scheme }) => ['limit', 'offset'].map((field) => [template, field, scheme] as const)))(
    '%s refuses every %s that is not a plain integer, naming it',
    async (template, field, scheme) => {
      for (const bad of badIntegers) {
        expectRefused(await get(template, scheme, `${field}=${bad}`), template, field, `${field} must be an integer`);
      }
    },
  );

  it.each(pagedLists.map(({ template, scheme }) => [template, scheme] as const))('%s reads plain integers, and judges their range', async (template, scheme) => {
    for (const query of ['offset=0', 'limit=10', 'limit=10&offset=0', 'limit=100&offset=10']) {
      const response = await get(template, scheme, query);
      expect(response.status, `${template}?${query}: ${response.text}`).toBe(200);
      const expected = Object.fromEntries(new URLSearchParams(query));
      expect(response.body.pagination).toMatchObject({ limit: Number(expected.limit ?? 20), offset: Number(expected.offset ?? 0) });
    }
    expectRefused(await get(template, scheme, 'offset=-1'), template, 'offset', 'offset must be 0 or more');
    expectRefused(await get(template, scheme, 'limit=-1'), template, 'limit', 'limit must be between 1 and 100');
    expectRefused(await get(template, scheme, 'limit=0'), template, 'limit', 'limit must be between 1 and 100');
  });

  it('checks the caller before the query: a bad integer without credentials is a 401', async () => {
    for (const { template } of pagedLists) {
      const response = await app.request('GET', `${pathOf(template)}?limit=0x1F`);
      expect(response.status, template).toBe(401);
    }
  });

  it('answers the account API’s list, which takes no parameter, 400 naming any it is sent', async () => {
    for (const field of ['limit', 'offset']) {
      for (const value of [...badIntegers, '0', '10', '-1']) {
        const response = await app.request('GET', `/api/v1/auth/api-keys?${field}=${value}`, { headers: accountHeaders });
        expect(response.status, `${field}=${value}: ${response.text}`).toBe(400);
        expect(response.body).toEqual(validationFailure('/api/v1/auth/api-keys', [`${field} is not allowed`]));
      }
    }
    const listed = await app.request('GET', '/api/v1/auth/api-keys', { headers: accountHeaders });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
  });

  describe('a JSON body is never coerced', () => {
    const courseRequest = (duration: unknown) => ({ title: `Strict ${randomUUID().slice(0, 8)}`, duration });

    /** courses.create through the console's tRPC endpoint, with the same API key. */
    async function consoleCreate(input: unknown) {
      const request = new Request('http://localhost/api/trpc/courses.create', {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${courseKey}` },
        body: JSON.stringify(input),
      });
      const response = await handleConsoleRequest(request, { container: app.container, session: null });
      return { status: response.status, body: JSON.parse(await response.text()) };
    }

    const stored = async (title: string) => app.container.database.db.select().from(courses).where(eq(courses.title, title));

    it.each([
      ['true', true],
      ['"0x78"', '0x78'],
      ['"120"', '120'],
      ['"1e2"', '1e2'],
      ['false', false],
    ])('refuses duration %s on POST /v1/courses (422, the course envelope) and on the console alike, creating nothing', async (_label, duration) => {
      const input = courseRequest(duration);
      const rest = await app.request('POST', '/v1/courses', { json: input, headers: headersOf.ApiKey });
      expect(rest.status, rest.text).toBe(422);
      expect(rest.body).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: { duration: 'duration must be an integer' } } });

      const console = await consoleCreate(input);
      expect(console.status).toBe(400);
      expect(console.body.error.data).toMatchObject({ appCode: 'VALIDATION_FAILED', issues: [{ field: 'duration', message: 'duration must be an integer' }] });
      expect(await stored(input.title)).toEqual([]);
    });

    it('creates the course from a JSON number on both paths', async () => {
      const input = courseRequest(120);
      const rest = await app.request('POST', '/v1/courses', { json: input, headers: headersOf.ApiKey });
      expect(rest.status, rest.text).toBe(201);
      expect(rest.body.data.duration).toBe(120);
      const again = { ...input, title: `${input.title} (console)` };
      const console = await consoleCreate(again);
      expect(console.status, JSON.stringify(console.body)).toBe(200);
      expect(console.body.result.data.data.duration).toBe(120);
      expect((await stored(again.title)).map((row) => row.durationMinutes)).toEqual([120]);
    });

    it('refuses a number given as text in a billing body too', async () => {
      const tenant = await app.tenantWithToken({ name: 'Strict payer' });
      const response = await app.request('POST', '/payments', { json: { amount: '10', currency: 'EUR', userId: 'strict' }, headers: tenant.headers });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(['amount must be a number']);
    });
  });
});
