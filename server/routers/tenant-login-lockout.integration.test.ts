import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { backends, suiteApp } from '../testing/test-app';

/**
 * One tenant's secret guessed from many addresses: each address stays under the per-address limit,
 * but the appId's failures from all of them together start a lock-out, longer each time, that the
 * right secret waits out too; once it is over the right secret gets in from anywhere.
 */
describe.each(backends)('sign-in lock-out per appId on %s', (backend) => {
  const FAILURES = 4;
  const app = suiteApp({
    backend,
    env: {
      // The test plays many clients behind one proxy: X-Forwarded-For's last entry is each one's address.
      TRUSTED_PROXY_COUNT: '1',
      LOGIN_RATE_LIMIT_MAX: '10',
      LOGIN_RATE_LIMIT_WINDOW_S: '3600',
      LOGIN_APP_RATE_LIMIT_MAX: String(FAILURES),
      LOGIN_APP_RATE_LIMIT_WINDOW_S: '3600',
      LOGIN_APP_LOCKOUT_S: '2',
      LOGIN_APP_LOCKOUT_MAX_S: '60',
    },
  });
  let nextIp = 0;
  const freshIp = () => `198.18.${Math.floor(++nextIp / 250)}.${(nextIp % 250) + 1}`;
  const login = (appId: string, appSecret: string, ip = freshIp()) => app.request('POST', '/tenants/login', { headers: { 'x-forwarded-for': ip }, json: { appId, appSecret } });

  it('refuses every address once the failures add up, for a growing time, audits it, and lets the right secret in afterwards', async () => {
    const appId = `locked-${randomBytes(4).toString('hex')}`;
    const { tenant, appSecret } = await app.registerTenant({ appId });

    const retryAfters: number[] = [];
    for (let round = 0; round < 2; round++) {
      const guesses = [];
      for (let i = 0; i < FAILURES; i++) guesses.push((await login(appId, `guess-${round}-${i}`)).status);
      expect(guesses).toEqual(Array(FAILURES).fill(401));

      const trippedFrom = freshIp();
      const refused = await login(appId, 'one-more-guess', trippedFrom);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', path: '/tenants/login' });
      retryAfters.push(Number(refused.headers.get('retry-after')));

      // The right secret, from an address that never failed, waits too.
      expect((await login(appId, appSecret)).status).toBe(429);

      const trail = await app.request('GET', `/audit-events?action=tenant.login.locked&targetId=${tenant.id}`, { headers: app.adminHeaders });
      expect(trail.status).toBe(200);
      expect(trail.body.data[0]).toMatchObject({ ip: trippedFrom, targetId: tenant.id, details: { appId, lockOut: round + 1 } });

      // Each poll comes from a new address; the lock-out ends on its own.
      await vi.waitFor(async () => expect((await login(appId, appSecret)).status).toBe(200), { timeout: 10_000, interval: 200 });
    }
    // 2 s, then 4 s (Retry-After counts to the whole second after the lock-out's end).
    expect(retryAfters[0]).toBeGreaterThanOrEqual(2);
    expect(retryAfters[0]).toBeLessThanOrEqual(3);
    expect(retryAfters[1]).toBeGreaterThanOrEqual(4);
    expect(retryAfters[1]).toBeLessThanOrEqual(5);
  });

  it('does not count right secrets: a tenant signing in all day from many places is never locked out', async () => {
    const appId = `busy-${randomBytes(4).toString('hex')}`;
    const { appSecret } = await app.registerTenant({ appId });
    const statuses = [];
    for (let i = 0; i < FAILURES * 3; i++) statuses.push((await login(appId, appSecret)).status);
    expect(statuses).toEqual(Array(FAILURES * 3).fill(200));
  });
});
