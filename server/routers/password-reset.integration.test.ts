import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSessions, passwordResets } from '@/db/schema';
import { invalidPasswordResetLink, passwordResetRequestedMessage } from '../services/people';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { TestSmtpRelay } from '../testing/test-smtp-relay';
import { type ConsoleAnswer, consoleCaller, freshIp, type TestPerson } from '../testing/two-factor-fixtures';

const PUBLIC_BASE_URL = 'https://console.example.test';
const RESETS_PER_ADDRESS = 3;
const RESETS_PER_IP = 6;
const FAILED_SIGN_INS_PER_PERSON = 3;
const FAILED_SIGN_INS_PER_IP = 4;

const chrome = (version: number) => `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

describe.each(backends)('password reset by mail, sign-in throttles and security notices on %s', (backend) => {
  const relay = new TestSmtpRelay();
  let app: TestApp;

  beforeAll(async () => {
    await relay.start();
    app = await startTestApp({
      backend,
      env: {
        TRUSTED_PROXY_COUNT: '1',
        SMTP_URL: relay.url,
        MAIL_FROM: 'Console <noreply@console.example.test>',
        PUBLIC_BASE_URL,
        PASSWORD_RESET_RATE_LIMIT_MAX: String(RESETS_PER_ADDRESS),
        PASSWORD_RESET_IP_RATE_LIMIT_MAX: String(RESETS_PER_IP),
        CONSOLE_SIGN_IN_RATE_LIMIT_MAX: String(FAILED_SIGN_INS_PER_PERSON),
        CONSOLE_SIGN_IN_IP_RATE_LIMIT_MAX: String(FAILED_SIGN_INS_PER_IP),
        CONSOLE_SIGN_IN_RATE_LIMIT_WINDOW_S: '3600',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await relay.stop();
  });

  const calls = () => consoleCaller(app);
  const db = () => app.container.database.db;

  const requestReset = (email: string, ip = freshIp()) => calls().call('passwordReset.request', { email }, null, { ip });
  const preview = (token: string) => calls().call('passwordReset.preview', { token }, null, { kind: 'query' });
  const complete = (token: string, password: string, ip = freshIp()) => calls().call('passwordReset.complete', { token, password }, null, { ip });

  /** Hands the queued mails to the relay, as the mail job does every second. */
  const deliver = () => app.container.mailDispatcher.flush();

  /** The token of the newest reset link mailed to `address`. */
  function lastResetToken(address: string): string {
    const mail = relay.mailsTo(address).filter((received) => received.subject.startsWith('Choose a new password')).at(-1);
    expect(mail, `a reset mail to ${address}`).toBeDefined();
    const match = new RegExp(`${PUBLIC_BASE_URL}/reset-password/([\\w%-]+)`).exec(mail!.text);
    expect(match, `a reset link in:\n${mail!.text}`).not.toBeNull();
    expect(mail!.html).toContain(`${PUBLIC_BASE_URL}/reset-password/${match![1]}`);
    return decodeURIComponent(match![1]!);
  }

  const subjectsTo = (address: string) => relay.mailsTo(address).map((mail) => mail.subject);
  const refusal = (answer: ConsoleAnswer) => ({ status: answer.status, message: answer.body?.error?.message as string | undefined });

  describe('password reset', () => {
    it('mails a link that sets a new password once, ends every session, audits and tells the person', async () => {
      const { dataOf, newPerson, signIn, auditEvents } = calls();
      const person = await newPerson();
      const sessions = [dataOf(await signIn(person)).sessionId, dataOf(await signIn(person)).sessionId];

      const asked = await requestReset(person.email.toUpperCase());
      expect(dataOf(asked)).toEqual({ message: passwordResetRequestedMessage });
      await deliver();
      const token = lastResetToken(person.email);
      expect(relay.mailsTo(person.email).at(-1)!.text).toContain('The link works once, for one hour');

      expect(dataOf(await preview(token))).toMatchObject({ email: person.email });
      // The password rule of a changed password holds here too.
      const short = await complete(token, 'too-short');
      expect(short.status).toBe(400);
      expect(short.body.error.data.issues).toEqual([{ field: 'password', message: 'password must be at least 12 characters' }]);

      const newPassword = 'a-brand-new-password-1';
      expect(dataOf(await complete(token, newPassword))).toEqual({ email: person.email, endedSessions: 2 });
      const rows = await db().select().from(consoleSessions).where(eq(consoleSessions.personId, person.id));
      expect(rows.map((row) => row.id).sort()).toEqual([...sessions].sort());
      expect(rows.every((row) => row.endedAt !== null)).toBe(true);
      const [reset] = await db().select().from(passwordResets).where(eq(passwordResets.personId, person.id));
      expect(reset!.usedAt).not.toBeNull();

      // The link works once.
      expect(refusal(await complete(token, 'yet-another-password-1'))).toEqual({ status: 400, message: invalidPasswordResetLink });
      expect(refusal(await preview(token))).toEqual({ status: 400, message: invalidPasswordResetLink });

      expect(refusal(await signIn(person))).toEqual({ status: 401, message: 'Invalid e-mail or password' });
      expect((await signIn({ ...person, password: newPassword })).status).toBe(200);

      await deliver();
      expect(subjectsTo(person.email)).toContain('Your password was changed');
      const events = await auditEvents({ targetId: person.id });
      expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['person.password_reset.requested', 'person.password_reset.completed']));
      expect(events.find((event) => event.action === 'person.password_reset.completed')).toMatchObject({ actorType: 'person', actorId: person.id, details: { endedSessions: 2 } });
    });

    it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
      const { dataOf, newPerson } = calls();
      const person = await newPerson();
      await requestReset(person.email);
      await deliver();
      const older = lastResetToken(person.email);
      await requestReset(person.email);
      await deliver();
      const newer = lastResetToken(person.email);
      expect(newer).not.toBe(older);
      expect(refusal(await complete(older, 'a-brand-new-password-1'))).toEqual({ status: 400, message: invalidPasswordResetLink });
      expect(dataOf(await preview(newer))).toMatchObject({ email: person.email });

      // An hour later the link no longer works.
      await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.personId, person.id));
      expect(refusal(await preview(newer))).toEqual({ status: 400, message: invalidPasswordResetLink });
      expect(refusal(await complete(newer, 'a-brand-new-password-1'))).toEqual({ status: 400, message: invalidPasswordResetLink });

      expect(refusal(await complete('not-a-token-we-sent', 'a-brand-new-password-1'))).toEqual({ status: 400, message: invalidPasswordResetLink });
      expect((await calls().signIn(person)).status).toBe(200);
    });

    it('answers an unknown address exactly as a known one, and mails nothing', async () => {
      const { newPerson } = calls();
      const known = await newPerson();
      const unknown = `nobody-${backend}-${Date.now()}@example.com`;
      const [knownAnswer, unknownAnswer] = [await requestReset(known.email), await requestReset(unknown)];
      expect(unknownAnswer.status).toBe(200);
      expect(unknownAnswer.body).toEqual(knownAnswer.body);
      await deliver();
      expect(relay.mailsTo(known.email)).toHaveLength(1);
      expect(relay.mailsTo(unknown)).toEqual([]);
    });

    it(`answers 429 with the wait after ${RESETS_PER_ADDRESS} requests for one address, known or not, from any IP`, async () => {
      const { newPerson } = calls();
      const known = await newPerson();
      const unknown = `nobody-else-${backend}-${Date.now()}@example.com`;
      for (const address of [known.email, unknown]) {
        for (let attempt = 0; attempt < RESETS_PER_ADDRESS; attempt++) expect((await requestReset(address)).status).toBe(200);
        const refused = await requestReset(address.toUpperCase());
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(refused.body.error.message).toBe(`Too many password reset attempts. Try again in ${retryAfter} seconds.`);
      }
      await deliver();
      expect(relay.mailsTo(known.email)).toHaveLength(RESETS_PER_ADDRESS);
    });

    it(`answers 429 after ${RESETS_PER_IP} password reset calls from one IP, whatever the address`, async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < RESETS_PER_IP; attempt++) expect((await requestReset(`spray-${attempt}-${backend}@example.com`, ip)).status).toBe(200);
      const refused = await requestReset(`spray-last-${backend}@example.com`, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many password reset attempts\. Try again in \d+ seconds\.$/);
      // The link's page from that IP is refused too (guessing links); another IP goes on.
      expect((await complete('a-guessed-token', 'a-brand-new-password-1', ip)).status).toBe(429);
      expect((await requestReset(`spray-last-${backend}@example.com`)).status).toBe(200);
    });
  });

  describe('sign-in throttle', () => {
    const wrong = (person: TestPerson, ip?: string) => calls().signIn(person, { password: 'not-the-password-1' }, ip);

    it(`refuses a person after ${FAILED_SIGN_INS_PER_PERSON} failed sign-ins from any IP, the right password included; successes do not count`, async () => {
      const { newPerson, signIn } = calls();
      const person = await newPerson();
      // Many good sign-ins in a row are never refused.
      for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_PERSON + 2; attempt++) expect((await signIn(person)).status).toBe(200);
      for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_PERSON; attempt++) expect((await wrong(person)).status).toBe(401);
      const refused = await signIn({ ...person, email: person.email.toUpperCase() });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body.error.message).toBe(`Too many sign-in attempts. Try again in ${retryAfter} seconds.`);
      // Another person is not held back.
      expect((await signIn(await newPerson())).status).toBe(200);
    });

    it(`refuses an IP after ${FAILED_SIGN_INS_PER_IP} failed sign-ins, whoever they were for; successes there do not count`, async () => {
      const { newPerson, signIn } = calls();
      const ip = freshIp();
      const regular = await newPerson();
      for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_IP + 1; attempt++) expect((await signIn(regular, {}, ip)).status).toBe(200);
      for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_IP; attempt++) expect((await wrong(await newPerson(), ip)).status).toBe(401);
      expect((await signIn(regular, {}, ip)).status).toBe(429);
      expect((await signIn(regular, {}, freshIp())).status).toBe(200);
    });

    it('keeps the app-secret sign-in and POST /tenants/login on the login policy', async () => {
      const { tenant, appSecret } = await app.registerTenant({ name: `Throttle ${backend}` });
      const ip = freshIp();
      // FAILED_SIGN_INS_PER_IP wrong e-mail sign-ins from the IP leave the app secret's sign-in alone.
      for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_IP; attempt++) await wrong(await calls().newPerson(), ip);
      expect((await calls().call('console.signInTenant', { appId: tenant.appId, appSecret }, null, { ip })).status).toBe(200);
      expect((await app.request('POST', '/tenants/login', { headers: { 'x-forwarded-for': ip }, json: { appId: tenant.appId, appSecret } })).status).toBe(200);
    });
  });

  describe('security notices', () => {
    it('mails a sign-in from a new browser, not the first sign-in nor the same browser updated', async () => {
      const { call, newPerson } = calls();
      const person = await newPerson();
      const signInWith = (userAgent: string) => call('console.signIn', { email: person.email, password: person.password }, null, { userAgent });
      expect((await signInWith(chrome(130))).status).toBe(200);
      expect((await signInWith(chrome(131))).status).toBe(200);
      await deliver();
      expect(subjectsTo(person.email)).toEqual([]);

      const ip = freshIp();
      expect((await call('console.signIn', { email: person.email, password: person.password }, null, { userAgent: firefox, ip })).status).toBe(200);
      await deliver();
      const [notice] = relay.mailsTo(person.email);
      expect(notice).toMatchObject({ subject: 'New sign-in to your console account' });
      expect(notice!.text).toContain(`Firefox 132 on Linux, from ${ip}`);
      expect(notice!.text).toContain(`${PUBLIC_BASE_URL}/account`);
      expect(relay.mailsTo(person.email)).toHaveLength(1);
    });

    it('mails a changed password and each change of two-factor sign-in', async () => {
      const { call, dataOf, newPerson, signIn, sessionOf, withTwoFactor } = calls();
      const person = await newPerson();
      const session = sessionOf(person, await signIn(person));
      dataOf(await call('me.changePassword', { currentPassword: person.password, newPassword: 'a-changed-password-1' }, session));
      await deliver();
      expect(subjectsTo(person.email)).toEqual(['Your password was changed']);

      const other = await newPerson();
      await withTwoFactor(other);
      await deliver();
      expect(subjectsTo(other.email)).toEqual(['Two-factor sign-in turned on']);
    });
  });
});
