import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { logLinesSince } from '../testing/raw-request';
import { allowOf, BILLING_ERROR_FIELDS, expectBillingError, restAdapterSuite, UUID_V4 } from '../testing/rest-adapter-fixtures';
import { backends } from '../testing/test-app';

describe.each(backends)('REST adapter on %s: headers, error bodies, routing and correlation', (backend) => {
  const { app, tenant, unique } = restAdapterSuite(backend);

  describe('security headers', () => {
    it('are on every answer the adapter gives, success or error, HSTS only over TLS', async () => {
      const answers = await Promise.all([
        app.request('GET', '/health/live'),
        app.request('GET', '/tenants/me', { headers: tenant.headers }),
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
        ['/tenants/me', tenant.headers],
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
        ['PATCH', '/tenants/me', { headers: tenant.headers, json: { name: 'Adapter tenant' } }],
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
