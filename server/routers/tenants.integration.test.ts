import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

describe.each(backends)('tenants on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /tenants/register', () => {
    it('creates an ACTIVE tenant, 201, without the secret', async () => {
      const response = await app.request('POST', '/tenants/register', {
        headers: app.adminHeaders,
        json: { name: 'Acme Ltd', appId: `acme-${backend}`, appSecret: 'a-long-secret-1', webhookUrl: 'https://acme.example/hooks' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        appId: `acme-${backend}`,
        name: 'Acme Ltd',
        webhookUrl: 'https://acme.example/hooks',
        status: 'ACTIVE',
      });
      expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.text).not.toContain('a-long-secret-1');
      expect(response.body).not.toHaveProperty('appSecret');
      expect(response.body).not.toHaveProperty('secretHash');
    });

    it('generates an appId when none is given', async () => {
      const { tenant } = await app.registerTenant({ name: 'No appId' });
      expect(tenant.appId).toMatch(/^[A-Za-z0-9-]+$/);
    });

    it('answers 409 for an appId in use, in any letter case', async () => {
      await app.registerTenant({ appId: `dup-${backend}` });
      const again = await app.request('POST', '/tenants/register', {
        headers: app.adminHeaders,
        json: { name: 'Again', appId: `DUP-${backend}`, appSecret: 'another-secret-1' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ statusCode: 409, message: 'appId already exists', error: 'Conflict', path: '/tenants/register' });
    });

    it('answers 400 with one detail per violated rule', async () => {
      const response = await app.request('POST', '/tenants/register', {
        headers: app.adminHeaders,
        json: { name: '', appId: 'bad id!', appSecret: 'short', webhookUrl: 'not a url' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'name must be between 1 and 255 characters',
          'appId must contain only letters, digits and hyphens',
          'appSecret must be at least 12 characters',
          'webhookUrl must be a valid http or https URL',
        ]),
      );
    });

    it('answers 401 without the admin key or with a wrong one', async () => {
      const json = { name: 'X', appSecret: 'a-long-secret-1' };
      const missing = await app.request('POST', '/tenants/register', { json });
      const wrong = await app.request('POST', '/tenants/register', { json, headers: { 'x-admin-key': 'x'.repeat(40) } });
      expect(missing.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('Unauthorized');
    });
  });

  describe('login and /tenants/me', () => {
    it('logs in and reads and updates its own record', async () => {
      const { tenant, appSecret } = await app.registerTenant({ name: 'Self' });
      const login = await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret } });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ expiresIn: '24h', tokenType: 'Bearer' });
      const headers = { authorization: `Bearer ${login.body.accessToken}` };

      const me = await app.request('GET', '/tenants/me', { headers });
      expect(me.status).toBe(200);
      expect(me.body).toEqual(tenant);

      const updated = await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Renamed', webhookUrl: 'https://self.example/h' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: 'Renamed', webhookUrl: 'https://self.example/h', appId: tenant.appId });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThan(Date.parse(tenant.updatedAt));

      const cleared = await app.request('PATCH', '/tenants/me', { headers, json: { webhookUrl: null } });
      expect(cleared.body.webhookUrl).toBeNull();
      expect(cleared.body.name).toBe('Renamed');
    });

    it('refuses to change appId, appSecret or status through PATCH /tenants/me', async () => {
      const { headers } = await app.tenantWithToken();
      const response = await app.request('PATCH', '/tenants/me', { headers, json: { status: 'DELETED', appSecret: 'new-secret-123' } });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining(['status cannot be changed through this endpoint', 'appSecret cannot be changed through this endpoint']),
      );
    });

    it('answers 401 Invalid credentials for a wrong secret and an unknown appId alike', async () => {
      const { tenant } = await app.registerTenant();
      const wrong = await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret: 'wrong-secret-123' } });
      const unknown = await app.request('POST', '/tenants/login', { json: { appId: 'nobody-here', appSecret: 'wrong-secret-123' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid credentials');
      expect(unknown.body.message).toBe('Invalid credentials');
    });

    it('answers 400 when appId or appSecret is missing', async () => {
      const response = await app.request('POST', '/tenants/login', { json: {} });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(expect.arrayContaining(['appId is required', 'appSecret is required']));
    });
  });

  describe('admin lifecycle', () => {
    it('suspends, reactivates and deletes, with the spec messages for each state', async () => {
      const { tenant, appSecret, headers } = await app.tenantWithToken();
      const suspend = await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
      expect(suspend.status).toBe(200);
      expect(suspend.body.status).toBe('SUSPENDED');

      expect((await app.request('GET', '/tenants/me', { headers })).body.message).toBe('Tenant suspended');
      const suspendedLogin = await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret } });
      expect(suspendedLogin.status).toBe(401);
      expect(suspendedLogin.body.message).toBe('Tenant suspended');

      const reactivate = await app.request('POST', `/tenants/${tenant.id}/reactivate`, { headers: app.adminHeaders });
      expect(reactivate.body.status).toBe('ACTIVE');
      expect((await app.request('GET', '/tenants/me', { headers })).status).toBe(200);

      const remove = await app.request('DELETE', `/tenants/${tenant.id}`, { headers: app.adminHeaders });
      expect(remove.status).toBe(200);
      expect(remove.body.status).toBe('DELETED');
      const afterDelete = await app.request('GET', '/tenants/me', { headers });
      expect(afterDelete.status).toBe(401);
      expect(afterDelete.body.message).toBe('Tenant deleted');
      const deletedLogin = await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret } });
      expect(deletedLogin.body.message).toBe('Tenant deleted');

      const reactivateDeleted = await app.request('POST', `/tenants/${tenant.id}/reactivate`, { headers: app.adminHeaders });
      expect(reactivateDeleted.status).toBe(422);
      expect((await app.request('GET', `/tenants/${tenant.id}`, { headers: app.adminHeaders })).body.status).toBe('DELETED');
    });

    it('answers 422 for transitions the state table does not allow', async () => {
      const { tenant } = await app.registerTenant();
      const reactivateActive = await app.request('POST', `/tenants/${tenant.id}/reactivate`, { headers: app.adminHeaders });
      expect(reactivateActive.status).toBe(422);
      expect(reactivateActive.body.error).toBe('Unprocessable Entity');
    });

    it('answers 404 for unknown and malformed tenant ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await app.request('GET', `/tenants/${id}`, { headers: app.adminHeaders });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Tenant not found');
      }
    });

    it('rejects tokens issued before a secret change, and accepts the new secret at once', async () => {
      const { tenant, headers } = await app.tenantWithToken();
      const change = await app.request('PUT', `/tenants/${tenant.id}/secret`, { headers: app.adminHeaders, json: { appSecret: 'brand-new-secret-1' } });
      expect(change.status).toBe(200);
      const old = await app.request('GET', '/tenants/me', { headers });
      expect(old.status).toBe(401);
      const token = await app.login(tenant.appId, 'brand-new-secret-1');
      const fresh = await app.request('GET', '/tenants/me', { headers: { authorization: `Bearer ${token}` } });
      expect(fresh.status).toBe(200);
    });

    it('lists with pagination, filters, search and sorting', async () => {
      const marker = `zz-list-${backend}`;
      for (const name of ['Alpha', 'Beta', 'Gamma']) await app.registerTenant({ name: `${marker} ${name}` });
      const page = await app.request('GET', `/tenants?search=${marker}&limit=2&sortBy=name&sortOrder=asc`, { headers: app.adminHeaders });
      expect(page.status).toBe(200);
      expect(page.body.data.map((t: { name: string }) => t.name)).toEqual([`${marker} Alpha`, `${marker} Beta`]);
      expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
      const next = await app.request('GET', `/tenants?search=${marker}&limit=2&offset=2&sortBy=name&sortOrder=asc`, { headers: app.adminHeaders });
      expect(next.body.data.map((t: { name: string }) => t.name)).toEqual([`${marker} Gamma`]);
      expect(next.body.pagination.hasMore).toBe(false);

      const bad = await app.request('GET', '/tenants?limit=101&sortBy=secret&status=GONE', { headers: app.adminHeaders });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(
        expect.arrayContaining([
          'limit must be between 1 and 100',
          'sortBy must be one of createdAt, updatedAt, name, appId, status',
          'status must be one of ACTIVE, SUSPENDED, DELETED',
        ]),
      );
    });
  });
});
