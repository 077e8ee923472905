import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls, bearer } from '../../testing/api-key-fixtures';
import { startTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

/**
 * A key's state holds on every instance at once: two app instances (each with its own memory of
 * the keys it has verified) share one Postgres database and one Redis. Each request reads the key's
 * row with its tenant, so a revocation, a change or a suspension on one instance is seen by the
 * next request on the other; nothing has to be invalidated.
 */
describe('tenant API keys across two instances sharing Postgres and Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const env = { RATE_LIMIT_MAX: '1000', RATE_LIMIT_WINDOW_S: '3600' };

  beforeAll(async () => {
    first = await startTestApp({ backend: 'postgres', env });
    second = await startTestApp({ backend: 'postgres', env, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const me = (app: TestApp, key: string) => app.request('GET', '/tenants/me', { headers: bearer(key) });

  it('refuses a key revoked on one instance from the next request on the other, whose memory knew it as valid', async () => {
    const { headers } = await first.tenantWithToken();
    const key = await apiKeyCalls(first).created(headers, { permissions: { tenant: 'read' } });
    // The second instance verifies the key (and remembers its tenant) before the revocation.
    for (let i = 0; i < 3; i++) expect((await me(second, key.key)).status).toBe(200);

    // The second instance keeps answering while the first revokes: every request it starts after
    // the revocation's answer is refused; the ones before may still succeed.
    let revokedAnsweredAt = Number.POSITIVE_INFINITY;
    const answers: Array<{ startedAt: number; answeredAt: number; status: number }> = [];
    let stop = false;
    const hammer = (async () => {
      while (!stop) {
        const startedAt = performance.now();
        const answer: TestResponse = await me(second, key.key);
        answers.push({ startedAt, answeredAt: performance.now(), status: answer.status });
      }
    })();
    while (answers.length < 5) await new Promise((resolve) => setImmediate(resolve));
    const revoked = await apiKeyCalls(first).revoke(headers, key.id);
    revokedAnsweredAt = performance.now();
    expect(revoked.status).toBe(200);
    while (answers.filter((answer) => answer.startedAt > revokedAnsweredAt).length < 5) await new Promise((resolve) => setImmediate(resolve));
    stop = true;
    await hammer;

    const after = answers.filter((answer) => answer.startedAt > revokedAnsweredAt);
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 401));
    const lastSuccess = Math.max(...answers.filter((answer) => answer.status === 200).map((answer) => answer.answeredAt));
    const firstRefusal = Math.min(...answers.filter((answer) => answer.status === 401).map((answer) => answer.startedAt));
    const relative = (at: number) => `${Math.abs(at - revokedAnsweredAt).toFixed(1)} ms ${at < revokedAnsweredAt ? 'before' : 'after'}`;
    console.info(
      `cross-instance revocation: on the other instance the last success was answered ${relative(lastSuccess)} the revocation's answer, ` +
        `the first refused request started ${relative(firstRefusal)} it; ${answers.length} requests in all`,
    );
    const refused = await me(second, key.key);
    expect(refused.body).toMatchObject({ statusCode: 401, message: 'API key revoked' });
  });

  it('applies a change of permissions made on one instance to the next request on the other', async () => {
    const { headers } = await first.tenantWithToken();
    const key = await apiKeyCalls(first).created(headers, { permissions: { tenant: 'read', payments: 'read' } });
    expect((await second.request('GET', '/payments', { headers: bearer(key.key) })).status).toBe(200);
    expect((await apiKeyCalls(first).update(headers, key.id, { permissions: { tenant: 'read' } })).status).toBe(200);
    const refused = await second.request('GET', '/payments', { headers: bearer(key.key) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks payments:read');
  });

  it('refuses the keys of a tenant suspended through one instance on the other at once', async () => {
    const { tenant, headers } = await first.tenantWithToken();
    const key = await apiKeyCalls(first).created(headers, { permissions: 'all' });
    expect((await me(second, key.key)).status).toBe(200);
    expect((await first.request('POST', `/tenants/${tenant.id}/suspend`, { headers: first.adminHeaders })).status).toBe(200);
    expect((await me(second, key.key)).body).toMatchObject({ statusCode: 401, message: 'Tenant suspended' });
  });

  it('counts a key’s requests on both instances against its tenant’s one limit, with the token’s', async () => {
    const { headers } = await first.tenantWithToken();
    const key = await apiKeyCalls(first).created(headers, { permissions: { tenant: 'read' } });
    const answers = [await me(first, key.key), await me(second, key.key), await second.request('GET', '/tenants/me', { headers }), await me(first, key.key)];
    const remaining = answers.map((answer) => Number(answer.headers.get('x-ratelimit-remaining')));
    expect(remaining).toEqual([remaining[0], remaining[0]! - 1, remaining[0]! - 2, remaining[0]! - 3]);
  });
});
