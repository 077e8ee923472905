import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantApiKeys } from '@/db/schema';
import { apiKeyCalls, bearer } from '../../testing/api-key-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

type AuditEvent = { action: string; actorType: string; actorId: string | null; personId: string | null; targetId: string | null; details: Record<string, unknown> };

const HOUR_MS = 3_600_000;

/** A key from creation to revocation: shown once, changed, rolled with an overlap, expired, revoked, every step audited. */
describe.each(backends)('tenant API key lifecycle on %s', (backend) => {
  const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
  const keys = apiKeyCalls(app);
  const me = (key: string) => app.request('GET', '/tenants/me', { headers: bearer(key) });

  afterEach(() => {
    vi.useRealTimers();
  });

  const auditOf = async (targetId: string) => {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId, limit: '100', sortOrder: 'asc' })}`, { headers: app.adminHeaders });
    expect(response.status, response.text).toBe(200);
    return { events: response.body.data as AuditEvent[], text: response.text };
  };

  it('shows the key once, recognisably, and stores only its keyed hash', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const created = await keys.create(headers, { name: 'Reporting', permissions: { payments: 'read', refunds: 'write' }, allowedIps: ['203.0.113.0/24'] });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { key, id, prefix, lastFour } = created.body;
    expect(key).toMatch(/^bk_[A-Za-z0-9]{16}_[A-Za-z0-9]{32}$/);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    expect(key.endsWith(lastFour)).toBe(true);
    expect(created.body).toMatchObject({
      name: 'Reporting',
      state: 'active',
      permissions: { payments: 'read', refunds: 'write', disputes: 'none', customers: 'none', prices: 'none', webhooks: 'none', requestLog: 'none', tenant: 'none' },
      allowedIps: ['203.0.113.0/24'],
      createdBy: { type: 'tenant', id: tenant.id, email: null },
      lastUsedAt: null,
      expiresAt: null,
    });

    const secretPart = key.slice(prefix.length + 1);
    for (const answer of [await keys.get(headers, id), await keys.list(headers), await app.request('GET', `/tenants/${tenant.id}/api-keys`, { headers: app.adminHeaders })]) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text).not.toContain(secretPart);
      expect(answer.text).not.toContain('"key"');
      expect(answer.text).not.toContain('h1.');
    }
    const [row] = await app.container.database.db.select().from(tenantApiKeys).where(eq(tenantApiKeys.id, id));
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(row!.secretHash).toMatch(/^h1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{43}$/);
  });

  it('lists the tenant’s keys in the list envelope, newest first, and only the tenant’s', async () => {
    const { headers } = await app.tenantWithToken();
    const other = await app.tenantWithToken();
    const first = await keys.created(headers, { name: 'First' });
    const second = await keys.created(headers, { name: 'Second' });
    const othersKey = await keys.created(other.headers, { name: 'Not yours' });

    const listed = await keys.list(headers);
    expect(listed.body.pagination).toEqual({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect(listed.body.data.map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    const page = await keys.list(headers, '?limit=1&sortOrder=asc');
    expect(page.body).toMatchObject({ data: [{ id: first.id }], pagination: { total: 2, limit: 1, offset: 0, hasMore: true } });
    // Another tenant's key is not found, to read or to change.
    for (const answer of [await keys.get(headers, othersKey.id), await keys.update(headers, othersKey.id, { name: 'Mine now' }), await keys.revoke(headers, othersKey.id), await keys.roll(headers, othersKey.id, { expireOldIn: 'now' })]) {
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body.message).toBe('API key not found');
    }
    expect((await me(othersKey.key)).status).toBe(200);
  });

  it('rolls a key with 1h: both work until the clock passes the hour, then the old one is refused', async () => {
    const { headers } = await app.tenantWithToken();
    const old = await keys.created(headers, { name: 'Checkout', permissions: { tenant: 'read' } });
    vi.useFakeTimers({ toFake: ['Date'] });
    const rolledAt = Date.now();

    const rolled = await keys.roll(headers, old.id, { expireOldIn: '1h' });
    expect(rolled.status, rolled.text).toBe(201);
    expect(rolled.headers.get('cache-control')).toBe('no-store');
    const replacement = rolled.body;
    expect(replacement.key).not.toBe(old.key);
    expect(replacement).toMatchObject({ name: 'Checkout', state: 'active', permissions: old.permissions, replacedBy: null });
    expect(replacement.previous).toMatchObject({ id: old.id, state: 'rolling', replacedBy: replacement.id, expiresAt: new Date(rolledAt + HOUR_MS).toISOString() });
    expect(replacement.previous.key).toBeUndefined();

    vi.setSystemTime(rolledAt + HOUR_MS - 1000);
    expect((await me(old.key)).status).toBe(200);
    expect((await me(replacement.key)).status).toBe(200);

    vi.setSystemTime(rolledAt + HOUR_MS + 1000);
    const refused = await me(old.key);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('API key rolled: its replacement is the key to use');
    expect((await me(replacement.key)).status).toBe(200);
    expect((await keys.get(headers, old.id)).body.state).toBe('expired');
    // Rolled once: its replacement is what rolls next; an expired key does not roll at all.
    expect((await keys.roll(headers, old.id, { expireOldIn: '24h' })).status).toBe(422);
  });

  it('rolls with now: the old key is refused on its next request; a key rolled while rolling is refused', async () => {
    const { headers } = await app.tenantWithToken();
    const old = await keys.created(headers, { permissions: { tenant: 'read' } });
    expect((await me(old.key)).status).toBe(200);
    const rolled = await keys.roll(headers, old.id, { expireOldIn: 'now' });
    expect(rolled.status).toBe(201);
    expect(rolled.body.previous.state).toBe('expired');
    expect((await me(old.key)).status).toBe(401);
    expect((await me(rolled.body.key)).status).toBe(200);

    const other = await keys.created(headers, { permissions: { tenant: 'read' } });
    expect((await keys.roll(headers, other.id, { expireOldIn: '7d' })).status).toBe(201);
    const again = await keys.roll(headers, other.id, { expireOldIn: '7d' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This key was rolled already; roll its replacement instead');
  });

  it('keeps a key’s own earlier expiry through a roll, and refuses an expired key from that moment', async () => {
    const { headers } = await app.tenantWithToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const expiresAt = new Date(start + 2 * HOUR_MS).toISOString();
    const key = await keys.created(headers, { permissions: { tenant: 'read' }, expiresAt });
    expect(key.expiresAt).toBe(expiresAt);
    const rolled = await keys.roll(headers, key.id, { expireOldIn: '24h' });
    expect(rolled.body.previous.expiresAt).toBe(expiresAt);
    expect(rolled.body.expiresAt).toBe(expiresAt);

    vi.setSystemTime(start + 2 * HOUR_MS + 1000);
    for (const presented of [key.key, rolled.body.key as string]) {
      const refused = await me(presented);
      expect(refused.status).toBe(401);
    }
    expect((await me(rolled.body.key)).body.message).toBe('API key expired');
    const update = await keys.update(headers, rolled.body.id, { name: 'Back to life?' });
    expect(update.status).toBe(422);
  });

  it('changes name, permissions, addresses and expiry from the next request on; revocation refuses the key at once', async () => {
    const { headers } = await app.tenantWithToken();
    const key = await keys.created(headers, { name: 'Before', permissions: { tenant: 'read' } });
    expect((await app.request('GET', '/payments', { headers: bearer(key.key) })).status).toBe(403);

    const changed = await keys.update(headers, key.id, { name: 'After', permissions: { payments: 'read', tenant: 'read' }, expiresAt: '2099-01-01T00:00:00Z' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: 'After', expiresAt: '2099-01-01T00:00:00.000Z', permissions: { payments: 'read', tenant: 'read', refunds: 'none' } });
    expect((await app.request('GET', '/payments', { headers: bearer(key.key) })).status).toBe(200);
    expect((await keys.update(headers, key.id, { expiresAt: null })).body.expiresAt).toBeNull();

    const revoked = await keys.revoke(headers, key.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const refused = await me(key.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ statusCode: 401, message: 'API key revoked' });
    // Revoking again answers it unchanged; a revoked key is neither changed nor rolled.
    expect((await keys.revoke(headers, key.id)).body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await keys.update(headers, key.id, { permissions: 'all' })).status).toBe(422);
    expect((await keys.roll(headers, key.id, { expireOldIn: '1h' })).status).toBe(422);
  });

  it('audits who created, changed, rolled and revoked each key, never with the key or its hash', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const key = await keys.created(headers, { name: 'Audited', permissions: { disputes: 'read' } });
    await keys.update(headers, key.id, { name: 'Audited, renamed', permissions: { disputes: 'write' }, allowedIps: ['198.51.100.7'] });
    const rolled = (await keys.roll(headers, key.id, { expireOldIn: '24h' })).body;
    await keys.revoke(headers, rolled.id);

    const byTenant = { actorType: 'tenant', actorId: tenant.id };
    const old = await auditOf(key.id);
    expect(old.events.map((event) => event.action)).toEqual(['api_key.created', 'api_key.updated', 'api_key.rolled']);
    expect(old.events[0]).toMatchObject({ ...byTenant, details: { tenantId: tenant.id, name: 'Audited', prefix: key.prefix, allowedIps: [], expiresAt: null } });
    expect(old.events[1]!.details).toEqual({
      tenantId: tenant.id,
      prefix: key.prefix,
      changes: {
        name: { from: 'Audited', to: 'Audited, renamed' },
        permissions: { from: expect.objectContaining({ disputes: 'read' }), to: expect.objectContaining({ disputes: 'write' }) },
        allowedIps: { from: [], to: ['198.51.100.7/32'] },
      },
    });
    expect(old.events[2]).toMatchObject({ ...byTenant, details: { replacedBy: rolled.id, replacementPrefix: rolled.prefix, expireOldIn: '24h', oldKeyExpiresAt: rolled.previous.expiresAt } });

    const replacement = await auditOf(rolled.id);
    expect(replacement.events.map((event) => event.action)).toEqual(['api_key.created', 'api_key.revoked']);
    expect(replacement.events[0]!.details).toMatchObject({ rolledFrom: key.id });
    expect(replacement.events[1]).toMatchObject({ ...byTenant, details: { state: 'active' } });

    for (const { text } of [old, replacement]) {
      for (const secret of [key.key, rolled.key]) expect(text).not.toContain(secret.slice(-32));
      expect(text).not.toContain('h1.');
    }
  });
});
