import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
/**
 * Every value each labelled counter can take, so each series is exposed at 0 from the start: a
 * dashboard or an alert on `rate(...)` sees 0 rather than no data until the first event. Label
 * values all come from closed lists, which keeps the series count bounded. The lists belong to the
 * domain (policies, outcomes, currencies): the container that builds the registry passes them in.
 */
export type KnownLabels = {
  rateLimitPolicies: readonly string[];
  rateLimitFailOpenReasons: readonly string[];
  webhookDeliveryOutcomes: readonly string[];
  providerEventOutcomes: readonly string[];
  currencies: readonly string[];
  dependencies: readonly string[];
};

const healthCheckLabels = [
  { endpoint: '/health/live', status: 'ok' },
  { endpoint: '/health/ready', status: 'ok' },
  { endpoint: '/health/ready', status: 'error' },
  { endpoint: '/health/serving', status: 'ok' },
  { endpoint: '/health/serving', status: 'error' },
];

/**
 * Prometheus metrics of one app instance. Each instance has its own registry, so two instances in
 * one process (as in the tests) never share counters.
 */
export function createMetrics(options: { defaultMetrics: boolean; labels: KnownLabels }) {
  const { labels } = options;
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const metrics = {
    registry,
    healthChecks: new Counter({
      name: 'http_health_check_total',
      help: 'Health checks answered, by endpoint and outcome.',
      labelNames: ['endpoint', 'status'] as const,
      registers: [registry],
    }),
    dependencyHealth: new Gauge({
      name: 'dependency_health',
      help: 'Whether a dependency answered its last readiness check (1 up; 0 down, or not checked yet since start).',
      labelNames: ['service', 'status'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests, by route template, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitFailOpen: new Counter({
      name: 'rate_limit_fail_open_total',
      help: 'Requests let through uncounted because the rate-limit store could not count, by policy and reason: timeout, unreachable or script_error (the store answered the script with an error).',
      labelNames: ['policy', 'reason'] as const,
      registers: [registry],
    }),
    rateLimitFailingOpen: new Gauge({
      name: 'rate_limit_failing_open',
      help: 'Whether the rate limiter is failing open: 1 from a request let through uncounted until a count succeeds again, 0 while it counts.',
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'rate_limited_total',
      help: 'Requests refused with 429, by policy.',
      labelNames: ['policy'] as const,
      registers: [registry],
    }),
    idempotentReplays: new Counter({
      name: 'idempotent_replays_total',
      help: 'Keyed writes answered from the idempotency store instead of running again.',
      registers: [registry],
    }),
    auditShipped: new Counter({
      name: 'audit_events_shipped_total',
      help: 'Audit events moved from the outbox to the analytics store.',
      registers: [registry],
    }),
    auditShipFailures: new Counter({
      name: 'audit_ship_failures_total',
      help: 'Attempts to ship audit events that failed (the events stay staged).',
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'webhook_deliveries_total',
      help: 'Tenant webhook attempts by outcome: delivered, rescheduled (to retry), failed (given up) or deferred (waiting for its endpoint’s rate limit, not attempted).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    webhookDeliveryDuration: new Histogram({
      name: 'webhook_delivery_duration_seconds',
      help: 'Duration of tenant webhook requests, from sending to the answer or the error.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mails: new Counter({
      name: 'mails_total',
      help: 'Mail attempts through the SMTP relay by outcome: sent, rescheduled (a temporary failure, tried again) or failed (given up).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    mailsQueued: new Gauge({
      name: 'mails_queued',
      help: 'Mails waiting in the outbox for the SMTP relay, as of the last mail run.',
      registers: [registry],
    }),
    auditBacklog: new Gauge({
      name: 'audit_outbox_backlog',
      help: 'Audit events staged and not yet shipped, as of the last shipping run.',
      registers: [registry],
    }),
    requestLogWritten: new Counter({
      name: 'request_log_written_total',
      help: 'Request log entries written to the analytics store.',
      registers: [registry],
    }),
    requestLogDropped: new Counter({
      name: 'request_log_dropped_total',
      help: 'Request log entries dropped, by reason: store_failed (the analytics store refused a batch, or a slow batch failed in the end) or staging_full (too many entries waiting).',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    requestLogSlowBatches: new Counter({
      name: 'request_log_slow_batches_total',
      help: 'Request log batches still being written after the write timeout (10 s); each is counted written or dropped once it settles.',
      registers: [registry],
    }),
    providerEvents: new Counter({
      name: 'provider_events_total',
      help: 'Signed payment provider events received, by outcome: applied, stale (payment already past it), ignored (unknown payment or type), duplicate (event id seen before).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    providerReconciliations: new Counter({
      name: 'provider_reconciliations_total',
      help: 'Payments and refunds left pending past STRIPE_RECONCILE_AFTER, and dispute openings that arrived before their payment could take them, synced from their connector\'s provider, by kind (payment, refund, dispute) and outcome: changed (the provider was further along, or the dispute was opened), unchanged, failed (the provider did not answer).',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    paymentsCreated: new Counter({
      name: 'payments_created_total',
      help: 'Payments created, by currency.',
      labelNames: ['currency'] as const,
      registers: [registry],
    }),
  };

  for (const health of healthCheckLabels) metrics.healthChecks.inc(health, 0);
  // Not known to be up until a readiness check says so; the series a dashboard reads is status="up".
  for (const service of labels.dependencies) metrics.dependencyHealth.set({ service, status: 'up' }, 0);
  for (const policy of labels.rateLimitPolicies) {
    metrics.rateLimited.inc({ policy }, 0);
    for (const reason of labels.rateLimitFailOpenReasons) metrics.rateLimitFailOpen.inc({ policy, reason }, 0);
  }
  metrics.rateLimitFailingOpen.set(0);
  for (const outcome of labels.webhookDeliveryOutcomes) metrics.webhookDeliveries.inc({ outcome }, 0);
  for (const outcome of ['sent', 'rescheduled', 'failed']) metrics.mails.inc({ outcome }, 0);
  for (const reason of ['store_failed', 'staging_full']) metrics.requestLogDropped.inc({ reason }, 0);
  for (const outcome of labels.providerEventOutcomes) metrics.providerEvents.inc({ outcome }, 0);
  for (const currency of labels.currencies) metrics.paymentsCreated.inc({ currency }, 0);
  for (const kind of ['payment', 'refund', 'dispute']) for (const outcome of ['changed', 'unchanged', 'failed']) metrics.providerReconciliations.inc({ kind, outcome }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
