import { expect } from '@playwright/test';
import { serverTest as test } from './support/servers';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('REST smoke against the production build', () => {
  test('GET /health/live answers 200 with a correlation id', async ({ request }) => {
    const response = await request.get('/health/live');

    expect(response.status()).toBe(200);
    expect(response.headers()['x-correlation-id']).toMatch(uuid);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('a path that is not valid percent-encoded UTF-8 gets the billing error body, not the framework\'s page', async ({ request }) => {
    for (const path of ['/tenants/%ZZ', '/payments/%C0%AF', '/tenants/%E0%A4%A/suspend']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-type'], path).toContain('application/json');
      expect(response.headers()['x-correlation-id'], path).toMatch(uuid);
      expect(await response.json(), path).toMatchObject({ statusCode: 400, error: 'Bad Request', path });
    }
  });

  test('GET /health/ready answers 200 on the embedded default', async ({ request }) => {
    const response = await request.get('/health/ready');

    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, cache: { status: 'up' } },
    });
  });

  test('GET /openapi.json documents the tenant operations', async ({ request }) => {
    const response = await request.get('/openapi.json');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const document = await response.json();
    expect(document.info.title).toBe('Billing platform API');
    expect(document.paths['/tenants/register']).toHaveProperty('post');
    expect(document.paths['/tenants/me']).toHaveProperty('get');
  });

  test('an unknown path answers the JSON 404 body', async ({ request }) => {
    const correlationId = crypto.randomUUID();
    const response = await request.get('/no/such/route', { headers: { 'X-Correlation-ID': correlationId } });

    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['x-correlation-id']).toBe(correlationId);
    expect(await response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      path: '/no/such/route',
      correlationId,
    });
  });
});
