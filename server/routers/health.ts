import { z } from 'zod';
import type { ReadinessCheck } from '../services/health/check-readiness';
import { livenessSchema, readinessSchema } from '../services/health/health-schemas';
import { baseProcedure, type RequestContext, router } from '../trpc';

const tags = ['Health'];

const liveness = baseProcedure.input(z.object({})).output(livenessSchema);

function answerLive(ctx: RequestContext) {
  ctx.metrics.healthChecks.inc({ endpoint: '/health/live', status: 'ok' });
  return { status: 'ok' as const, timestamp: new Date().toISOString() };
}

export const healthRouter = router({
  health: liveness
    .meta({ openapi: { method: 'GET', path: '/health', tags, summary: 'Liveness (alias of /health/live)', description: 'The same answer as `GET /health/live`, kept for probes configured with the shorter path. Checks no dependency.' } })
    .query(({ ctx }) => answerLive(ctx)),

  live: liveness
    .meta({ openapi: { method: 'GET', path: '/health/live', tags, summary: 'Liveness: 200 while the process runs', description: 'Answers 200 while the process can serve requests, without touching the database, the cache or the analytics store: a liveness probe that fails only when the process is stuck. Use `/health/ready` to decide whether to route traffic here.' } })
    .query(({ ctx }) => answerLive(ctx)),

  ready: baseProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health/ready',
        tags,
        summary: 'Readiness: 200 when database, cache and analytics answer, 503 otherwise',
        description:
          'Pings the database, the cache and the analytics store in parallel, each bounded by `DEPENDENCY_TIMEOUT_MS`. A ' +
          'dependency that is down carries one of a few fixed messages: `<name> unreachable`, `<name> timed out after <n> ms`, ' +
          '`<name> check failed`, `Not checked yet: the service is starting` (503 until start-up has applied the ' +
          "main database's migrations) or `Not checked: the instance is shutting down` (503 from the moment it receives " +
          'SIGTERM, while it finishes the requests it has). `analytics` is up only once its migrations are applied too, so ' +
          'the first 200 means every operation can be served. The underlying error is logged, never returned. While the ' +
          'rate limiter fails open (requests let through uncounted), `rateLimiter` is listed as down with `rate limiter ' +
          'failing open: requests are not counted`; it does not change the status.',
      },
    })
    .input(z.object({}))
    .output(readinessSchema)
    .query(async ({ ctx }) => {
      const checked = await ctx.startup.readiness();
      const report = reportChecks(ctx, '/health/ready', checked);
      // Only readiness checks every dependency: the gauge follows it. An alarm is no dependency: it
      // has a gauge of its own (rate_limit_failing_open).
      for (const [service, result] of Object.entries(report.details)) {
        if (checked.alarms.includes(service)) continue;
        ctx.metrics.dependencyHealth.set({ service, status: 'up' }, result.status === 'up' ? 1 : 0);
      }
      return report;
    }),

  serving: baseProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health/serving',
        tags,
        summary: 'For load balancers: 200 when the database and the cache answer, 503 otherwise',
        description:
          'Checks only what serving requests needs: the database and the cache, in parallel, each bounded by ' +
          '`DEPENDENCY_TIMEOUT_MS`, with the same report and messages as `/health/ready`. The analytics store is left ' +
          'out: while it is down payments and queries are served (only the request log, the insights and the audit ' +
          "trail answer 503), so a balancer following this probe keeps every instance in rotation. 503 while the " +
          "instance starts (until the main database's migrations are applied) and from SIGTERM on, as readiness.",
      },
    })
    .input(z.object({}))
    .output(readinessSchema)
    .query(async ({ ctx }) => reportChecks(ctx, '/health/serving', await ctx.startup.serving())),
});

/** Logs what failed (the driver's own error is for operators only), counts the check, and sets 503 when one is down. */
function reportChecks(ctx: RequestContext, endpoint: '/health/ready' | '/health/serving', { report, failures }: ReadinessCheck) {
  const { metrics, logger } = ctx;
  for (const { dependency, message, error } of failures) {
    logger.warn({ dependency, reason: message, err: error, probe: endpoint }, 'readiness check failed');
  }
  metrics.healthChecks.inc({ endpoint, status: report.status });
  if (report.status === 'error') ctx.response.status = 503;
  return report;
}
