import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '@/db/client';
import { resolveConfig } from '../../config';
import { createContainer } from '../../container';
import { parseEnv } from '../../env';
import { secretsKeyId } from '../../infra/secret-box';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testServices } from '../../testing/test-services';
import { advanceSteps, codeOf, consoleCaller, freezeMidStep } from '../../testing/two-factor-fixtures';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const newKey = () => randomBytes(32).toString('base64');
const idOf = (key: string) => secretsKeyId(Buffer.from(key, 'base64'));

type Run = { code: number; stdout: string; stderr: string };

/** Runs `npm run secrets:rotate` as an operator would, with only the variables given. */
function rotate(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['server/cli/rotate-secrets.ts'],
      { cwd: root, env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * One Postgres database through a key's life: secrets sealed under a first key, plaintext left from
 * before sealing, a start with the wrong key, the rotation to a second key, and the product working
 * with the second key alone.
 */
describe('the encryption key of stored secrets on postgres', () => {
  const firstKey = newKey();
  const secondKey = newKey();
  let first: TestApp;
  let dataDir: string;
  const started: TestApp[] = [];

  /** Another instance on the same database and cache, with the encryption key given. */
  async function instance(key: string, extra: Record<string, string> = {}) {
    const app = await startTestApp({
      backend: 'postgres',
      shareDatabaseWith: { databaseUrl: first.databaseUrl, cachePrefix: first.cachePrefix, adminKey: first.adminKey, config: { jwtSecret: first.config.jwtSecret } },
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SECRETS_ENCRYPTION_KEY: key, ...extra },
    });
    started.push(app);
    return app;
  }

  const allSealedValues = async (app: TestApp) =>
    rowsOf<{ value: string }>(
      await app.container.database.db.execute(sql`
        select totp_secret as value from people where totp_secret is not null
        union all select secret from webhook_endpoints where secret is not null
        union all select previous_secret from webhook_endpoints where previous_secret is not null
        union all select h.value from webhook_endpoints e, jsonb_each_text(e.headers) h
        union all select sealed from stored_secrets_canary`),
    ).map((row) => row.value);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'billing-secrets-key-'));
    first = await startTestApp({ backend: 'postgres', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SECRETS_ENCRYPTION_KEY: firstKey } });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    for (const app of started.reverse()) await app.close();
    await first?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let fixtures: {
    person: Awaited<ReturnType<ReturnType<typeof consoleCaller>['newPerson']>>;
    key: string;
    headers: Record<string, string>;
    tenantSecret: string;
    endpointId: string;
    endpointSecret: string;
  };

  it('seals at start-up what an earlier version stored in plaintext, and the product reads the same secrets', async () => {
    const calls = consoleCaller(first);
    const person = await calls.newPerson();
    await calls.withTwoFactor(person);
    const { headers, tenant } = await first.tenantWithToken();
    const created = await first.request('POST', '/tenants/me/webhook-endpoints', { headers, json: { url: 'https://receiver.example.com/a', headers: { 'X-Api-Key': 'key-A' } } });
    expect(created.status, created.text).toBe(201);
    const endpointId = created.body.id as string;

    // As an earlier version left them: every one of these secrets in plaintext.
    const plainTenantSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const plainEndpointSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const plainKey = new Secret({ size: 20 }).base32;
    const db = first.container.database.db;
    await db.execute(sql`update webhook_endpoints set secret = ${plainTenantSecret} where tenant_id = ${tenant.id} and is_primary`);
    await db.execute(sql`update webhook_endpoints set secret = ${plainEndpointSecret}, headers = '{"X-Api-Key":"key-B"}'::jsonb where id = ${endpointId}`);
    await db.execute(sql`update people set totp_secret = ${plainKey}, totp_last_step = null where id = ${person.id}`);

    const upgraded = await instance(firstKey);
    const values = await allSealedValues(upgraded);
    for (const plaintext of [plainTenantSecret, plainEndpointSecret, plainKey, 'key-B']) {
      expect(values.some((value) => value.includes(plaintext.replace(/^whsec_/, '')))).toBe(false);
    }
    expect(values.every((value) => value.startsWith(`v1.${idOf(firstKey)}.`))).toBe(true);

    expect((await upgraded.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret).toBe(plainTenantSecret);
    expect((await upgraded.request('GET', `/tenants/me/webhook-endpoints/${endpointId}/secret`, { headers })).body.secret).toBe(plainEndpointSecret);
    expect((await upgraded.request('GET', `/tenants/me/webhook-endpoints/${endpointId}`, { headers })).body.headers).toEqual({ 'X-Api-Key': 'key-B' });
    freezeMidStep();
    const signedIn = await consoleCaller(upgraded).signIn(person, { code: codeOf(plainKey) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    vi.useRealTimers();

    fixtures = { person, key: plainKey, headers, tenantSecret: plainTenantSecret, endpointId, endpointSecret: plainEndpointSecret };
  }, 120_000);

  it('refuses to start with a key that did not seal the stored secrets, naming the variable', async () => {
    const config = await resolveConfig(
      parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'false',
        DATABASE_URL: first.databaseUrl,
        REDIS_URL: testServices.redisUrl,
        SECRETS_ENCRYPTION_KEY: newKey(),
      }),
    );
    const fatal: unknown[] = [];
    const container = await createContainer(config, { onFatalStartup: (error) => fatal.push(error) });
    try {
      await expect(container.whenMigrated(60_000)).rejects.toThrow(/SECRETS_ENCRYPTION_KEY is not the key that sealed the stored secrets/);
      expect(fatal).toHaveLength(1);
      expect(String(fatal[0])).toContain(idOf(firstKey));
      expect(container.isMigrated()).toBe(false);
    } finally {
      await container.close();
    }
  }, 120_000);

  it('npm run secrets:rotate refuses to run without the key that sealed them', async () => {
    const run = await rotate({ ...sharedSecrets(), NODE_ENV: 'production', DATABASE_URL: first.databaseUrl!, DATA_DIR: dataDir, SECRETS_ENCRYPTION_KEY: secondKey });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('SECRETS_ENCRYPTION_KEY is not the key that sealed the stored secrets');
    expect(run.stderr).toContain('SECRETS_ENCRYPTION_KEY_PREVIOUS');
  }, 120_000);

  it('npm run secrets:rotate re-seals every value under the new key, and the product works with the new key alone', async () => {
    // Every instance knows both keys first (the new one current), then the rotation runs.
    const during = await instance(secondKey, { SECRETS_ENCRYPTION_KEY_PREVIOUS: firstKey });
    expect((await during.request('GET', '/tenants/me/webhook-secret', { headers: fixtures.headers })).body.secret).toBe(fixtures.tenantSecret);

    const run = await rotate({
      ...sharedSecrets(),
      NODE_ENV: 'production',
      DATABASE_URL: first.databaseUrl!,
      DATA_DIR: dataDir,
      SECRETS_ENCRYPTION_KEY: secondKey,
      SECRETS_ENCRYPTION_KEY_PREVIOUS: firstKey,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`re-sealed under key ${idOf(secondKey)}`);

    const values = await allSealedValues(during);
    expect(values.length).toBeGreaterThanOrEqual(4);
    expect(values.every((value) => value.startsWith(`v1.${idOf(secondKey)}.`))).toBe(true);

    const after = await instance(secondKey);
    const { headers } = fixtures;
    expect((await after.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret).toBe(fixtures.tenantSecret);
    expect((await after.request('GET', `/tenants/me/webhook-endpoints/${fixtures.endpointId}/secret`, { headers })).body.secret).toBe(fixtures.endpointSecret);
    expect((await after.request('GET', `/tenants/me/webhook-endpoints/${fixtures.endpointId}`, { headers })).body.headers).toEqual({ 'X-Api-Key': 'key-B' });
    freezeMidStep();
    advanceSteps(1);
    const signedIn = await consoleCaller(after).signIn(fixtures.person, { code: codeOf(fixtures.key) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    vi.useRealTimers();

    // The first key is of no use any more: an instance that has only it does not start.
    const config = await resolveConfig(
      parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BACKGROUND_JOBS: 'false', DATABASE_URL: first.databaseUrl, REDIS_URL: testServices.redisUrl, SECRETS_ENCRYPTION_KEY: firstKey }),
    );
    const stale = await createContainer(config);
    try {
      await expect(stale.whenMigrated(60_000)).rejects.toThrow(/SECRETS_ENCRYPTION_KEY/);
    } finally {
      await stale.close();
    }
  }, 240_000);

  it('a production start without SECRETS_ENCRYPTION_KEY stops with the variable’s name', async () => {
    const { SECRETS_ENCRYPTION_KEY: _unset, ...withoutKey } = sharedSecrets();
    const run = await rotate({ NODE_ENV: 'production', DATABASE_URL: first.databaseUrl!, DATA_DIR: dataDir, ...withoutKey });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Invalid environment variable SECRETS_ENCRYPTION_KEY: is required in production with DATABASE_URL');
  }, 120_000);
});

describe('the key check of a database without any secret yet, on postgres', () => {
  it('stops a second instance given another key, though nothing but the first start’s check value is stored', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'billing-secrets-canary-'));
    const first = await startTestApp({ backend: 'postgres', env: { SECRETS_ENCRYPTION_KEY: newKey() } });
    try {
      const [canary] = rowsOf<{ sealed: string }>(await first.container.database.db.execute(sql`select sealed from stored_secrets_canary`));
      expect(canary!.sealed).toMatch(new RegExp(`^v1\\.${first.container.secrets.currentKeyId}\\.`));
      const config = await resolveConfig(
        parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BACKGROUND_JOBS: 'false', DATABASE_URL: first.databaseUrl, REDIS_URL: testServices.redisUrl, SECRETS_ENCRYPTION_KEY: newKey() }),
      );
      const second = await createContainer(config);
      try {
        await expect(second.whenMigrated(60_000)).rejects.toThrow(/^SECRETS_ENCRYPTION_KEY is not the key that sealed the stored secrets/);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** What a production start needs besides the database: every shared secret. */
function sharedSecrets(): Record<string, string> {
  const long = () => randomBytes(32).toString('base64url');
  return {
    ADMIN_API_KEY: long(),
    JWT_SECRET: long(),
    NEXTAUTH_SECRET: long(),
    PAYMENT_PROVIDER_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    SECRETS_ENCRYPTION_KEY: newKey(),
  };
}
