import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '@/db/schema';
import { type CacheEnv, startTestApp, type TestApp } from '../testing/test-app';
import { testServices } from '../testing/test-services';
import { startUpstashRestServer } from '../testing/upstash-rest-server';

/**
 * Rate limits and idempotency hold across instances: two app instances (separate cache clients,
 * separate handler stacks) share one Postgres database and one Redis, reached over TCP or through
 * the Upstash REST protocol.
 */
const drivers = ['redis', 'upstash'] as const;

describe.each(drivers)('two instances over the %s driver', (driver) => {
  let first: TestApp;
  let second: TestApp;
  let closeUpstash: (() => Promise<void>) | undefined;
  // Hour-long windows: a fixed window that resets in the middle of a test would make counts flaky.
  // A 10 s lock: the first of 20 duplicates hashes a secret with argon2id while 19 others poll, which
  // took longer than 2 s on a busy CI machine (the waiters then gave up with 503).
  const env = { TRUSTED_PROXY_COUNT: '1', RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_S: '3600', LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW_S: '3600', IDEMPOTENCY_LOCK_TIMEOUT_S: '10' };

  beforeAll(async () => {
    let cacheEnv: CacheEnv = { REDIS_URL: testServices.redisUrl };
    if (driver === 'upstash') {
      const upstash = await startUpstashRestServer({ redisUrl: testServices.redisUrl, token: 'test-token' });
      closeUpstash = upstash.close;
      cacheEnv = { UPSTASH_REDIS_REST_URL: upstash.url, UPSTASH_REDIS_REST_TOKEN: upstash.token };
    }
    first = await startTestApp({ backend: 'postgres', env, cacheEnv });
    second = await startTestApp({ backend: 'postgres', env, cacheEnv, shareDatabaseWith: first });
    expect(first.container.cache.kind).toBe(driver);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await closeUpstash?.();
  });

  const instances = () => [first, second];
  const countTenantsNamed = async (name: string) => {
    const [row] = await first.container.database.db.select({ n: sql<number>`count(*)::int` }).from(tenants).where(sql`${tenants.name} = ${name}`);
    return row!.n;
  };

  describe('rate limits', () => {
    it('counts one tenant exactly across both instances, with the rate-limit headers', async () => {
      const { headers } = await first.tenantWithToken();
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await instances()[i % 2]!.request('GET', '/tenants/me', { headers }));

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(answers.slice(0, 6).map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['5', '4', '3', '2', '1', '0']);
      const nowS = Math.floor(Date.now() / 1000);
      const reset = Number(answers[0]!.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(nowS);
      expect(reset).toBeLessThanOrEqual(nowS + 3601);

      const refused = answers[6]!;
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(retryAfter).toBeLessThanOrEqual(reset - nowS + 1);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    });

    it('gives every tenant its own budget', async () => {
      const busy = await first.tenantWithToken();
      for (let i = 0; i < 7; i++) await first.request('GET', '/tenants/me', { headers: busy.headers });
      const other = await second.tenantWithToken();
      const answer = await second.request('GET', '/tenants/me', { headers: other.headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-ratelimit-remaining')).toBe('5');
    });

    it('throttles login per appId and client address, the right secret included', async () => {
      const { tenant, appSecret } = await first.registerTenant();
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const app = instances()[i % 2]!;
        const answer = await app.request('POST', '/tenants/login', { headers: from('203.0.113.7'), json: { appId: tenant.appId, appSecret } });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const elsewhere = await first.request('POST', '/tenants/login', { headers: from('203.0.113.8'), json: { appId: tenant.appId, appSecret } });
      expect(elsewhere.status).toBe(200);
    });

    it('does not limit admin-key routes', async () => {
      for (let i = 0; i < 10; i++) {
        const answer = await instances()[i % 2]!.request('GET', '/tenants?limit=1', { headers: first.adminHeaders });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-ratelimit-remaining')).toBeNull();
      }
    });
  });

  describe('idempotency', () => {
    it('runs 20 concurrent duplicates on two instances once: one 201, nineteen replays', async () => {
      const key = randomUUID();
      const name = `idem-${driver}-${key}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          instances()[i % 2]!.request('POST', '/tenants/register', {
            headers: { ...first.adminHeaders, 'Idempotency-Key': key },
            json: { name, appSecret: 'idempotent-secret-1' },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const created = answers.find((answer) => answer.status === 201)!;
      for (const replay of answers.filter((answer) => answer.status === 200)) {
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect(replay.body).toEqual(created.body);
      }
      expect(created.headers.get('idempotent-replayed')).toBeNull();
      expect(await countTenantsNamed(name)).toBe(1);
    });

    it('treats the same payload in another key order as the same request', async () => {
      const key = randomUUID();
      const headers = { ...first.adminHeaders, 'Idempotency-Key': key, 'content-type': 'application/json' };
      const name = `order-${driver}-${key}`;
      const one = await first.request('POST', '/tenants/register', { headers, body: `{"name":"${name}","appSecret":"ordered-secret-1"}` });
      const two = await second.request('POST', '/tenants/register', { headers, body: `{ "appSecret": "ordered-secret-1", "name": "${name}" }` });
      expect([one.status, two.status]).toEqual([201, 200]);
      expect(two.body.id).toBe(one.body.id);
    });

    it('answers 409 for the same key with another payload', async () => {
      const key = randomUUID();
      const headers = { ...first.adminHeaders, 'Idempotency-Key': key };
      const one = await first.request('POST', '/tenants/register', { headers, json: { name: `a-${key}`, appSecret: 'conflict-secret-1' } });
      const two = await second.request('POST', '/tenants/register', { headers, json: { name: `b-${key}`, appSecret: 'conflict-secret-1' } });
      expect(one.status).toBe(201);
      expect(two.status).toBe(409);
      expect(two.body.message).toBe('Idempotency-Key was already used with a different payload');
      expect(await countTenantsNamed(`b-${key}`)).toBe(0);
    });

    it('scopes keys by caller: two tenants may use the same key', async () => {
      const key = randomUUID();
      const a = await first.tenantWithToken();
      const b = await first.tenantWithToken();
      const patchA = await first.request('PATCH', '/tenants/me', { headers: { ...a.headers, 'Idempotency-Key': key }, json: { name: 'Same key A' } });
      const patchB = await second.request('PATCH', '/tenants/me', { headers: { ...b.headers, 'Idempotency-Key': key }, json: { name: 'Same key A' } });
      expect([patchA.status, patchB.status]).toEqual([200, 200]);
      expect(patchB.headers.get('idempotent-replayed')).toBeNull();
      expect(patchB.body.id).toBe(b.tenant.id);
    });

    it('replays a PATCH with 200 and the stored body even after the record changed', async () => {
      const key = randomUUID();
      const { headers } = await first.tenantWithToken();
      const first_ = await first.request('PATCH', '/tenants/me', { headers: { ...headers, 'Idempotency-Key': key }, json: { name: 'Patched once' } });
      await first.request('PATCH', '/tenants/me', { headers, json: { name: 'Changed since' } });
      const replay = await second.request('PATCH', '/tenants/me', { headers: { ...headers, 'Idempotency-Key': key }, json: { name: 'Patched once' } });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(first_.body);
    });

    it('replays a stored 4xx with its status', async () => {
      const key = randomUUID();
      const { tenant } = await first.registerTenant();
      const headers = { ...first.adminHeaders, 'Idempotency-Key': key };
      const conflict = await first.request('POST', '/tenants/register', { headers, json: { name: 'x', appId: tenant.appId, appSecret: 'conflict-secret-2' } });
      const replay = await second.request('POST', '/tenants/register', { headers, json: { name: 'x', appId: tenant.appId, appSecret: 'conflict-secret-2' } });
      expect(conflict.status).toBe(409);
      expect(replay.status).toBe(409);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    });

    it('refuses a key that is not a UUID v4 with 400', async () => {
      const answer = await first.request('POST', '/tenants/register', {
        headers: { ...first.adminHeaders, 'Idempotency-Key': 'not-a-uuid' },
        json: { name: 'bad key', appSecret: 'bad-key-secret-1' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual(['Idempotency-Key must be a UUID v4']);
    });

    it('answers 503 with Retry-After when the first request holds the key past the lock timeout', async () => {
      const key = randomUUID();
      const body = JSON.stringify({ name: `stuck-${key}`, appSecret: 'stuck-secret-123' });
      // A first request that never finishes: its claim is taken and never completed.
      const stuck = await first.container.idempotency.begin({ caller: 'admin:admin-api-key', method: 'POST', path: '/tenants/register', key }, (await import('./idempotency')).fingerprintOf(body));
      expect(stuck.kind).toBe('execute');
      const startedAt = Date.now();
      const answer = await second.request('POST', '/tenants/register', {
        headers: { ...first.adminHeaders, 'Idempotency-Key': key, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(9900);
      expect(await countTenantsNamed(`stuck-${key}`)).toBe(0);
    });

    describe('a keyed write whose caller is refused (the key is claimed while the caller is checked)', () => {
      const payment = JSON.stringify({ amount: 12.5, currency: 'EUR', userId: 'refused-user' });
      /** Whether the key is free for the tenant: a claim of it runs (waiting out a release still on its way). */
      const keyIsFree = async (tenantId: string, key: string) => {
        const { fingerprintOf } = await import('./idempotency');
        const begun = await first.container.idempotency.begin({ caller: `tenant:${tenantId}`, method: 'POST', path: '/payments', key }, fingerprintOf(payment));
        if (begun.kind === 'execute') await begun.abandon();
        return begun.kind === 'execute';
      };
      const paymentsOf = async (tenantId: string) => {
        const list = await first.container.database.db.execute(sql`select count(*)::int as n from payments where tenant_id = ${tenantId}`);
        return (Array.isArray(list) ? list : (list as unknown as { rows: { n: number }[] }).rows)[0] as { n: number };
      };

      it('over its rate limit: 429, no payment, and the key stays free', async () => {
        const tenant = await first.tenantWithToken({ name: `limited-${randomUUID()}` });
        for (let index = 0; index < 6; index++) expect((await first.request('GET', '/tenants/me', { headers: tenant.headers })).status).toBe(200);
        const key = randomUUID();
        const refused = await second.request('POST', '/payments', { headers: { ...tenant.headers, 'Idempotency-Key': key, 'content-type': 'application/json' }, body: payment });
        expect(refused.status).toBe(429);
        expect(refused.headers.get('idempotent-replayed')).toBeNull();
        expect(await paymentsOf(tenant.tenant.id)).toEqual({ n: 0 });
        expect(await keyIsFree(tenant.tenant.id, key)).toBe(true);
      });

      it('suspended: 401, no payment, and the key stays free for when it is reactivated', async () => {
        const tenant = await first.tenantWithToken({ name: `suspended-${randomUUID()}` });
        expect((await first.request('POST', `/tenants/${tenant.tenant.id}/suspend`, { headers: first.adminHeaders })).status).toBe(200);
        const key = randomUUID();
        const refused = await second.request('POST', '/payments', { headers: { ...tenant.headers, 'Idempotency-Key': key, 'content-type': 'application/json' }, body: payment });
        expect(refused.status).toBe(401);
        expect(await paymentsOf(tenant.tenant.id)).toEqual({ n: 0 });
        expect(await keyIsFree(tenant.tenant.id, key)).toBe(true);
        expect((await first.request('POST', `/tenants/${tenant.tenant.id}/reactivate`, { headers: first.adminHeaders })).status).toBe(200);
        const created = await first.request('POST', '/payments', { headers: { ...tenant.headers, 'Idempotency-Key': key, 'content-type': 'application/json' }, body: payment });
        expect(created.status).toBe(201);
        expect(created.headers.get('idempotent-replayed')).toBeNull();
      });
    });

    it('releases the key when the first attempt fails with a 5xx, so a retry runs', async () => {
      const key = randomUUID();
      const scope = { caller: 'admin:admin-api-key', method: 'POST', path: '/tenants/register', key };
      const body = JSON.stringify({ name: `retry-${key}`, appSecret: 'retry-secret-123' });
      const { fingerprintOf } = await import('./idempotency');
      const failed = await first.container.idempotency.begin(scope, fingerprintOf(body));
      if (failed.kind !== 'execute') throw new Error('expected to run');
      await failed.abandon(); // what the middleware does with a 5xx
      const retry = await second.request('POST', '/tenants/register', {
        headers: { ...first.adminHeaders, 'Idempotency-Key': key, 'content-type': 'application/json' },
        body,
      });
      expect(retry.status).toBe(201);
    });
  });
});
