import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mailTokens, outboundMail, users } from '@/db/schema';
import { setTestHashCost } from '../services/auth/hash-cost';
import { sha256 } from '../services/auth/opaque-tokens';
import { ACCOUNT_APP_ENV, mailedToken, register } from '../testing/account-fixtures';
import { backends, suiteApp } from '../testing/test-app';

describe.each(backends)('account API: registration and e-mail confirmation on %s', (backend) => {
  const app = suiteApp({ backend, env: ACCOUNT_APP_ENV });
  const db = () => app.container.database.db;

  describe('register', () => {
    it('answers 201 with the profile, a free subscription, and mails a confirmation link to the address', async () => {
      // Stored at the production cost: the suites otherwise hash at a cheap one (server/testing/setup.ts).
      setTestHashCost(false);
      onTestFinished(() => setTestHashCost(true));
      const { response, input } = await register(app);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        username: input.username,
        email: input.email,
        emailConfirmed: false,
        pendingEmail: null,
        role: 'student',
        parentalConsent: 'not-required',
        subscription: { type: 'free', endsAt: null },
        lastLogin: null,
      });
      expect(response.body).not.toHaveProperty('password');
      expect(response.body).not.toHaveProperty('passwordHash');
      const [row] = await db().select().from(users).where(eq(users.id, response.body.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
      const mails = await db().select().from(outboundMail).where(eq(outboundMail.to, input.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toMatch(/https:\/\/learn\.example\.test\/confirm-email\?token=\S+/);
      const token = await mailedToken(app, input.email, 'confirm-email');
      // Only the token's hash is stored.
      const stored = await db().select().from(mailTokens).where(eq(mailTokens.userId, response.body.id));
      expect(stored.map((entry) => entry.tokenHash)).toEqual([sha256(token)]);
      expect(JSON.stringify(stored)).not.toContain(token);
      // No SMTP relay configured: the mail is kept as `logged` and written to the log, never queued.
      expect(mails[0]!.status).toBe('logged');
      expect(app.logs.some((line) => line.includes('mail written to the log') && line.includes(input.email))).toBe(true);
    });

    it('registers an instructor when asked, never an admin', async () => {
      expect((await register(app, { role: 'instructor' })).response.body.role).toBe('instructor');
      expect((await register(app, { role: 'admin' })).response.status).toBe(400);
    });

    it('answers 409 to a username or e-mail address in use, whatever their case', async () => {
      const { input } = await register(app);
      const sameName = await register(app, { username: input.username.toUpperCase() });
      expect(sameName.response.status).toBe(409);
      expect(sameName.response.body).toMatchObject({ statusCode: 409, error: 'Conflict', path: '/api/v1/auth/register' });
      expect((await register(app, { email: input.email.toUpperCase() })).response.status).toBe(409);
    });

    it('answers 400 in the billing error body to a short password, a bad address or a future birth date', async () => {
      const response = await app.request('POST', '/api/v1/auth/register', { json: { username: 'ab', email: 'nope', password: 'short', birthDate: '2999-01-01' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed', error: 'Bad Request' });
      expect(response.body.details).toEqual(
        expect.arrayContaining(['username must be between 3 and 32 characters', 'email must be a valid e-mail address', 'password must be at least 12 characters', 'birthDate must not be in the future']),
      );
    });

    it('under 16: 422 without a parent address; with one, no login (403) until the parent consents through the mailed link', async () => {
      const childBirth = `${new Date().getUTCFullYear() - 10}-01-01`;
      expect((await register(app, { birthDate: childBirth })).response.status).toBe(422);

      const parentEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
      const { response, input } = await register(app, { birthDate: childBirth, parentEmail });
      expect(response.status).toBe(201);
      expect(response.body.parentalConsent).toBe('pending');
      const login = () => app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password } });
      const refused = await login();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Parental consent is pending/);

      const token = await mailedToken(app, parentEmail, 'parental-consent');
      const consent = await app.request('POST', '/api/v1/auth/parental-consent', { json: { token } });
      expect(consent.status).toBe(200);
      expect(consent.body).toEqual({ consented: true, username: input.username });
      // Single use.
      expect((await app.request('POST', '/api/v1/auth/parental-consent', { json: { token } })).status).toBe(400);
      // A consent token is not an e-mail confirmation token.
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } })).status).toBe(400);
      expect((await login()).status).toBe(200);
    });

    it('exactly 16 today needs no consent', async () => {
      const today = new Date();
      const birth = `${today.getUTCFullYear() - 16}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
      const { response } = await register(app, { birthDate: birth === `${today.getUTCFullYear() - 16}-02-29` ? `${today.getUTCFullYear() - 17}-01-01` : birth });
      expect(response.status).toBe(201);
      expect(response.body.parentalConsent).toBe('not-required');
    });
  });

  describe('confirm-email', () => {
    it('confirms the address once through the mailed token; an unknown, used or expired token is a 400', async () => {
      const { response, input } = await register(app);
      const token = await mailedToken(app, input.email, 'confirm-email');
      const confirmed = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ confirmed: true, email: input.email });
      const [row] = await db().select().from(users).where(eq(users.id, response.body.id));
      expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token } })).status).toBe(400);
      const unknown = await app.request('POST', '/api/v1/auth/confirm-email', { json: { token: 'not-a-token' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('The link is invalid, already used or expired');

      const other = await register(app);
      const otherToken = await mailedToken(app, other.input.email, 'confirm-email');
      await db().update(mailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(mailTokens.tokenHash, sha256(otherToken)));
      expect((await app.request('POST', '/api/v1/auth/confirm-email', { json: { token: otherToken } })).status).toBe(400);
    });
  });
});
