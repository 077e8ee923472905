import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentConnectors } from '@/db/schema';
import { newSigningSecret, newStripeKey, stripeSuite } from '../testing/stripe-connector-fixtures';
import { backends } from '../testing/test-app';

const PATH = '/tenants/me/payment-connectors';

describe.each(backends)('payment connectors on %s', (backend) => {
  const { app, stripe, connectedTenant, auditOf } = stripeSuite(backend);

  it('connects a Stripe account whose key Stripe accepts: 201, the key never answered, sealed at rest, the first connector the default', async () => {
    const owner = await app.tenantWithToken({ name: 'Connecting merchant' });
    const secretKey = newStripeKey();
    const webhookSecret = newSigningSecret();
    stripe().allowKey(secretKey);
    const response = await app.request('POST', PATH, { headers: owner.headers, json: { provider: 'stripe', secretKey, webhookSecret, name: 'EU account' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      provider: 'stripe',
      name: 'EU account',
      status: 'ENABLED',
      isDefault: true,
      tenantId: owner.tenant.id,
      secretKeyLastFour: secretKey.slice(-4),
      webhookSecretLastFour: webhookSecret.slice(-4),
      accountId: stripe().account.id,
      livemode: false,
      webhookUrl: `${app.config.publicBaseUrl}/webhooks/stripe/${response.body.id}`,
      lastEventAt: null,
    });
    expect(response.text).not.toContain(secretKey);
    expect(response.text).not.toContain(webhookSecret);
    // Checked with Stripe using the key itself, with Stripe's version header.
    const check = stripe().requests.find((request) => request.key === secretKey && request.path === '/v1/balance');
    expect(check?.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);

    const [row] = await app.container.database.db.select().from(paymentConnectors).where(eq(paymentConnectors.id, response.body.id));
    expect(row!.secretKey).toMatch(/^v1\./);
    expect(row!.secretKey).not.toContain(secretKey.slice(8));
    expect(row!.webhookSecret).toMatch(/^v1\./);
    const audit = await auditOf(response.body.id);
    expect(audit.map((event) => event.action)).toEqual(['payment_connector.created']);
    expect(audit[0]).toMatchObject({ actorType: 'tenant', actorId: owner.tenant.id });
    expect(JSON.stringify(audit)).not.toContain(secretKey);
  });

  it('refuses a key Stripe refuses with a 400 that says so, and stores nothing', async () => {
    const owner = await app.tenantWithToken({ name: 'Wrong key merchant' });
    const wrong = newStripeKey();
    const response = await app.request('POST', PATH, { headers: owner.headers, json: { provider: 'stripe', secretKey: wrong, webhookSecret: newSigningSecret() } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`Stripe refused the secret key: Invalid API Key provided: ${wrong.slice(0, 8)}${'*'.repeat(wrong.length - 12)}${wrong.slice(-4)}`);
    expect(response.text).not.toContain(wrong);
    expect((await app.request('GET', PATH, { headers: owner.headers })).body.pagination.total).toBe(0);
  });

  it('answers 400 naming each rule for bad input: an unknown provider, a publishable key, missing secrets, secrets given to the sandbox', async () => {
    const owner = await app.tenantWithToken({ name: 'Careless merchant' });
    const cases: Array<[unknown, string[]]> = [
      [{ provider: 'paypal' }, ['provider must be one of sandbox, stripe']],
      [{ provider: 'stripe', secretKey: 'pk_test_abcdefghijkl', webhookSecret: newSigningSecret() }, ['secretKey must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key (rk_test_…, rk_live_…)']],
      [{ provider: 'stripe' }, ['secretKey is required for stripe', 'webhookSecret is required for stripe']],
      [{ provider: 'sandbox', secretKey: newStripeKey() }, ['secretKey is not taken by the sandbox']],
      [{ provider: 'stripe', secretKey: newStripeKey(), webhookSecret: 'secret' }, ['webhookSecret must be a Stripe webhook signing secret (whsec_…)']],
      [{ provider: 'sandbox', isDefault: 'yes' }, ['isDefault must be true or false']],
    ];
    for (const [json, details] of cases) {
      const response = await app.request('POST', PATH, { headers: owner.headers, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toMatchObject({ message: 'Validation failed', details });
    }
  });

  it('lists and reads the tenant’s connectors without secrets; another tenant’s connector is a 404 on every route', async () => {
    const owner = await connectedTenant();
    const other = await connectedTenant({ name: 'Other merchant' });
    const list = await app.request('GET', PATH, { headers: owner.headers });
    expect(list.status).toBe(200);
    expect(list.body.data.map((connector: { id: string }) => connector.id)).toEqual([owner.connectorId]);
    expect(list.text).not.toContain(owner.secretKey);
    expect(list.text).not.toContain(owner.webhookSecret);
    const one = await app.request('GET', `${PATH}/${owner.connectorId}`, { headers: owner.headers });
    expect(one.body).toEqual(list.body.data[0]);

    for (const [method, suffix, json] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Mine now' }],
      ['DELETE', '', undefined],
      ['POST', '/test', undefined],
    ] as const) {
      const response = await app.request(method, `${PATH}/${owner.connectorId}${suffix}`, { headers: other.headers, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${suffix}`).toBe(404);
      expect(response.body.message).toBe('Payment connector not found');
    }
    expect((await app.request('GET', `${PATH}/${randomUUID()}`, { headers: owner.headers })).status).toBe(404);
    expect((await app.request('GET', `${PATH}/not-a-uuid`, { headers: owner.headers })).status).toBe(404);
    expect((await app.request('GET', `${PATH}/${owner.connectorId}`, { headers: owner.headers })).body.name).toBe('Stripe');
  });

  it('tests the credentials live: ok while Stripe accepts the key, ok: false with Stripe’s words once it is revoked', async () => {
    const owner = await connectedTenant();
    const good = await app.request('POST', `${PATH}/${owner.connectorId}/test`, { headers: owner.headers });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ ok: true, accountId: stripe().account.id, livemode: false });
    expect(good.body.message).toContain(`ending in ${owner.secretKey.slice(-4)}`);
    stripe().revokeKey(owner.secretKey);
    const refused = await app.request('POST', `${PATH}/${owner.connectorId}/test`, { headers: owner.headers });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ ok: false, accountId: null });
    expect(refused.body.message).toContain('Invalid API Key provided');
    expect(refused.text).not.toContain(owner.secretKey);
  });

  it('keeps one default: a second connector made the default takes it over; payments may name the other one', async () => {
    const owner = await connectedTenant();
    const sandbox = await app.request('POST', PATH, { headers: owner.headers, json: { provider: 'sandbox' } });
    expect(sandbox.body).toMatchObject({ provider: 'sandbox', isDefault: false, webhookUrl: null, secretKeyLastFour: null });
    const made = await app.request('PATCH', `${PATH}/${sandbox.body.id}`, { headers: owner.headers, json: { isDefault: true } });
    expect(made.body.isDefault).toBe(true);
    const list = await app.request('GET', PATH, { headers: owner.headers });
    expect(list.body.data.filter((connector: { isDefault: boolean }) => connector.isDefault).map((connector: { id: string }) => connector.id)).toEqual([sandbox.body.id]);

    const byDefault = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-1' } });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.providerPaymentId).toMatch(/^sbx_/);
    expect(byDefault.body).not.toHaveProperty('nextAction');
    const named = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-1', connectorId: owner.connectorId } });
    expect(named.status).toBe(201);
    expect(named.body.providerPaymentId).toMatch(/^pi_/);

    const unknown = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-1', connectorId: randomUUID() } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual(['connectorId must name one of the tenant’s payment connectors']);
  });

  it('disconnects: the connector leaves the list, and payments fall back to the sandbox', async () => {
    const owner = await connectedTenant();
    const removed = await app.request('DELETE', `${PATH}/${owner.connectorId}`, { headers: owner.headers });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: owner.connectorId, status: 'DISABLED', isDefault: false });
    expect((await app.request('GET', PATH, { headers: owner.headers })).body.data).toEqual([]);
    expect((await app.request('GET', `${PATH}/${owner.connectorId}`, { headers: owner.headers })).status).toBe(404);
    const payment = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-1' } });
    expect(payment.body.providerPaymentId).toMatch(/^sbx_/);
  });

  it('administrators list every tenant’s connectors without secrets and may disable one: its tenant’s payments are then refused with a 422', async () => {
    const owner = await connectedTenant({ name: 'Disabled merchant' });
    const list = await app.request('GET', `/platform/payment-connectors?tenantId=${owner.tenant.id}`, { headers: app.adminHeaders });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: owner.connectorId, tenant: { id: owner.tenant.id, name: 'Disabled merchant' } });
    expect(list.text).not.toContain(owner.secretKey);
    expect((await app.request('GET', '/platform/payment-connectors', { headers: owner.headers })).status).toBe(401);

    const disabled = await app.request('POST', `/platform/payment-connectors/${owner.connectorId}/disable`, { headers: app.adminHeaders, json: { reason: 'Chargeback rate under review' } });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'DISABLED', disabledReason: 'Chargeback rate under review' });
    const refused = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-1' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('is disabled (Chargeback rate under review)');
    expect((await app.request('POST', `/platform/payment-connectors/${randomUUID()}/disable`, { headers: app.adminHeaders })).status).toBe(404);

    const enabled = await app.request('PATCH', `${PATH}/${owner.connectorId}`, { headers: owner.headers, json: { enabled: true } });
    expect(enabled.body).toMatchObject({ status: 'ENABLED', disabledReason: null });
  });

  it('changes a connector: renamed, disabled and enabled by its tenant, its key and signing secret replaced (a new key checked with Stripe first); audited without credentials', async () => {
    const owner = await connectedTenant({ name: 'Changing merchant' });
    const patch = (json: Record<string, unknown>) => app.request('PATCH', `${PATH}/${owner.connectorId}`, { headers: owner.headers, json });
    const renamed = await patch({ name: 'Stripe EU' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Stripe EU' });

    const disabled = await patch({ enabled: false });
    expect(disabled.body).toMatchObject({ status: 'DISABLED', disabledReason: 'Disabled by the tenant' });
    expect((await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-2' } })).status).toBe(422);
    expect((await patch({ enabled: true })).body).toMatchObject({ status: 'ENABLED', disabledReason: null });

    // A key Stripe refuses changes nothing, and says so.
    const refused = await patch({ secretKey: newStripeKey() });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Stripe refused the secret key: /);
    const [before] = await app.container.database.db.select().from(paymentConnectors).where(eq(paymentConnectors.id, owner.connectorId));
    expect(before!.secretKeyLastFour).toBe(owner.secretKey.slice(-4));

    const secretKey = newStripeKey();
    const webhookSecret = newSigningSecret();
    stripe().allowKey(secretKey);
    const replaced = await patch({ secretKey, webhookSecret });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ secretKeyLastFour: secretKey.slice(-4), webhookSecretLastFour: webhookSecret.slice(-4) });
    expect(replaced.text).not.toContain(secretKey);
    // The next payment goes through with the new key.
    const paid = await app.request('POST', '/payments', { headers: owner.headers, json: { amount: 10, currency: 'EUR', userId: 'u-3' } });
    expect(paid.status).toBe(201);
    expect(stripe().requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!.key).toBe(secretKey);
    const audit = await auditOf(owner.connectorId);
    const updates = audit.filter((entry) => entry.action === 'payment_connector.updated');
    expect(updates.map((entry) => entry.details.changed)).toEqual([['name'], ['enabled'], ['enabled'], ['secretKey', 'webhookSecret']]);
    expect(JSON.stringify(audit)).not.toContain(secretKey);
    expect(JSON.stringify(audit)).not.toContain(webhookSecret);
  });

  it('answers 503 with Retry-After when Stripe is down while connecting, and stores nothing', async () => {
    const owner = await app.tenantWithToken({ name: 'Outage merchant' });
    const secretKey = newStripeKey();
    stripe().allowKey(secretKey);
    stripe().failNext(500, { type: 'api_error', message: 'An unknown error occurred' });
    const response = await app.request('POST', PATH, { headers: owner.headers, json: { provider: 'stripe', secretKey, webhookSecret: newSigningSecret() } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await app.request('GET', PATH, { headers: owner.headers })).body.data).toEqual([]);
  });
});
