import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { EnvError, parseEnv } from './env';

const LONG_SECRET = 's'.repeat(32);

/** The EnvError parseEnv throws for `source`; fails the test when it does not throw one. */
function envErrorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('gives the contract defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './.data',
      RATE_LIMIT_MAX: 100,
      RATE_LIMIT_WINDOW_S: 60,
      LOGIN_RATE_LIMIT_MAX: 10,
      IDEMPOTENCY_TTL_S: 86400,
      IDEMPOTENCY_LOCK_TIMEOUT_S: 30,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: false,
    });
    for (const unset of ['DATABASE_URL', 'ANALYTICS_DATABASE_URL', 'REDIS_URL', 'UPSTASH_REDIS_REST_URL', 'ADMIN_API_KEY', 'JWT_SECRET'] as const) {
      expect(env[unset], unset).toBeUndefined();
    }
  });

  it('reads numbers and booleans from their text, and treats empty values as unset', () => {
    const env = parseEnv({ PORT: '8080', RATE_LIMIT_MAX: '5', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DATABASE_URL: '', JWT_SECRET: '' });
    expect(env).toMatchObject({ PORT: 8080, RATE_LIMIT_MAX: 5, WEBHOOK_ALLOW_PRIVATE_TARGETS: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('accepts a complete production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal:5432/billing',
      REDIS_URL: 'rediss://cache.internal:6380',
      ADMIN_API_KEY: LONG_SECRET,
      JWT_SECRET: LONG_SECRET,
      PAYMENT_PROVIDER_WEBHOOK_SECRET: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
    });
    expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/billing', ADMIN_API_KEY: LONG_SECRET });
  });

  it('lets the embedded default start in production with no secrets (they are generated)', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).ADMIN_API_KEY).toBeUndefined();
  });

  it.each([
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['ADMIN_API_KEY', { ADMIN_API_KEY: 'x'.repeat(31) }],
    ['RATE_LIMIT_MAX', { RATE_LIMIT_MAX: 'abc' }],
    ['RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '0' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ANALYTICS_DATABASE_URL', { ANALYTICS_DATABASE_URL: 'http://analytics' }],
    ['REDIS_URL', { REDIS_URL: 'http://x' }],
    ['UPSTASH_REDIS_REST_TOKEN', { UPSTASH_REDIS_REST_URL: 'https://eu1.upstash.io' }],
    ['UPSTASH_REDIS_REST_URL', { UPSTASH_REDIS_REST_TOKEN: 'token' }],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['ADMIN_API_KEY', { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/billing', JWT_SECRET: LONG_SECRET, PAYMENT_PROVIDER_WEBHOOK_SECRET: 'whsec_x' }],
    ['JWT_SECRET', { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/billing', ADMIN_API_KEY: LONG_SECRET, PAYMENT_PROVIDER_WEBHOOK_SECRET: 'whsec_x' }],
    ['PAYMENT_PROVIDER_WEBHOOK_SECRET', { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/billing', ADMIN_API_KEY: LONG_SECRET, JWT_SECRET: LONG_SECRET }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'stripe' }],
  ])('refuses a bad %s with one line naming it: %j', (variable, source) => {
    const error = envErrorOf(source);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).not.toContain('\n');
    expect(error.reason.length).toBeGreaterThan(0);
  });

  it('does not echo the rejected value of a secret', () => {
    const error = envErrorOf({ JWT_SECRET: 'my-short-secret' });
    expect(error.message).not.toContain('my-short-secret');
  });
});

describe('resolveConfig', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const tempDataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'billing-config-'));
    dirs.push(dir);
    return path.join(dir, 'nested', 'data');
  };

  it('generates the missing secrets into DATA_DIR/secrets.json once and reuses them on the next start', async () => {
    const dataDir = await tempDataDir();
    const first = await resolveConfig(parseEnv({ DATA_DIR: dataDir }));
    expect([...first.generatedSecrets].sort()).toEqual(['ADMIN_API_KEY', 'JWT_SECRET', 'NEXTAUTH_SECRET', 'PAYMENT_PROVIDER_WEBHOOK_SECRET']);
    expect(first.adminApiKey.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.adminApiKey).not.toBe(first.jwtSecret);
    expect(first.paymentProviderWebhookSecret).toMatch(/^whsec_/);

    const file = path.join(dataDir, 'secrets.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject({ ADMIN_API_KEY: first.adminApiKey, JWT_SECRET: first.jwtSecret });
    expect((await stat(file)).mode & 0o077).toBe(0);

    const second = await resolveConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(second.generatedSecrets).toEqual([]);
    expect(second.adminApiKey).toBe(first.adminApiKey);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.nextAuthSecret).toBe(first.nextAuthSecret);
    expect(second.paymentProviderWebhookSecret).toBe(first.paymentProviderWebhookSecret);
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(stored, null, 2) + '\n');
  });

  it('prefers configured secrets and generates only the rest', async () => {
    const dataDir = await tempDataDir();
    const config = await resolveConfig(parseEnv({ DATA_DIR: dataDir, ADMIN_API_KEY: LONG_SECRET }));
    expect(config.adminApiKey).toBe(LONG_SECRET);
    expect(config.generatedSecrets).not.toContain('ADMIN_API_KEY');
    expect(config.generatedSecrets).toContain('JWT_SECRET');
    const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored).not.toHaveProperty('ADMIN_API_KEY');
  });

  it('gives each data directory its own secrets', async () => {
    const [a, b] = await Promise.all([tempDataDir(), tempDataDir()]);
    const [first, second] = await Promise.all([resolveConfig(parseEnv({ DATA_DIR: a })), resolveConfig(parseEnv({ DATA_DIR: b }))]);
    expect(first.adminApiKey).not.toBe(second.adminApiKey);
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
  });

  it('picks the backends from the variables', async () => {
    const dataDir = await tempDataDir();
    const embedded = await resolveConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(embedded.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(embedded.analytics).toEqual({ kind: 'same-database' });
    expect(embedded.cache).toEqual({ kind: 'memory' });

    const served = await resolveConfig(
      parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/main', ANALYTICS_DATABASE_URL: 'postgres://db/analytics', REDIS_URL: 'redis://cache:6379' }),
    );
    expect(served.database).toEqual({ kind: 'postgres', url: 'postgres://db/main' });
    expect(served.analytics).toEqual({ kind: 'postgres', url: 'postgres://db/analytics' });
    expect(served.cache).toMatchObject({ kind: 'redis', url: 'redis://cache:6379' });
  });
});
