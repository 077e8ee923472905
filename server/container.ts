import type { DestinationStream } from 'pino';
import { type AnalyticsDb, type DatabaseHandle, type Db, openDatabases } from '@/db/client';
import { type Config, resolveConfig } from './config';
import { env as processEnv, EnvError } from './env';
import { currentRequestScope } from './http/request-context';
import { type Cache, createCache, tracedCache } from './infra/cache';
import { createIdempotencyStore, type IdempotencyStore } from './infra/idempotency';
import { accessLogOf, createLogger, type Logger } from './infra/logger';
import { createMailer, type Mailer } from './infra/mailer';
import { createSmtpRelay, type SmtpRelay } from './infra/mailer/smtp-relay';
import { createRateLimiter, type RateLimiter } from './infra/ratelimit';
import { createMetrics, type KnownLabels, type Metrics } from './infra/metrics';
import { createPaymentProvider, type PaymentProvider } from './infra/payment-provider';
import { withTimeout } from './infra/timeout';
import { activeTraceFields, registerTracing, startRootSpan } from './infra/tracing';
import { createAuditShipper, type AuditShipper } from './jobs/audit-shipper';
import { createRequestLogWriter, type RequestLogWriter } from './jobs/request-log-writer';
import { createWebhookDispatcher, type WebhookDispatcher } from './jobs/webhook-dispatcher';
import { createMailDispatcher, type MailDispatcher } from './jobs/mail-dispatcher';
import { createRetentionLoop, type RetentionLoop } from './jobs/retention-loop';
import { type RateLimitPolicies, rateLimitPolicies } from './trpc/middleware/rate-limit-policies';
import { systemAuditContext } from './services/audit/types';
import { ensureFirstConsoleAdmin } from './services/console-admins';
import { checkReadiness } from './services/health/check-readiness';
import { dependencyNames } from './services/health/health-schemas';
import { supportedCurrencies } from './services/payments/payment-schemas';
import { providerEventOutcomes } from './services/payments/provider-event-schemas';
import type { DeliveryOutcome } from './services/webhooks/deliver-webhooks';

/** An SMTP attempt's connection and greeting timeout. */
const SMTP_TIMEOUT_MS = 10_000;
/** Readiness asks the relay at most this often: a balancer polling every few seconds must not open a connection each time. */
const SMTP_CHECK_TTL_MS = 30_000;

/** `run`, once: later calls share its outcome, unless it failed (then the next call tries again). */
function onceSucceeded(run: () => Promise<void>): () => Promise<void> {
  let outcome: Promise<void> | undefined;
  return () => {
    outcome ??= run().catch((error: unknown) => {
      outcome = undefined;
      throw error;
    });
    return outcome;
  };
}

/** `check`, answered from its last outcome for `ttlMs` after it settles. */
function lastingFor(ttlMs: number, check: () => Promise<void>): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > ttlMs) {
      const outcome = check();
      last = { at: performance.now(), outcome };
      outcome.catch(() => {});
    }
    return last.outcome;
  };
}

/** Inside a request, every log line carries its correlation id; with tracing on, every line in a span its trace and span ids. */
function requestLogFields(): Record<string, unknown> {
  const scope = currentRequestScope();
  const traced = activeTraceFields();
  return scope ? { correlationId: scope.correlationId, ...traced } : traced;
}

/** The keys of `present` as label values; typed `Record<K, true>`, it must name every K and nothing else. */
const labelValues = <K extends string>(present: Record<K, true>) => Object.keys(present) as K[];

/** The closed lists the metrics registry exposes at 0 from the start, from the domain that owns each. */
function metricLabels(policies: RateLimitPolicies): KnownLabels {
  return {
    rateLimitPolicies: Object.keys(policies),
    webhookDeliveryOutcomes: labelValues<DeliveryOutcome>({ delivered: true, rescheduled: true, failed: true }),
    providerEventOutcomes: [...providerEventOutcomes, 'duplicate'],
    currencies: supportedCurrencies,
    dependencies: dependencyNames,
  };
}

/**
 * Everything one running instance of the app is made of, built from its configuration. Route
 * handlers use the process-wide instance (`getContainer`); tests build their own, several per
 * process when they need two "instances" sharing a database and a cache.
 */
export type Container = {
  config: Config;
  logger: Logger;
  /** The access log (one line per answer): `logger` without the redaction its fixed fields never need. */
  accessLog: Logger;
  metrics: Metrics;
  database: DatabaseHandle<Db>;
  analytics: DatabaseHandle<AnalyticsDb>;
  cache: Cache;
  auditShipper: AuditShipper;
  /** Stages each request of a tenant for the request log and writes them in batches. */
  requestLog: RequestLogWriter;
  webhookDispatcher: WebhookDispatcher;
  /** Hands queued mails to the SMTP relay (every run is empty without one). */
  mailDispatcher: MailDispatcher;
  rateLimiter: RateLimiter;
  rateLimitPolicies: RateLimitPolicies;
  idempotency: IdempotencyStore;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  /** Runs the retention jobs (security log, unconfirmed accounts, webhook log) now or on a timer. */
  retention: RetentionLoop;
  /** True once migrations have been applied; readiness answers 503 before. */
  isStarted(): boolean;
  /**
   * The first step of a graceful shutdown: readiness answers 503 from now on, and the webhook and
   * retention jobs stop (claimed deliveries not yet sent are released for other instances).
   * Requests are still served; `close` follows once they are done.
   */
  beginShutdown(): Promise<void>;
  /** Resolves when the database is usable; rejects after `timeoutMs` while it is not. */
  whenStarted(timeoutMs: number): Promise<void>;
  readiness(): ReturnType<typeof checkReadiness>;
  close(): Promise<void>;
};

export type ContainerOptions = { logDestination?: DestinationStream; defaultMetrics?: boolean };

export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  const logger = createLogger({ level: config.logLevel, destination: options.logDestination, context: requestLogFields });
  const policies = rateLimitPolicies(config);
  const metrics = createMetrics({ defaultMetrics: options.defaultMetrics ?? false, labels: metricLabels(policies) });
  if (config.webhooks.allowPrivateTargets) {
    // A setting that lifts a protection is said out loud, once, where an operator reads the log.
    logger.warn(
      { variable: 'WEBHOOK_ALLOW_PRIVATE_TARGETS' },
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true: tenant webhooks may target loopback, private, link-local and metadata addresses (SSRF protection off); meant for tests and local development',
    );
  }

  const { database, analytics, analyticsWriter } = await openDatabases(config);
  const cache = config.tracing ? tracedCache(createCache(config, logger)) : createCache(config, logger);

  let started = false;
  let stopping = false;
  let closed = false;
  const startup = migrateUntilDone();

  async function migrateUntilDone(): Promise<void> {
    for (let attempt = 1; !closed; attempt++) {
      try {
        if (config.migrateOnStart) await database.migrate('main');
        started = true;
        logger.info({ database: database.kind, cache: cache.kind, analytics: config.analytics.kind }, 'database ready');
        return;
      } catch (error) {
        logger.error({ err: error, attempt }, 'database not ready; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt * 500, 5000)).unref());
      }
    }
  }

  // The audit shipper and the request log writer both write to the analytics store: one migration.
  const prepareAnalytics = onceSucceeded(() => (config.migrateOnStart ? analytics.migrate('analytics') : Promise.resolve()));
  const auditShipper = createAuditShipper({
    database,
    analytics,
    metrics,
    logger,
    prepareAnalytics,
    sameDatabase: config.analytics.kind === 'same-database',
  });
  const requestLog = createRequestLogWriter({ analytics: analyticsWriter, prepareAnalytics, metrics, logger });
  const webhookDispatcher = createWebhookDispatcher({ database, metrics, logger, allowPrivateTargets: config.webhooks.allowPrivateTargets });
  const relay: SmtpRelay | null = config.smtp ? createSmtpRelay({ ...config.smtp, timeoutMs: SMTP_TIMEOUT_MS }) : null;
  const mailDispatcher = createMailDispatcher({ database, relay, metrics, logger });
  const retention = createRetentionLoop({ database, analytics, prepareAnalytics, logger, retention: config.retention });
  if (config.backgroundJobs) {
    void startup.then(() => {
      auditShipper.start();
      requestLog.start();
      webhookDispatcher.start();
      mailDispatcher.start();
      retention.start();
    });
  }

  const smtpCheck = relay ? lastingFor(SMTP_CHECK_TTL_MS, () => relay.verify()) : null;

  const container: Container = {
    config,
    logger,
    accessLog: accessLogOf(logger),
    metrics,
    database,
    analytics,
    cache,
    auditShipper,
    requestLog,
    webhookDispatcher,
    mailDispatcher,
    rateLimiter: createRateLimiter({ cache, logger, metrics, timeoutMs: config.dependencyTimeoutMs }),
    rateLimitPolicies: policies,
    idempotency: createIdempotencyStore({ cache, ttlS: config.idempotency.ttlS, lockTimeoutS: config.idempotency.lockTimeoutS }),
    paymentProvider: createPaymentProvider(config.paymentProvider),
    mailer: createMailer({ relay: relay !== null, logger }),
    retention,
    isStarted: () => started,
    beginShutdown: async () => {
      stopping = true;
      await Promise.all([webhookDispatcher.stop(), mailDispatcher.stop(), retention.stop()]);
    },
    whenStarted: (timeoutMs) => (started ? Promise.resolve() : withTimeout(startup, timeoutMs, 'database start-up')),
    readiness: () =>
      checkReadiness({
        state: stopping ? 'stopping' : started ? 'serving' : 'starting',
        timeoutMs: config.dependencyTimeoutMs,
        checks: { database: database.ping, cache: cache.ping, analytics: analytics.ping },
        ...(smtpCheck ? { optionalChecks: { smtp: smtpCheck } } : {}),
      }),
    close: async () => {
      closed = true;
      stopping = true;
      await Promise.all([auditShipper.stop(), requestLog.stop(), webhookDispatcher.stop(), mailDispatcher.stop(), retention.stop()]);
      relay?.close();
      await Promise.allSettled([cache.close(), analytics.close()]);
      await database.close();
      logger.flush?.();
    },
  };
  return container;
}

type GlobalWithContainer = typeof globalThis & { __billingContainer?: Promise<Container>; __billingContainerBuilt?: Container };

/**
 * The process-wide instance, built on first use. It lives on globalThis because Next.js may load a
 * module once per route bundle; every route and the instrumentation hook must share one instance.
 */
export function getContainer(): Promise<Container> {
  const holder = globalThis as GlobalWithContainer;
  if (!holder.__billingContainer) {
    holder.__billingContainer = (async () => {
      const config = await resolveConfig(processEnv());
      // Before anything opens a connection or answers a request, so all of it is traced.
      if (config.tracing) await registerTracing(config.tracing);
      // One trace for the start-up (migrations, the first administrator), which goes on after this returns.
      const startup = startRootSpan('startup');
      const container = await startup.run(() => createContainer(config, { defaultMetrics: true }));
      void startup.run(() => announceStart(container)).finally(startup.end);
      holder.__billingContainerBuilt = container;
      return container;
    })();
    // A failed start must not poison every later request: the next call tries again.
    holder.__billingContainer.catch(() => {
      holder.__billingContainer = undefined;
    });
  }
  return holder.__billingContainer;
}

/** The process-wide instance once built, without a promise to wait on (the REST hot path). */
export function builtContainer(): Container | undefined {
  return (globalThis as GlobalWithContainer).__billingContainerBuilt;
}

/** Says the instance is starting; resolves once the first administrator is settled. */
function announceStart(container: Container): Promise<void> {
  const { config, logger } = container;
  logger.info(
    { port: config.port, database: config.database.kind, cache: config.cache.kind, analytics: config.analytics.kind, dataDir: config.dataDir },
    'billing platform starting',
  );
  const firstAdmin = createFirstConsoleAdmin(container);
  if (config.generatedSecrets.includes('ADMIN_API_KEY')) {
    // Printed once, on the start that generated it, outside the JSON log so it is not shipped anywhere.
    process.stdout.write(
      `\nAdmin API key (generated, stored in ${config.dataDir}/secrets.json; shown only this once):\n\n  ${config.adminApiKey}\n\n`,
    );
  }
  return firstAdmin;
}

/**
 * The console's first administrator, once migrations are applied: from CONSOLE_ADMIN_EMAIL and
 * CONSOLE_ADMIN_PASSWORD, or generated on the embedded default and printed once (like the admin key).
 */
async function createFirstConsoleAdmin(container: Container) {
  const { config, logger, database } = container;
  try {
    await container.whenStarted(120_000);
    const outcome = await ensureFirstConsoleAdmin(
      { db: database.db, audit: systemAuditContext },
      { fromEnv: config.consoleAdmin, generate: config.database.kind === 'pglite' },
    );
    if (outcome.kind === 'created-from-env') logger.info({ email: outcome.email }, 'console administrator created from CONSOLE_ADMIN_EMAIL');
    if (outcome.kind === 'none') logger.warn('the console has no administrator yet: run `npm run admin:create -- <email>` or set CONSOLE_ADMIN_EMAIL and CONSOLE_ADMIN_PASSWORD');
    if (outcome.kind === 'generated') {
      // Printed once, outside the JSON log, like the admin key: only its hash is stored.
      process.stdout.write(
        `\nConsole administrator (generated; shown only this once): sign in at http://localhost:${config.port}/login\n\n  e-mail:   ${outcome.email}\n  password: ${outcome.password}\n\n`,
      );
    }
  } catch (error) {
    logger.error({ err: error }, 'could not create the first console administrator');
  }
}

export { EnvError };
