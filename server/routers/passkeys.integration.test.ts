import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSessions, outboundMail, passkeys, webauthnChallenges } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { assertPasskey, createPasskey, type SoftPasskey } from '../testing/passkey-fixtures';
import { backends, suiteApp } from '../testing/test-app';
import { type ConsoleAnswer, consoleCaller, freshIp, type TestPerson } from '../testing/two-factor-fixtures';
import type { ConsoleSession } from '../trpc';

/** The console's own calls arrive at http://localhost (see consoleCaller): its relying party is localhost. */
const ORIGIN = 'http://localhost';
const PUBLIC_BASE_URL = 'https://console.example.test';

describe.each(backends)('passkeys on %s', (backend) => {
  const app = suiteApp({ backend, env: { TRUSTED_PROXY_COUNT: '1', LOGIN_RATE_LIMIT_MAX: '1000', PUBLIC_BASE_URL } });
  const db = () => app.container.database.db;

  function helpers() {
    const calls = consoleCaller(app);
    const { call, dataOf, newPerson, signIn, sessionOf } = calls;

    async function signedIn() {
      const person = await newPerson();
      return { person, session: sessionOf(person, await signIn(person)) };
    }

    /** Adds a passkey made by the software authenticator, answering from `origin`. */
    async function addPasskey(session: ConsoleSession, name = 'Laptop', origin = ORIGIN) {
      const ceremony = dataOf(await call('passkeys.registrationOptions', {}, session));
      const { passkey, response } = createPasskey(ceremony.options, origin);
      const answer = await call('passkeys.register', { challengeId: ceremony.challengeId, name, response }, session);
      return { passkey, answer, ceremony };
    }

    async function signInWith(passkey: SoftPasskey, options: { origin?: string; userHandle?: string } = {}): Promise<ConsoleAnswer> {
      const ceremony = dataOf(await call('passkeys.signInOptions', {}, null));
      const response = assertPasskey(passkey, ceremony.options, options.origin ?? ORIGIN, options.userHandle ? { userHandle: options.userHandle } : {});
      return call('passkeys.signIn', { challengeId: ceremony.challengeId, response }, null);
    }

    async function makeStale(session: ConsoleSession) {
      await db()
        .update(consoleSessions)
        .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(consoleSessions.id, session.sessionId!));
    }

    const mailsTo = (person: TestPerson) => db().select().from(outboundMail).where(eq(outboundMail.to, person.email));

    return { ...calls, signedIn, addPasskey, signInWith, makeStale, mailsTo };
  }

  it('adds named passkeys, lists them, renames one; each change is audited and the additions mailed', async () => {
    const { call, dataOf, signedIn, addPasskey, auditEvents, mailsTo } = helpers();
    const { person, session } = await signedIn();
    expect(dataOf(await call('passkeys.list', {}, session, { kind: 'query' }))).toEqual([]);

    const ceremony = dataOf(await call('passkeys.registrationOptions', {}, session));
    expect(ceremony.options).toMatchObject({
      rp: { id: 'localhost', name: 'Billing platform' },
      user: { name: person.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const first = await addPasskey(session, 'Laptop');
    expect(first.answer.status).toBe(200);
    expect(dataOf(first.answer)).toMatchObject({ id: first.passkey.id, name: 'Laptop', lastUsedAt: null, backedUp: true });
    const second = await addPasskey(session, '  Phone  ');
    expect(dataOf(second.answer).name).toBe('Phone');

    // The authenticator already holding one of the person's passkeys is told so by the options.
    const third = dataOf(await call('passkeys.registrationOptions', {}, session));
    expect(third.options.excludeCredentials.map((credential: { id: string }) => credential.id).sort()).toEqual([first.passkey.id, second.passkey.id].sort());

    const listed = dataOf(await call('passkeys.list', {}, session, { kind: 'query' }));
    expect(listed.map((passkey: { name: string }) => passkey.name)).toEqual(['Laptop', 'Phone']);
    expect(listed[0]).toEqual({ id: first.passkey.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: true });

    expect(dataOf(await call('passkeys.rename', { id: second.passkey.id, name: 'Work phone' }, session)).name).toBe('Work phone');
    const blank = await call('passkeys.rename', { id: second.passkey.id, name: '  ' }, session);
    expect(blank.status).toBe(400);
    expect(blank.body.error.data.issues).toEqual([{ field: 'name', message: 'name is required' }]);

    expect((await auditEvents({ action: 'person.passkey.added', targetId: person.id })).map((event) => event.details.name)).toEqual(['Laptop', 'Phone']);
    expect((await auditEvents({ action: 'person.passkey.renamed', targetId: person.id })).map((event) => event.details)).toEqual([
      { passkeyId: second.passkey.id, from: 'Phone', to: 'Work phone' },
    ]);
    const mails = await mailsTo(person);
    expect(mails.map((mail) => mail.subject)).toEqual(['Passkey added to your account', 'Passkey added to your account']);
    expect(mails[0]!.body).toContain('A passkey named "Laptop" was added to your account.');
    expect(mails[0]!.body).toContain(`${PUBLIC_BASE_URL}/account`);
  });

  it("removes a passkey only after a recent check of who is there, and never another person's", async () => {
    const { call, dataOf, signedIn, addPasskey, makeStale, auditEvents, mailsTo } = helpers();
    const { person, session } = await signedIn();
    const { passkey } = await addPasskey(session, 'Old laptop');
    const other = await signedIn();
    const theirs = await addPasskey(other.session, 'Theirs');

    expect((await call('passkeys.remove', { id: theirs.passkey.id }, session)).status).toBe(404);
    expect((await call('passkeys.rename', { id: theirs.passkey.id, name: 'Mine now' }, session)).status).toBe(404);

    await makeStale(session);
    const stale = await call('passkeys.remove', { id: passkey.id }, session);
    expect(stale.status).toBe(403);
    expect(stale.body.error.data).toMatchObject({ appCode: 'FORBIDDEN', reason: 'reverify_required' });
    expect(dataOf(await call('passkeys.list', {}, session, { kind: 'query' }))).toHaveLength(1);

    expect((await call('me.reverify', { password: person.password }, session)).status).toBe(200);
    expect(dataOf(await call('passkeys.remove', { id: passkey.id }, session))).toEqual({ removed: true });
    expect(dataOf(await call('passkeys.list', {}, session, { kind: 'query' }))).toEqual([]);
    expect(dataOf(await call('passkeys.list', {}, other.session, { kind: 'query' })).map((row: { name: string }) => row.name)).toEqual(['Theirs']);

    expect((await auditEvents({ action: 'person.passkey.removed', targetId: person.id })).map((event) => event.details)).toEqual([{ passkeyId: passkey.id, name: 'Old laptop' }]);
    expect((await mailsTo(person)).map((mail) => mail.subject)).toEqual(['Passkey added to your account', 'Passkey removed from your account']);
  });

  it('signs in with a passkey alone, even with two-factor sign-in on, and records its use', async () => {
    const { call, dataOf, newPerson, sessionOf, signIn, withTwoFactor, addPasskey, signInWith, auditEvents } = helpers();
    const person = await newPerson();
    const { session } = await withTwoFactor(person);
    const { passkey } = await addPasskey(session, 'Laptop');
    expect((await signIn(person)).body.error.data.reason).toBe('second_factor_required');

    const answer = await signInWith(passkey);
    expect(answer.status).toBe(200);
    const signedIn = dataOf(answer);
    expect(signedIn).toMatchObject({ personId: person.id, email: person.email, choice: { kind: 'admin' } });
    const [row] = await db().select().from(consoleSessions).where(eq(consoleSessions.id, signedIn.sessionId));
    expect(row).toMatchObject({ personId: person.id, endedAt: null, consoleKind: 'admin' });

    const succeeded = await auditEvents({ action: 'person.sign_in.succeeded', targetId: person.id });
    expect(succeeded.at(-1)?.details).toEqual({ sessionId: signedIn.sessionId, secondFactor: 'passkey' });
    const [stored] = await db().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedAt).toBeInstanceOf(Date);
    // The new session is as good as any other: it lists the passkey with its last use.
    const listed = dataOf(await call('passkeys.list', {}, sessionOf(person, answer), { kind: 'query' }));
    expect(listed[0].lastUsedAt).toBe(stored!.lastUsedAt!.toISOString());
  });

  it('has the retention job remove challenges past their expiry, and keeps the live ones', async () => {
    const { call, dataOf } = helpers();
    const left = dataOf(await call('passkeys.signInOptions', {}, null));
    const live = dataOf(await call('passkeys.signInOptions', {}, null));
    await db()
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, left.challengeId));
    const run = await app.request('GET', '/cron/retention', { headers: app.adminHeaders });
    expect(run.status).toBe(200);
    expect(run.body.passkeyChallengesRemoved).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, left.challengeId))).toEqual([]);
    expect(await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, live.challengeId))).toHaveLength(1);
  });

  it('refuses a challenge used twice, a replayed or expired one, and one made for something else', async () => {
    const { call, dataOf, signedIn, addPasskey, auditEvents } = helpers();
    const { person, session } = await signedIn();
    const { passkey } = await addPasskey(session);

    const ceremony = dataOf(await call('passkeys.signInOptions', {}, null));
    const response = assertPasskey(passkey, ceremony.options, ORIGIN);
    const [first, second] = await Promise.all([
      call('passkeys.signIn', { challengeId: ceremony.challengeId, response }, null),
      call('passkeys.signIn', { challengeId: ceremony.challengeId, response }, null),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const refused = first.status === 401 ? first : second;
    expect(refused.body.error.message).toBe('That passkey could not sign you in. Try again, or sign in with your e-mail address and password.');

    // A new challenge with an assertion signed for the old one.
    const fresh = dataOf(await call('passkeys.signInOptions', {}, null));
    expect((await call('passkeys.signIn', { challengeId: fresh.challengeId, response: assertPasskey(passkey, ceremony.options, ORIGIN) }, null)).status).toBe(401);

    const expired = dataOf(await call('passkeys.signInOptions', {}, null));
    await db()
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, expired.challengeId));
    expect((await call('passkeys.signIn', { challengeId: expired.challengeId, response: assertPasskey(passkey, expired.options, ORIGIN) }, null)).status).toBe(401);

    // A registration's challenge cannot sign in.
    const registration = dataOf(await call('passkeys.registrationOptions', {}, session));
    const crossed = assertPasskey(passkey, { challenge: registration.options.challenge, rpId: 'localhost' }, ORIGIN);
    expect((await call('passkeys.signIn', { challengeId: registration.challengeId, response: crossed }, null)).status).toBe(401);

    const failures = await auditEvents({ action: 'person.sign_in.failed' });
    expect(failures.filter((event) => event.details.passkeyId === passkey.id && event.details.reason === 'passkey')).toHaveLength(4);
    expect((await auditEvents({ action: 'person.sign_in.succeeded', targetId: person.id })).length).toBe(2);
  });

  it("refuses an assertion naming another person, or another person's passkey to confirm it's you", async () => {
    const { call, dataOf, signedIn, addPasskey, signInWith, makeStale } = helpers();
    const mine = await signedIn();
    const { passkey } = await addPasskey(mine.session);
    const other = await signedIn();
    const theirs = await addPasskey(other.session);

    // My passkey's signature, with the other person's user handle: who it signs in is not for the browser to say.
    expect((await signInWith(passkey, { userHandle: theirs.passkey.userHandle })).status).toBe(401);

    await makeStale(other.session);
    const ceremony = dataOf(await call('passkeys.reverifyOptions', {}, other.session));
    expect(ceremony.options.allowCredentials.map((credential: { id: string }) => credential.id)).toEqual([theirs.passkey.id]);
    const wrong = await call('passkeys.reverify', { challengeId: ceremony.challengeId, response: assertPasskey(passkey, ceremony.options, ORIGIN) }, other.session);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data).toMatchObject({ reason: 'reverify_failed', issues: [{ field: 'passkey', message: expect.any(String) }] });
    expect((await call('passkeys.remove', { id: theirs.passkey.id }, other.session)).body.error.data.reason).toBe('reverify_required');

    // Their own passkey confirms it, and the removal goes through.
    const again = dataOf(await call('passkeys.reverifyOptions', {}, other.session));
    expect((await call('passkeys.reverify', { challengeId: again.challengeId, response: assertPasskey(theirs.passkey, again.options, ORIGIN) }, other.session)).status).toBe(200);
    expect((await call('passkeys.remove', { id: theirs.passkey.id }, other.session)).status).toBe(200);
  });

  it('refuses a passkey made or used on another origin', async () => {
    const { call, dataOf, signedIn, addPasskey, signInWith } = helpers();
    const { session } = await signedIn();
    const made = await addPasskey(session, 'Phishing', 'https://console.example.test.evil.example');
    expect(made.answer.status).toBe(400);
    expect(made.answer.body.error.data.issues).toEqual([{ field: 'passkey', message: 'This passkey could not be verified. Try again.' }]);
    expect(dataOf(await call('passkeys.list', {}, session, { kind: 'query' }))).toEqual([]);

    const { passkey } = await addPasskey(session);
    expect((await signInWith(passkey, { origin: 'https://evil.example' })).status).toBe(401);
    expect((await signInWith(passkey, { origin: 'http://localhost' })).status).toBe(200);
  });

  it("serves the public address as the relying party when the request is not localhost's", async () => {
    const { signedIn } = helpers();
    const { session } = await signedIn();
    const host = new URL(PUBLIC_BASE_URL).host;
    async function callAt(procedure: string, input: unknown, asSession: ConsoleSession | null) {
      const request = new Request(`${PUBLIC_BASE_URL}/api/trpc/${procedure}`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify(input),
      });
      const response = await handleConsoleRequest(request, { container: app.container, session: asSession });
      return { status: response.status, body: (await response.json()) as any };
    }
    const ceremony = (await callAt('passkeys.registrationOptions', {}, session)).body.result.data;
    expect(ceremony.options.rp.id).toBe('console.example.test');
    const { passkey, response } = createPasskey(ceremony.options, PUBLIC_BASE_URL);
    expect((await callAt('passkeys.register', { challengeId: ceremony.challengeId, name: 'Laptop', response }, session)).status).toBe(200);

    const signInCeremony = (await callAt('passkeys.signInOptions', {}, null)).body.result.data;
    expect(signInCeremony.options).toMatchObject({ rpId: 'console.example.test', allowCredentials: [], userVerification: 'preferred' });
    const localhostOrigin = await callAt('passkeys.signIn', { challengeId: signInCeremony.challengeId, response: assertPasskey(passkey, signInCeremony.options, ORIGIN) }, null);
    expect(localhostOrigin.status).toBe(401);
    const next = (await callAt('passkeys.signInOptions', {}, null)).body.result.data;
    expect((await callAt('passkeys.signIn', { challengeId: next.challengeId, response: assertPasskey(passkey, next.options, PUBLIC_BASE_URL) }, null)).status).toBe(200);
  });

  it("is a person's own: the app-secret sign-in and the signed-out get 401", async () => {
    const { call } = helpers();
    const tenant = await app.registerTenant({ name: 'Passkeys app secret' });
    const appSecret: ConsoleSession = { kind: 'tenant', tenantId: tenant.tenant.id, role: 'owner' };
    for (const session of [appSecret, null]) {
      expect((await call('passkeys.list', {}, session, { kind: 'query' })).status).toBe(401);
      expect((await call('passkeys.registrationOptions', {}, session)).status).toBe(401);
      expect((await call('passkeys.remove', { id: 'x' }, session)).status).toBe(401);
    }
  });
});
