import 'server-only';
import { createPendingSteps, settleWithin } from './http/pending-steps';
import type { DestinationStream } from 'pino';
import { type AnalyticsDb, type DatabaseHandle, type Db, openDatabases } from '@/db/client';
import type { Config } from './config';
import { requestLogFields } from './http/log-fields';
import { type Cache, createCache, tracedCache } from './infra/cache';
import { createIdempotencyStore, type IdempotencyStore } from './infra/idempotency';
import { accessLogOf, createLogger, type Logger } from './infra/logger';
import { createMailer, type Mailer } from './infra/mailer';
import { createSmtpRelay, type SmtpRelay } from './infra/mailer/smtp-relay';
import { createRateLimiter, type RateLimiter } from './infra/ratelimit';
import { type SecretBox, SecretKeyError, secretBoxOf } from './infra/secret-box';
import { createMetrics, type Metrics } from './infra/metrics';
import { createPaymentProvider, type PaymentProvider } from './infra/payment-provider';
import { createApiKeyUsageWriter, type ApiKeyUsageWriter } from './jobs/api-key-usage-writer';
import { createAuditShipper, type AuditShipper } from './jobs/audit-shipper';
import { createRequestLogWriter, type RequestLogWriter } from './jobs/request-log-writer';
import { createWebhookDispatcher, type WebhookDispatcher } from './jobs/webhook-dispatcher';
import { createMailDispatcher, type MailDispatcher } from './jobs/mail-dispatcher';
import { createReconcileLoop, type ReconcileLoop } from './jobs/reconcile-loop';
import { createRetentionLoop, type RetentionLoop } from './jobs/retention-loop';
import { type Job, jobOf } from './jobs/job';
import { createLifecycle } from './runtime/lifecycle';
import { metricLabels } from './runtime/metric-labels';
import { type RateLimitPolicies, rateLimitPolicies } from './trpc/middleware/rate-limit-policies';
import { createInstanceChecks, type InstanceChecks } from './services/health/instance-checks';
import { prepareStoredSecrets } from './services/secrets/stored-secrets';

/** An SMTP attempt's connection and greeting timeout. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Everything one running instance of the app is made of, built from its configuration: the wiring.
 * Its start and stop are the lifecycle's (runtime/lifecycle.ts). Route handlers use the process-wide
 * instance (runtime/process-container.ts); tests build their own, several per process when they need two
 * "instances" sharing a database and a cache.
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
  /** Stages the last use of each tenant API key and writes them every minute. */
  apiKeyUsage: ApiKeyUsageWriter;
  webhookDispatcher: WebhookDispatcher;
  /** Hands queued mails to the SMTP relay (every run is empty without one). */
  mailDispatcher: MailDispatcher;
  rateLimiter: RateLimiter;
  rateLimitPolicies: RateLimitPolicies;
  idempotency: IdempotencyStore;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  /** Seals and opens the secrets stored in the database (SECRETS_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /** Runs the retention jobs (security log, unconfirmed accounts, webhook log) now or on a timer. */
  retention: RetentionLoop;
  /** Syncs connectors' payments and refunds left pending (a missed webhook) from their provider, on a timer or now. */
  reconciliation: ReconcileLoop;
  /** The main database is migrated: requests that need it run (they wait for it briefly before). */
  isMigrated(): boolean;
  /** Resolves when the main database is migrated; rejects after `timeoutMs` while it is not. */
  whenMigrated(timeoutMs?: number): Promise<void>;
  /** The analytics store is migrated: the request log and the insights can be read. */
  isAnalyticsMigrated(): boolean;
  /** Resolves when the analytics store is migrated (trying now); rejects after `timeoutMs` while it is not. */
  whenAnalyticsMigrated(timeoutMs: number): Promise<void>;
  /**
   * The first step of a graceful shutdown: readiness answers 503 from now on, and the jobs that
   * `stopsAtShutdownStart` stop (claimed deliveries not yet sent are released for other instances).
   * Requests are still served; `close` follows once they are done.
   */
  beginShutdown(): Promise<void>;
  /** The shutdown steps (`beginShutdown`, `close`) still under way, by name: logged when a shutdown overruns. */
  pendingShutdownSteps(): string[];
  readiness: InstanceChecks['readiness'];
  serving: InstanceChecks['serving'];
  close(): Promise<void>;
};

export type ContainerOptions = {
  logDestination?: DestinationStream;
  defaultMetrics?: boolean;
  /** A start-up failure no retry mends (the stored secrets' key is wrong): the process's own reaction. */
  onFatalStartup?: (error: unknown) => void;
};

export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  const logger = createLogger({ level: config.logLevel, destination: options.logDestination, context: requestLogFields });
  const policies = rateLimitPolicies(config.rateLimit);
  const metrics = createMetrics({ defaultMetrics: options.defaultMetrics ?? false, labels: metricLabels(policies) });
  if (config.webhooks.allowPrivateTargets) {
    // A setting that lifts a protection is said out loud, once, where an operator reads the log.
    logger.warn(
      { variable: 'WEBHOOK_ALLOW_PRIVATE_TARGETS' },
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true: tenant webhooks may target loopback, private, link-local and metadata addresses (SSRF protection off); meant for tests and local development',
    );
  }

  const { database, analytics, analyticsWriter } = await openDatabases(config);
  const plainCache = createCache(config.cache, { timeoutMs: config.dependencyTimeoutMs, logger });
  const cache = config.tracing ? tracedCache(plainCache) : plainCache;

  const secrets = secretBoxOf(config.secretsKeys);
  const lifecycle = createLifecycle({
    database,
    analytics,
    migrateOnStart: config.migrateOnStart,
    logger,
    readyFields: { database: database.kind, cache: cache.kind, analytics: config.analytics.kind },
    afterMigrate: async () => {
      const sealed = await prepareStoredSecrets(database.db, secrets);
      const total = Object.values(sealed).reduce((sum, count) => sum + count, 0);
      if (total > 0) logger.info({ sealed }, 'stored secrets found in plaintext were sealed');
    },
    isFatal: (error) => error instanceof SecretKeyError,
    onFatal: options.onFatalStartup,
  });
  const { prepareAnalytics } = lifecycle;

  // The audit shipper, the request log writer and retention write to the analytics store: each
  // waits for its migration (started by the lifecycle once the main database is migrated, tried
  // again by them while it fails).
  const auditShipper = createAuditShipper({ database, analytics, metrics, logger, prepareAnalytics, sameDatabase: config.analytics.kind === 'same-database' });
  const requestLog = createRequestLogWriter({ analytics: analyticsWriter, prepareAnalytics, metrics, logger });
  const apiKeyUsage = createApiKeyUsageWriter({ database, logger, intervalMs: config.apiKeyUsageWriteMs });
  const relay: SmtpRelay | null = config.smtp ? createSmtpRelay({ ...config.smtp, timeoutMs: SMTP_TIMEOUT_MS }) : null;
  const mailer = createMailer({ relay: relay !== null, logger });
  const webhookDispatcher = createWebhookDispatcher({
    database,
    secrets,
    metrics,
    logger,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    notify: { mailer, publicBaseUrl: config.publicBaseUrl },
    endpointDisableAfterMs: config.webhooks.endpointDisableAfterMs,
    dispatch: config.webhooks.dispatch,
  });
  const mailDispatcher = createMailDispatcher({ database, relay, metrics, logger });
  const retention = createRetentionLoop({ database, analytics, prepareAnalytics, logger, retention: config.retention });
  const reconciliation = createReconcileLoop({
    database,
    secrets,
    stripe: { apiBaseUrl: config.stripe.apiBaseUrl },
    metrics,
    logger,
    olderThanMs: config.stripe.reconcileAfterMs,
    intervalMs: config.stripe.reconcileIntervalMs,
  });
  // One list, in the order they start and stop in: which stop already when a shutdown begins is each job's own.
  const jobs: Job[] = [
    jobOf(auditShipper, 'stop the audit shipper', { stopsAtShutdownStart: false }),
    jobOf(requestLog, 'write the staged request log', { stopsAtShutdownStart: false }),
    jobOf(apiKeyUsage, 'write the staged API key uses', { stopsAtShutdownStart: false }),
    jobOf(webhookDispatcher, 'stop the webhook dispatcher', { stopsAtShutdownStart: true }),
    jobOf(mailDispatcher, 'stop the mail dispatcher', { stopsAtShutdownStart: true }),
    jobOf(retention, 'stop the retention job', { stopsAtShutdownStart: true }),
    jobOf(reconciliation, 'stop the reconciliation job', { stopsAtShutdownStart: true }),
  ];
  const shutdownSteps = createPendingSteps();
  const warnLate = (late: string) => logger.warn({ step: late }, 'shutdown step still running; going on without it');
  /** Stops `which` together, each waited for a third of the shutdown's time at most. */
  const stopJobs = (which: Job[]) =>
    Promise.all(which.map((job) => settleWithin(shutdownSteps, job.stopStep, job.stop(), Math.floor(config.shutdown.timeoutMs / 3), warnLate)));
  if (config.backgroundJobs) {
    // A start that failed for good starts no job (the lifecycle has said why).
    void lifecycle.whenMigrated().then(
      () => jobs.forEach((job) => job.start()),
      () => {},
    );
  }

  const rateLimiter = createRateLimiter({ cache, logger, metrics, timeoutMs: config.dependencyTimeoutMs });
  const checks = createInstanceChecks({
    state: lifecycle.state,
    timeoutMs: config.dependencyTimeoutMs,
    pingDatabase: database.ping,
    pingCache: cache.ping,
    pingAnalytics: () => analytics.ping(),
    isAnalyticsMigrated: lifecycle.isAnalyticsMigrated,
    prepareAnalytics,
    smtpRelay: relay,
    rateLimiter,
  });

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
    apiKeyUsage,
    webhookDispatcher,
    mailDispatcher,
    rateLimiter,
    rateLimitPolicies: policies,
    idempotency: createIdempotencyStore({ cache, ttlS: config.idempotency.ttlS, lockTimeoutS: config.idempotency.lockTimeoutS }),
    paymentProvider: createPaymentProvider(config.paymentProvider),
    mailer,
    secrets,
    retention,
    reconciliation,
    isMigrated: lifecycle.isMigrated,
    whenMigrated: lifecycle.whenMigrated,
    isAnalyticsMigrated: lifecycle.isAnalyticsMigrated,
    whenAnalyticsMigrated: lifecycle.whenAnalyticsMigrated,
    beginShutdown: () => lifecycle.beginShutdown(() => stopJobs(jobs.filter((job) => job.stopsAtShutdownStart))),
    pendingShutdownSteps: shutdownSteps.pending,
    readiness: checks.readiness,
    serving: checks.serving,
    close: async () => {
      await lifecycle.close({
        jobs: () => stopJobs(jobs),
        connections: () => {
          relay?.close();
          return Promise.allSettled([shutdownSteps.track('close the cache', cache.close()), shutdownSteps.track('close the analytics store', analytics.close())]);
        },
        database: () => shutdownSteps.track('close the database', database.close()),
      });
      logger.flush?.();
    },
  };
  return container;
}

