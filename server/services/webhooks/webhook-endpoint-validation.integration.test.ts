import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointCalls, expectValidationError, publicUrl } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

/** What `POST` and `PATCH /tenants/me/webhook-endpoints…` refuse, and the recovery's own checks. Private targets are not allowed here, as in production. */
describe.each(backends)('webhook endpoint validation on %s', (backend) => {
  const app = suiteApp({ backend });
  const { base, create, list, update } = endpointCalls(app);
  const post = (headers: Record<string, string>, json: Record<string, unknown>) => app.request('POST', base, { headers, json });
  const expectNothingCreated = async (headers: Record<string, string>) => expect((await list(headers)).body.pagination.total).toBe(0);

  it('names every unknown event type, on create and on update', async () => {
    const { headers } = await app.tenantWithToken();
    const url = publicUrl('types');
    expectValidationError(
      await post(headers, { url, eventTypes: ['payment.succeeded', 'payment.exploded', 'nope', 'nope'] }),
      'eventTypes: unknown event types: payment.exploded, nope (see GET /webhook-event-types)',
    );
    expectValidationError(await post(headers, { url, eventTypes: ['nope'] }), 'eventTypes: unknown event type: nope (see GET /webhook-event-types)');
    await expectNothingCreated(headers);

    const endpoint = await create(headers, { url, eventTypes: ['tenant.updated'] });
    expectValidationError(await update(headers, endpoint.id, { eventTypes: ['payment.exploded', 'tenant.updated'] }), 'eventTypes: unknown event type: payment.exploded (see GET /webhook-event-types)');
    expect((await app.request('GET', `${base}/${endpoint.id}`, { headers })).body.eventTypes).toEqual(['tenant.updated']);
  });

  it('stores event types given twice once, in the catalog’s order', async () => {
    const { headers } = await app.tenantWithToken();
    const catalog = ((await app.request('GET', '/webhook-event-types')).body.data as { type: string }[]).map((entry) => entry.type);
    const endpoint = await create(headers, { url: publicUrl('twice'), eventTypes: ['payment.failed', 'payment.created', 'payment.failed', 'payment.created'] });
    expect(endpoint.eventTypes).toEqual(['payment.created', 'payment.failed']);
    expect(catalog.indexOf('payment.created')).toBeLessThan(catalog.indexOf('payment.failed'));

    const reordered = await update(headers, endpoint.id, { eventTypes: ['tenant.updated', 'payment.succeeded', 'tenant.updated'] });
    expect(reordered.body.eventTypes).toEqual(['payment.succeeded', 'tenant.updated']);
    expect((await app.request('GET', `${base}/${endpoint.id}`, { headers })).body.eventTypes).toEqual(['payment.succeeded', 'tenant.updated']);
  });

  it('takes ten custom headers, not eleven, and refuses reserved names, invalid names and control characters in values', async () => {
    const { headers } = await app.tenantWithToken();
    const url = publicUrl('headers');
    const many = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`X-Custom-${index}`, `value ${index}`]));

    expectValidationError(await post(headers, { url, headers: many(11) }), 'headers may hold at most 10 headers');
    for (const name of ['webhook-signature', 'Content-Type', 'CONTENT-TYPE', 'content-type']) {
      expectValidationError(await post(headers, { url, headers: { [name]: 'mine' } }), `headers.${name}: ${name} is set by the platform and cannot be overridden`);
    }
    for (const name of ['Bad Name', 'X-Ünicode', 'X-Colon:']) {
      expectValidationError(await post(headers, { url, headers: { [name]: 'value' } }), `headers.${name}: ${name} is not a valid header name`);
    }
    for (const value of ['a\r\nX-Injected: 1', 'a\nb', 'a\rb']) {
      expectValidationError(await post(headers, { url, headers: { 'X-Api-Key': value } }), 'headers.X-Api-Key: the value of X-Api-Key must not hold control characters');
    }
    await expectNothingCreated(headers);

    const ten = await create(headers, { url, headers: many(10) });
    expect(ten.headers).toEqual(many(10));
    expectValidationError(await update(headers, ten.id, { headers: { 'Webhook-Signature': 'v1,forged' } }), 'headers.Webhook-Signature: Webhook-Signature is set by the platform and cannot be overridden');
    expect((await app.request('GET', `${base}/${ten.id}`, { headers })).body.headers).toEqual(many(10));
  });

  it('takes a rate of 1 to 1000 a second as a JSON integer only', async () => {
    const { headers } = await app.tenantWithToken();
    const url = publicUrl('rate');
    for (const rateLimitPerSecond of [0, 1001, -1]) {
      expectValidationError(await post(headers, { url, rateLimitPerSecond }), 'rateLimitPerSecond must be between 1 and 1000');
    }
    for (const rateLimitPerSecond of ['5', 2.5, true]) {
      expectValidationError(await post(headers, { url, rateLimitPerSecond }), 'rateLimitPerSecond must be an integer');
    }
    await expectNothingCreated(headers);
    expect((await create(headers, { url, rateLimitPerSecond: 1 })).rateLimitPerSecond).toBe(1);
    expect((await create(headers, { url, rateLimitPerSecond: 1000 })).rateLimitPerSecond).toBe(1000);
  });

  it('refuses a field it does not know', async () => {
    const { headers } = await app.tenantWithToken();
    expectValidationError(await post(headers, { url: publicUrl('unknown'), colour: 'red' }), 'colour is not allowed');
    const endpoint = await create(headers, { url: publicUrl('known') });
    expectValidationError(await update(headers, endpoint.id, { primary: true }), 'primary is not allowed');
  });

  it('refuses an http URL while private targets are not allowed, and a private address, naming url', async () => {
    const { headers } = await app.tenantWithToken();
    expectValidationError(await post(headers, { url: 'http://hooks.example.com/plain' }), 'url must be an https URL');
    for (const url of ['https://127.0.0.1/x', 'https://localhost/x', 'https://10.1.2.3/x', 'https://[::1]/x']) {
      expectValidationError(await post(headers, { url }), 'url must not point to a private, loopback or link-local address');
    }
    await expectNothingCreated(headers);

    const endpoint = await create(headers, { url: publicUrl('public') });
    expectValidationError(await update(headers, endpoint.id, { url: 'http://hooks.example.com/plain' }), 'url must be an https URL');
    expectValidationError(await update(headers, endpoint.id, { url: 'https://localhost/x' }), 'url must not point to a private, loopback or link-local address');
    expect((await app.request('GET', `${base}/${endpoint.id}`, { headers })).body.url).toBe(publicUrl('public'));
  });

  describe('recovery', () => {
    const recover = (headers: Record<string, string>, id: string, since: unknown) => app.request('POST', `${base}/${id}/recover`, { headers, json: { since } });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

    it('takes a date-time of the last 30 days only, naming since', async () => {
      const { headers } = await app.tenantWithToken();
      const endpoint = await create(headers, { url: publicUrl('recover') });
      expectValidationError(await recover(headers, endpoint.id, hoursAgo(31 * 24)), 'since must be within the last 30 days');
      for (const since of ['yesterday', '2026-13-45T00:00:00Z', 1_700_000_000, null]) {
        expectValidationError(await recover(headers, endpoint.id, since), 'since must be an ISO 8601 date-time, such as 2026-01-31T10:00:00Z');
      }
      expectValidationError(await recover(headers, endpoint.id, hoursAgo(-1)), 'since must not be in the future');

      const since = hoursAgo(29 * 24);
      const within = await recover(headers, endpoint.id, since);
      expect(within.status, within.text).toBe(200);
      expect(within.body).toEqual({ recovered: 0, since });
    });

    it('answers 422 for a disabled endpoint and 404 for an unknown one', async () => {
      const { headers } = await app.tenantWithToken();
      const endpoint = await create(headers, { url: publicUrl('disabled'), enabled: false });
      const disabled = await recover(headers, endpoint.id, hoursAgo(1));
      expect(disabled.status).toBe(422);
      expect(disabled.body).toMatchObject({ statusCode: 422, message: 'This endpoint is disabled; enable it before recovering its deliveries' });

      expect((await update(headers, endpoint.id, { enabled: true })).status).toBe(200);
      expect((await recover(headers, endpoint.id, hoursAgo(1))).status).toBe(200);
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const unknown = await recover(headers, id, hoursAgo(1));
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('Webhook endpoint not found');
      }
    });
  });
});
