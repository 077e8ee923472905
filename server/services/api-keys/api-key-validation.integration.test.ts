import { describe, expect, it } from 'vitest';
import { tenantApiKeys } from '@/db/schema';
import { apiKeyCalls } from '../../testing/api-key-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

/** Whatever a client sends, a key is made only from valid input; anything else is a 400 naming the rule, never a 500. */
describe.each(backends)('tenant API key input on %s', (backend) => {
  const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
  const keys = apiKeyCalls(app);
  const keyCount = async () => (await app.container.database.db.select().from(tenantApiKeys)).length;

  it.each([
    [{ name: 'k', permissions: { payments: 'admin' } }, 'permissions.payments must be none, read or write'],
    [{ name: 'k', permissions: { payments: 'read', invoices: 'read' } }, 'permissions.invoices is not a resource (payments, refunds, disputes, customers, prices, webhooks, requestLog, tenant)'],
    [{ name: 'k', permissions: 'everything' }, 'permissions must be "all" or an object giving resources none, read or write'],
    [{ name: 'k', permissions: ['all'] }, 'permissions must be "all" or an object giving resources none, read or write'],
    [{ name: 'k', permissions: { payments: 1 } }, 'permissions.payments must be none, read or write'],
    [{ name: 'k' }, 'permissions is required'],
    [{ permissions: 'all' }, 'name is required'],
    [{ name: '   ', permissions: 'all' }, 'name must be between 1 and 100 characters'],
    [{ name: 'k'.repeat(101), permissions: 'all' }, 'name must be between 1 and 100 characters'],
    [{ name: 'k', permissions: 'all', expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt must be in the future'],
    [{ name: 'k', permissions: 'all', expiresAt: 'next week' }, 'expiresAt must be an ISO 8601 date-time, such as 2027-01-31T10:00:00Z'],
    [{ name: 'k', permissions: 'all', expiresAt: 1_900_000_000 }, 'expiresAt must be an ISO 8601 date-time, such as 2027-01-31T10:00:00Z'],
    [{ name: 'k', permissions: 'all', allowedIps: ['10.0.0.0/33'] }, 'allowedIps.0 "10.0.0.0/33" has a prefix length that is not 0 to 32'],
    [{ name: 'k', permissions: 'all', allowedIps: ['0x1F'] }, 'allowedIps.0 "0x1F" is not an IPv4 or IPv6 address or CIDR block'],
    [{ name: 'k', permissions: 'all', allowedIps: ['10.1'] }, 'allowedIps.0 "10.1" is not an IPv4 or IPv6 address or CIDR block'],
    [{ name: 'k', permissions: 'all', allowedIps: ['192.0.2.1', '10.1.2.3/8'] }, 'allowedIps.1 "10.1.2.3/8" has host bits set: write 10.0.0.0/8 for the block, or 10.1.2.3/32 for the one address'],
    [{ name: 'k', permissions: 'all', allowedIps: ['2001:db8::/129'] }, 'allowedIps.0 "2001:db8::/129" has a prefix length that is not 0 to 128'],
    [{ name: 'k', permissions: 'all', allowedIps: '10.0.0.0/8' }, 'allowedIps must be a list of CIDR blocks'],
    [{ name: 'k', permissions: 'all', key: 'bk_mine' }, 'key is not allowed'],
  ])('refuses %j with 400: %s', async (json, detail) => {
    const { headers } = await app.tenantWithToken();
    const before = await keyCount();
    const refused = await keys.create(headers, json);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', path: '/tenants/me/api-keys' });
    expect(refused.body.details).toContain(detail);
    expect(await keyCount()).toBe(before);
  });

  it('reads its list’s page from strict query integers: 0x1F, 1e1 and 05 are refused by name', async () => {
    const { headers } = await app.tenantWithToken();
    for (const query of ['?limit=0x1F', '?limit=1e1', '?offset=05', '?limit=101', '?sortBy=name', '?status=active']) {
      const refused = await keys.list(headers, query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message).toBe('Validation failed');
    }
    expect((await keys.list(headers, '?limit=0x1F')).body.details).toEqual(['limit must be an integer']);
    expect((await keys.list(headers, '?status=active')).body.details).toEqual(['status is not allowed']);
  });

  it('refuses a bad change or roll with 400 and changes nothing; an id that is not one is a 404', async () => {
    const { headers } = await app.tenantWithToken();
    const key = await keys.created(headers, { name: 'Unchanged', permissions: { payments: 'read' } });
    for (const [json, detail] of [
      [{ permissions: { payments: 'admin' } }, 'permissions.payments must be none, read or write'],
      [{ expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt must be in the future'],
      [{ allowedIps: ['not an address'] }, 'allowedIps.0 "not an address" is not an IPv4 or IPv6 address or CIDR block'],
      [{ name: '' }, 'name must be between 1 and 100 characters'],
      [{ state: 'active' }, 'state is not allowed'],
    ] as const) {
      const refused = await keys.update(headers, key.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.details).toContain(detail);
    }
    expect((await keys.get(headers, key.id)).body).toMatchObject({ name: 'Unchanged', permissions: { payments: 'read' }, expiresAt: null, allowedIps: [] });

    for (const [json, detail] of [
      [{ expireOldIn: '2h' }, 'expireOldIn must be one of now, 1h, 24h, 7d'],
      [{}, 'expireOldIn is required'],
      [{ expireOldIn: 3600 }, 'expireOldIn must be one of now, 1h, 24h, 7d'],
    ] as const) {
      const refused = await keys.roll(headers, key.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.details).toContain(detail);
    }
    expect((await keys.list(headers)).body.pagination.total).toBe(1);
    for (const answer of [await keys.get(headers, 'not-a-uuid'), await keys.update(headers, 'not-a-uuid', { name: 'x' }), await keys.revoke(headers, '0x1F')]) {
      expect(answer.status).toBe(404);
    }
  });

  it('answers malformed JSON with 400 and a body that is not JSON with 415, in the billing error body', async () => {
    const { headers } = await app.tenantWithToken();
    const malformed = await app.request('POST', '/tenants/me/api-keys', { headers: { ...headers, 'content-type': 'application/json' }, body: '{"name": "k", "permissions": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, path: '/tenants/me/api-keys' });
    const text = await app.request('POST', '/tenants/me/api-keys', { headers: { ...headers, 'content-type': 'text/plain' }, body: 'name=k' });
    expect(text.status).toBe(415);
    expect(text.body.statusCode).toBe(415);
  });
});
