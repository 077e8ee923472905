import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '@/db/client';
import { SecretKeyError } from '@/server/infra/secret-box';
import { backends, suiteApp } from '../../testing/test-app';
import { advanceSteps, codeOf, consoleCaller, freezeMidStep } from '../../testing/two-factor-fixtures';
import { allowPrivate, webhookCalls } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';
import { secretPlaces } from './secret-places';

/** A sealed value as stored: `v1.<key id>.<iv>.<ciphertext and tag>`. */
const SEALED = /^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/;

describe.each(backends)('secrets at rest on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { tenantEvent, secretOf } = webhookCalls(app);
  const console_ = consoleCaller(app);

  /** One row of `query`, read with SQL as someone holding a copy of the database would. */
  const rawRow = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app.container.database.db.execute(query))[0]!;

  it('stores an authenticator key sealed, and the person still signs in with its codes', async () => {
    const person = await console_.newPerson();
    const { key } = await console_.withTwoFactor(person);
    const plainKey = key.replace(/\s/g, '');

    const row = await rawRow<{ totp_secret: string; totp_pending_secret: string | null }>(
      sql`select totp_secret, totp_pending_secret from people where id = ${person.id}`,
    );
    expect(row.totp_secret).toMatch(SEALED);
    expect(row.totp_secret).not.toContain(plainKey);
    expect(row.totp_pending_secret).toBeNull();

    freezeMidStep();
    try {
      advanceSteps(1);
      const signedIn = await console_.signIn(person, { code: codeOf(key) });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      const wrong = await console_.signIn(person, { code: codeOf(key, 5) });
      expect(wrong.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a key being set up sealed too', async () => {
    const person = await console_.newPerson();
    const session = console_.sessionOf(person, await console_.signIn(person));
    const setup = console_.dataOf(await console_.call('twoFactor.startSetup', {}, session)) as { key: string };
    const row = await rawRow<{ totp_pending_secret: string }>(sql`select totp_pending_secret from people where id = ${person.id}`);
    expect(row.totp_pending_secret).toMatch(SEALED);
    expect(row.totp_pending_secret).not.toContain(setup.key.replace(/\s/g, ''));
  });

  it('stores the signing secrets and header values sealed, and deliveries still carry the header and verify with the secret the tenant reads', async () => {
    const hook = await receivers.start();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const tenantSecret = await secretOf(headers);
    const created = await app.request('POST', '/tenants/me/webhook-endpoints', { headers, json: { url: hook.url, headers: { 'X-Api-Key': 'key-A' } } });
    expect(created.status, created.text).toBe(201);
    const endpointSecret = (await app.request('GET', `/tenants/me/webhook-endpoints/${created.body.id}/secret`, { headers })).body.secret as string;

    // The tenant's secret lives on its primary endpoint.
    const tenantRow = await rawRow<{ webhook_secret: string }>(sql`select secret as webhook_secret from webhook_endpoints where tenant_id = ${tenant.id} and is_primary`);
    expect(tenantRow.webhook_secret).toMatch(SEALED);
    expect(tenantRow.webhook_secret).not.toContain(tenantSecret.slice('whsec_'.length));
    const endpointRow = await rawRow<{ secret: string; headers: Record<string, string>; text: string }>(
      sql`select secret, headers, row_to_json(e)::text as text from webhook_endpoints e where id = ${created.body.id}`,
    );
    expect(endpointRow.secret).toMatch(SEALED);
    expect(Object.keys(endpointRow.headers)).toEqual(['X-Api-Key']);
    expect(endpointRow.headers['X-Api-Key']).toMatch(SEALED);
    expect(endpointRow.text).not.toContain('key-A');
    expect(endpointRow.text).not.toContain(endpointSecret.slice('whsec_'.length));

    await tenantEvent(headers);
    await app.container.webhookDispatcher.flush();
    expect(hook.calls).toHaveLength(2);
    const verifies = (secret: string) =>
      hook.calls.filter((call) => {
        try {
          new Webhook(secret).verify(call.body, hook.signatureHeaders(call));
          return true;
        } catch {
          return false;
        }
      });
    expect(verifies(tenantSecret)).toHaveLength(1);
    const [toEndpoint] = verifies(endpointSecret);
    expect(toEndpoint!.headers['x-api-key']).toBe('key-A');
  });

  it('keeps the secret a rotation replaced sealed for its own column, and both still sign during the grace period', async () => {
    const hook = await receivers.start();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const before = await secretOf(headers);
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers, json: { gracePeriod: '1h' } });
    expect(rotated.status).toBe(200);
    const row = await rawRow<{ webhook_secret: string; previous_webhook_secret: string }>(
      sql`select secret as webhook_secret, previous_secret as previous_webhook_secret from webhook_endpoints where tenant_id = ${tenant.id} and is_primary`,
    );
    expect(row.previous_webhook_secret).toMatch(SEALED);
    expect(row.previous_webhook_secret).not.toContain(before.slice('whsec_'.length));
    await tenantEvent(headers);
    await app.container.webhookDispatcher.flush();
    const call = hook.calls.at(-1)!;
    for (const secret of [before, rotated.body.secret as string]) {
      expect(() => new Webhook(secret).verify(call.body, hook.signatureHeaders(call))).not.toThrow();
    }
  });

  it('does not open a sealed secret moved to another row or column', async () => {
    const first = await app.tenantWithToken();
    const second = await app.tenantWithToken();
    await secretOf(first.headers);
    const { webhook_secret: sealed, id } = await rawRow<{ webhook_secret: string; id: string }>(
      sql`select secret as webhook_secret, id from webhook_endpoints where tenant_id = ${first.tenant.id} and is_primary`,
    );
    const { secrets } = app.container;
    const primaryOf = (tenantId: string) => ({ id, tenantId, isPrimary: true });
    expect(secrets.open(sealed, secretPlaces.endpointSecret(primaryOf(first.tenant.id)))).toBe(await secretOf(first.headers));
    expect(() => secrets.open(sealed, secretPlaces.endpointSecret(primaryOf(second.tenant.id)))).toThrow(SecretKeyError);
    expect(() => secrets.open(sealed, secretPlaces.endpointPreviousSecret(primaryOf(first.tenant.id)))).toThrow(SecretKeyError);
    expect(() => secrets.open(sealed, secretPlaces.endpointSecret({ id, tenantId: first.tenant.id, isPrimary: false }))).toThrow(SecretKeyError);

    // Copied into the other tenant's row, it signs nothing: the delivery fails instead of signing with the first tenant's secret.
    const hook = await receivers.start();
    await app.request('PATCH', '/tenants/me', { headers: second.headers, json: { webhookUrl: hook.url } });
    await app.container.database.db.execute(sql`update webhook_endpoints set secret = ${sealed} where tenant_id = ${second.tenant.id} and is_primary`);
    await tenantEvent(second.headers);
    await app.container.webhookDispatcher.flush();
    expect(hook.calls).toHaveLength(0);
    const log = await app.request('GET', '/tenants/me/webhook-deliveries?limit=1', { headers: second.headers });
    expect(log.body.data[0]).toMatchObject({ status: 'PENDING', attemptCount: 1, lastError: expect.stringMatching(/does not open/) });
  });

  it('shows a tenant viewer the names of an endpoint’s headers, never their values; a developer reads the values', async () => {
    const { headers, tenant } = await app.tenantWithToken();
    const created = await app.request('POST', '/tenants/me/webhook-endpoints', {
      headers,
      json: { url: 'https://receiver.example.com/hooks', headers: { 'X-Api-Key': 'key-A' } },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;

    const viewer = { kind: 'tenant' as const, tenantId: tenant.id, role: 'viewer' as const };
    const asViewer = await console_.call('webhookEndpoints.get', { id }, viewer, { kind: 'query' });
    const seen = console_.dataOf(asViewer);
    expect(seen.headerNames).toEqual(['X-Api-Key']);
    expect(seen).not.toHaveProperty('headers');
    expect(JSON.stringify(asViewer.body)).not.toContain('key-A');
    const listed = console_.dataOf(await console_.call('webhookEndpoints.list', {}, viewer, { kind: 'query' }));
    expect(JSON.stringify(listed)).not.toContain('key-A');

    const developer = { kind: 'tenant' as const, tenantId: tenant.id, role: 'developer' as const };
    const asDeveloper = console_.dataOf(await console_.call('webhookEndpoints.get', { id }, developer, { kind: 'query' }));
    expect(asDeveloper).toMatchObject({ headers: { 'X-Api-Key': 'key-A' }, headerNames: ['X-Api-Key'] });
  });
});
