import { describe, expect, it } from 'vitest';
import { signIn } from '../testing/account-fixtures';
import { backends, suiteApp } from '../testing/test-app';

describe.each(backends)('account login throttling on %s', (backend) => {
  const app = suiteApp({ backend, env: { LOGIN_RATE_LIMIT_MAX: '3', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '8', TRUSTED_PROXY_COUNT: '1', LOGIN_RATE_LIMIT_WINDOW_S: '3600' } });

  it('limits failed sign-ins per account (whatever the IP) and requests per IP (whatever the account), 429 with Retry-After', async () => {
    const user = await signIn(app, {});
    const attempt = (email: string, ip: string) => app.request('POST', '/api/v1/auth/login', { json: { email, password: 'wrong-password-1' }, headers: { 'x-forwarded-for': ip } });
    // The good sign-in of signIn() did not count: three failures, from different IPs, then 429.
    expect((await attempt(user.email, '192.0.2.1')).status).toBe(401);
    expect((await attempt(user.email.toUpperCase(), '192.0.2.2')).status).toBe(401);
    expect((await attempt(user.email, '192.0.2.3')).status).toBe(401);
    const limited = await attempt(user.email, '192.0.2.4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ statusCode: 429, path: '/api/v1/auth/login' });
    // Once the failures reached the limit, the right password is refused too: a success would tell a guesser it was right.
    const rightPassword = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '192.0.2.5' } });
    expect(rightPassword.status).toBe(429);

    const statuses: number[] = [];
    for (let index = 0; index < 9; index++) statuses.push((await attempt(`someone-${index}@example.test`, '192.0.2.50')).status);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('never refuses good sign-ins of one account for their number; the right password after failures up to one short of the limit works', async () => {
    const user = await signIn(app, {});
    const login = (password: string, ip: string) => app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password }, headers: { 'x-forwarded-for': ip } });
    // Ten good sign-ins in a row, from several addresses (the per-IP limit is 8 here): none refused by the per-account rule.
    const good: number[] = [];
    for (let index = 0; index < 10; index++) good.push((await login(user.password, `198.51.100.${index}`)).status);
    expect(good).toEqual(Array(10).fill(200));
    // Two failures (the limit is three), then the right password still signs in, and its attempt is given back.
    expect((await login('wrong-password-1', '198.51.100.20')).status).toBe(401);
    expect((await login('wrong-password-2', '198.51.100.21')).status).toBe(401);
    const after = await login(user.password, '198.51.100.22');
    expect(after.status).toBe(200);
    expect(after.body.accessToken).toEqual(expect.any(String));
    expect(after.headers.get('x-ratelimit-remaining')).toBe('1');
    // The third failure reaches the limit: from here on every attempt is 429.
    expect((await login('wrong-password-3', '198.51.100.23')).status).toBe(401);
    expect((await login(user.password, '198.51.100.24')).status).toBe(429);
  });
});
