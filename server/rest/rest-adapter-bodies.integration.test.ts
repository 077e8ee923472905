import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signProviderBody } from '../infra/payment-provider/provider-signature';
import { sendRawRequest } from '../testing/raw-request';
import { expectBillingError, restAdapterSuite } from '../testing/rest-adapter-fixtures';
import { backends, type TestApp } from '../testing/test-app';

describe.each(backends)('REST adapter on %s: content types, bodies and hostile input', (backend) => {
  const { app, tenant, unique, countTenantsNamed } = restAdapterSuite(backend);


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
      const patch = await app.request('PATCH', '/tenants/me', { headers: { ...tenant.headers, 'content-type': 'text/plain' }, body: '{"name":"Plain"}' });
      expectBillingError(patch, 415, 'Unsupported Media Type', '/tenants/me');
      const put = await sendRawRequest(
        app,
        new Request(`http://localhost/tenants/${tenant.id}/secret`, {
          method: 'PUT',
          headers: app.adminHeaders,
          body: new TextEncoder().encode('{"appSecret":"another-secret-1"}'),
        }),
      );
      expectBillingError(put, 415, 'Unsupported Media Type', `/tenants/${tenant.id}/secret`);
      const me = await app.request('GET', '/tenants/me', { headers: tenant.headers });
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
        ['POST', '/payments', { headers: tenant.headers, json: { ...payment, userId: 'u\u0000x' } }, 'userId'],
        ['POST', '/payments', { headers: tenant.headers, json: { ...payment, metadata: { order: 'a\u0000' } } }, 'metadata.order'],
        ['POST', '/payments', { headers: tenant.headers, json: { ...payment, metadata: { 'or\u0000der': 'a' } } }, 'metadata'],
        ['PATCH', '/tenants/me', { headers: tenant.headers, json: { name: 'a\u0000b' } }, 'name'],
        ['POST', '/tenants/login', { json: { appId: 'ac\u0000me', appSecret: 'some-secret-1' } }, 'appId'],
        ['GET', '/tenants?search=a%00b', { headers: app.adminHeaders }, 'search'],
        ['GET', '/audit-events?actorId=a%00b', { headers: app.adminHeaders }, 'actorId'],
      ];
      for (const [method, path, init, field] of cases) {
        const response = await app.request(method, path, init);
        expectBillingError(response, 400, 'Bad Request', path.split('?')[0]!);
        expect(response.body.details, `${method} ${path}`).toEqual([`${field} must not contain NUL characters`]);
      }
      const listed = await app.request('GET', '/payments?limit=100', { headers: tenant.headers });
      expect(listed.body.data.filter((item: { userId: string }) => item.userId !== 'nul-user')).toHaveLength(listed.body.data.length);
      expect((await app.request('GET', '/tenants/me', { headers: tenant.headers })).body.name).toBe('Adapter tenant');
    });
  });

  describe('hostile input', () => {
    const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

    it('answers 400 to JSON nested 20,000 levels deep in an extra field, on every body route, and stores nothing', async () => {
      const name = unique('deep');
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const cases: Array<[string, string, Record<string, string>, string]> = [
        ['POST', '/tenants/register', app.adminHeaders, `{"name":"${name}","appSecret":"a-long-secret-1","extra":${deep}}`],
        ['PATCH', '/tenants/me', tenant.headers, `{"name":"${name}","extra":${deep}}`],
        ['POST', '/payments', tenant.headers, `{"amount":1,"currency":"EUR","userId":"${name}","extra":${deep}}`],
        ['POST', '/tenants/login', {}, `{"appId":"x","appSecret":"y","extra":${deep}}`],
      ];
      for (const [method, path, headers, body] of cases) {
        const response = await app.request(method, path, { headers: json(headers), body });
        expectBillingError(response, 400, 'Bad Request', path);
        expect(response.body.message).toBe('JSON in the request body must not nest more than 32 levels deep');
      }
      expect(await countTenantsNamed(name)).toBe(0);
      expect((await app.request('GET', '/tenants/me', { headers: tenant.headers })).body.name).toBe('Adapter tenant');
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
        ['PATCH', '/tenants/me', tenant.headers, '{"name":"a\\ud800b"}', 'name'],
        ['POST', '/payments', tenant.headers, '{"amount":10,"currency":"EUR","userId":"surrogate","description":"\\udc00"}', 'description'],
        ['POST', '/payments', tenant.headers, '{"amount":10,"currency":"EUR","userId":"surrogate","metadata":{"k":"\\ud83d"}}', 'metadata.k'],
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

      expect((await app.request('GET', '/payments?userId=surrogate', { headers: tenant.headers })).body.pagination.total).toBe(0);
      expect((await app.request('GET', '/tenants/me', { headers: tenant.headers })).body.name).toBe('Adapter tenant');
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
      const response = await app.request(method, path, { headers: { ...app.adminHeaders, ...tenant.headers } });
      expectBillingError(response, 400, 'Bad Request', path);
      expect(response.body.message).toBe('The path is not valid percent-encoded UTF-8');
    });

    it('answers 400 to a query parameter that is malformed or named like a property of every object', async () => {
      const malformed = await app.request('GET', '/tenants?search=%C0%AF', { headers: app.adminHeaders });
      expectBillingError(malformed, 400, 'Bad Request', '/tenants');
      expect(malformed.body.message).toBe('Query parameter "search" is not valid percent-encoded UTF-8');
      for (const name of ['__proto__', 'constructor', 'toString']) {
        const response = await app.request('GET', `/tenants/me?${name}=1`, { headers: tenant.headers });
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
});
