import { describe, expect, it } from 'vitest';
import { type Endpoint, endpointCalls, publicUrl } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

/**
 * The tenant's `webhookUrl` and its webhook secret, as integrations written before several
 * endpoints use them, are its primary endpoint: each side of the API sees the other's changes.
 */
describe.each(backends)('the primary webhook endpoint and the tenant’s webhookUrl on %s', (backend) => {
  const app = suiteApp({ backend });
  const { base, create, list, get, update, remove, primaryOf } = endpointCalls(app);
  const patchMe = async (headers: Record<string, string>, json: Record<string, unknown>) => {
    const response = await app.request('PATCH', '/tenants/me', { headers, json });
    expect(response.status, response.text).toBe(200);
    return response.body as { webhookUrl: string | null };
  };
  const webhookUrlOf = async (headers: Record<string, string>) => (await app.request('GET', '/tenants/me', { headers })).body.webhookUrl as string | null;

  it('creates the primary endpoint from PATCH /tenants/me, moves it with the next one, and removes it with null', async () => {
    const { headers } = await app.tenantWithToken();
    const other = await create(headers, { url: publicUrl('other'), eventTypes: ['payment.failed'] });
    expect(await primaryOf(headers)).toBeUndefined();

    await patchMe(headers, { webhookUrl: publicUrl('first') });
    const primary = (await primaryOf(headers))!;
    expect(primary).toMatchObject({ url: publicUrl('first'), primary: true, eventTypes: [], enabled: true, headers: {}, rateLimitPerSecond: null });

    await patchMe(headers, { webhookUrl: publicUrl('second') });
    expect(await primaryOf(headers)).toMatchObject({ id: primary.id, url: publicUrl('second'), primary: true });
    expect((await list(headers)).body.pagination.total).toBe(2);

    await patchMe(headers, { webhookUrl: null });
    const left = (await list(headers)).body;
    expect(left.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([other.id]);
    expect(left.pagination.total).toBe(1);
    expect((await get(headers, primary.id)).status).toBe(404);
    // The other endpoint was never touched.
    expect((await get(headers, other.id)).body).toEqual(other);
  });

  it('changes the tenant’s webhookUrl when the primary endpoint’s URL changes, and clears it when the primary is deleted', async () => {
    const { headers } = await app.tenantWithToken();
    await patchMe(headers, { webhookUrl: publicUrl('before') });
    const primary = (await primaryOf(headers))!;

    const moved = await update(headers, primary.id, { url: publicUrl('after'), description: 'Main receiver' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ url: publicUrl('after'), primary: true, description: 'Main receiver' });
    expect(await webhookUrlOf(headers)).toBe(publicUrl('after'));

    const deleted = await remove(headers, primary.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: primary.id, primary: true, url: publicUrl('after') });
    expect(await webhookUrlOf(headers)).toBeNull();
    expect(await primaryOf(headers)).toBeUndefined();

    // A new webhookUrl makes a new primary endpoint.
    await patchMe(headers, { webhookUrl: publicUrl('again') });
    expect(await primaryOf(headers)).toMatchObject({ url: publicUrl('again'), primary: true });
    expect((await primaryOf(headers))!.id).not.toBe(primary.id);
  });

  it('signs the primary endpoint with the tenant’s webhook secret and every other endpoint with its own, never cached', async () => {
    const { headers } = await app.tenantWithToken({ webhookUrl: publicUrl('primary') });
    const primary = (await primaryOf(headers))!;
    const other = await create(headers, { url: publicUrl('own-secret') });

    const tenantSecret = await app.request('GET', '/tenants/me/webhook-secret', { headers });
    const primarySecret = await app.request('GET', `${base}/${primary.id}/secret`, { headers });
    const otherSecret = await app.request('GET', `${base}/${other.id}/secret`, { headers });
    for (const response of [primarySecret, otherSecret]) {
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    }
    expect(primarySecret.body.secret).toBe(tenantSecret.body.secret);
    expect(otherSecret.body.secret).not.toBe(tenantSecret.body.secret);
    // Its own secret is kept: the same on every read.
    expect((await app.request('GET', `${base}/${other.id}/secret`, { headers })).body.secret).toBe(otherSecret.body.secret);
  });

  it('keeps the tenant’s webhook secret when its URL is cleared or its primary endpoint deleted, and dates a primary from when it got its URL', async () => {
    const { headers } = await app.tenantWithToken({ webhookUrl: publicUrl('first') });
    const secretOf = async () => (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;
    const first = (await primaryOf(headers))!;
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers, json: { gracePeriod: '1h' } });
    expect(rotated.status, rotated.text).toBe(200);
    // The tenant's rotation leaves the primary endpoint as it was shown.
    expect((await get(headers, first.id)).body.updatedAt).toBe((first as Endpoint & { updatedAt: string }).updatedAt);

    await patchMe(headers, { webhookUrl: null });
    expect(await secretOf()).toBe(rotated.body.secret);
    const other = await create(headers, { url: publicUrl('added-meanwhile') });
    await patchMe(headers, { webhookUrl: publicUrl('second') });
    const second = (await primaryOf(headers))!;
    expect(second.id).not.toBe(first.id);
    // Newest first: the primary made by the URL set after the other endpoint was added.
    expect((await list(headers)).body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([second.id, other.id]);
    expect((await app.request('GET', `${base}/${second.id}/secret`, { headers })).body.secret).toBe(rotated.body.secret);

    const before = (await app.request('GET', '/tenants/me', { headers })).body.updatedAt as string;
    expect((await remove(headers, second.id)).status).toBe(200);
    const after = (await app.request('GET', '/tenants/me', { headers })).body as { webhookUrl: string | null; updatedAt: string };
    expect(after.webhookUrl).toBeNull();
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect(await secretOf()).toBe(rotated.body.secret);
    expect((await list(headers)).body.data.map((endpoint: Endpoint) => endpoint.id)).toEqual([other.id]);
  });

  it('creates the primary endpoint when an administrator registers a tenant with a webhookUrl, and none without one', async () => {
    const withUrl = await app.tenantWithToken({ webhookUrl: publicUrl('registered') });
    const listed = await list(withUrl.headers);
    expect(listed.body.pagination.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({ url: publicUrl('registered'), primary: true, eventTypes: [], enabled: true });
    const adminView = await app.request('GET', `/tenants/${withUrl.tenant.id}/webhook-endpoints`, { headers: app.adminHeaders });
    // Administrators see the same endpoint, with its header names but not their values.
    const { headers: _values, ...withoutValues } = listed.body.data[0];
    expect(adminView.body.data).toEqual([withoutValues]);

    const withoutUrl = await app.tenantWithToken();
    expect((await list(withoutUrl.headers)).body.pagination.total).toBe(0);
  });
});
