import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProviderBody } from '../infra/payment-provider/provider-signature';
import { logLinesSince, sendRawRequest } from '../testing/raw-request';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BILLING_ERROR_FIELDS = ['correlationId', 'error', 'message', 'path', 'statusCode', 'timestamp'];

/** The parts of the billing error body every error has (spec: Error body). */
function expectBillingError(response: TestResponse, status: number, reason: string, path: string) {
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

const allowOf = (response: TestResponse) =>
  (response.headers.get('allow') ?? '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean)
    .sort();

describe.each(backends)('REST adapter on %s', (backend) => {
  let app: TestApp;
  let tenantHeaders: Record<string, string>;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    const tenant = await app.tenantWithToken({ name: 'Adapter tenant' });
    tenantHeaders = tenant.headers;
    tenantId = tenant.tenant.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
  const countTenantsNamed = async (name: string) =>
    (await app.request('GET', `/tenants?search=${encodeURIComponent(name)}`, { headers: app.adminHeaders })).body.pagination.total as number;

  describe('security headers', () => {
    it('are on every answer the adapter gives, success or error, HSTS only over TLS', async () => {
      const answers = await Promise.all([
        app.request('GET', '/health/live'),
        app.request('GET', '/tenants/me', { headers: tenantHeaders }),
        app.request('GET', '/no-such-route'),
        app.request('HEAD', '/health/live'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200]);
      for (const answer of answers) {
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
        expect(answer.headers.get('strict-transport-security')).toBeNull();
      }
      const overTls = await app.request('GET', '/health/live', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overTls.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    });
  });

  describe('error body', () => {
    it('has statusCode, ISO timestamp, path, message, correlationId and the reason phrase, and no details outside validation', async () => {
      const id = randomUUID();
      const response = await app.request('GET', `/tenants/${id}`, { headers: app.adminHeaders });
      expectBillingError(response, 404, 'Not Found', `/tenants/${id}`);
      expect(response.body.message).toBe('Tenant not found');
      expect(Object.keys(response.body).sort()).toEqual(BILLING_ERROR_FIELDS);

      const unauthorized = await app.request('GET', '/tenants');
      expectBillingError(unauthorized, 401, 'Unauthorized', '/tenants');
      expect(unauthorized.body).not.toHaveProperty('details');
    });

    it('lists one detail per violated rule on validation errors', async () => {
      const response = await app.request('POST', '/tenants/register', { headers: app.adminHeaders, json: { name: '', appSecret: 'short' } });
      expectBillingError(response, 400, 'Bad Request', '/tenants/register');
      expect(response.body.message).toBe('Validation failed');
      expect(Object.keys(response.body).sort()).toEqual([...BILLING_ERROR_FIELDS, 'details'].sort());
      expect(response.body.details).toEqual(
        expect.arrayContaining(['name must be between 1 and 255 characters', 'appSecret must be at least 12 characters']),
      );
      expect(response.body.details.every((detail: unknown) => typeof detail === 'string')).toBe(true);
    });
  });

  describe('content type', () => {
    it('answers 415 to a register request sent as text/plain, form-encoded or without Content-Type, and creates nothing', async () => {
      const name = unique('no-json');
      const json = JSON.stringify({ name, appSecret: 'a-long-secret-1' });
      const textPlain = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'text/plain' }, body: json });
      const form = await app.request('POST', '/tenants/register', {
        headers: { ...app.adminHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=${name}&appSecret=a-long-secret-1`,
      });
      const missing = await sendRawRequest(
        app,
        new Request('http://localhost/tenants/register', { method: 'POST', headers: app.adminHeaders, body: new TextEncoder().encode(json) }),
      );
      for (const response of [textPlain, form, missing]) {
        expectBillingError(response, 415, 'Unsupported Media Type', '/tenants/register');
      }
      expect(missing.body.message).toBe('Content-Type must be application/json');
      expect(form.body.message).toContain('application/x-www-form-urlencoded');
      expect(await countTenantsNamed(name)).toBe(0);
    });

    it('answers 415 to PATCH and PUT bodies that are not JSON', async () => {
      const patch = await app.request('PATCH', '/tenants/me', { headers: { ...tenantHeaders, 'content-type': 'text/plain' }, body: '{"name":"Plain"}' });
      expectBillingError(patch, 415, 'Unsupported Media Type', '/tenants/me');
      const put = await sendRawRequest(
        app,
        new Request(`http://localhost/tenants/${tenantId}/secret`, {
          method: 'PUT',
          headers: app.adminHeaders,
          body: new TextEncoder().encode('{"appSecret":"another-secret-1"}'),
        }),
      );
      expectBillingError(put, 415, 'Unsupported Media Type', `/tenants/${tenantId}/secret`);
      const me = await app.request('GET', '/tenants/me', { headers: tenantHeaders });
      expect(me.body.name).toBe('Adapter tenant');
    });

    it('accepts a body-less suspend with no Content-Type, but not a text/plain body on it', async () => {
      const { tenant } = await app.registerTenant();
      const withText = await app.request('POST', `/tenants/${tenant.id}/suspend`, {
        headers: { ...app.adminHeaders, 'content-type': 'text/plain' },
        body: 'please',
      });
      expectBillingError(withText, 415, 'Unsupported Media Type', `/tenants/${tenant.id}/suspend`);

      const bare = await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
      expect(bare.status).toBe(200);
      expect(bare.body).toMatchObject({ id: tenant.id, status: 'SUSPENDED' });
    });

    it('accepts application/json with a charset parameter, in any letter case', async () => {
      const name = unique('charset');
      const response = await app.request('POST', '/tenants/register', {
        headers: { ...app.adminHeaders, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ name, appSecret: 'a-long-secret-1' }),
      });
      expect(response.status).toBe(201);
      expect(response.body.name).toBe(name);
      const upper = await app.request('POST', '/tenants/register', {
        headers: { ...app.adminHeaders, 'content-type': 'Application/JSON;charset=UTF-8' },
        body: JSON.stringify({ name: `${name}-upper`, appSecret: 'a-long-secret-1' }),
      });
      expect(upper.status).toBe(201);
    });
  });

  describe('request bodies', () => {
    it('answers 400 to malformed JSON, without details, and creates nothing', async () => {
      const name = unique('malformed');
      const response = await app.request('POST', '/tenants/register', {
        headers: { ...app.adminHeaders, 'content-type': 'application/json' },
        body: `{"name":"${name}","appSecret":"a-long-secret-1"`,
      });
      expectBillingError(response, 400, 'Bad Request', '/tenants/register');
      expect(response.body.message).toBe('Malformed JSON in request body');
      expect(response.body).not.toHaveProperty('details');
      expect(await countTenantsNamed(name)).toBe(0);
    });

    it.each([
      ['an array', '[{"name":"x","appSecret":"a-long-secret-1"}]'],
      ['a string', '"hello"'],
      ['null', 'null'],
      ['a number', '42'],
    ])('answers 400 "body must be a JSON object" to %s', async (_kind, body) => {
      const response = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'application/json' }, body });
      expectBillingError(response, 400, 'Bad Request', '/tenants/register');
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.details).toEqual(['body must be a JSON object']);
    });

    it('answers 400 naming the field to a NUL character anywhere in the input, and stores nothing', async () => {
      const payment = { amount: 10, currency: 'EUR', userId: 'nul-user' };
      const cases: [string, string, Parameters<TestApp['request']>[2], string][] = [
        ['POST', '/payments', { headers: tenantHeaders, json: { ...payment, userId: 'u\u0000x' } }, 'userId'],
        ['POST', '/payments', { headers: tenantHeaders, json: { ...payment, metadata: { order: 'a\u0000' } } }, 'metadata.order'],
        ['POST', '/payments', { headers: tenantHeaders, json: { ...payment, metadata: { 'or\u0000der': 'a' } } }, 'metadata'],
        ['PATCH', '/tenants/me', { headers: tenantHeaders, json: { name: 'a\u0000b' } }, 'name'],
        ['POST', '/tenants/login', { json: { appId: 'ac\u0000me', appSecret: 'some-secret-1' } }, 'appId'],
        ['GET', '/tenants?search=a%00b', { headers: app.adminHeaders }, 'search'],
        ['GET', '/audit-events?actorId=a%00b', { headers: app.adminHeaders }, 'actorId'],
      ];
      for (const [method, path, init, field] of cases) {
        const response = await app.request(method, path, init);
        expectBillingError(response, 400, 'Bad Request', path.split('?')[0]!);
        expect(response.body.details, `${method} ${path}`).toEqual([`${field} must not contain NUL characters`]);
      }
      const listed = await app.request('GET', '/payments?limit=100', { headers: tenantHeaders });
      expect(listed.body.data.filter((item: { userId: string }) => item.userId !== 'nul-user')).toHaveLength(listed.body.data.length);
      expect((await app.request('GET', '/tenants/me', { headers: tenantHeaders })).body.name).toBe('Adapter tenant');
    });
  });

  describe('hostile input', () => {
    const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

    it('answers 400 to JSON nested 20,000 levels deep in an extra field, on every body route, and stores nothing', async () => {
      const name = unique('deep');
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const cases: Array<[string, string, Record<string, string>, string]> = [
        ['POST', '/tenants/register', app.adminHeaders, `{"name":"${name}","appSecret":"a-long-secret-1","extra":${deep}}`],
        ['PATCH', '/tenants/me', tenantHeaders, `{"name":"${name}","extra":${deep}}`],
        ['POST', '/payments', tenantHeaders, `{"amount":1,"currency":"EUR","userId":"${name}","extra":${deep}}`],
        ['POST', '/tenants/login', {}, `{"appId":"x","appSecret":"y","extra":${deep}}`],
      ];
      for (const [method, path, headers, body] of cases) {
        const response = await app.request(method, path, { headers: json(headers), body });
        expectBillingError(response, 400, 'Bad Request', path);
        expect(response.body.message).toBe('JSON in the request body must not nest more than 32 levels deep');
      }
      expect(await countTenantsNamed(name)).toBe(0);
      expect((await app.request('GET', '/tenants/me', { headers: tenantHeaders })).body.name).toBe('Adapter tenant');
      // 32 levels are still a JSON body like any other (here: an unknown field).
      const fine = await app.request('POST', '/tenants/register', {
        headers: json(app.adminHeaders),
        body: `{"name":"${name}","appSecret":"a-long-secret-1","extra":${'['.repeat(31)}${']'.repeat(31)}}`,
      });
      expect(fine.status).toBe(400);
      expect(fine.body.details).toEqual(['extra is not allowed']);
    });

    it('answers 400 naming the field to an unpaired surrogate, and neither the row nor an audit event is written', async () => {
      const audited = async () => {
        // Events of earlier requests may still be on their way to the analytics store.
        await app.container.auditShipper.flush();
        return (await app.request('GET', '/audit-events?limit=1', { headers: app.adminHeaders })).body.pagination.total as number;
      };
      const eventsBefore = await audited();
      const cases: Array<[string, string, Record<string, string>, string, string]> = [
        ['POST', '/tenants/login', {}, '{"appId":"a\\ud800b","appSecret":"some-secret-12"}', 'appId'],
        ['PATCH', '/tenants/me', tenantHeaders, '{"name":"a\\ud800b"}', 'name'],
        ['POST', '/payments', tenantHeaders, '{"amount":10,"currency":"EUR","userId":"surrogate","description":"\\udc00"}', 'description'],
        ['POST', '/payments', tenantHeaders, '{"amount":10,"currency":"EUR","userId":"surrogate","metadata":{"k":"\\ud83d"}}', 'metadata.k'],
      ];
      for (const [method, path, headers, body, field] of cases) {
        const response = await app.request(method, path, { headers: json(headers), body });
        expectBillingError(response, 400, 'Bad Request', path);
        expect(response.body.details, body).toEqual([`${field} must not contain unpaired UTF-16 surrogates`]);
      }
      const event = '{"id":"evt_surrogate","type":"payment.succeeded","createdAt":"2026-01-01T00:00:00Z","data":{"providerPaymentId":"sbx_\\ud800"}}';
      const receiver = await app.request('POST', '/webhooks/paymentprovider', {
        headers: json(signProviderBody(app.config.paymentProviderWebhookSecret, 'msg_surrogate', event)),
        body: event,
      });
      expectBillingError(receiver, 400, 'Bad Request', '/webhooks/paymentprovider');
      expect(receiver.body.details).toEqual(['data.providerPaymentId must not contain unpaired UTF-16 surrogates']);

      expect((await app.request('GET', '/payments?userId=surrogate', { headers: tenantHeaders })).body.pagination.total).toBe(0);
      expect((await app.request('GET', '/tenants/me', { headers: tenantHeaders })).body.name).toBe('Adapter tenant');
      expect(await audited()).toBe(eventsBefore);
    });

    it.each([
      ['GET', '/tenants/%ZZ'],
      ['GET', '/tenants/%C0%AF'],
      ['DELETE', '/tenants/%ED%A0%80'],
      ['POST', '/tenants/%E0%A4/suspend'],
      ['POST', '/payments/%/cancel'],
      ['GET', '/nowhere/%FF'],
    ])('answers %s %s (malformed percent-encoding) with 400 in the billing body', async (method, path) => {
      const response = await app.request(method, path, { headers: { ...app.adminHeaders, ...tenantHeaders } });
      expectBillingError(response, 400, 'Bad Request', path);
      expect(response.body.message).toBe('The path is not valid percent-encoded UTF-8');
    });

    it('answers 400 to a query parameter that is malformed or named like a property of every object', async () => {
      const malformed = await app.request('GET', '/tenants?search=%C0%AF', { headers: app.adminHeaders });
      expectBillingError(malformed, 400, 'Bad Request', '/tenants');
      expect(malformed.body.message).toBe('Query parameter "search" is not valid percent-encoded UTF-8');
      for (const name of ['__proto__', 'constructor', 'toString']) {
        const response = await app.request('GET', `/tenants/me?${name}=1`, { headers: tenantHeaders });
        expectBillingError(response, 400, 'Bad Request', '/tenants/me');
        expect(response.body.details).toEqual([`${name} is not allowed`]);
      }
    });

    it('answers 400 to a body key named like a path parameter instead of dropping it', async () => {
      const { tenant, appSecret } = await app.registerTenant();
      const other = randomUUID();
      const response = await app.request('PUT', `/tenants/${tenant.id}/secret`, {
        headers: json(app.adminHeaders),
        body: JSON.stringify({ appSecret: 'a-brand-new-secret-1', id: other }),
      });
      expectBillingError(response, 400, 'Bad Request', `/tenants/${tenant.id}/secret`);
      expect(response.body.details).toEqual(['id is not allowed']);
      expect(await app.login(tenant.appId, appSecret)).toEqual(expect.any(String));
    });
  });

  describe('routing', () => {
    it.each([
      ['GET', '/nothing-here'],
      ['POST', '/payments-typo'],
      ['GET', '/tenants/one/two/three'],
    ])('answers 404 in the billing body to %s %s', async (method, path) => {
      const response = await app.request(method, path, { headers: app.adminHeaders });
      expectBillingError(response, 404, 'Not Found', path);
      expect(response.body.message).toBe('Route not found');
    });

    it.each([
      ['DELETE', '/health', ['GET', 'HEAD', 'OPTIONS']],
      ['POST', '/tenants', ['GET', 'HEAD', 'OPTIONS']],
      ['PATCH', `/tenants/${randomUUID()}/suspend`, ['OPTIONS', 'POST']],
      ['GET', `/tenants/${randomUUID()}/secret`, ['OPTIONS', 'PUT']],
      ['POST', '/audit-events', ['GET', 'HEAD', 'OPTIONS']],
      // A static path is never taken for the {id} of its neighbour.
      ['GET', '/tenants/login', ['OPTIONS', 'POST']],
      ['GET', '/tenants/register', ['OPTIONS', 'POST']],
      ['DELETE', '/tenants/me', ['GET', 'HEAD', 'OPTIONS', 'PATCH']],
      ['PUT', '/tenants/me', ['GET', 'HEAD', 'OPTIONS', 'PATCH']],
    ])('answers 405 to %s %s with an Allow header of the methods the path has', async (method, path, allowed) => {
      const response = await app.request(method, path, { headers: app.adminHeaders });
      expectBillingError(response, 405, 'Method Not Allowed', path);
      expect(allowOf(response)).toEqual(allowed);
    });

    it('answers OPTIONS on a known path with 204, an empty body and Allow; on an unknown path with 404', async () => {
      const suspend = await app.request('OPTIONS', `/tenants/${randomUUID()}/suspend`);
      expect(suspend.status).toBe(204);
      expect(suspend.text).toBe('');
      expect(allowOf(suspend)).toEqual(['OPTIONS', 'POST']);

      const health = await app.request('OPTIONS', '/health/ready');
      expect(health.status).toBe(204);
      expect(allowOf(health)).toEqual(['GET', 'HEAD', 'OPTIONS']);

      const unknown = await app.request('OPTIONS', '/nothing-here');
      expectBillingError(unknown, 404, 'Not Found', '/nothing-here');
    });

    it('answers HEAD with the status GET would have and an empty body', async () => {
      const cases: Array<[string, Record<string, string>]> = [
        ['/health', {}],
        [`/tenants/${randomUUID()}`, app.adminHeaders],
        ['/tenants/me', {}],
        ['/tenants/me', tenantHeaders],
      ];
      for (const [path, headers] of cases) {
        const get = await app.request('GET', path, { headers });
        const head = await app.request('HEAD', path, { headers });
        expect(head.status, path).toBe(get.status);
        expect(get.text.length, path).toBeGreaterThan(0);
        expect(head.text, path).toBe('');
      }
      expect((await app.request('HEAD', '/tenants/me')).status).toBe(401);
    });
  });

  describe('correlation id', () => {
    it('echoes a valid UUID v4 in the header and the error body', async () => {
      const correlationId = randomUUID();
      const failed = await app.request('GET', '/tenants', { headers: { 'x-correlation-id': correlationId } });
      expect(failed.status).toBe(401);
      expect(failed.headers.get('x-correlation-id')).toBe(correlationId);
      expect(failed.body.correlationId).toBe(correlationId);

      const other = randomUUID();
      const succeeded = await app.request('GET', '/health', { headers: { 'x-correlation-id': other } });
      expect(succeeded.status).toBe(200);
      expect(succeeded.headers.get('x-correlation-id')).toBe(other);

      const upperCase = randomUUID().toUpperCase();
      const echoed = await app.request('GET', '/health', { headers: { 'x-correlation-id': upperCase } });
      expect(echoed.headers.get('x-correlation-id')).toBe(upperCase);
    });

    it.each([
      ['a short string', 'abc'],
      ['a UUID v1', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
      ['a UUID v4 with trailing text', `${randomUUID()}-x`],
      ['an empty value', ''],
    ])('replaces %s with a generated UUID v4', async (_kind, given) => {
      const response = await app.request('GET', '/tenants', { headers: { 'x-correlation-id': given } });
      const generated = response.headers.get('x-correlation-id');
      expect(generated).toMatch(UUID_V4);
      expect(generated).not.toBe(given);
      expect(response.body.correlationId).toBe(generated);
    });

    it('gives every log line of a request its correlation id', async () => {
      const requests: Array<[string, string, Record<string, unknown>]> = [
        ['GET', '/health', {}],
        ['POST', '/tenants/register', { headers: app.adminHeaders, json: { name: unique('logged'), appSecret: 'a-long-secret-1' } }],
        ['PATCH', '/tenants/me', { headers: tenantHeaders, json: { name: 'Adapter tenant' } }],
        ['GET', '/tenants', {}],
        ['PUT', '/health', {}],
        ['POST', '/tenants/login', { headers: { 'content-type': 'text/plain' }, body: '{}' }],
      ];
      for (const [method, path, init] of requests) {
        const correlationId = randomUUID();
        const from = app.logs.length;
        const options = init as { headers?: Record<string, string> };
        await app.request(method, path, { ...init, headers: { ...options.headers, 'x-correlation-id': correlationId } });
        const lines = logLinesSince(app, from);
        const own = lines.filter((line) => line.correlationId === correlationId);
        expect(own.some((line) => line.msg === 'request' && line.path === path && line.method === method), `${method} ${path}`).toBe(true);
        // Lines written while the request ran belong to it; nothing of it is logged without the id.
        for (const line of lines) expect(line.correlationId, `${method} ${path}: ${JSON.stringify(line)}`).toBe(correlationId);
      }
    });
  });
});

/** The body limit is enforced before any database or cache is touched, so one backend suffices. */
describe('request body size limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { MAX_BODY_BYTES: '1024' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A valid register body of exactly `bytes` bytes: the webhook URL's path takes up the slack. */
  const bodyOfSize = (bytes: number) => {
    const fields = (path: string) => JSON.stringify({ name: 'Sized', appSecret: 'a-long-secret-1', webhookUrl: `https://sized.example/${path}` });
    return fields('p'.repeat(bytes - fields('').length));
  };

  it('answers 413 in the billing body to a body over MAX_BODY_BYTES, streamed or declared', async () => {
    const body = bodyOfSize(1025);
    expect(Buffer.byteLength(body)).toBe(1025);
    const streamed = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'application/json' }, body });
    expectBillingError(streamed, 413, 'Payload Too Large', '/tenants/register');

    const declared = await app.request('POST', '/tenants/register', {
      headers: { ...app.adminHeaders, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expectBillingError(declared, 413, 'Payload Too Large', '/tenants/register');
    expect((await app.request('GET', '/tenants', { headers: app.adminHeaders })).body.pagination.total).toBe(0);
  });

  it('accepts a body of exactly MAX_BODY_BYTES', async () => {
    const body = bodyOfSize(1024);
    expect(Buffer.byteLength(body)).toBe(1024);
    const response = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'application/json' }, body });
    expect(response.status).toBe(201);
    expect(response.body.webhookUrl).toBe(JSON.parse(body).webhookUrl);
  });
});
