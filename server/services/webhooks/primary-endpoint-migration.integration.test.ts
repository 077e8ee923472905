import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASING, openPglite } from '@/db/client';
import { createSecretBox } from '@/server/infra/secret-box';
import { hashSecret } from '../auth/secrets';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-services';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';

/**
 * Migration 0024 moves the tenant's webhook URL and signing secret (with the secret a rotation
 * replaced and its grace period) from the tenants table to the tenant's primary endpoint. A
 * database at 0023, written as the product wrote it then, is migrated by a starting instance, and
 * every call answers what it answered before.
 */

const MAIN = path.join(process.cwd(), 'db', 'migrations', 'main');
const migrationOptions = (folder: string) => ({ migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: '__drizzle_migrations' });

/** A copy of the main migrations up to `lastTag`: the database as that release left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MAIN, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  expect(entries.at(-1)?.tag).toBe(lastTag);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(MAIN, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

const BEFORE = '0023_stored_secrets_canary';
const whsec = () => `whsec_${randomBytes(32).toString('base64')}`;
type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** Tenants as 0023 kept them, the secrets sealed for the places they had then. */
function oldTenants(seal: (plaintext: string, place: string) => string, hookUrl: string) {
  const withUrl = { id: randomUUID(), appId: `moved-${randomUUID().slice(0, 8)}`, appSecret: 'moved-secret-0123', secret: whsec(), previous: whsec(), primaryId: randomUUID(), otherId: randomUUID(), otherSecret: whsec(), deliveryId: randomUUID() };
  const secretOnly = { id: randomUUID(), appId: `secret-${randomUUID().slice(0, 8)}`, appSecret: 'secret-only-0123', secret: whsec() };
  const neither = { id: randomUUID(), appId: `older-${randomUUID().slice(0, 8)}`, appSecret: 'older-secret-0123' };
  const updatedAt = '2026-01-02T03:04:05.000Z';
  async function write(query: Query) {
    for (const tenant of [withUrl, secretOnly, neither]) {
      await query(`insert into tenants (id, app_id, name, secret_hash, created_at, updated_at) values ($1, $2, $2, $3, $4, $4)`, [
        tenant.id,
        tenant.appId,
        await hashSecret(tenant.appSecret),
        updatedAt,
      ]);
    }
    await query(
      `update tenants set webhook_url = $2, webhook_secret = $3, previous_webhook_secret = $4, previous_webhook_secret_expires_at = now() + interval '1 hour' where id = $1`,
      [withUrl.id, hookUrl, seal(withUrl.secret, `tenants.webhook_secret:${withUrl.id}`), seal(withUrl.previous, `tenants.previous_webhook_secret:${withUrl.id}`)],
    );
    await query(`update tenants set webhook_secret = $2 where id = $1`, [secretOnly.id, seal(secretOnly.secret, `tenants.webhook_secret:${secretOnly.id}`)]);
    // The primary endpoint mirrored the URL, its secret columns null; another endpoint had its own secret.
    await query(`insert into webhook_endpoints (id, tenant_id, url, is_primary) values ($1, $2, $3, true)`, [withUrl.primaryId, withUrl.id, hookUrl]);
    await query(`insert into webhook_endpoints (id, tenant_id, url, event_types, secret) values ($1, $2, $3, '{payment.failed}', $4)`, [
      withUrl.otherId,
      withUrl.id,
      `${hookUrl}/other`,
      seal(withUrl.otherSecret, `webhook_endpoints.secret:${withUrl.otherId}`),
    ]);
    await query(
      `insert into webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, payload, status, next_attempt_at) values ($1, $2, $3, $1, 'tenant.updated', '{}', 'SUCCEEDED', null)`,
      [withUrl.deliveryId, withUrl.id, withUrl.primaryId],
    );
  }
  return { withUrl, secretOnly, neither, updatedAt, write };
}

describe('migration 0024 on postgres: a tenant’s webhook URL and secrets move to its primary endpoint', () => {
  const key = randomBytes(32).toString('base64');
  const box = createSecretBox(Buffer.from(key, 'base64'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let hook: WebhookReceiver;
  let app: TestApp;
  let seeded: ReturnType<typeof oldTenants>;

  beforeAll(async () => {
    database = await createTestDatabase('webhook_store');
    hook = await startWebhookReceiver();
    seeded = oldTenants(box.seal, hook.url);
    const folder = await migrationsUpTo(BEFORE);
    const client = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await migratePostgres(drizzlePostgres({ client, casing: CASING }), migrationOptions(folder));
      await seeded.write((text, params) => client.unsafe(text, params as never[]));
    } finally {
      await client.end();
      await rm(folder, { recursive: true, force: true });
    }
    // Its start applies 0024, then checks the key against the stored secrets: the moved ones must open.
    app = await startTestApp({
      backend: 'postgres',
      shareDatabaseWith: { databaseUrl: database.url, cachePrefix: `test:${randomBytes(6).toString('hex')}:`, adminKey: randomBytes(24).toString('base64url'), config: { jwtSecret: randomBytes(32).toString('base64url') } },
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SECRETS_ENCRYPTION_KEY: key },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await hook?.close();
    await database?.drop();
  });

  const headersOf = async (tenant: { appId: string; appSecret: string }) => ({ authorization: `Bearer ${await app.login(tenant.appId, tenant.appSecret)}` });

  it('keeps the URL, the secret, the replaced secret in its grace period, the endpoints and the delivery log of a tenant with a URL', async () => {
    const { withUrl } = seeded;
    const headers = await headersOf(withUrl);
    const me = await app.request('GET', '/tenants/me', { headers });
    expect(me.body).toMatchObject({ id: withUrl.id, webhookUrl: hook.url, updatedAt: seeded.updatedAt });
    expect((await app.request('GET', `/tenants/${withUrl.id}`, { headers: app.adminHeaders })).body.webhookUrl).toBe(hook.url);
    expect((await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret).toBe(withUrl.secret);

    const endpoints = await app.request('GET', '/tenants/me/webhook-endpoints?sortOrder=asc', { headers });
    expect(endpoints.body.pagination.total).toBe(2);
    expect(endpoints.body.data.map((endpoint: { id: string; url: string; primary: boolean }) => [endpoint.id, endpoint.url, endpoint.primary]).sort()).toEqual(
      [
        [withUrl.primaryId, hook.url, true],
        [withUrl.otherId, `${hook.url}/other`, false],
      ].sort(),
    );
    expect((await app.request('GET', `/tenants/me/webhook-endpoints/${withUrl.primaryId}/secret`, { headers })).body.secret).toBe(withUrl.secret);
    expect((await app.request('GET', `/tenants/me/webhook-endpoints/${withUrl.otherId}/secret`, { headers })).body.secret).toBe(withUrl.otherSecret);
    const log = await app.request('GET', '/tenants/me/webhook-deliveries', { headers });
    expect(log.body.data).toEqual([expect.objectContaining({ id: withUrl.deliveryId, endpointId: withUrl.primaryId, status: 'SUCCEEDED' })]);

    // The next event goes to the primary endpoint, signed with the secret and, in its grace period, the replaced one.
    expect((await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Moved' } })).status).toBe(200);
    await app.container.webhookDispatcher.flush();
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    for (const secret of [withUrl.secret, withUrl.previous]) {
      expect(() => new Webhook(secret).verify(call!.body, hook.signatureHeaders(call!))).not.toThrow();
    }
  });

  it('keeps the secret of a tenant without a URL, which becomes its primary endpoint’s once it sets one', async () => {
    const { secretOnly } = seeded;
    const headers = await headersOf(secretOnly);
    expect((await app.request('GET', '/tenants/me', { headers })).body.webhookUrl).toBeNull();
    expect((await app.request('GET', '/tenants/me/webhook-endpoints', { headers })).body.pagination.total).toBe(0);
    expect((await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret).toBe(secretOnly.secret);

    const url = 'https://hooks.example.com/later';
    expect((await app.request('PATCH', '/tenants/me', { headers, json: { webhookUrl: url } })).body.webhookUrl).toBe(url);
    const [primary] = (await app.request('GET', '/tenants/me/webhook-endpoints', { headers })).body.data as Array<{ id: string; url: string; primary: boolean }>;
    expect(primary).toMatchObject({ url, primary: true });
    expect((await app.request('GET', `/tenants/me/webhook-endpoints/${primary!.id}/secret`, { headers })).body.secret).toBe(secretOnly.secret);
  });

  it('gives a tenant from before secrets one on first use, and leaves nothing of the webhook in the tenants table', async () => {
    const headers = await headersOf(seeded.neither);
    expect((await app.request('GET', '/tenants/me', { headers })).body.webhookUrl).toBeNull();
    const first = (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;
    expect(first).toMatch(/^whsec_/);
    expect((await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret).toBe(first);
    expect((await app.request('GET', '/tenants/me/webhook-endpoints', { headers })).body.pagination.total).toBe(0);

    const client = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const columns = await client<{ column_name: string }[]>`select column_name from information_schema.columns where table_name = 'tenants' and column_name like '%webhook%'`;
      expect(columns).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

describe('migration 0024 on pglite: the same moves in the embedded database', () => {
  it('moves the URL and sealed secrets to the primary endpoints, and makes one for a secret without a URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'webhook-store-'));
    const folder = await migrationsUpTo(BEFORE);
    const client = await openPglite(path.join(dir, 'db'));
    try {
      const db = drizzlePglite({ client, casing: CASING });
      await migratePglite(db, migrationOptions(folder));
      const seeded = oldTenants((plaintext, place) => `sealed:${place}:${plaintext}`, 'https://hooks.example.com/a');
      await seeded.write((text, params) => client.query(text, params));
      await migratePglite(db, migrationOptions(MAIN));

      const { rows } = await client.query<{ tenant_id: string; id: string; url: string | null; secret: string | null; previous_secret: string | null; grace: boolean }>(
        `select tenant_id, id, url, secret, previous_secret, previous_secret_expires_at > now() as grace from webhook_endpoints where is_primary order by url nulls last`,
      );
      const { withUrl, secretOnly } = seeded;
      expect(rows).toEqual([
        {
          tenant_id: withUrl.id,
          id: withUrl.primaryId,
          url: 'https://hooks.example.com/a',
          secret: `sealed:tenants.webhook_secret:${withUrl.id}:${withUrl.secret}`,
          previous_secret: `sealed:tenants.previous_webhook_secret:${withUrl.id}:${withUrl.previous}`,
          grace: true,
        },
        { tenant_id: secretOnly.id, id: expect.any(String), url: null, secret: `sealed:tenants.webhook_secret:${secretOnly.id}:${secretOnly.secret}`, previous_secret: null, grace: null },
      ]);
    } finally {
      await client.close();
      await rm(folder, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
