import { z } from 'zod';
import { livenessSchema, readinessSchema } from '../services/health/health-schemas';
import { baseProcedure, type RequestContext, router } from '../trpc';

const tags = ['Health'];

const liveness = baseProcedure.input(z.object({})).output(livenessSchema);

function answerLive(ctx: RequestContext) {
  ctx.container.metrics.healthChecks.inc({ endpoint: '/health/live', status: 'ok' });
  return { status: 'ok' as const, timestamp: new Date().toISOString() };
}

export const healthRouter = router({
  health: liveness
    .meta({ auth: 'none', openapi: { method: 'GET', path: '/health', tags, summary: 'Liveness (alias of /health/live)', description: 'The same answer as `GET /health/live`, kept for probes configured with the shorter path. Checks no dependency.' } })
    .query(({ ctx }) => answerLive(ctx)),

  live: liveness
    .meta({ auth: 'none', openapi: { method: 'GET', path: '/health/live', tags, summary: 'Liveness: 200 while the process runs', description: 'Answers 200 while the process can serve requests, without touching the database, the cache or the analytics store: a liveness probe that fails only when the process is stuck. Use `/health/ready` to decide whether to route traffic here.' } })
    .query(({ ctx }) => answerLive(ctx)),

  ready: baseProcedure
    .meta({
      auth: 'none',
      openapi: {
        method: 'GET',
        path: '/health/ready',
        tags,
        summary: 'Readiness: 200 when database, cache and analytics answer, 503 otherwise',
        description:
          'Pings the database, the cache and the analytics store in parallel, each bounded by `DEPENDENCY_TIMEOUT_MS`. A ' +
          'dependency that is down carries one of a few fixed messages: `<name> unreachable`, `<name> timed out after <n> ms`, ' +
          '`<name> check failed`, `Not checked yet: the service is starting` (503 until start-up has applied the ' +
          'migrations) or `Not checked: the instance is shutting down` (503 from the moment it receives SIGTERM, while it ' +
          'finishes the requests it has). The underlying error is logged, never returned. While the rate limiter fails open ' +
          '(requests let through uncounted), `rateLimiter` is listed as down with `rate limiter failing open: requests are ' +
          'not counted`; it does not change the status.',
      },
    })
    .input(z.object({}))
    .output(readinessSchema)
    .query(async ({ ctx }) => {
      const { metrics, logger } = ctx.container;
      const { report, failures, alarms } = await ctx.container.readiness();
      // The answer says what failed in fixed words; the driver's own error is for operators only.
      for (const { dependency, message, error } of failures) {
        logger.warn({ dependency, reason: message, err: error }, 'readiness check failed');
      }
      for (const [service, result] of Object.entries(report.details)) {
        // An alarm is no dependency: it has a gauge of its own (rate_limit_failing_open).
        if (alarms.includes(service)) continue;
        metrics.dependencyHealth.set({ service, status: 'up' }, result.status === 'up' ? 1 : 0);
      }
      metrics.healthChecks.inc({ endpoint: '/health/ready', status: report.status });
      if (report.status === 'error') ctx.response.status = 503;
      return report;
    }),
});
