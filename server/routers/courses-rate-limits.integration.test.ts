import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@/db/schema';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';

import { auth, caller, expectError, expectRateHeaders } from '../testing/course-fixtures';

describe.each(backends)('course API plan-tier rate limits on %s', (backend) => {
  // Hour-long windows: a fixed window that resets in the middle of a test would make counts flaky.
  const env = { TRUSTED_PROXY_COUNT: '1', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000', COURSE_RATE_LIMIT_FREE: '4', COURSE_RATE_LIMIT_PRO: '7', COURSE_RATE_LIMIT_ENTERPRISE: '9', COURSE_RATE_LIMIT_WINDOW_S: '3600' };
  let first: TestApp;
  let second: TestApp;
  // PGlite is one process's database: the second instance is only possible on Postgres.
  const instances = () => (backend === 'postgres' ? [first, second] : [first, first]);

  beforeAll(async () => {
    first = await startTestApp({ backend, env });
    if (backend === 'postgres') second = await startTestApp({ backend, env, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts a free user exactly across instances, with the headers on every answer (errors and 429s included)', async () => {
    const user = await caller(first);
    const paths = ['/v1/user/profile', '/v1/courses', '/v1/courses/missing', '/v1/courses?limit=0', '/v1/user/profile', '/v1/courses'];
    const answers: TestResponse[] = [];
    for (const [index, path] of paths.entries()) answers.push(await instances()[index % 2]!.request('GET', path, { headers: user.headers }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 422, 429, 429]);
    for (const answer of answers) {
      expectRateHeaders(answer);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('4');
    }
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0', '0']);
    const nowS = Math.floor(Date.now() / 1000);
    const reset = Number(answers[0]!.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(nowS);
    expect(reset).toBeLessThanOrEqual(nowS + 3601);
    const refused = answers[4]!;
    expectError(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('a plan upgrade lifts the limit on the very next request; each plan has its own limit', async () => {
    const user = await caller(first);
    const ask = (index: number) => instances()[index % 2]!.request('GET', '/v1/courses', { headers: user.headers });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    await first.container.database.db.update(subscriptions).set({ plan: 'pro' }).where(eq(subscriptions.userId, user.id));
    const upgraded = await ask(5);
    expect(upgraded.status).toBe(200);
    expect(upgraded.headers.get('x-ratelimit-limit')).toBe('7');
    // Five counted already (the refused one too), this one the sixth: one left.
    expect(upgraded.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await ask(6)).status).toBe(200);
    expect((await ask(7)).status).toBe(429);

    await first.container.database.db.update(subscriptions).set({ plan: 'enterprise' }).where(eq(subscriptions.userId, user.id));
    const enterprise = await ask(8);
    expect(enterprise.status).toBe(200);
    expect(enterprise.headers.get('x-ratelimit-limit')).toBe('9');
  });

  it('counts requests without a usable key per client IP at the free limit: every 401 carries the figures, a flood meets 429', async () => {
    const user = await caller(first);
    const forged = `lp_live_ABCDEFGH_${'b'.repeat(32)}`;
    const from = (ip: string, headers: Record<string, string>, index: number) =>
      instances()[index % 2]!.request('GET', '/v1/courses', { headers: { ...headers, 'x-forwarded-for': ip } });
    const flood: TestResponse[] = [];
    const badKeys = [{}, auth('nonsense'), auth(forged), auth(forged), auth(forged), auth(forged)];
    for (const [index, headers] of badKeys.entries()) flood.push(await from('203.0.113.99', headers, index));
    expect(flood.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    for (const answer of flood) {
      expectRateHeaders(answer);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('4');
    }
    expect(flood.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0', '0']);
    expectError(flood[4]!, 429, 'RATE_LIMITED');
    expect(Number(flood[4]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address has a window of its own, and a valid key from the flooded address is counted for its user.
    const elsewhere = await from('203.0.113.100', auth(forged), 0);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers.get('x-ratelimit-remaining')).toBe('3');
    const keyed = await from('203.0.113.99', user.headers, 1);
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-ratelimit-remaining')).toBe('3');
  });

  it('counts per user: another user has a window of its own', async () => {
    const [one, two] = [await caller(first), await caller(first)];
    for (let i = 0; i < 4; i++) await first.request('GET', '/v1/courses', { headers: one.headers });
    expect((await first.request('GET', '/v1/courses', { headers: one.headers })).status).toBe(429);
    const other = await instances()[1]!.request('GET', '/v1/courses', { headers: two.headers });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('3');
  });
});
