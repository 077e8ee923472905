import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantApiKeys } from '@/db/schema';
import { stampPeerAddress } from '../../http/peer-address';
import { apiKeyCalls, bearer, type Headers } from '../../testing/api-key-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

/** The request as it arrives from `peer` (the socket's address, as the server stamps it), with any headers the client adds. */
function fromPeer(peer: string, headers: Headers): Headers {
  const stamped: Record<string, string | string[] | undefined> = { ...headers };
  stampPeerAddress(stamped, peer);
  return stamped as Headers;
}

/** Where a key may be used from, whose it is, and who sees it: addresses, tenant status, administrators, the request log, last use. */
describe.each(backends)('tenant API key security on %s', (backend) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('behind one trusted proxy', () => {
    const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000', TRUSTED_PROXY_COUNT: '1' } });
    const keys = apiKeyCalls(app);
    const from = (key: string, address: string) => ({ ...bearer(key), 'x-forwarded-for': address });

    it('accepts a key from inside its allowedIps, IPv4 and IPv6, and refuses it from outside with 403 naming the address', async () => {
      const { headers } = await app.tenantWithToken();
      const key = await keys.created(headers, { permissions: { tenant: 'read' }, allowedIps: ['203.0.113.0/24', '2001:db8::/32'] });
      expect(key).toMatchObject({ allowedIps: ['203.0.113.0/24', '2001:db8::/32'] });
      for (const address of ['203.0.113.9', '2001:db8:1::5', '::ffff:203.0.113.10']) {
        const answer = await app.request('GET', '/tenants/me', { headers: from(key.key, address) });
        expect(answer.status, `${address}: ${answer.text}`).toBe(200);
      }
      for (const address of ['198.51.100.1', '2001:db9::1']) {
        const refused = await app.request('GET', '/tenants/me', { headers: from(key.key, address) });
        expect(refused.status, address).toBe(403);
        expect(refused.body).toMatchObject({ statusCode: 403, message: `This API key may not be used from ${address}` });
      }
      // Without an address the server can vouch for, the key is refused too.
      expect((await app.request('GET', '/tenants/me', { headers: bearer(key.key) })).status).toBe(403);
      // A roll keeps the addresses: the new key is bound as the old one was.
      const rolled = await keys.roll(headers, key.id, { expireOldIn: 'now' });
      expect(rolled.body.allowedIps).toEqual(['203.0.113.0/24', '2001:db8::/32']);
      expect((await app.request('GET', '/tenants/me', { headers: from(rolled.body.key, '198.51.100.1') })).status).toBe(403);
      // Widened by the tenant, it is accepted from the next request on.
      await keys.update(headers, rolled.body.id, { allowedIps: [] });
      expect((await app.request('GET', '/tenants/me', { headers: from(rolled.body.key, '198.51.100.1') })).status).toBe(200);
    });

    it('records which key made each request in the tenant’s request log, refused ones included', async () => {
      const { headers } = await app.tenantWithToken();
      const key = await keys.created(headers, { permissions: { tenant: 'read' } });
      const ok = await app.request('GET', '/tenants/me', { headers: from(key.key, '203.0.113.20') });
      const forbidden = await app.request('GET', '/payments', { headers: from(key.key, '203.0.113.20') });
      await keys.revoke(headers, key.id);
      const revoked = await app.request('GET', '/tenants/me', { headers: from(key.key, '203.0.113.20') });
      const byToken = await app.request('GET', '/tenants/me', { headers });
      expect([ok.status, forbidden.status, revoked.status, byToken.status]).toEqual([200, 403, 401, 200]);
      await app.container.requestLog.flush();

      const log = await app.request('GET', '/tenants/me/request-log?limit=100', { headers });
      const byCorrelation = new Map((log.body.data as Array<{ correlationId: string; apiKeyId: string | null; status: number }>).map((entry) => [entry.correlationId, entry]));
      for (const answer of [ok, forbidden, revoked]) {
        expect(byCorrelation.get(answer.headers.get('x-correlation-id')!), `${answer.status}`).toMatchObject({ apiKeyId: key.id, status: answer.status });
      }
      expect(byCorrelation.get(byToken.headers.get('x-correlation-id')!)).toMatchObject({ apiKeyId: null, status: 200 });
    });

    it('keeps the last use without a write per request: at most one write a minute, and what is staged when the instance stops', async () => {
      const { headers } = await app.tenantWithToken();
      const key = await keys.created(headers, { permissions: { tenant: 'read' } });
      const stored = async () => (await app.container.database.db.select().from(tenantApiKeys).where(eq(tenantApiKeys.id, key.id)))[0]!;
      vi.useFakeTimers({ toFake: ['Date'] });
      // A write just happened: the uses of the next minute are staged in memory, not written.
      await app.container.apiKeyUsage.flush();
      for (const address of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
        expect((await app.request('GET', '/tenants/me', { headers: from(key.key, address) })).status).toBe(200);
      }
      expect(await stored()).toMatchObject({ lastUsedAt: null, lastUsedIp: null });
      expect(app.container.apiKeyUsage.staged()).toBeGreaterThan(0);

      // A minute later, without a background loop, the next request writes what is staged (its own use included).
      vi.setSystemTime(Date.now() + 61_000);
      const usedAt = Date.now();
      expect((await app.request('GET', '/tenants/me', { headers: from(key.key, '203.0.113.33') })).status).toBe(200);
      expect(await stored()).toMatchObject({ lastUsedAt: new Date(usedAt), lastUsedIp: '203.0.113.33' });
      expect((await keys.get(headers, key.id)).body).toMatchObject({ lastUsedAt: new Date(usedAt).toISOString(), lastUsedIp: '203.0.113.33' });

      // Staged again within the minute, then written by the job's run (every minute, and when the instance stops).
      expect((await app.request('GET', '/tenants/me', { headers: from(key.key, '203.0.113.34') })).status).toBe(200);
      expect((await stored()).lastUsedIp).toBe('203.0.113.33');
      await app.container.apiKeyUsage.stop();
      expect((await stored()).lastUsedIp).toBe('203.0.113.34');
      // A refused request is no use of the key.
      expect((await app.request('GET', '/payments', { headers: from(key.key, '203.0.113.35') })).status).toBe(403);
      expect(app.container.apiKeyUsage.staged()).toBe(0);
    });
  });

  describe('with no proxy trusted', () => {
    const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
    const keys = apiKeyCalls(app);

    it('judges the socket’s address, never a forwarded header the client wrote', async () => {
      const { headers } = await app.tenantWithToken();
      const key = await keys.created(headers, { permissions: { tenant: 'read' }, allowedIps: ['203.0.113.0/24'] });
      const spoofed = await app.request('GET', '/tenants/me', { headers: fromPeer('198.51.100.1', { ...bearer(key.key), 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' }) });
      expect(spoofed.status).toBe(403);
      expect(spoofed.body.message).toBe('This API key may not be used from 198.51.100.1');
      expect((await app.request('GET', '/tenants/me', { headers: fromPeer('203.0.113.9', bearer(key.key)) })).status).toBe(200);
    });

    it('refuses every key of a suspended or deleted tenant at once, and takes a reactivated tenant’s back', async () => {
      const { tenant, headers } = await app.tenantWithToken();
      const key = await keys.created(headers, { permissions: 'all' });
      const me = () => app.request('GET', '/tenants/me', { headers: bearer(key.key) });
      expect((await me()).status).toBe(200);
      const admin = (action: string, method = 'POST') => app.request(method, `/tenants/${tenant.id}${action}`, { headers: app.adminHeaders });

      expect((await admin('/suspend')).status).toBe(200);
      expect((await me()).body).toMatchObject({ statusCode: 401, message: 'Tenant suspended' });
      expect((await admin('/reactivate')).status).toBe(200);
      expect((await me()).status).toBe(200);
      expect((await admin('', 'DELETE')).status).toBe(200);
      expect((await me()).body).toMatchObject({ statusCode: 401, message: 'Tenant deleted' });
    });

    it('lets administrators list a tenant’s keys without any secret, and revoke one, audited as theirs', async () => {
      const { tenant, headers } = await app.tenantWithToken();
      const other = await app.tenantWithToken();
      const key = await keys.created(headers, { name: 'Admin sees it', permissions: { payments: 'read' } });
      const listed = await app.request('GET', `/tenants/${tenant.id}/api-keys`, { headers: app.adminHeaders });
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ data: [{ id: key.id, name: 'Admin sees it', prefix: key.prefix, lastFour: key.lastFour }], pagination: { total: 1 } });
      expect(listed.text).not.toContain(key.key.slice(-32));
      expect(listed.text).not.toContain('secretHash');
      // Tenants cannot reach this list, and an unknown tenant is a 404, not an empty list.
      expect((await app.request('GET', `/tenants/${tenant.id}/api-keys`, { headers })).status).toBe(401);
      expect((await app.request('GET', `/tenants/${crypto.randomUUID()}/api-keys`, { headers: app.adminHeaders })).status).toBe(404);

      // The key of another tenant is not found under this one.
      expect((await app.request('DELETE', `/tenants/${other.tenant.id}/api-keys/${key.id}`, { headers: app.adminHeaders })).status).toBe(404);
      const revoked = await app.request('DELETE', `/tenants/${tenant.id}/api-keys/${key.id}`, { headers: app.adminHeaders });
      expect(revoked.status).toBe(200);
      expect(revoked.body.state).toBe('revoked');
      expect((await app.request('GET', '/payments', { headers: bearer(key.key) })).body.message).toBe('API key revoked');
      await app.container.auditShipper.flush();
      const audit = await app.request('GET', `/audit-events?${new URLSearchParams({ action: 'api_key.revoked', targetId: key.id })}`, { headers: app.adminHeaders });
      expect(audit.body.data).toEqual([expect.objectContaining({ actorType: 'admin', actorId: 'admin-api-key', details: expect.objectContaining({ tenantId: tenant.id, prefix: key.prefix }) })]);
    });
  });
});
