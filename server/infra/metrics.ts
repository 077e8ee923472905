import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of one app instance. Each instance has its own registry, so two instances in
 * one process (as in the tests) never share counters.
 */
export function createMetrics(options: { defaultMetrics: boolean }) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  return {
    registry,
    healthChecks: new Counter({
      name: 'http_health_check_total',
      help: 'Health checks answered, by endpoint and outcome.',
      labelNames: ['endpoint', 'status'] as const,
      registers: [registry],
    }),
    dependencyHealth: new Gauge({
      name: 'dependency_health',
      help: 'Whether a dependency answered its last check (1 up, 0 down).',
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
      help: 'Requests let through because the rate-limit store did not answer.',
      labelNames: ['policy'] as const,
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
      help: 'Tenant webhook attempts by outcome: delivered, rescheduled (to retry) or failed (given up).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    webhookDeliveryDuration: new Histogram({
      name: 'webhook_delivery_duration_seconds',
      help: 'Duration of tenant webhook requests, from sending to the answer or the error.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    auditBacklog: new Gauge({
      name: 'audit_outbox_backlog',
      help: 'Audit events staged and not yet shipped, as of the last shipping run.',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
