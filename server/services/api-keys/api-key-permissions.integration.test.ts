import { describe, expect, it } from 'vitest';
import { apiKeyCalls, bearer } from '../../testing/api-key-fixtures';
import { publicUrl } from '../../testing/endpoint-fixtures';
import { paymentCalls, validPayment } from '../../testing/payment-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

/** A key does what its permissions allow on the billing API and nothing more; tokens keep every permission. */
describe.each(backends)('tenant API key permissions on %s', (backend) => {
  const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
  const keys = apiKeyCalls(app);
  const payments = paymentCalls(app);

  it('lets a read-only payments key list and read payments, and refuses it a payment with 403 naming payments:write', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const existing = await payments.created(headers);
    const { key } = await keys.created(headers, { name: 'Reporting', permissions: { payments: 'read' } });

    const list = await app.request('GET', '/payments', { headers: bearer(key) });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((payment: { id: string }) => payment.id)).toEqual([existing.id]);
    expect((await app.request('GET', `/payments/${existing.id}`, { headers: bearer(key) })).status).toBe(200);

    const refused = await payments.create(bearer(key), validPayment);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, error: 'Forbidden', message: 'This API key lacks payments:write', path: '/payments' });
    expect(await payments.paymentCountOf(tenant.id)).toBe(1);
    // Cancelling is a write too, and other resources are none.
    expect((await app.request('POST', `/payments/${existing.id}/cancel`, { headers: bearer(key) })).body.message).toBe('This API key lacks payments:write');
    expect((await app.request('GET', '/refunds', { headers: bearer(key) })).body).toMatchObject({ statusCode: 403, message: 'This API key lacks refunds:read' });
    expect((await app.request('GET', '/tenants/me', { headers: bearer(key) })).body).toMatchObject({ statusCode: 403, message: 'This API key lacks tenant:read' });
    // The token that made the key still does everything.
    expect((await payments.create(headers, validPayment)).status).toBe(201);
  });

  it('takes write as read too, and asks write for a read that reveals a secret', async () => {
    const { headers } = await app.tenantWithToken();
    const reader = await keys.created(headers, { permissions: { webhooks: 'read', tenant: 'write' } });
    const writer = await keys.created(headers, { permissions: { webhooks: 'write', tenant: 'write' } });

    expect((await app.request('GET', '/tenants/me', { headers: bearer(reader.key) })).status).toBe(200);
    // Changing the tenant's record may send its events elsewhere (its webhook URL): that is a webhooks write too.
    const notRenamed = await app.request('PATCH', '/tenants/me', { headers: bearer(reader.key), json: { name: 'Renamed by a key' } });
    expect(notRenamed.body).toMatchObject({ statusCode: 403, message: 'This API key lacks webhooks:write' });
    const renamed = await app.request('PATCH', '/tenants/me', { headers: bearer(writer.key), json: { name: 'Renamed by a key' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('Renamed by a key');
    expect((await app.request('GET', '/tenants/me/webhook-deliveries', { headers: bearer(reader.key) })).status).toBe(200);
    const secret = await app.request('GET', '/tenants/me/webhook-secret', { headers: bearer(reader.key) });
    expect(secret.status).toBe(403);
    expect(secret.body.message).toBe('This API key lacks webhooks:write');
    expect(secret.text).not.toContain('whsec_');
    const revealed = await app.request('GET', '/tenants/me/webhook-secret', { headers: bearer(writer.key) });
    expect(revealed.status).toBe(200);
    expect(revealed.body.secret).toMatch(/^whsec_/);

    // An endpoint's header values (often a receiver's key) go to those who may read secrets: a read-only key sees the names.
    const endpoint = await app.request('POST', '/tenants/me/webhook-endpoints', { headers, json: { url: publicUrl('key-reader'), headers: { 'X-Receiver-Key': 'receiver-key-41f9' } } });
    expect(endpoint.status, endpoint.text).toBe(201);
    const asReader = await app.request('GET', `/tenants/me/webhook-endpoints/${endpoint.body.id}`, { headers: bearer(reader.key) });
    expect(asReader.body).toMatchObject({ headerNames: ['X-Receiver-Key'] });
    expect(asReader.text).not.toContain('receiver-key-41f9');
    const asWriter = await app.request('GET', `/tenants/me/webhook-endpoints/${endpoint.body.id}`, { headers: bearer(writer.key) });
    expect(asWriter.body.headers).toEqual({ 'X-Receiver-Key': 'receiver-key-41f9' });
  });

  it('names the first missing permission of an operation that reads several resources (the account export)', async () => {
    const { headers } = await app.tenantWithToken();
    const { key } = await keys.created(headers, { permissions: { tenant: 'read', payments: 'read' } });
    const refused = await app.request('GET', '/tenants/me/export', { headers: bearer(key) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks webhooks:read');
    const { key: all } = await keys.created(headers, { permissions: 'all' });
    expect((await app.request('GET', '/tenants/me/export', { headers: bearer(all) })).status).toBe(200);
  });

  it('refuses keys the management of keys, whatever their permissions, and lets tenant:read list them', async () => {
    const { headers } = await app.tenantWithToken();
    const all = await keys.created(headers, { permissions: 'all' });
    const tenantReader = await keys.created(headers, { permissions: { tenant: 'read' } });

    for (const attempt of [
      () => keys.create(bearer(all.key), { name: 'Made by a key', permissions: 'all' }),
      () => keys.update(bearer(all.key), tenantReader.id, { permissions: 'all' }),
      () => keys.roll(bearer(all.key), all.id, { expireOldIn: 'now' }),
      () => keys.revoke(bearer(all.key), tenantReader.id),
    ]) {
      const refused = await attempt();
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.message).toMatch(/^API keys cannot call this operation/);
    }
    const listed = await keys.list(bearer(tenantReader.key));
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBe(2);
    expect(listed.body.data.every((entry: { state: string }) => entry.state === 'active')).toBe(true);
    expect((await keys.list(bearer(all.key))).status).toBe(200);
  });

  it('answers a payment made with a key as the tenant’s, and audits it with the key named', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const created = await keys.created(headers, { name: 'Checkout', permissions: { payments: 'write' } });
    const payment = await payments.created(bearer(created.key));
    expect((await app.request('GET', `/payments/${payment.id}`, { headers })).status).toBe(200);
    await app.container.auditShipper.flush();
    const audit = await app.request('GET', `/audit-events?${new URLSearchParams({ action: 'payment.created', targetId: payment.id })}`, { headers: app.adminHeaders });
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actorType: 'tenant', actorId: tenant.id, details: expect.objectContaining({ apiKey: { id: created.id, prefix: created.prefix } }) }),
    ]);
  });

  it('counts a key’s requests against its tenant’s one rate limit, beside the token’s', async () => {
    const { headers } = await app.tenantWithToken();
    const { key } = await keys.created(headers, { permissions: { tenant: 'read' } });
    const byToken = await app.request('GET', '/tenants/me', { headers });
    const byKey = await app.request('GET', '/tenants/me', { headers: bearer(key) });
    const refusedByKey = await app.request('GET', '/payments', { headers: bearer(key) });
    const again = await app.request('GET', '/tenants/me', { headers });
    const remaining = [byToken, byKey, refusedByKey, again].map((answer) => Number(answer.headers.get('x-ratelimit-remaining')));
    expect(refusedByKey.status).toBe(403);
    expect(remaining).toEqual([remaining[0], remaining[0]! - 1, remaining[0]! - 2, remaining[0]! - 3]);
    expect(byKey.headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('refuses an unknown, altered or malformed key with 401, without counting it against anyone', async () => {
    const { headers } = await app.tenantWithToken();
    const { key } = await keys.created(headers, { permissions: 'all' });
    // Used once, so this process knows the key's tenant: a wrong secret must still not be counted for it.
    expect((await app.request('GET', '/tenants/me', { headers: bearer(key) })).status).toBe(200);
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const presented of [altered, `${key}x`, 'bk_short', `bk_${'A'.repeat(16)}_${'A'.repeat(32)}`]) {
      const refused = await app.request('GET', '/tenants/me', { headers: bearer(presented) });
      expect(refused.status, presented).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 401, message: 'Invalid API key' });
      expect(refused.headers.get('x-ratelimit-remaining')).toBeNull();
    }
  });
});
