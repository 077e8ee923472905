import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantApiKeys } from '@/db/schema';
import { createSecretBox, decodeSecretsKey, secretsKeyId } from '../../infra/secret-box';
import { apiKeyCalls, bearer } from '../../testing/api-key-fixtures';
import { API_KEY_HASH_PURPOSE } from './api-key-format';
import { countKeysHashedUnderOtherKeys } from './hash-rotation';
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
    // Nothing is cached that could be stale, so there is no propagation delay to wait out: the only
    // success after the revocation's answer can be a request that was already under way then.
    const inFlight = answers.find((answer) => answer.startedAt <= revokedAnsweredAt && answer.answeredAt > revokedAnsweredAt);
    console.info(
      `cross-instance revocation: ${after.length} requests started on the other instance after the revocation's answer, all refused ` +
        `(the first ${(after[0]!.startedAt - revokedAnsweredAt).toFixed(1)} ms after it); ` +
        (inFlight ? `the one in flight then answered ${inFlight.status} ${(inFlight.answeredAt - revokedAnsweredAt).toFixed(1)} ms after it` : 'none was in flight then'),
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

  it('hashes a key again under a new SECRETS_ENCRYPTION_KEY on its next use, while instances still without that key keep accepting it', async () => {
    const { headers } = await first.tenantWithToken();
    const used = await apiKeyCalls(first).created(headers, { permissions: { tenant: 'read' } });
    const unused = await apiKeyCalls(first).created(headers, { permissions: { tenant: 'read' } });
    const oldKey = first.config.secretsKeys.current;
    const newKey = randomBytes(32).toString('base64');
    const idOf = (key: string) => secretsKeyId(decodeSecretsKey(key)!);
    const rowOf = async (id: string) => (await first.container.database.db.select().from(tenantApiKeys).where(eq(tenantApiKeys.id, id)))[0]!;
    // Step 1 of a rotation, rolling out: this instance has the new key and the old one as previous.
    const rotating = await startTestApp({
      backend: 'postgres',
      env: { ...env, SECRETS_ENCRYPTION_KEY_PREVIOUS: oldKey },
      shareDatabaseWith: { ...first, config: { ...first.config, secretsKeys: { current: newKey } } },
    });
    try {
      expect((await me(rotating, used.key)).status).toBe(200);
      await vi.waitFor(async () => expect((await rowOf(used.id)).secretHash.split('.')[1]).toBe(idOf(newKey)));
      expect((await rowOf(used.id)).previousSecretHash?.split('.')[1]).toBe(idOf(oldKey));
      // The instances with the old key alone (the other one had not seen this key yet) still accept it.
      expect((await me(second, used.key)).status).toBe(200);
      expect((await me(first, used.key)).status).toBe(200);
      expect((await me(rotating, used.key)).status).toBe(200);
      // A key nobody used is still under the old key: what the rotation's command counts and warns of.
      expect((await rowOf(unused.id)).secretHash.split('.')[1]).toBe(idOf(oldKey));
      expect(await countKeysHashedUnderOtherKeys(first.container.database.db, idOf(newKey))).toBeGreaterThanOrEqual(1);
      // Once the old key is gone (step 3), the used key still matches; the unused one no longer can.
      const newKeyAlone = createSecretBox(decodeSecretsKey(newKey)!);
      expect(newKeyAlone.matchesKeyedHash(used.key, API_KEY_HASH_PURPOSE, (await rowOf(used.id)).secretHash).matches).toBe(true);
      expect(newKeyAlone.matchesKeyedHash(unused.key, API_KEY_HASH_PURPOSE, (await rowOf(unused.id)).secretHash).matches).toBe(false);
    } finally {
      await rotating.close();
    }
  });
});
