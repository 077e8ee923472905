import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_APP_ENV, mailedToken, signIn } from '../testing/account-fixtures';
import { backends, suiteApp } from '../testing/test-app';

describe.each(backends)('account API: profile on %s', (backend) => {
  const app = suiteApp({ backend, env: ACCOUNT_APP_ENV });

  describe('profile', () => {
    it('GET /get answers the profile of the caller', async () => {
      const user = await signIn(app);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ id: user.id, username: user.username, email: user.email, role: 'student', subscription: { type: 'free' } });
      expect(me.headers.get('cache-control')).toBe('no-store');
    });

    it('PUT /profile changes the username; a new e-mail stays pending until confirmed through the mailed link', async () => {
      const user = await signIn(app);
      const newEmail = `new-${randomUUID().slice(0, 8)}@example.test`;
      const updated = await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { username: `${user.username}_x`, email: newEmail } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ username: `${user.username}_x`, email: user.email, pendingEmail: newEmail });
      const token = await mailedToken(app, newEmail, 'confirm-email');
      const confirmed = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } });
      expect(confirmed.status).toBe(200);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ email: newEmail, pendingEmail: null, emailConfirmed: true });
      // The old address no longer signs in; the new one does.
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: newEmail, password: user.password } })).status).toBe(200);
    });

    it('answers 409 to a username or e-mail of another user (current or pending), and changes nothing', async () => {
      const user = await signIn(app);
      const other = await signIn(app);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { username: other.username.toUpperCase() } })).status).toBe(409);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { email: other.email } })).status).toBe(409);
      const pending = `pending-${randomUUID().slice(0, 8)}@example.test`;
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: other.headers, json: { email: pending } })).status).toBe(200);
      expect((await app.request('PUT', '/api/v1/auth/profile', { headers: user.headers, json: { email: pending } })).status).toBe(409);
      const me = await app.request('GET', '/api/v1/auth/get', { headers: user.headers });
      expect(me.body).toMatchObject({ username: user.username, email: user.email, pendingEmail: null });
    });
  });
});
