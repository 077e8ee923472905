import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
import { createConsoleAdmin } from '../services/people';
import { type CacheEnv, startTestApp, type TestApp } from '../testing/test-app';
import { startThrowawayRedis } from '../testing/throwaway-redis';
import { startUpstashRestServer } from '../testing/upstash-rest-server';
import type { ConsoleSession } from '../trpc';

const FAILING_OPEN = { status: 'down', message: 'rate limiter failing open: requests are not counted' };

function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * A rate limiter that cannot count lets requests through (fail open, for availability) and says
 * so: in `rate_limit_fail_open_total{policy,reason}` and `rate_limit_failing_open`, in readiness as
 * a non-critical `rateLimiter` entry, and on the administrators' dashboard; all of it clears once
 * it counts again, without a request having to come first.
 */
describe.each(['redis', 'upstash'] as const)('rate limiter failing open over the %s driver', (driver) => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let upstash: Awaited<ReturnType<typeof startUpstashRestServer>> | undefined;
  /** A connection of the test's own to the throwaway Redis, to change what the app's connection may run. */
  let control: Redis;
  let adminSession: ConsoleSession;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    let cacheEnv: CacheEnv = { REDIS_URL: redis.url };
    if (driver === 'upstash') {
      upstash = await startUpstashRestServer({ redisUrl: redis.url, token: 'fail-open-token' });
      cacheEnv = { UPSTASH_REDIS_REST_URL: upstash.url, UPSTASH_REDIS_REST_TOKEN: upstash.token };
    }
    app = await startTestApp({ backend: 'postgres', cacheEnv, env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_S: '3600' } });
    control = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => 200 });
    control.on('error', () => {});
    const admin = await createConsoleAdmin(
      { db: app.container.database.db, audit: { actor: { type: 'system', id: 'test' }, correlationId: null, ip: null } },
      { email: `fail-open-${driver}@example.com`, password: 'console-admin-password-1' },
    );
    adminSession = { kind: 'admin', adminId: admin.id, email: admin.email, role: 'owner' };
  });
  afterAll(async () => {
    control?.disconnect();
    await app?.close();
    await upstash?.close();
    await redis?.stop();
  });

  /** The console's dashboard figures, as the admin dashboard reads them. */
  async function dashboard() {
    const url = new URL('http://localhost/api/trpc/console.dashboard');
    url.searchParams.set('input', JSON.stringify({}));
    const response = await handleConsoleRequest(new Request(url, { headers: { host: 'localhost' } }), { container: app.container, session: adminSession });
    expect(response.status).toBe(200);
    return (await response.json()).result.data as { rateLimiter: { failingOpen: boolean; since?: string; reason?: string; requestsLetThrough?: number } };
  }
  const metrics = async () => (await app.request('GET', '/metrics')).text;

  it('a script the cache refuses to run: requests are served, counted as failing open, shown in readiness and on the dashboard, and cleared on recovery', async () => {
    const { headers } = await app.tenantWithToken();
    expect((await app.request('GET', '/tenants/me', { headers })).headers.get('x-ratelimit-remaining')).toBe('1');
    const healthy = await app.request('GET', '/health/ready');
    expect(healthy.status).toBe(200);
    expect(healthy.body.error).toEqual({});
    expect(Object.keys(healthy.body.details).sort()).toEqual(['analytics', 'cache', 'database']);
    expect((await dashboard()).rateLimiter).toEqual({ failingOpen: false });

    // The cache stays up (PING, GET, SET answer) but the limiter's script fails inside Redis: its
    // INCRBY is no longer allowed to the app's user.
    await control.call('ACL', 'SETUSER', 'default', '-incrby');

    const startedAt = new Date();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.request('GET', '/tenants/me', { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);

    const during = await metrics();
    expect(sample(during, 'rate_limit_fail_open_total{policy="tenant",reason="script_error"}')).toBe(4);
    expect(sample(during, 'rate_limit_fail_open_total{policy="tenant",reason="unreachable"}')).toBe(0);
    expect(sample(during, 'rate_limit_failing_open')).toBe(1);

    // Not unready: the database, the cache and analytics answer, and the API serves.
    const ready = await app.request('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.error).toEqual({ rateLimiter: FAILING_OPEN });
    expect(ready.body.details.rateLimiter).toEqual(FAILING_OPEN);
    expect(ready.body.info).toEqual({ database: { status: 'up' }, cache: { status: 'up' }, analytics: { status: 'up' } });
    // It is no dependency: no dependency_health series of its own.
    expect(await metrics()).not.toContain('service="rateLimiter"');

    const alarm = (await dashboard()).rateLimiter;
    expect(alarm).toMatchObject({ failingOpen: true, reason: 'script_error', requestsLetThrough: 4 });
    expect(new Date(alarm.since!).getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);

    const errors = app.logs.map((line) => JSON.parse(line) as { level: string; msg: string; reason?: string }).filter((line) => line.level === 'error');
    expect(errors.filter((line) => line.msg === 'rate limiter failing open: requests are not counted')).toEqual([
      expect.objectContaining({ reason: 'script_error' }),
    ]);

    await control.call('ACL', 'SETUSER', 'default', '+@all');

    // Readiness asks the limiter again: recovered without a request having to be counted first.
    const recovered = await app.request('GET', '/health/ready');
    expect(recovered.status).toBe(200);
    expect(recovered.body.error).toEqual({});
    expect(recovered.body.details.rateLimiter).toBeUndefined();
    expect(sample(await metrics(), 'rate_limit_failing_open')).toBe(0);
    expect((await dashboard()).rateLimiter).toEqual({ failingOpen: false });

    // And it counts again: one request was counted before the failure, one is left.
    const after = [];
    for (let i = 0; i < 2; i++) after.push((await app.request('GET', '/tenants/me', { headers })).status);
    expect(after).toEqual([200, 429]);
  });

  it('a cache that is gone: the limiter is listed as failing open beside the cache, and both clear when it returns', async () => {
    const { headers } = await app.tenantWithToken();
    await redis.stop();
    expect((await app.request('GET', '/tenants/me', { headers })).status).toBe(200);

    const during = await metrics();
    expect(sample(during, 'rate_limit_fail_open_total{policy="tenant",reason="unreachable"}')).toBe(1);
    expect(sample(during, 'rate_limit_failing_open')).toBe(1);
    const ready = await app.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(Object.keys(ready.body.error).sort()).toEqual(['cache', 'rateLimiter']);
    expect(ready.body.error.rateLimiter).toEqual(FAILING_OPEN);
    expect((await dashboard()).rateLimiter).toMatchObject({ failingOpen: true, reason: 'unreachable', requestsLetThrough: 1 });

    await redis.start();
    await vi.waitFor(
      async () => {
        const again = await app.request('GET', '/health/ready');
        expect(again.status).toBe(200);
        expect(again.body.error).toEqual({});
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(sample(await metrics(), 'rate_limit_failing_open')).toBe(0);
    expect((await dashboard()).rateLimiter).toEqual({ failingOpen: false });
  });

  it('a cache that does not answer: counted as a timeout', async () => {
    const { headers } = await app.tenantWithToken();
    redis.freeze();
    try {
      expect((await app.request('GET', '/tenants/me', { headers })).status).toBe(200);
      expect(sample(await metrics(), 'rate_limit_fail_open_total{policy="tenant",reason="timeout"}')).toBe(1);
      expect((await dashboard()).rateLimiter).toMatchObject({ failingOpen: true, reason: 'timeout' });
    } finally {
      redis.thaw();
    }
    await vi.waitFor(async () => expect((await app.request('GET', '/health/ready')).body.error).toEqual({}), { timeout: 10_000, interval: 100 });
  });
});
