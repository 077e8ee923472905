import 'server-only';
import type { CacheSettings } from './infra/cache';
import type { RateLimitSettings } from './infra/ratelimit';
import type { TracingSettings } from './infra/tracing';
import type { RetentionSettings } from './services/retention/run-retention';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RawEnv, webhookConcurrencyOf } from './env';

/** The validated environment turned into the settings the app is built from. */
export type Config = {
  nodeEnv: RawEnv['NODE_ENV'];
  port: number;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string; sharedBuffers: string } | { kind: 'postgres'; url: string };
  analytics: { kind: 'same-database' } | { kind: 'postgres'; url: string };
  cache: CacheSettings;
  adminApiKey: string;
  jwtSecret: string;
  nextAuthSecret: string;
  /** Seal the secrets stored in the database: `current` seals, `previous` only open (a rotation under way). */
  secretsKeys: { current: string; previous: string[] };
  /** Accepted as `Authorization: Bearer` on scheduled routes (Vercel Cron); null when unset. */
  cronSecret: string | null;
  paymentProvider: RawEnv['PAYMENT_PROVIDER'];
  paymentProviderWebhookSecret: string;
  /** Tenants' Stripe connectors: where the library sends requests (null: Stripe itself), and when a pending payment or refund is synced. */
  stripe: { apiBaseUrl: string | null; reconcileAfterMs: number; reconcileIntervalMs: number };
  rateLimit: RateLimitSettings;
  /** Base of the links in mails; `http://localhost:${PORT}` unless PUBLIC_BASE_URL is set. */
  publicBaseUrl: string;
  /** Where traces go (OTLP/HTTP); null: tracing is off and costs nothing. */
  tracing: TracingSettings | null;
  /** The SMTP relay and sender of the platform's mails; null: mails go to the log only. */
  smtp: { url: string; from: string } | null;
  retention: RetentionSettings;
  idempotency: { ttlS: number; lockTimeoutS: number };
  webhooks: {
    allowPrivateTargets: boolean;
    /** An endpoint failing (no success since its first failed attempt) for this long is disabled. */
    endpointDisableAfterMs: number;
    /** The dispatcher's sends in flight (in all and per endpoint), rows per claim, and poll interval while the queue is empty. */
    dispatch: { concurrency: number; endpointConcurrency: number; claimBatch: number; pollMs: number };
  };
  maxBodyBytes: number;
  migrateOnStart: boolean;
  backgroundJobs: boolean;
  /** After each write's answer, deliver due webhooks and mails (serverless hosts without a loop). */
  deliverAfterResponse: boolean;
  /**
   * Where the client's address comes from: Vercel's own header on Vercel, elsewhere the socket's
   * peer, or with TRUSTED_PROXY_COUNT proxies in front, the entry of `X-Forwarded-For` they vouch for.
   */
  clientAddress: { from: 'vercel' } | { from: 'socket'; trustedProxyCount: number };
  logLevel: RawEnv['LOG_LEVEL'];
  dependencyTimeoutMs: number;
  /** SIGTERM: how long readiness says 503 while requests are still served, and the bound on the whole shutdown. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** How often the API keys' staged last uses are written (at most a minute). */
  apiKeyUsageWriteMs: number;
  consoleAdmin: { email: string; password: string } | null;
  /**
   * Administrators without a second factor are taken to set one up before anything else; when
   * false, the console only reminds them to add one.
   */
  requireAdminTwoFactor: boolean;
  /** Names of the secrets this start generated (the admin key is printed once, when generated). */
  generatedSecrets: GeneratedSecretName[];
};

const generatedSecretNames = ['ADMIN_API_KEY', 'JWT_SECRET', 'NEXTAUTH_SECRET', 'PAYMENT_PROVIDER_WEBHOOK_SECRET', 'SECRETS_ENCRYPTION_KEY'] as const;
type GeneratedSecretName = (typeof generatedSecretNames)[number];

function generateSecret(name: GeneratedSecretName): string {
  // The encryption key is the 32 bytes themselves, in the base64 `openssl rand -base64 32` prints.
  if (name === 'SECRETS_ENCRYPTION_KEY') return randomBytes(32).toString('base64');
  const value = randomBytes(32).toString('base64url');
  // The provider secret follows the Standard Webhooks format so any of its libraries accepts it.
  return name === 'PAYMENT_PROVIDER_WEBHOOK_SECRET' ? `whsec_${randomBytes(32).toString('base64')}` : value;
}

/**
 * Secrets that were not configured are generated once and kept in `DATA_DIR/secrets.json`, so the
 * embedded default starts with no variables and keeps its tokens valid across restarts.
 */
async function resolveSecrets(env: RawEnv, dataDir: string) {
  const missing = generatedSecretNames.filter((name) => !env[name]);
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Record<GeneratedSecretName, string>> = {};
  const generated: GeneratedSecretName[] = [];
  if (missing.length > 0) {
    await mkdir(dataDir, { recursive: true });
    stored = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as typeof stored;
    for (const name of missing) {
      if (!stored[name]) {
        stored[name] = generateSecret(name);
        generated.push(name);
      }
    }
    if (generated.length > 0) await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const pick = (name: GeneratedSecretName) => env[name] ?? stored[name]!;
  return {
    secretsFile: file,
    generated,
    adminApiKey: pick('ADMIN_API_KEY'),
    jwtSecret: pick('JWT_SECRET'),
    nextAuthSecret: pick('NEXTAUTH_SECRET'),
    paymentProviderWebhookSecret: pick('PAYMENT_PROVIDER_WEBHOOK_SECRET'),
    secretsKey: pick('SECRETS_ENCRYPTION_KEY'),
  };
}

export async function resolveConfig(env: RawEnv): Promise<Config> {
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = await resolveSecrets(env, dataDir);
  const prefix = env.REDIS_KEY_PREFIX;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), sharedBuffers: env.PGLITE_SHARED_BUFFERS },
    analytics: env.ANALYTICS_DATABASE_URL ? { kind: 'postgres', url: env.ANALYTICS_DATABASE_URL } : { kind: 'same-database' },
    cache: env.REDIS_URL
      ? { kind: 'redis', url: env.REDIS_URL, prefix }
      : env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN
        ? { kind: 'upstash', url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN, prefix }
        : { kind: 'memory' },
    adminApiKey: secrets.adminApiKey,
    jwtSecret: secrets.jwtSecret,
    nextAuthSecret: secrets.nextAuthSecret,
    secretsKeys: { current: secrets.secretsKey, previous: env.SECRETS_ENCRYPTION_KEY_PREVIOUS ?? [] },
    cronSecret: env.CRON_SECRET ?? null,
    paymentProvider: env.PAYMENT_PROVIDER,
    paymentProviderWebhookSecret: secrets.paymentProviderWebhookSecret,
    stripe: { apiBaseUrl: env.STRIPE_API_BASE_URL ?? null, reconcileAfterMs: env.STRIPE_RECONCILE_AFTER, reconcileIntervalMs: env.STRIPE_RECONCILE_INTERVAL },
    rateLimit: { enabled: env.RATE_LIMIT_ENABLED, max: env.RATE_LIMIT_MAX, windowS: env.RATE_LIMIT_WINDOW_S, loginMax: env.LOGIN_RATE_LIMIT_MAX,
      loginWindowS: env.LOGIN_RATE_LIMIT_WINDOW_S,
      loginApp: { max: env.LOGIN_APP_RATE_LIMIT_MAX, windowS: env.LOGIN_APP_RATE_LIMIT_WINDOW_S, lockOutS: env.LOGIN_APP_LOCKOUT_S, lockOutMaxS: Math.max(env.LOGIN_APP_LOCKOUT_S, env.LOGIN_APP_LOCKOUT_MAX_S) },
      accountLoginIpMax: env.ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX,
      secondFactor: { max: env.SECOND_FACTOR_RATE_LIMIT_MAX, ipMax: env.SECOND_FACTOR_IP_RATE_LIMIT_MAX, windowS: env.SECOND_FACTOR_RATE_LIMIT_WINDOW_S },
      consoleSignIn: { max: env.CONSOLE_SIGN_IN_RATE_LIMIT_MAX, ipMax: env.CONSOLE_SIGN_IN_IP_RATE_LIMIT_MAX, windowS: env.CONSOLE_SIGN_IN_RATE_LIMIT_WINDOW_S },
      passwordReset: { max: env.PASSWORD_RESET_RATE_LIMIT_MAX, ipMax: env.PASSWORD_RESET_IP_RATE_LIMIT_MAX, windowS: env.PASSWORD_RESET_RATE_LIMIT_WINDOW_S },
      accountMax: env.ACCOUNT_RATE_LIMIT_MAX,
      csvExport: { max: env.EXPORT_RATE_LIMIT_MAX, windowS: env.EXPORT_RATE_LIMIT_WINDOW_S },
      providerWebhook: { max: env.PROVIDER_WEBHOOK_RATE_LIMIT_MAX, windowS: env.PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S },
      course: { free: env.COURSE_RATE_LIMIT_FREE, pro: env.COURSE_RATE_LIMIT_PRO, enterprise: env.COURSE_RATE_LIMIT_ENTERPRISE },
      courseWindowS: env.COURSE_RATE_LIMIT_WINDOW_S,
    },
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, protocol: env.OTEL_EXPORTER_OTLP_PROTOCOL, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    // Security logs are kept 90 days and unconfirmed accounts 12 months: fixed rules, not settings.
    retention: { securityLogDays: 90, unconfirmedAccountMonths: 12, webhookDays: env.WEBHOOK_RETENTION_DAYS, mailDays: env.MAIL_RETENTION_DAYS, requestLogDays: env.REQUEST_LOG_RETENTION_DAYS },
    idempotency: { ttlS: env.IDEMPOTENCY_TTL_S, lockTimeoutS: env.IDEMPOTENCY_LOCK_TIMEOUT_S },
    webhooks: {
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      endpointDisableAfterMs: env.WEBHOOK_ENDPOINT_DISABLE_AFTER,
      dispatch: {
        concurrency: webhookConcurrencyOf(env),
        endpointConcurrency: env.WEBHOOK_ENDPOINT_CONCURRENCY,
        claimBatch: env.WEBHOOK_CLAIM_BATCH,
        pollMs: env.WEBHOOK_POLL_MS,
      },
    },
    maxBodyBytes: env.MAX_BODY_BYTES,
    migrateOnStart: env.MIGRATE_ON_START,
    backgroundJobs: env.BACKGROUND_JOBS ?? !env.VERCEL,
    // Where no loop runs (Vercel), a write hands what it queued to the receivers itself: crons on
    // the Hobby plan run once a day, and a confirmation mail or a webhook cannot wait that long.
    deliverAfterResponse: env.DELIVER_AFTER_RESPONSE ?? Boolean(env.VERCEL),
    clientAddress: env.VERCEL ? { from: 'vercel' } : { from: 'socket', trustedProxyCount: env.TRUSTED_PROXY_COUNT },
    logLevel: env.LOG_LEVEL,
    dependencyTimeoutMs: env.DEPENDENCY_TIMEOUT_MS,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    apiKeyUsageWriteMs: env.API_KEY_USAGE_WRITE_MS,
    consoleAdmin:
      env.CONSOLE_ADMIN_EMAIL && env.CONSOLE_ADMIN_PASSWORD
        ? { email: env.CONSOLE_ADMIN_EMAIL, password: env.CONSOLE_ADMIN_PASSWORD }
        : null,
    // A shared deployment (production with its own database, or Vercel) asks; the embedded default
    // and `next dev` sign in with a password alone unless asked, and the console suggests a factor.
    requireAdminTwoFactor: env.CONSOLE_REQUIRE_2FA ?? (Boolean(env.VERCEL) || (env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL))),
    generatedSecrets: secrets.generated,
  };
}
