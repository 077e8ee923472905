import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants } from '@/db/schema';
import { type CacheEnv, startTestApp, type TestApp } from '../testing/test-app';
import { startThrowawayRedis } from '../testing/throwaway-redis';
import { startUpstashRestServer } from '../testing/upstash-rest-server';

/**
 * A cache outage in the middle of a run: rate limiting fails open and says so in a
 * metric, keyed writes get 503 and never run, unkeyed writes go on, nothing hangs, and everything
 * recovers when Redis returns, without a restart.
 */
describe.each(['redis', 'upstash'] as const)('cache outage and recovery over the %s driver', (driver) => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let upstash: Awaited<ReturnType<typeof startUpstashRestServer>> | undefined;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    let cacheEnv: CacheEnv = { REDIS_URL: redis.url };
    if (driver === 'upstash') {
      // The REST endpoint stays up; the Redis behind it goes away, as in a provider outage.
      upstash = await startUpstashRestServer({ redisUrl: redis.url, token: 'outage-token' });
      cacheEnv = { UPSTASH_REDIS_REST_URL: upstash.url, UPSTASH_REDIS_REST_TOKEN: upstash.token };
    }
    app = await startTestApp({ backend: 'postgres', cacheEnv, env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_S: '3600' } });
  });
  afterAll(async () => {
    await app?.close();
    await upstash?.close();
    await redis?.stop();
  });

  const nameInDatabase = async (id: string) => {
    const [row] = await app.container.database.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, id));
    return row?.name;
  };

  it('fails open, refuses keyed writes, lets unkeyed writes through, then recovers', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const before = await app.request('GET', '/tenants/me', { headers });
    expect(before.headers.get('x-ratelimit-remaining')).toBe('2');

    await redis.stop();

    // Rate limiting fails open: more requests than the limit all pass, each one counted as let
    // through without a check (the check's own timeout bounds a cache that does not answer).
    for (let i = 0; i < 5; i++) {
      const result = await app.request('GET', '/tenants/me', { headers });
      expect(result.status).toBe(200);
      expect(result.headers.get('x-ratelimit-remaining')).toBe('3');
    }
    const metrics = await app.request('GET', '/metrics');
    expect(metrics.text).toMatch(/rate_limit_fail_open_total\{policy="tenant",reason="unreachable"\} [5-9]/);

    // A keyed write is refused and does not run.
    const key = randomUUID();
    const keyed = await app.request('PATCH', '/tenants/me', { headers: { ...headers, 'Idempotency-Key': key }, json: { name: 'Keyed during outage' } });
    expect(keyed.status).toBe(503);
    expect(keyed.body.message).toMatch(/^Idempotency store unavailable; the request was not executed/);
    expect(Number(keyed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await nameInDatabase(tenant.id)).not.toBe('Keyed during outage');

    // An unkeyed write goes on.
    const unkeyed = await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Unkeyed during outage' } });
    expect(unkeyed.status).toBe(200);
    expect(await nameInDatabase(tenant.id)).toBe('Unkeyed during outage');

    const ready = await app.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error.cache.status).toBe('down');

    await redis.start();

    // Back without a restart: readiness, then the keyed write, then the limit itself.
    await vi.waitFor(async () => expect((await app.request('GET', '/health/ready')).status).toBe(200), { timeout: 10_000, interval: 100 });
    const retried = await app.request('PATCH', '/tenants/me', { headers: { ...headers, 'Idempotency-Key': key }, json: { name: 'Keyed after outage' } });
    expect(retried.status).toBe(200);
    expect(await nameInDatabase(tenant.id)).toBe('Keyed after outage');
    const replay = await app.request('PATCH', '/tenants/me', { headers: { ...headers, 'Idempotency-Key': key }, json: { name: 'Keyed after outage' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.request('GET', '/tenants/me', { headers })).status);
    expect(statuses).toContain(429);
  });
});

describe('rate limits on the embedded default (in-process cache)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'pglite',
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_S: '3600', LOGIN_RATE_LIMIT_MAX: '2', LOGIN_RATE_LIMIT_WINDOW_S: '3600' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits per tenant and per login source', async () => {
    const { tenant, appSecret, headers } = await app.tenantWithToken();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request('GET', '/tenants/me', { headers })).status);
    expect(statuses).toEqual([200, 200, 429]);

    // One login already happened in tenantWithToken.
    const logins = [];
    for (let i = 0; i < 2; i++) logins.push((await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret } })).status);
    expect(logins).toEqual([200, 429]);
  });

  it('replays keyed writes', async () => {
    const key = randomUUID();
    const headers = { ...app.adminHeaders, 'Idempotency-Key': key };
    const one = await app.request('POST', '/tenants/register', { headers, json: { name: 'Embedded idem', appSecret: 'embedded-secret-1' } });
    const two = await app.request('POST', '/tenants/register', { headers, json: { name: 'Embedded idem', appSecret: 'embedded-secret-1' } });
    expect([one.status, two.status]).toEqual([201, 200]);
    expect(two.body).toEqual(one.body);
  });
});
