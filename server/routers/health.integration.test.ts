import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHungServer } from '../testing/hung-server';
import { startTestApp, storageBackends, type TestApp } from '../testing/test-app';
import { startThrowawayRedis } from '../testing/throwaway-redis';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UP = { status: 'up' };
/** An address where no Postgres listens: connecting is refused at once. */
const UNREACHABLE_ANALYTICS = 'postgres://postgres@127.0.0.1:1/none';

/** The value of one sample in a Prometheus text exposition, or undefined when absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The app's log lines (JSON) written since `from`. */
const logLinesSince = (app: TestApp, from: number) => app.logs.slice(from).map((line) => JSON.parse(line) as Record<string, any>);

/** ioredis and postgres.js wording that must stay in the log, never in the public answer. */
const DRIVER_INTERNALS = /Stream isn't writeable|enableOfflineQueue|Connection is closed|ECONNREFUSED|127\.0\.0\.1|did not answer/;

describe.each(storageBackends)('health on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('exposes dependency_health and every labelled counter at 0 before the first check, so dashboards see 0 rather than nothing', async () => {
    const { text } = await app.request('GET', '/metrics');
    const zero = [
      // Not known to be up until /health/ready has checked.
      'dependency_health{service="database",status="up"}',
      'dependency_health{service="cache",status="up"}',
      'dependency_health{service="analytics",status="up"}',
      'http_health_check_total{endpoint="/health/ready",status="ok"}',
      'http_health_check_total{endpoint="/health/ready",status="error"}',
      'rate_limited_total{policy="tenant"}',
      'rate_limited_total{policy="login"}',
      'rate_limit_fail_open_total{policy="tenant",reason="timeout"}',
      'rate_limit_fail_open_total{policy="tenant",reason="unreachable"}',
      'rate_limit_fail_open_total{policy="login",reason="script_error"}',
      'rate_limit_failing_open',
      'webhook_deliveries_total{outcome="delivered"}',
      'webhook_deliveries_total{outcome="rescheduled"}',
      'webhook_deliveries_total{outcome="failed"}',
      'provider_events_total{outcome="applied"}',
      'provider_events_total{outcome="stale"}',
      'provider_events_total{outcome="ignored"}',
      'provider_events_total{outcome="duplicate"}',
      ...['HUF', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'PLN', 'RON'].map((currency) => `payments_created_total{currency="${currency}"}`),
    ];
    for (const series of zero) expect(sample(text, series), series).toBe(0);
    expect(text).toMatch(/# HELP provider_events_total .+\n# TYPE provider_events_total counter/);
    expect(text).toMatch(/# HELP payments_created_total .+\n# TYPE payments_created_total counter/);
  });

  it.each(['/health', '/health/live'])('%s answers 200 {status: ok, timestamp}', async (path) => {
    const response = await app.request('GET', path);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['status', 'timestamp']);
    expect(response.body.status).toBe('ok');
    expect(response.body.timestamp).toMatch(ISO_TIMESTAMP);
    expect(Math.abs(Date.now() - Date.parse(response.body.timestamp))).toBeLessThan(60_000);
  });

  it('/health/ready answers 200 with every dependency up in info and details, and an empty error', async () => {
    const response = await app.request('GET', '/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      info: { database: UP, cache: UP, analytics: UP },
      error: {},
      details: { database: UP, cache: UP, analytics: UP },
    });
  });

  describe('GET /metrics', () => {
    it('counts readiness checks and reports each dependency up', async () => {
      const before = (await app.request('GET', '/metrics')).text;
      const readySeries = 'http_health_check_total{endpoint="/health/ready",status="ok"}';
      const countBefore = sample(before, readySeries) ?? 0;
      expect((await app.request('GET', '/health/ready')).status).toBe(200);

      const after = await app.request('GET', '/metrics');
      expect(after.status).toBe(200);
      expect(after.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(sample(after.text, readySeries)).toBe(countBefore + 1);
      for (const service of ['database', 'cache', 'analytics']) {
        expect(sample(after.text, `dependency_health{service="${service}",status="up"}`), service).toBe(1);
      }
    });

    it('counts liveness checks under /health/live', async () => {
      const series = 'http_health_check_total{endpoint="/health/live",status="ok"}';
      const before = sample((await app.request('GET', '/metrics')).text, series) ?? 0;
      await app.request('GET', '/health/live');
      await app.request('GET', '/health');
      expect(sample((await app.request('GET', '/metrics')).text, series)).toBe(before + 2);
    });

    it('labels request durations with the route template, never the raw id', async () => {
      const id = randomUUID();
      expect((await app.request('GET', `/tenants/${id}`, { headers: app.adminHeaders })).status).toBe(404);
      const { text } = await app.request('GET', '/metrics');
      const buckets = text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_bucket{'));
      const forTemplate = buckets.filter((line) => line.includes('route="/tenants/{id}"') && line.includes('method="GET"') && line.includes('status="404"'));
      expect(forTemplate.length).toBeGreaterThan(0);
      expect(forTemplate.some((line) => line.includes('le="+Inf"') && Number(line.split(' ').pop()) >= 1)).toBe(true);
      expect(text).not.toContain(id);
    });
  });
});

describe.each(storageBackends)('readiness with the analytics store down on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ANALYTICS_DATABASE_URL: UNREACHABLE_ANALYTICS } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 naming analytics, with database and cache still in info', async () => {
    const logsBefore = app.logs.length;
    const response = await app.request('GET', '/health/ready');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      status: 'error',
      info: { database: UP, cache: UP },
      error: { analytics: { status: 'down', message: expect.any(String) } },
      details: { database: UP, cache: UP, analytics: { status: 'down' } },
    });
    expect(Object.keys(response.body.error)).toEqual(['analytics']);
    expect(response.body.info).not.toHaveProperty('analytics');
    // A fixed sentence: no connection string, address or driver wording; the driver's error is logged.
    // "unreachable", not "timed out": the refused connection answered the probe, not its timeout.
    expect(response.body.error.analytics).toEqual({ status: 'down', message: 'analytics unreachable' });
    expect(response.text).not.toMatch(DRIVER_INTERNALS);
    expect(logLinesSince(app, logsBefore)).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'readiness check failed',
        dependency: 'analytics',
        reason: 'analytics unreachable',
        err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
      }),
    );

    const metrics = (await app.request('GET', '/metrics')).text;
    expect(sample(metrics, 'dependency_health{service="analytics",status="up"}')).toBe(0);
    expect(sample(metrics, 'http_health_check_total{endpoint="/health/ready",status="error"}')).toBe(1);
  });

  it('still answers liveness with 200', async () => {
    const response = await app.request('GET', '/health/live');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
  });
});

/** A dependency that hangs is cut off by the check's own timeout instead of holding the probe. */
describe('readiness with an analytics store that accepts connections but never answers (postgres)', () => {
  let hung: Awaited<ReturnType<typeof startHungServer>>;
  let app: TestApp;
  beforeAll(async () => {
    hung = await startHungServer();
    app = await startTestApp({ backend: 'postgres', env: { ANALYTICS_DATABASE_URL: `postgres://postgres@127.0.0.1:${hung.port}/none` } });
  });
  afterAll(async () => {
    await hung?.close();
    await app?.close();
  });

  it('answers 503 naming analytics when the check times out', async () => {
    const response = await app.request('GET', '/health/ready');
    expect(response.status).toBe(503);
    expect(Object.keys(response.body.error)).toEqual(['analytics']);
    expect(response.body.error.analytics).toEqual({ status: 'down', message: 'analytics timed out after 1000 ms' });
  });
});

/** A real Redis that the test kills and restarts; the app is never recreated in between. */
describe('readiness through a cache outage (postgres + redis)', () => {
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let app: TestApp;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    app = await startTestApp({ backend: 'postgres', cacheEnv: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('goes 200 → 503 when Redis dies (refused) or hangs (timed out) → 200 again once it is back, without a restart', async () => {
    const healthy = await app.request('GET', '/health/ready');
    expect(healthy.status).toBe(200);
    expect(healthy.body.details.cache).toEqual(UP);

    await redis.stop();
    const logsBefore = app.logs.length;
    const down = await app.request('GET', '/health/ready');
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('error');
    // Not ioredis's "Stream isn't writeable and enableOfflineQueue options is false": that is logged.
    expect(down.body.error.cache).toEqual({ status: 'down', message: 'cache unreachable' });
    expect(down.text).not.toMatch(DRIVER_INTERNALS);
    expect(logLinesSince(app, logsBefore)).toContainEqual(
      expect.objectContaining({ msg: 'readiness check failed', dependency: 'cache', reason: 'cache unreachable', err: expect.objectContaining({ message: expect.any(String) }) }),
    );
    expect(down.body.info).toEqual({ database: UP, analytics: UP });
    expect(sample((await app.request('GET', '/metrics')).text, 'dependency_health{service="cache",status="up"}')).toBe(0);
    expect((await app.request('GET', '/health/live')).status).toBe(200);

    await redis.start();
    await vi.waitFor(
      async () => expect((await app.request('GET', '/health/ready')).status).toBe(200),
      { timeout: 15_000, interval: 200 },
    );

    // Hung rather than gone: the port accepts, nothing answers; the probe still returns in time.
    redis.freeze();
    const frozen = await app.request('GET', '/health/ready');
    expect(frozen.status).toBe(503);
    expect(frozen.body.error.cache).toEqual({ status: 'down', message: 'cache timed out after 1000 ms' });
    expect(Object.keys(frozen.body.error)).toEqual(['cache']);
    redis.thaw();
    await vi.waitFor(
      async () => {
        const again = await app.request('GET', '/health/ready');
        expect(again.status).toBe(200);
        expect(again.body.error).toEqual({});
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(sample((await app.request('GET', '/metrics')).text, 'dependency_health{service="cache",status="up"}')).toBe(1);
  });
});
