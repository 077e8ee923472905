import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '@/db/schema';
import { userForApiKey } from '../services/account';
import { sha256 } from '../services/auth/opaque-tokens';
import { ACCOUNT_APP_ENV, bearer, signIn } from '../testing/account-fixtures';
import { backends, suiteApp } from '../testing/test-app';

describe.each(backends)('account API: API keys on %s', (backend) => {
  const app = suiteApp({ backend, env: ACCOUNT_APP_ENV });
  const db = () => app.container.database.db;

  describe('API keys', () => {
    it('creates a key shown once (hash stored, prefix visible), lists prefixes only, revokes at once', async () => {
      const user = await signIn(app);
      const created = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: 'CI' } });
      expect(created.status).toBe(201);
      expect(created.body.key).toMatch(/^lp_live_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/);
      expect(created.body.key.startsWith(created.body.prefix)).toBe(true);
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
      expect(row!.keyHash).toBe(sha256(created.body.key));
      expect(JSON.stringify(row)).not.toContain(created.body.key);
      expect((await userForApiKey(db(), created.body.key))?.id).toBe(user.id);

      const listed = await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([{ id: created.body.id, name: 'CI', prefix: created.body.prefix, createdAt: created.body.createdAt, lastUsedAt: null, revokedAt: null }]);
      expect(listed.text).not.toContain(created.body.key);

      const revoked = await app.request('DELETE', `/api/v1/auth/api-keys/${created.body.id}`, { headers: user.headers });
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      expect(await userForApiKey(db(), created.body.key)).toBeUndefined();
      expect(await userForApiKey(db(), 'lp_live_garbage')).toBeUndefined();
    });

    it('creates a key from `{}` or from no body at all, named after its prefix; a name that is sent is still validated', async () => {
      const user = await signIn(app);
      const fromEmpty = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: {} });
      expect(fromEmpty.status, fromEmpty.text).toBe(201);
      expect(fromEmpty.body).toMatchObject({ id: expect.any(String), key: expect.stringMatching(/^lp_live_/), prefix: expect.any(String), createdAt: expect.any(String) });
      expect(fromEmpty.body.name).toBe(`API key ${fromEmpty.body.prefix}`);
      const withoutBody = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(withoutBody.status, withoutBody.text).toBe(201);
      expect(withoutBody.body.name).toBe(`API key ${withoutBody.body.prefix}`);
      // The key works on the course API at once.
      expect((await app.request('GET', '/v1/user/profile', { headers: bearer(fromEmpty.body.key) })).status).toBe(200);

      for (const name of ['', '   ', 'x'.repeat(101), 42]) {
        const refused = await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name } });
        expect(refused.status, JSON.stringify(name)).toBe(400);
        expect(refused.body.details.join(' ')).toMatch(/name/);
      }
      const text = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'content-type': 'text/plain' }, body: 'name=x' });
      expect(text.status).toBe(415);
      const listed = await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers });
      expect(listed.body.data).toHaveLength(2);
    });

    it('never stores the created key for a replay: an Idempotency-Key is ignored, a retry makes a second key', async () => {
      const user = await signIn(app);
      const key = randomUUID();
      const first = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'idempotency-key': key }, json: { name: 'retry' } });
      const second = await app.request('POST', '/api/v1/auth/api-keys', { headers: { ...user.headers, 'idempotency-key': key }, json: { name: 'retry' } });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      expect(second.body.key).not.toBe(first.body.key);
      expect((await app.request('GET', '/api/v1/auth/api-keys', { headers: user.headers })).body.data).toHaveLength(2);
    });

    it("another user's key is a 404 and stays usable", async () => {
      const owner = await signIn(app);
      const intruder = await signIn(app);
      const created = await app.request('POST', '/api/v1/auth/api-keys', { headers: owner.headers, json: { name: 'mine' } });
      const attempt = await app.request('DELETE', `/api/v1/auth/api-keys/${created.body.id}`, { headers: intruder.headers });
      expect(attempt.status).toBe(404);
      expect((await app.request('GET', '/api/v1/auth/api-keys', { headers: intruder.headers })).body.data).toEqual([]);
      expect((await userForApiKey(db(), created.body.key))?.id).toBe(owner.id);
    });
  });
});
