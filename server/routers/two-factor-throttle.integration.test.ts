import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSessions } from '@/db/schema';
import { findAppError } from '../errors';
import { assertRecentlyVerified } from '../services/people';
import { backends, suiteApp } from '../testing/test-app';
import { advanceSteps, codeOf, consoleCaller, freezeMidStep, freshIp } from '../testing/two-factor-fixtures';

const PER_PERSON = 3;
const PER_IP = 5;
const WINDOW_S = 86_400;

describe.each(backends)('second-factor throttle and confirming it is you on %s', (backend) => {
  const app = suiteApp({
    backend,
    env: {
      TRUSTED_PROXY_COUNT: '1',
      LOGIN_RATE_LIMIT_MAX: '1000',
      SECOND_FACTOR_RATE_LIMIT_MAX: String(PER_PERSON),
      SECOND_FACTOR_IP_RATE_LIMIT_MAX: String(PER_IP),
      // A day: the counters' windows are fixed and aligned to the clock, and the test moves the clock by
      // whole steps; with a window of minutes, a run near its end saw the count start over (a 200 for a 429).
      SECOND_FACTOR_RATE_LIMIT_WINDOW_S: String(WINDOW_S),
    },
  });
  const calls = () => consoleCaller(app);

  beforeEach(freezeMidStep);
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`answers 429 with Retry-After after ${PER_PERSON} wrong codes for one person, from any address, the right code included`, async () => {
    const { newPerson, signIn, withTwoFactor } = calls();
    const person = await newPerson();
    const { key } = await withTwoFactor(person);
    advanceSteps(1);

    // Asking for the code and signing in with it do not count: only wrong codes do.
    expect((await signIn(person)).status).toBe(401);
    expect((await signIn(person, { code: codeOf(key) })).status).toBe(200);
    for (let attempt = 0; attempt < PER_PERSON; attempt++) expect((await signIn(person, { code: codeOf(key, 5) }, freshIp())).status).toBe(401);

    advanceSteps(1);
    const throttled = await signIn(person, { code: codeOf(key) }, freshIp());
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
  });

  it(`answers 429 after ${PER_IP} wrong codes from one address, whoever they were for`, async () => {
    const { newPerson, signIn, withTwoFactor } = calls();
    const ip = freshIp();
    const [first, second] = [await newPerson(), await newPerson()];
    const firstKey = (await withTwoFactor(first)).key;
    const secondKey = (await withTwoFactor(second)).key;
    advanceSteps(1);
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      const [person, key] = attempt % 2 === 0 ? [first, firstKey] : [second, secondKey];
      expect((await signIn(person, { code: codeOf(key, 5) }, ip)).status).toBe(401);
    }
    const third = await newPerson();
    const thirdKey = (await withTwoFactor(third)).key;
    advanceSteps(1);
    expect((await signIn(third, { code: codeOf(thirdKey) }, ip)).status).toBe(429);
    expect((await signIn(third, { code: codeOf(thirdKey) }, freshIp())).status).toBe(200);
  });

  it("asks to confirm it's you ten minutes after the last check, and takes the password or a code", async () => {
    const { call, dataOf, newPerson, signIn, sessionOf, withTwoFactor, auditEvents } = calls();
    const db = app.container.database.db;
    const person = await newPerson();
    const session = sessionOf(person, await signIn(person));
    const sessionId = session.sessionId!;
    await assertRecentlyVerified(db, sessionId);

    const age = async (minutes: number) => db.update(consoleSessions).set({ verifiedAt: new Date(Date.now() - minutes * 60_000) }).where(eq(consoleSessions.id, sessionId));
    await age(11);
    const refusal = findAppError(await assertRecentlyVerified(db, sessionId).catch((error: unknown) => error));
    expect(refusal).toMatchObject({ code: 'FORBIDDEN', status: 403, reason: 'reverify_required', message: expect.stringMatching(/^Confirm it's you/) });

    const wrong = await call('me.reverify', { password: 'not-the-password-1' }, session);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data.issues).toEqual([{ field: 'password', message: 'password is not right' }]);
    await expect(assertRecentlyVerified(db, sessionId)).rejects.toThrow(/Confirm it's you/);
    expect((await auditEvents({ action: 'person.reverify.failed', targetId: person.id })).length).toBe(1);

    dataOf(await call('me.reverify', { password: person.password }, session));
    await assertRecentlyVerified(db, sessionId);

    // With an authenticator, a code does it too.
    const { session: withCode, key } = await withTwoFactor(await newPerson());
    await db.update(consoleSessions).set({ verifiedAt: new Date(Date.now() - 11 * 60_000) }).where(eq(consoleSessions.id, withCode.sessionId!));
    advanceSteps(1);
    expect((await call('me.reverify', { code: codeOf(key, 4) }, withCode)).status).toBe(400);
    dataOf(await call('me.reverify', { code: codeOf(key) }, withCode));
    await assertRecentlyVerified(db, withCode.sessionId!);
  });

  it('counts wrong codes when confirming it is you or turning two-factor sign-in off against the person', async () => {
    const { call, newPerson, signIn, withTwoFactor } = calls();
    const person = await newPerson();
    const { session, key } = await withTwoFactor(person);
    advanceSteps(1);
    expect((await call('me.reverify', { code: codeOf(key, 5) }, session)).status).toBe(400);
    expect((await call('twoFactor.disable', { code: codeOf(key, 5) }, session)).status).toBe(400);
    expect((await call('me.reverify', { password: 'not-the-password-1' }, session)).status).toBe(400);
    const throttled = await call('twoFactor.disable', { code: codeOf(key) }, session);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body.error.message).toMatch(/^Too many wrong codes\. Try again in \d+ seconds\.$/);
    expect((await signIn(person, { code: codeOf(key) })).status).toBe(429);
  });
});
