import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { EnvError, parseEnv, webhookConcurrencyOf } from './env';

const LONG_SECRET = 's'.repeat(32);
/** `whsec_` and the base64 of "secret-secret-secret-secret" (27 bytes). */
const PROVIDER_SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0';
/** 32 bytes, as `openssl rand -base64 32` prints them. */
const ENCRYPTION_KEY = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
/** Everything production with DATABASE_URL requires; each refusal case below leaves one out. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db/billing',
  ADMIN_API_KEY: LONG_SECRET,
  JWT_SECRET: LONG_SECRET,
  NEXTAUTH_SECRET: LONG_SECRET,
  PAYMENT_PROVIDER_WEBHOOK_SECRET: PROVIDER_SECRET,
  SECRETS_ENCRYPTION_KEY: ENCRYPTION_KEY,
};
const without = (name: keyof typeof PRODUCTION) => Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

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
      WEBHOOK_ENDPOINT_DISABLE_AFTER: 5 * 86_400_000,
      WEBHOOK_ENDPOINT_CONCURRENCY: 4,
      WEBHOOK_CLAIM_BATCH: 50,
      WEBHOOK_POLL_MS: 250,
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
      NEXTAUTH_SECRET: LONG_SECRET,
      PAYMENT_PROVIDER_WEBHOOK_SECRET: PROVIDER_SECRET,
      SECRETS_ENCRYPTION_KEY: ENCRYPTION_KEY,
    });
    expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/billing', ADMIN_API_KEY: LONG_SECRET });
  });

  it('takes the encryption key as base64 or hex, and the keys a rotation replaced as a comma-separated list', async () => {
    const hex = Buffer.from(ENCRYPTION_KEY, 'base64').toString('hex');
    const previous = Buffer.alloc(32, 7).toString('base64');
    const config = await resolveConfig(parseEnv({ ...PRODUCTION, SECRETS_ENCRYPTION_KEY: hex, SECRETS_ENCRYPTION_KEY_PREVIOUS: `${previous}, ${ENCRYPTION_KEY}` }));
    expect(config.secretsKeys).toEqual({ current: hex, previous: [previous, ENCRYPTION_KEY] });
    // The message names the variable and never repeats its value.
    expect(envErrorOf({ SECRETS_ENCRYPTION_KEY: 'my-secret-passphrase' }).message).not.toContain('my-secret-passphrase');
  });

  it('reads WEBHOOK_ENDPOINT_DISABLE_AFTER as a duration in any unit', () => {
    expect(parseEnv({ WEBHOOK_ENDPOINT_DISABLE_AFTER: '15s' }).WEBHOOK_ENDPOINT_DISABLE_AFTER).toBe(15_000);
    expect(parseEnv({ WEBHOOK_ENDPOINT_DISABLE_AFTER: '30m' }).WEBHOOK_ENDPOINT_DISABLE_AFTER).toBe(1_800_000);
    expect(parseEnv({ WEBHOOK_ENDPOINT_DISABLE_AFTER: '12h' }).WEBHOOK_ENDPOINT_DISABLE_AFTER).toBe(43_200_000);
    expect(parseEnv({ WEBHOOK_ENDPOINT_DISABLE_AFTER: '2d' }).WEBHOOK_ENDPOINT_DISABLE_AFTER).toBe(172_800_000);
  });

  it('points the stripe library at STRIPE_API_BASE_URL when it is an http(s) URL, and stops start-up naming it otherwise', async () => {
    expect(parseEnv({}).STRIPE_API_BASE_URL).toBeUndefined();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'env-stripe-'));
    try {
      expect((await resolveConfig(parseEnv({ DATA_DIR: dataDir }))).stripe).toEqual({ apiBaseUrl: null, reconcileAfterMs: 900_000, reconcileIntervalMs: 300_000 });
      const config = await resolveConfig(parseEnv({ DATA_DIR: dataDir, STRIPE_API_BASE_URL: 'http://localhost:12111', STRIPE_RECONCILE_AFTER: '2m' }));
      expect(config.stripe).toEqual({ apiBaseUrl: 'http://localhost:12111', reconcileAfterMs: 120_000, reconcileIntervalMs: 300_000 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    for (const bad of ['localhost:12111', 'ftp://stripe.test', 'not a url']) {
      expect(envErrorOf({ STRIPE_API_BASE_URL: bad }).message).toBe('Invalid environment variable STRIPE_API_BASE_URL: must be an http(s) URL');
    }
    expect(envErrorOf({ STRIPE_RECONCILE_AFTER: '15' }).variable).toBe('STRIPE_RECONCILE_AFTER');
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
    ['WEBHOOK_ENDPOINT_DISABLE_AFTER', { WEBHOOK_ENDPOINT_DISABLE_AFTER: '5 days' }],
    ['WEBHOOK_ENDPOINT_DISABLE_AFTER', { WEBHOOK_ENDPOINT_DISABLE_AFTER: '500ms' }],
    ['WEBHOOK_ENDPOINT_DISABLE_AFTER', { WEBHOOK_ENDPOINT_DISABLE_AFTER: '1.5h' }],
    ['WEBHOOK_CONCURRENCY', { WEBHOOK_CONCURRENCY: '0' }],
    ['WEBHOOK_CONCURRENCY', { WEBHOOK_CONCURRENCY: '1001' }],
    ['WEBHOOK_CONCURRENCY', { WEBHOOK_CONCURRENCY: 'many' }],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', { WEBHOOK_ENDPOINT_CONCURRENCY: '2.5' }],
    ['WEBHOOK_ENDPOINT_CONCURRENCY', { WEBHOOK_CONCURRENCY: '8', WEBHOOK_ENDPOINT_CONCURRENCY: '9' }],
    ['WEBHOOK_CLAIM_BATCH', { WEBHOOK_CLAIM_BATCH: '-5' }],
    ['WEBHOOK_POLL_MS', { WEBHOOK_POLL_MS: '5' }],
    ['WEBHOOK_POLL_MS', { WEBHOOK_POLL_MS: '120000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['ADMIN_API_KEY', without('ADMIN_API_KEY')],
    ['JWT_SECRET', without('JWT_SECRET')],
    ['NEXTAUTH_SECRET', without('NEXTAUTH_SECRET')],
    ['PAYMENT_PROVIDER_WEBHOOK_SECRET', without('PAYMENT_PROVIDER_WEBHOOK_SECRET')],
    ['SECRETS_ENCRYPTION_KEY', without('SECRETS_ENCRYPTION_KEY')],
    ['SECRETS_ENCRYPTION_KEY', { SECRETS_ENCRYPTION_KEY: 'a-passphrase-that-is-no-key' }],
    ['SECRETS_ENCRYPTION_KEY', { SECRETS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }],
    ['SECRETS_ENCRYPTION_KEY_PREVIOUS', { SECRETS_ENCRYPTION_KEY_PREVIOUS: `${ENCRYPTION_KEY},short` }],
    ['NEXTAUTH_SECRET', { ...PRODUCTION, NEXTAUTH_SECRET: 'n'.repeat(31) }],
    ['NEXTAUTH_SECRET', { NEXTAUTH_SECRET: 'too-short' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'stripe' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'noreply@example.com' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example.com:587' }],
    ['SMTP_URL', { MAIL_FROM: 'noreply@example.com' }],
  ])('refuses a bad %s with one line naming it: %j', (variable, source) => {
    const error = envErrorOf(source);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).not.toContain('\n');
    expect(error.reason.length).toBeGreaterThan(0);
  });

  it('says what the embedded database and API key settings must be', () => {
    expect(envErrorOf({ PGLITE_SHARED_BUFFERS: '32' }).message).toBe('Invalid environment variable PGLITE_SHARED_BUFFERS: must be a size such as 32MB (kB, MB or GB)');
    expect(envErrorOf({ PGLITE_SHARED_BUFFERS: '0MB' }).message).toBe('Invalid environment variable PGLITE_SHARED_BUFFERS: must be a size such as 32MB (kB, MB or GB)');
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(envErrorOf({ API_KEY_USAGE_WRITE_MS: '120000' }).message).toBe('Invalid environment variable API_KEY_USAGE_WRITE_MS: must be at most 60000');
    expect(parseEnv({}).API_KEY_USAGE_WRITE_MS).toBe(60_000);
  });

  it('says what a webhook dispatcher setting must be', () => {
    expect(envErrorOf({ WEBHOOK_CONCURRENCY: '0' }).message).toBe('Invalid environment variable WEBHOOK_CONCURRENCY: must be at least 1');
    expect(envErrorOf({ WEBHOOK_POLL_MS: '120000' }).message).toBe('Invalid environment variable WEBHOOK_POLL_MS: must be at most 60000');
    expect(envErrorOf({ WEBHOOK_CONCURRENCY: '8', WEBHOOK_ENDPOINT_CONCURRENCY: '9' }).message).toBe(
      'Invalid environment variable WEBHOOK_ENDPOINT_CONCURRENCY: must be at most WEBHOOK_CONCURRENCY (8)',
    );
    // Unset, it depends on the database: the embedded one's single connection is shared with the requests.
    expect(webhookConcurrencyOf(parseEnv({}))).toBe(16);
    expect(webhookConcurrencyOf(parseEnv({ DATABASE_URL: 'postgres://app@db/billing' }))).toBe(64);
    expect(envErrorOf({ WEBHOOK_ENDPOINT_CONCURRENCY: '17' }).message).toBe('Invalid environment variable WEBHOOK_ENDPOINT_CONCURRENCY: must be at most WEBHOOK_CONCURRENCY (16)');
    expect(parseEnv({ WEBHOOK_CONCURRENCY: '8', WEBHOOK_ENDPOINT_CONCURRENCY: '8', WEBHOOK_CLAIM_BATCH: '100', WEBHOOK_POLL_MS: '1000' })).toMatchObject({
      WEBHOOK_CONCURRENCY: 8,
      WEBHOOK_ENDPOINT_CONCURRENCY: 8,
      WEBHOOK_CLAIM_BATCH: 100,
      WEBHOOK_POLL_MS: 1000,
    });
  });

  it('does not echo the rejected value of a secret', () => {
    const error = envErrorOf({ JWT_SECRET: 'my-short-secret' });
    expect(error.message).not.toContain('my-short-secret');
  });

  it('requires NEXTAUTH_SECRET in production with DATABASE_URL, saying why, so instances share console sessions', () => {
    const error = envErrorOf(without('NEXTAUTH_SECRET'));
    expect(error.message).toBe('Invalid environment variable NEXTAUTH_SECRET: is required in production with DATABASE_URL (every instance must share it)');
    expect(parseEnv(PRODUCTION).NEXTAUTH_SECRET).toBe(LONG_SECRET);
    // Not in development, nor in the embedded default in production: it is generated there.
    expect(parseEnv({ ...without('NEXTAUTH_SECRET'), NODE_ENV: 'development' }).NEXTAUTH_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'production' }).NEXTAUTH_SECRET).toBeUndefined();
  });
});

describe('PAYMENT_PROVIDER_WEBHOOK_SECRET', () => {
  it.each([
    ['not base64 after whsec_', 'whsec_!!!not*base64', 'must be whsec_ followed by standard base64 (A-Z a-z 0-9 + / and = padding)'],
    ['without the whsec_ prefix', 'plainsecret', 'must be a Standard Webhooks secret starting with whsec_'],
    ['base64 without the prefix', 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0', 'must be a Standard Webhooks secret starting with whsec_'],
    ['URL-safe base64', 'whsec_c2VjcmV0LXNlY3Jl-_1zZWNyZXQtc2VjcmV0', 'must be whsec_ followed by standard base64 (A-Z a-z 0-9 + / and = padding)'],
    ['base64 with its padding missing', 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LQ', 'must be whsec_ followed by standard base64 (A-Z a-z 0-9 + / and = padding)'],
    ['base64 with a space in it', 'whsec_c2VjcmV0LXNlY3Jl dC1zZWNyZXQtc2VjcmV0', 'must be whsec_ followed by standard base64 (A-Z a-z 0-9 + / and = padding)'],
    ['a key of 6 bytes', 'whsec_c2VjcmV0', 'must be whsec_ followed by the base64 of at least 24 bytes (echo "whsec_$(openssl rand -base64 32)" makes one)'],
    ['a key of 23 bytes', `whsec_${Buffer.alloc(23, 7).toString('base64')}`, 'must be whsec_ followed by the base64 of at least 24 bytes (echo "whsec_$(openssl rand -base64 32)" makes one)'],
  ])('stops start-up on a secret %s with one line naming the variable, not the value', (_case, value, reason) => {
    const error = envErrorOf({ PAYMENT_PROVIDER_WEBHOOK_SECRET: value });
    expect(error.message).toBe(`Invalid environment variable PAYMENT_PROVIDER_WEBHOOK_SECRET: ${reason}`);
    expect(error.message).not.toContain(value.replace(/^whsec_/, ''));
    // The same line in production, where the secret is required, and whatever else is set.
    expect(envErrorOf({ ...PRODUCTION, PAYMENT_PROVIDER_WEBHOOK_SECRET: value }).variable).toBe('PAYMENT_PROVIDER_WEBHOOK_SECRET');
  });

  it.each([
    ['of 24 bytes', `whsec_${Buffer.alloc(24, 1).toString('base64')}`],
    ['of 32 random bytes, as `openssl rand -base64 32` makes (one = of padding)', `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`],
    ['of 25 bytes (two = of padding)', `whsec_${Buffer.alloc(25, 2).toString('base64')}`],
    ['of 27 bytes', PROVIDER_SECRET],
  ])('accepts a secret %s, and the standardwebhooks library signs and verifies with it', (_case, value) => {
    expect(parseEnv({ PAYMENT_PROVIDER_WEBHOOK_SECRET: value }).PAYMENT_PROVIDER_WEBHOOK_SECRET).toBe(value);
    const webhook = new Webhook(value);
    const at = new Date();
    const signature = webhook.sign('msg_1', at, '{}');
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
    expect(() => webhook.verify('{}', headers)).not.toThrow();
  });

  it('accepts the secret the embedded default generates', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'billing-config-'));
    try {
      const { paymentProviderWebhookSecret } = await resolveConfig(parseEnv({ DATA_DIR: dir }));
      expect(parseEnv({ PAYMENT_PROVIDER_WEBHOOK_SECRET: paymentProviderWebhookSecret }).PAYMENT_PROVIDER_WEBHOOK_SECRET).toBe(paymentProviderWebhookSecret);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
    expect([...first.generatedSecrets].sort()).toEqual(['ADMIN_API_KEY', 'JWT_SECRET', 'NEXTAUTH_SECRET', 'PAYMENT_PROVIDER_WEBHOOK_SECRET', 'SECRETS_ENCRYPTION_KEY']);
    expect(Buffer.from(first.secretsKeys.current, 'base64')).toHaveLength(32);
    expect(first.secretsKeys.previous).toEqual([]);
    expect(first.adminApiKey.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.adminApiKey).not.toBe(first.jwtSecret);
    expect(first.paymentProviderWebhookSecret).toMatch(/^whsec_/);

    const file = path.join(dataDir, 'secrets.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject({ ADMIN_API_KEY: first.adminApiKey, JWT_SECRET: first.jwtSecret, SECRETS_ENCRYPTION_KEY: first.secretsKeys.current });
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

  it('generates nothing and writes no secrets.json in production with DATABASE_URL: every secret comes from the environment', async () => {
    const dataDir = await tempDataDir();
    const config = await resolveConfig(parseEnv({ ...PRODUCTION, DATA_DIR: dataDir }));
    expect(config.generatedSecrets).toEqual([]);
    expect(config).toMatchObject({
      adminApiKey: LONG_SECRET,
      jwtSecret: LONG_SECRET,
      nextAuthSecret: LONG_SECRET,
      paymentProviderWebhookSecret: PROVIDER_SECRET,
      secretsKeys: { current: ENCRYPTION_KEY, previous: [] },
    });
    await expect(stat(path.join(dataDir, 'secrets.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('picks the backends from the variables', async () => {
    const dataDir = await tempDataDir();
    const embedded = await resolveConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(embedded.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), sharedBuffers: '32MB' });
    expect(embedded.analytics).toEqual({ kind: 'same-database' });
    expect(embedded.cache).toEqual({ kind: 'memory' });

    const served = await resolveConfig(
      parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/main', ANALYTICS_DATABASE_URL: 'postgres://db/analytics', REDIS_URL: 'redis://cache:6379' }),
    );
    expect(served.database).toEqual({ kind: 'postgres', url: 'postgres://db/main' });
    expect(served.analytics).toEqual({ kind: 'postgres', url: 'postgres://db/analytics' });
    expect(served.cache).toMatchObject({ kind: 'redis', url: 'redis://cache:6379' });
  });

  it('requires a second factor of administrators where the deployment is shared, not on the embedded default, unless CONSOLE_REQUIRE_2FA says', async () => {
    const dataDir = await tempDataDir();
    const required = async (env: Record<string, string>) => (await resolveConfig(parseEnv({ DATA_DIR: dataDir, ...env }))).requireAdminTwoFactor;
    // `npm run serve` on the embedded default: a newcomer opens the console with a password.
    expect(await required({ NODE_ENV: 'production' })).toBe(false);
    expect(await required(PRODUCTION)).toBe(true);
    expect(await required({ ...PRODUCTION, VERCEL: '1', UPSTASH_REDIS_REST_URL: 'https://cache.upstash.io', UPSTASH_REDIS_REST_TOKEN: 'token', CRON_SECRET: 'c'.repeat(16) })).toBe(true);
    expect(await required({})).toBe(false);
    expect(await required({ NODE_ENV: 'production', CONSOLE_REQUIRE_2FA: 'true' })).toBe(true);
    expect(await required({ ...PRODUCTION, CONSOLE_REQUIRE_2FA: 'false' })).toBe(false);
  });

  it('sends mail through SMTP only when SMTP_URL and MAIL_FROM are set; the log otherwise', async () => {
    const dataDir = await tempDataDir();
    expect((await resolveConfig(parseEnv({ DATA_DIR: dataDir }))).smtp).toBeNull();
    const relayed = await resolveConfig(parseEnv({ DATA_DIR: dataDir, SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Learning <noreply@example.com>' }));
    expect(relayed.smtp).toEqual({ url: 'smtps://user:pass@mail.example.com:465', from: 'Learning <noreply@example.com>' });
    expect(relayed.retention.mailDays).toBe(30);
  });
});

describe('on Vercel (VERCEL is set by the platform)', () => {
  const VERCEL = { ...PRODUCTION, VERCEL: '1', UPSTASH_REDIS_REST_URL: 'https://cache.upstash.io', UPSTASH_REDIS_REST_TOKEN: 'token', CRON_SECRET: 'c'.repeat(16) };
  const vercelWithout = (name: keyof typeof VERCEL) => Object.fromEntries(Object.entries(VERCEL).filter(([key]) => key !== name));

  it('refuses the embedded PGlite database with a message that says why and what to set', () => {
    const error = envErrorOf(vercelWithout('DATABASE_URL'));
    expect(error.variable).toBe('DATABASE_URL');
    expect(error.message).toMatch(/^Invalid environment variable DATABASE_URL: is required on Vercel: the embedded PGlite database needs a disk/);
  });

  it('refuses the in-process cache and a missing CRON_SECRET', () => {
    expect(envErrorOf(vercelWithout('UPSTASH_REDIS_REST_URL')).variable).toBe('UPSTASH_REDIS_REST_URL');
    const noCache = Object.fromEntries(Object.entries(VERCEL).filter(([key]) => !key.startsWith('UPSTASH')));
    expect(envErrorOf(noCache).message).toMatch(/UPSTASH_REDIS_REST_URL: is required on Vercel/);
    expect(envErrorOf(vercelWithout('CRON_SECRET')).variable).toBe('CRON_SECRET');
  });

  it('requires the shared secrets even without NODE_ENV=production', () => {
    const preview = Object.fromEntries(Object.entries(VERCEL).filter(([key]) => key !== 'NODE_ENV' && key !== 'JWT_SECRET'));
    expect(envErrorOf(preview).variable).toBe('JWT_SECRET');
    expect(envErrorOf(vercelWithout('SECRETS_ENCRYPTION_KEY')).message).toBe(
      'Invalid environment variable SECRETS_ENCRYPTION_KEY: is required in production with DATABASE_URL (every instance must share it)',
    );
  });

  it('runs no background loops there unless asked (no process outlives a request); a Node host runs them', async () => {
    expect((await resolveConfig(parseEnv(VERCEL))).backgroundJobs).toBe(false);
    expect((await resolveConfig(parseEnv({ ...VERCEL, BACKGROUND_JOBS: 'true' }))).backgroundJobs).toBe(true);
    expect((await resolveConfig(parseEnv(PRODUCTION))).backgroundJobs).toBe(true);
    // Without the loop, a write delivers what it queued after its answer (crons may run once a day).
    expect((await resolveConfig(parseEnv(VERCEL))).deliverAfterResponse).toBe(true);
    expect((await resolveConfig(parseEnv({ ...VERCEL, DELIVER_AFTER_RESPONSE: 'false' }))).deliverAfterResponse).toBe(false);
    expect((await resolveConfig(parseEnv(PRODUCTION))).deliverAfterResponse).toBe(false);
  });
});

describe('shutdown settings', () => {
  it('default to a 5 s drain within a 25 s bound, and take 0 as no drain', async () => {
    expect((await resolveConfig(parseEnv(PRODUCTION))).shutdown).toEqual({ drainMs: 5000, timeoutMs: 25_000 });
    expect((await resolveConfig(parseEnv({ ...PRODUCTION, SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '9000' }))).shutdown).toEqual({ drainMs: 0, timeoutMs: 9000 });
    expect(envErrorOf({ SHUTDOWN_TIMEOUT_MS: '0' }).variable).toBe('SHUTDOWN_TIMEOUT_MS');
  });
});
