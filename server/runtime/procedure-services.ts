import type { Container } from '../container';
import type { ProcedureServices } from '../trpc';

const built = new WeakMap<Container, ProcedureServices>();

/**
 * What the procedures of one instance use, taken from its container once: the REST adapter and the
 * console endpoint spread it into every request's context. The container itself (its start-up,
 * shutdown and background loops) stays out of the procedures' reach.
 */
export function procedureServicesOf(container: Container): ProcedureServices {
  let services = built.get(container);
  if (!services) {
    services = {
      db: container.database.db,
      analytics: container.analytics.db,
      logger: container.logger,
      metrics: container.metrics,
      cache: container.cache,
      rateLimiter: container.rateLimiter,
      rateLimitPolicies: container.rateLimitPolicies,
      idempotency: container.idempotency,
      paymentProvider: container.paymentProvider,
      mailer: container.mailer,
      secrets: container.secrets,
      jwtSecret: container.config.jwtSecret,
      publicBaseUrl: container.config.publicBaseUrl,
      webhookTargets: { allowPrivate: container.config.webhooks.allowPrivateTargets },
      stripe: { apiBaseUrl: container.config.stripe.apiBaseUrl },
      config: container.config,
      startup: {
        isMigrated: () => container.isMigrated(),
        whenMigrated: (timeoutMs) => container.whenMigrated(timeoutMs),
        isAnalyticsMigrated: () => container.isAnalyticsMigrated(),
        whenAnalyticsMigrated: (timeoutMs) => container.whenAnalyticsMigrated(timeoutMs),
        readiness: () => container.readiness(),
        serving: () => container.serving(),
      },
      jobs: {
        applyRetention: () => container.retention.flush(),
        sendMails: () => container.mailDispatcher.flush(),
        deliverWebhooks: () => container.webhookDispatcher.flush(),
        reconcilePayments: () => container.reconciliation.flush(),
      },
      auditShipper: container.auditShipper,
      webhookDelivery: container.webhookDispatcher.deliveryDeps,
      apiKeyUsage: container.apiKeyUsage,
    };
    built.set(container, services);
  }
  return services;
}
