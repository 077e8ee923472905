import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Endpoint, endpointCalls, publicUrl } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe.each(backends)('webhook endpoints over REST on %s', (backend) => {
  const app = suiteApp({ backend });
  const { base, create, list, get, update, remove } = endpointCalls(app);

  it('lists none at first, and creates an endpoint with what was given (201)', async () => {
    const { headers } = await app.tenantWithToken();
    expect((await list(headers)).body).toEqual({ data: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });

    const created = await app.request('POST', base, {
      headers,
      json: {
        url: publicUrl('orders'),
        description: 'Order system',
        eventTypes: ['payment.succeeded', 'payment.failed'],
        headers: { 'X-Api-Key': 'receiver-key' },
        rateLimitPerSecond: 5,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: publicUrl('orders'),
      description: 'Order system',
      eventTypes: ['payment.succeeded', 'payment.failed'],
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      headers: { 'X-Api-Key': 'receiver-key' },
      headerNames: ['X-Api-Key'],
      rateLimitPerSecond: 5,
      primary: false,
      failingSince: null,
      lastSuccessAt: null,
      createdAt: iso,
      updatedAt: iso,
    });
    expect((await get(headers, created.body.id)).body).toEqual(created.body);
  });

  it('fills in the defaults of a bare URL, and records why one added disabled is disabled', async () => {
    const { headers } = await app.tenantWithToken();
    const bare = await create(headers, { url: publicUrl('bare') });
    expect(bare).toMatchObject({ description: '', eventTypes: [], enabled: true, disabledReason: null, headers: {}, rateLimitPerSecond: null, primary: false });

    const off = await create(headers, { url: publicUrl('off'), enabled: false });
    expect(off).toMatchObject({ enabled: false, disabledReason: 'Disabled when it was added', disabledAt: iso });

    const listed = await list(headers);
    expect(listed.status).toBe(200);
    // Newest first by default; oldest first on request.
    expect(listed.body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([off.id, bare.id]);
    expect(listed.body.pagination).toEqual({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect((await list(headers, '?sortOrder=asc')).body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([bare.id, off.id]);
    const firstPage = await list(headers, '?limit=1');
    expect(firstPage.body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([off.id]);
    expect(firstPage.body.pagination).toEqual({ total: 2, limit: 1, offset: 0, hasMore: true });
  });

  it('changes only the fields given, replaces the headers, and disables and re-enables', async () => {
    const { headers } = await app.tenantWithToken();
    const endpoint = await create(headers, { url: publicUrl('a'), description: 'First', headers: { 'X-One': '1', 'X-Two': '2' }, rateLimitPerSecond: 10 });

    const changed = await update(headers, endpoint.id, { description: 'Renamed', headers: { 'X-Three': '3' }, eventTypes: ['tenant.updated'] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: endpoint.id, url: publicUrl('a'), description: 'Renamed', headers: { 'X-Three': '3' }, eventTypes: ['tenant.updated'], rateLimitPerSecond: 10 });

    const moved = await update(headers, endpoint.id, { url: publicUrl('b'), rateLimitPerSecond: null, eventTypes: [] });
    expect(moved.body).toMatchObject({ url: publicUrl('b'), description: 'Renamed', rateLimitPerSecond: null, eventTypes: [] });

    const disabled = await update(headers, endpoint.id, { enabled: false });
    expect(disabled.body).toMatchObject({ enabled: false, disabledReason: 'Disabled by the tenant', disabledAt: iso });
    const enabled = await update(headers, endpoint.id, { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });

    expect((await get(headers, endpoint.id)).body).toEqual(enabled.body);
  });

  it('deletes an endpoint, answering it as it was; then it is not found and no longer listed', async () => {
    const { headers } = await app.tenantWithToken();
    const kept = await create(headers, { url: publicUrl('kept') });
    const doomed = await create(headers, { url: publicUrl('doomed'), description: 'Going away', headers: { 'X-Key': 'k' } });
    const before = (await get(headers, doomed.id)).body;

    const deleted = await remove(headers, doomed.id);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual(before);

    expect((await get(headers, doomed.id)).status).toBe(404);
    expect((await remove(headers, doomed.id)).status).toBe(404);
    expect((await update(headers, doomed.id, { description: 'back' })).status).toBe(404);
    const listed = await list(headers);
    expect(listed.body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([kept.id]);
    expect(listed.body.pagination.total).toBe(1);
  });

  it("answers 404 for another tenant's endpoint, an unknown id and a non-UUID id on every route, and changes nothing", async () => {
    const owner = await app.tenantWithToken();
    const intruder = await app.tenantWithToken();
    const endpoint = await create(owner.headers, { url: publicUrl('owned'), description: 'Mine' });
    const since = new Date(Date.now() - 3_600_000).toISOString();

    const routes = (id: string) =>
      [
        ['GET', `${base}/${id}`, undefined],
        ['PATCH', `${base}/${id}`, { description: 'Taken over', enabled: false }],
        ['DELETE', `${base}/${id}`, undefined],
        ['GET', `${base}/${id}/secret`, undefined],
        ['POST', `${base}/${id}/secret/rotate`, undefined],
        ['POST', `${base}/${id}/test`, undefined],
        ['POST', `${base}/${id}/recover`, { since }],
      ] as const;
    const attempts = [
      [intruder.headers, endpoint.id],
      [owner.headers, randomUUID()],
      [owner.headers, 'not-a-uuid'],
    ] as const;
    for (const [headers, id] of attempts) {
      for (const [method, path, json] of routes(id)) {
        const response = await app.request(method, path, { headers, ...(json ? { json } : {}) });
        expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, message: 'Webhook endpoint not found' });
      }
    }
    expect((await list(intruder.headers)).body.pagination.total).toBe(0);
    expect((await get(owner.headers, endpoint.id)).body).toMatchObject({ id: endpoint.id, description: 'Mine', enabled: true });
  });

  describe('the administrators’ list', () => {
    it("lists one tenant's endpoints with the admin key, never a secret", async () => {
      const { tenant, headers } = await app.tenantWithToken({ webhookUrl: publicUrl('primary') });
      const other = await app.tenantWithToken();
      const extra = await create(headers, { url: publicUrl('extra'), headers: { 'X-Api-Key': 'receiver-key' } });
      await create(other.headers, { url: publicUrl('someone-else') });
      const extraSecret = (await app.request('GET', `${base}/${extra.id}/secret`, { headers })).body.secret as string;
      const tenantSecret = (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;

      const response = await app.request('GET', `/tenants/${tenant.id}/webhook-endpoints`, { headers: app.adminHeaders });
      expect(response.status, response.text).toBe(200);
      expect(response.body.pagination.total).toBe(2);
      // As the tenant's own list, but header values (often a receiver's key) are not shown: their names are.
      const tenantView = (await list(headers)).body.data as Array<Record<string, unknown>>;
      expect(response.body.data).toEqual(tenantView.map(({ headers: _values, ...endpoint }) => endpoint));
      expect(response.body.data.find((endpoint: Endpoint) => endpoint.id === extra.id).headerNames).toEqual(['X-Api-Key']);
      expect(response.text).not.toContain('receiver-key');
      expect(response.body.data.map((endpoint: Endpoint) => [endpoint.url, endpoint.primary])).toEqual(
        expect.arrayContaining([
          [publicUrl('primary'), true],
          [publicUrl('extra'), false],
        ]),
      );
      for (const endpoint of response.body.data as Record<string, unknown>[]) {
        expect(Object.keys(endpoint).filter((key) => /secret/i.test(key))).toEqual([]);
      }
      expect(extraSecret).toMatch(/^whsec_/);
      expect(response.text).not.toContain(extraSecret);
      expect(response.text).not.toContain(tenantSecret);
    });

    it('answers 404 for an unknown tenant, and refuses a tenant token as the other admin routes do', async () => {
      const { tenant, headers } = await app.tenantWithToken();
      const unknown = await app.request('GET', `/tenants/${randomUUID()}/webhook-endpoints`, { headers: app.adminHeaders });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Tenant not found' });

      const refused = await app.request('GET', `/tenants/${tenant.id}/webhook-endpoints`, { headers });
      const otherAdminRoute = await app.request('GET', `/tenants/${tenant.id}/webhook-deliveries`, { headers });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 401, message: otherAdminRoute.body.message });
      expect((await app.request('GET', `/tenants/${tenant.id}/webhook-endpoints`)).status).toBe(401);
    });
  });
});
