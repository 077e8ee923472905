import 'server-only';
import { z } from 'zod';
import { paymentProviderNames } from './infra/payment-provider/names';
import { decodeSecretsKey } from './infra/secret-box';

/**
 * The one reader of the app's settings in `process.env`: every variable is validated here once; a
 * bad value stops start-up with one line naming the variable. Outside this module only what the
 * runtime sets for itself is read where it is needed: NEXT_RUNTIME and NODE_ENV in the Next.js
 * entry files (instrumentation.ts, proxy.ts), npm's `npm_package_version` for the OpenAPI
 * document's version, and the drizzle-kit configuration's database URL.
 */

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

/** A whole number within bounds, each bound said in the message. */
const intBetween = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// connection string');

const secret = (what: string) => z.string().min(32, `${what} must be at least 32 characters`);

/** Canonical standard base64 (RFC 4648 §4, padded): what every Standard Webhooks library decodes alike. */
const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The Standard Webhooks specification asks for keys of 24 to 64 bytes. */
const MIN_WEBHOOK_KEY_BYTES = 24;

const base64DecodedLength = (text: string) => (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
const webhookKeyOf = (value: string) => value.slice(WEBHOOK_SECRET_PREFIX.length);

/**
 * A Standard Webhooks signing secret, `whsec_` and the base64 of the key. The `standardwebhooks`
 * library would take a bad one at start-up and only fail when the first event arrives, so it is
 * checked here. The messages never repeat the value.
 */
const standardWebhooksSecret = z
  .string()
  .refine((value) => value.startsWith(WEBHOOK_SECRET_PREFIX), {
    message: `must be a Standard Webhooks secret starting with ${WEBHOOK_SECRET_PREFIX}`,
    abort: true,
  })
  .refine((value) => STANDARD_BASE64.test(webhookKeyOf(value)), {
    message: `must be ${WEBHOOK_SECRET_PREFIX} followed by standard base64 (A-Z a-z 0-9 + / and = padding)`,
    abort: true,
  })
  .refine((value) => base64DecodedLength(webhookKeyOf(value)) >= MIN_WEBHOOK_KEY_BYTES, {
    message: `must be ${WEBHOOK_SECRET_PREFIX} followed by the base64 of at least ${MIN_WEBHOOK_KEY_BYTES} bytes (echo "whsec_$(openssl rand -base64 32)" makes one)`,
  });

const SECRETS_KEY_FORMAT = 'must be 32 bytes as base64 (openssl rand -base64 32 makes one) or as 64 hex digits';
/** The key that seals stored secrets (server/infra/secret-box.ts). The message never repeats the value. */
const secretsKey = z.string().refine((value) => decodeSecretsKey(value) !== null, SECRETS_KEY_FORMAT);
/** Keys a rotation replaced, comma-separated: they still open what they sealed until `npm run secrets:rotate` re-seals it. */
const previousSecretsKeys = z
  .string()
  .refine((value) => value.split(',').every((key) => decodeSecretsKey(key) !== null), `must be a comma-separated list of keys, each of which ${SECRETS_KEY_FORMAT}`)
  .transform((value) => value.split(',').map((key) => key.trim()));

/** Outside the embedded default, production instances share these: each instance generating its own would break them. */
const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A duration such as `15s`, `30m`, `12h` or `5d` (a whole number and a unit), in milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)$/, 'must be a duration such as 15s, 30m, 12h or 5d')
  .transform((value) => {
    const [, amount, unit] = /^(\d+)(ms|s|m|h|d)$/.exec(value)!;
    return Number(amount) * DURATION_UNITS_MS[unit as keyof typeof DURATION_UNITS_MS];
  })
  .refine((ms) => ms >= 1000, 'must be at least 1s');

/**
 * Webhook sends in flight per instance: WEBHOOK_CONCURRENCY, else 64 on Postgres and 16 on the
 * embedded database, whose one connection the requests share with every send's reads and records.
 */
export const webhookConcurrencyOf = (env: { WEBHOOK_CONCURRENCY?: number; DATABASE_URL?: string }) => env.WEBHOOK_CONCURRENCY ?? (env.DATABASE_URL ? 64 : 16);

const sharedProductionSecrets = ['ADMIN_API_KEY', 'JWT_SECRET', 'NEXTAUTH_SECRET', 'PAYMENT_PROVIDER_WEBHOOK_SECRET', 'SECRETS_ENCRYPTION_KEY'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Set by Vercel itself on every deployment ("1"); read to refuse what cannot work there.
    VERCEL: z.string().optional(),
    PORT: positiveInt.default(3000),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    // The embedded database's buffer cache, in its WebAssembly memory, which never shrinks: Postgres's
    // 128MB default is sized for a dedicated server; 32MB took 70-110 MiB off an idle instance's RSS
    // with no loss of throughput measured (bench/memory.ts).
    PGLITE_SHARED_BUFFERS: z.string().regex(/^[1-9]\d*(kB|MB|GB)$/, 'must be a size such as 32MB (kB, MB or GB)').default('32MB'),
    ANALYTICS_DATABASE_URL: postgresUrl.optional(),
    REDIS_URL: z
      .string()
      .refine((value) => /^rediss?:\/\/.+/.test(value), 'must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('billing:'),
    UPSTASH_REDIS_REST_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
    ADMIN_API_KEY: secret('the admin key').optional(),
    JWT_SECRET: secret('the JWT secret').optional(),
    NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SECRETS_ENCRYPTION_KEY: secretsKey.optional(),
    SECRETS_ENCRYPTION_KEY_PREVIOUS: previousSecretsKeys.optional(),
    NEXTAUTH_URL: z.url().optional(),
    CONSOLE_ADMIN_EMAIL: z.email().optional(),
    CONSOLE_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    // Administrators must have a second factor (authenticator app or passkey); on by default where
    // the deployment is shared (production with DATABASE_URL, or Vercel).
    CONSOLE_REQUIRE_2FA: bool.optional(),
    RATE_LIMIT_ENABLED: bool.default(true),
    RATE_LIMIT_MAX: positiveInt.default(100),
    RATE_LIMIT_WINDOW_S: positiveInt.default(60),
    LOGIN_RATE_LIMIT_MAX: positiveInt.default(10),
    LOGIN_RATE_LIMIT_WINDOW_S: positiveInt.default(60),
    // Failed app-secret sign-ins per appId from every address, then lock-outs that double each time.
    LOGIN_APP_RATE_LIMIT_MAX: positiveInt.default(20),
    LOGIN_APP_RATE_LIMIT_WINDOW_S: positiveInt.default(900),
    LOGIN_APP_LOCKOUT_S: positiveInt.default(60),
    LOGIN_APP_LOCKOUT_MAX_S: positiveInt.default(3600),
    ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: positiveInt.default(50),
    // Wrong second-factor codes (authenticator or recovery code), per person and per client IP.
    SECOND_FACTOR_RATE_LIMIT_MAX: positiveInt.default(5),
    SECOND_FACTOR_IP_RATE_LIMIT_MAX: positiveInt.default(20),
    SECOND_FACTOR_RATE_LIMIT_WINDOW_S: positiveInt.default(900),
    // Failed console sign-ins (wrong password or second-factor code), per person and per client IP.
    CONSOLE_SIGN_IN_RATE_LIMIT_MAX: positiveInt.default(10),
    CONSOLE_SIGN_IN_IP_RATE_LIMIT_MAX: positiveInt.default(50),
    CONSOLE_SIGN_IN_RATE_LIMIT_WINDOW_S: positiveInt.default(900),
    // Password reset mails asked for, per address (known or not) and per client IP.
    PASSWORD_RESET_RATE_LIMIT_MAX: positiveInt.default(5),
    PASSWORD_RESET_IP_RATE_LIMIT_MAX: positiveInt.default(20),
    PASSWORD_RESET_RATE_LIMIT_WINDOW_S: positiveInt.default(3600),
    ACCOUNT_RATE_LIMIT_MAX: positiveInt.default(300),
    // The console's CSV exports, per administrator or tenant: each reads a whole list.
    EXPORT_RATE_LIMIT_MAX: positiveInt.default(20),
    EXPORT_RATE_LIMIT_WINDOW_S: positiveInt.default(600),
    // The payment providers' webhook receivers, per (receiver, client IP): Stripe sends from a few addresses.
    PROVIDER_WEBHOOK_RATE_LIMIT_MAX: positiveInt.default(1000),
    PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S: positiveInt.default(60),
    // The course API's plan tiers: requests per user per COURSE_RATE_LIMIT_WINDOW_S.
    COURSE_RATE_LIMIT_FREE: positiveInt.default(100),
    COURSE_RATE_LIMIT_PRO: positiveInt.default(1000),
    COURSE_RATE_LIMIT_ENTERPRISE: positiveInt.default(10000),
    COURSE_RATE_LIMIT_WINDOW_S: positiveInt.default(3600),
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // An SMTP relay for the platform's mails (STARTTLS where offered on smtp://); without one they go to the log.
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_RETENTION_DAYS: positiveInt.default(30),
    // OpenTelemetry's standard variables: traces go to an OTLP/HTTP collector when the endpoint is set.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json'], { error: 'must be http/protobuf or http/json' }).default('http/protobuf'),
    OTEL_SERVICE_NAME: z.string().min(1).default('billing-platform'),
    WEBHOOK_RETENTION_DAYS: positiveInt.default(30),
    REQUEST_LOG_RETENTION_DAYS: positiveInt.default(30),
    IDEMPOTENCY_TTL_S: positiveInt.default(86400),
    IDEMPOTENCY_LOCK_TIMEOUT_S: positiveInt.default(30),
    CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    PAYMENT_PROVIDER: z.enum(paymentProviderNames, { error: `must be one of ${paymentProviderNames.join(', ')}` }).default('sandbox'),
    PAYMENT_PROVIDER_WEBHOOK_SECRET: standardWebhooksSecret.optional(),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.default(false),
    // Where the stripe library sends its requests: Stripe itself unless set (a Stripe-compatible server for tests and local development).
    STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // A connector's payment or refund still waiting for its provider this long is synced from it (a missed webhook), checked every STRIPE_RECONCILE_INTERVAL.
    STRIPE_RECONCILE_AFTER: duration.default(15 * 60_000),
    STRIPE_RECONCILE_INTERVAL: duration.default(5 * 60_000),
    // How long an endpoint may fail (no success since its first failed attempt) before it is disabled.
    WEBHOOK_ENDPOINT_DISABLE_AFTER: duration.default(5 * 86_400_000),
    // The webhook dispatcher: sends in flight per instance (default: webhookConcurrencyOf), per
    // endpoint, rows per claim, and the poll interval while the queue is empty (server/jobs/webhook-dispatcher.ts).
    WEBHOOK_CONCURRENCY: intBetween(1, 1000).optional(),
    WEBHOOK_ENDPOINT_CONCURRENCY: intBetween(1, 1000).default(4),
    WEBHOOK_CLAIM_BATCH: intBetween(1, 1000).default(50),
    WEBHOOK_POLL_MS: intBetween(10, 60_000).default(250),
    // The API keys' last use is written in one statement per interval; a minute stale at most.
    API_KEY_USAGE_WRITE_MS: intBetween(100, 60_000).default(60_000),
    MAX_BODY_BYTES: positiveInt.default(102_400),
    MIGRATE_ON_START: bool.default(true),
    // On by default on a Node host; off by default on Vercel, whose functions do not outlive a request.
    BACKGROUND_JOBS: bool.optional(),
    DELIVER_AFTER_RESPONSE: bool.optional(),
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEPENDENCY_TIMEOUT_MS: positiveInt.default(1000),
    // Long enough for a balancer polling readiness every few seconds to take the instance out.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
    // Below the 30 s most supervisors (Kubernetes, ECS) wait before SIGKILL.
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(25_000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.UPSTASH_REDIS_REST_URL) !== Boolean(env.UPSTASH_REDIS_REST_TOKEN)) {
      const missing = env.UPSTASH_REDIS_REST_URL ? 'UPSTASH_REDIS_REST_TOKEN' : 'UPSTASH_REDIS_REST_URL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Upstash variable is set' });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
      ctx.addIssue({ code: 'custom', path: [env.SMTP_URL ? 'MAIL_FROM' : 'SMTP_URL'], message: 'is required when the other mail variable is set' });
    }
    if (env.WEBHOOK_ENDPOINT_CONCURRENCY > webhookConcurrencyOf(env)) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_ENDPOINT_CONCURRENCY'], message: `must be at most WEBHOOK_CONCURRENCY (${webhookConcurrencyOf(env)})` });
    }
    if (env.REDIS_URL && env.UPSTASH_REDIS_REST_URL) {
      ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'cannot be combined with UPSTASH_REDIS_REST_URL' });
    }
    if (env.VERCEL) {
      // Vercel's functions have a read-only, per-instance file system and no memory across calls.
      if (!env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message: 'is required on Vercel: the embedded PGlite database needs a disk that outlives the process, which Vercel functions do not have (set a pooled Postgres URL)',
        });
      }
      if (!env.UPSTASH_REDIS_REST_URL && !env.REDIS_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['UPSTASH_REDIS_REST_URL'],
          message: 'is required on Vercel (with UPSTASH_REDIS_REST_TOKEN): rate limits and idempotency keys kept in one function instance’s memory would not hold across instances',
        });
      }
      if (!env.CRON_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['CRON_SECRET'], message: 'is required on Vercel: Vercel Cron calls /cron/webhooks, /cron/mail, /cron/retention and /cron/reconcile with it (vercel.json)' });
      }
    }
    // Outside the embedded default, production instances share secrets: they cannot be generated.
    if ((env.NODE_ENV === 'production' || env.VERCEL) && env.DATABASE_URL) {
      for (const name of sharedProductionSecrets) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production with DATABASE_URL (every instance must share it)' });
        }
      }
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

/** Variables that were set but empty count as unset, as most hosts' dashboards produce them. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
}

export function parseEnv(source: Record<string, string | undefined> = process.env): RawEnv {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = String(issue.path[0] ?? 'environment');
  const reason = issue.message.replace(/^Invalid input: /, '');
  throw new EnvError(variable, reason);
}

let cached: RawEnv | undefined;

/** The process environment, parsed once. */
export function env(): RawEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
