import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeyCalls, bearer } from '../testing/api-key-fixtures';
import { backends, suiteApp } from '../testing/test-app';

/** What customers refuse: bad input (400 in the billing error body), a taken external id (409), other tenants (404), keys without the permission (403). */
describe.each(backends)('customers refusing on %s', (backend) => {
  const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
  const keys = apiKeyCalls(app);

  it('answers 400 in the billing error body, naming each broken rule', async () => {
    const { headers } = await app.tenantWithToken();
    const cases: Array<[unknown, string[]]> = [
      [{ email: 'not-an-address' }, ['email must be an e-mail address']],
      [{ email: true }, ['email must be a string']],
      [{ name: '   ' }, ['name must not be blank']],
      [{ externalId: '' }, ['externalId must be between 1 and 255 characters']],
      [{ externalId: 42 }, ['externalId must be a string']],
      [{ metadata: { plan: 1 } }, ['metadata.plan must be a string']],
      [{ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 'v'])) }, ['metadata must have at most 20 keys']],
      [{ metadata: 'plan=pro' }, ['metadata must be an object of string values']],
      [{ phone: '+36 1 234 5678' }, ['phone is not allowed']],
    ];
    for (const [json, details] of cases) {
      const response = await app.request('POST', '/customers', { headers, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body, JSON.stringify(json)).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', path: '/customers', details });
    }
    const list = await app.request('GET', '/customers?externalId=', { headers });
    expect(list.status).toBe(400);
    expect(list.body.details).toEqual(['externalId must be between 1 and 255 characters']);
    expect((await app.request('GET', '/customers', { headers })).body.pagination.total).toBe(0);
  });

  it('answers 409 with a clear message for a second customer with an external id, on create and on change; concurrent creates make one', async () => {
    const { headers } = await app.tenantWithToken();
    expect((await app.request('POST', '/customers', { headers, json: { externalId: 'user-1' } })).status).toBe(201);
    const duplicate = await app.request('POST', '/customers', { headers, json: { externalId: 'user-1', email: 'twin@example.com' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'A customer with externalId "user-1" already exists: read it with GET /customers?externalId=user-1',
    });
    const other = (await app.request('POST', '/customers', { headers, json: { externalId: 'user-2' } })).body;
    const renamed = await app.request('PATCH', `/customers/${other.id}`, { headers, json: { externalId: 'user-1' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toContain('"user-1" already exists');

    const racing = await Promise.all(Array.from({ length: 4 }, () => app.request('POST', '/customers', { headers, json: { externalId: 'racer' } })));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    // Another tenant's ids are its own.
    const elsewhere = await app.tenantWithToken();
    expect((await app.request('POST', '/customers', { headers: elsewhere.headers, json: { externalId: 'user-1' } })).status).toBe(201);
  });

  it('answers 404 for another tenant’s customer on every route, and never lists it', async () => {
    const owner = await app.tenantWithToken();
    const intruder = await app.tenantWithToken();
    const customer = (await app.request('POST', '/customers', { headers: owner.headers, json: { externalId: 'private-1', email: 'private@example.com' } })).body;
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.request(method, `/customers/${customer.id}`, { headers: intruder.headers, ...(json ? { json } : {}) });
      expect(response.status, method).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, message: 'Customer not found' });
    }
    for (const query of ['', '?externalId=private-1', '?email=private%40example.com', '?search=private']) {
      expect((await app.request('GET', `/customers${query}`, { headers: intruder.headers })).body.data, query).toEqual([]);
    }
    expect((await app.request('GET', `/customers/${randomUUID()}`, { headers: owner.headers })).status).toBe(404);
    expect((await app.request('GET', '/customers/not-a-uuid', { headers: owner.headers })).status).toBe(404);
    expect((await app.request('GET', `/customers/${customer.id}`, { headers: owner.headers })).body.name).toBeNull();
  });

  it('asks for credentials, and lets an API key do what its customers permission allows', async () => {
    expect((await app.request('GET', '/customers')).status).toBe(401);
    expect((await app.request('POST', '/customers', { json: {} })).status).toBe(401);
    const { headers } = await app.tenantWithToken();
    const reader = await keys.created(headers, { permissions: { customers: 'read' } });
    const writer = await keys.created(headers, { permissions: { customers: 'write' } });
    const none = await keys.created(headers, { permissions: { payments: 'write' } });

    const created = await app.request('POST', '/customers', { headers: bearer(writer.key), json: { externalId: 'by-key' } });
    expect(created.status, created.text).toBe(201);
    expect((await app.request('GET', `/customers/${created.body.id}`, { headers: bearer(reader.key) })).status).toBe(200);
    const refused = await app.request('POST', '/customers', { headers: bearer(reader.key), json: {} });
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'This API key lacks customers:write' });
    expect((await app.request('GET', '/customers', { headers: bearer(none.key) })).body).toMatchObject({ statusCode: 403, message: 'This API key lacks customers:read' });
    expect((await app.request('GET', '/prices', { headers: bearer(writer.key) })).body).toMatchObject({ statusCode: 403, message: 'This API key lacks prices:read' });
  });
});
