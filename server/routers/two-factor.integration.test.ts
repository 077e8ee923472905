import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { people, recoveryCodes } from '@/db/schema';
import { backends, suiteApp } from '../testing/test-app';
import { advanceSteps, codeOf, consoleCaller, freezeMidStep } from '../testing/two-factor-fixtures';

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  const app = suiteApp({ backend, env: { TRUSTED_PROXY_COUNT: '1', LOGIN_RATE_LIMIT_MAX: '1000', SECOND_FACTOR_RATE_LIMIT_MAX: '50', SECOND_FACTOR_IP_RATE_LIMIT_MAX: '1000' } });
  const calls = () => consoleCaller(app);

  beforeEach(freezeMidStep);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets up an authenticator from a QR code or the key, and confirms it with the first code', async () => {
    const { call, dataOf, newPerson, signIn, sessionOf, auditEvents } = calls();
    const person = await newPerson();
    const session = sessionOf(person, await signIn(person));
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' }))).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });

    const setup = dataOf(await call('twoFactor.startSetup', {}, session));
    const secret = setup.key.replace(/ /g, '');
    expect(setup.key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(secret).toHaveLength(32);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Billing platform');
    expect(decodeURIComponent(uri.pathname)).toContain(person.email);
    expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' }))).toMatchObject({ enabled: false, pending: true });

    const wrong = await call('twoFactor.confirmSetup', { code: codeOf(setup.key, 3) }, session);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data.issues).toEqual([{ field: 'code', message: expect.stringMatching(/^code does not match/) }]);

    const confirmed = dataOf(await call('twoFactor.confirmSetup', { code: codeOf(setup.key) }, session));
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' }))).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });

    // Stored as argon2id hashes only.
    const stored = await app.container.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.personId, person.id));
    expect(stored.map((row) => row.codeHash.startsWith('$argon2id$'))).toEqual(Array(10).fill(true));
    expect((await auditEvents({ action: 'person.two_factor.enabled', targetId: person.id })).length).toBe(1);
  });

  it('asks for the code after the right password, signs in with it, and refuses the same code twice', async () => {
    const { newPerson, signIn, withTwoFactor, auditEvents } = calls();
    const person = await newPerson();
    const { key } = await withTwoFactor(person);
    advanceSteps(1);

    const withoutCode = await signIn(person);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.error.message).toBe('Enter the code from your authenticator app.');
    expect(withoutCode.body.error.data).toMatchObject({ appCode: 'UNAUTHORIZED', reason: 'second_factor_required' });
    // A wrong password with the code is the password's refusal: the code's step does not tell.
    expect((await signIn(person, { password: 'not-the-password-1', code: codeOf(key) })).body.error.message).toBe('Invalid e-mail or password');

    const code = codeOf(key);
    const ok = await signIn(person, { code });
    expect(ok.status).toBe(200);
    const again = await signIn(person, { code });
    expect(again.status).toBe(401);
    expect(again.body.error.data.reason).toBe('second_factor_failed');

    const failed = await auditEvents({ action: 'person.second_factor.failed', targetId: person.id });
    expect(failed.length).toBe(1);
    const succeeded = await auditEvents({ action: 'person.sign_in.succeeded', targetId: person.id });
    expect(succeeded.at(-1)?.details).toMatchObject({ secondFactor: 'totp' });
  });

  it('accepts a code one step early or late and refuses two steps off', async () => {
    const { newPerson, signIn, withTwoFactor } = calls();
    const person = await newPerson();
    const { key } = await withTwoFactor(person);
    advanceSteps(5);

    expect((await signIn(person, { code: codeOf(key, -2) })).status).toBe(401);
    expect((await signIn(person, { code: codeOf(key, 2) })).status).toBe(401);
    expect((await signIn(person, { code: codeOf(key, -1) })).status).toBe(200);
    expect((await signIn(person, { code: codeOf(key, 1) })).status).toBe(200);
    // The code of now is older than the last one accepted: it cannot be used any more.
    expect((await signIn(person, { code: codeOf(key) })).status).toBe(401);
  });

  it('lets two concurrent sign-ins with one code through once', async () => {
    const { newPerson, signIn, withTwoFactor } = calls();
    const person = await newPerson();
    const { key } = await withTwoFactor(person);
    advanceSteps(1);
    const code = codeOf(key);
    const answers = await Promise.all([signIn(person, { code }), signIn(person, { code }), signIn(person, { code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const { call, dataOf, newPerson, signIn, withTwoFactor, auditEvents } = calls();
    const person = await newPerson();
    const { session, recoveryCodes: codes } = await withTwoFactor(person);
    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;

    expect((await signIn(person, { code: typed })).status).toBe(200);
    const again = await signIn(person, { code: codes[3]! });
    expect(again.status).toBe(401);
    expect(again.body.error.data.reason).toBe('second_factor_failed');
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' })).recoveryCodesLeft).toBe(9);
    expect((await auditEvents({ action: 'person.recovery_code.used', targetId: person.id })).map((event) => event.details)).toEqual([{ use: 'sign_in', left: 9 }]);
  });

  it('gives new recovery codes for a current code; the old ones stop working', async () => {
    const { call, dataOf, newPerson, signIn, withTwoFactor, auditEvents } = calls();
    const person = await newPerson();
    const { session, key, recoveryCodes: old } = await withTwoFactor(person);
    advanceSteps(1);
    const wrong = await call('twoFactor.regenerateRecoveryCodes', { code: codeOf(key, 3) }, session);
    expect(wrong.status).toBe(400);

    const { recoveryCodes: renewed } = dataOf(await call('twoFactor.regenerateRecoveryCodes', { code: codeOf(key) }, session));
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(old[0]);
    expect((await signIn(person, { code: old[0]! })).status).toBe(401);
    expect((await signIn(person, { code: renewed[0]! })).status).toBe(200);
    expect((await auditEvents({ action: 'person.recovery_codes.regenerated', targetId: person.id })).length).toBe(1);
  });

  it('turns two-factor sign-in off for a current code only, with its recovery codes', async () => {
    const { call, dataOf, newPerson, signIn, withTwoFactor, auditEvents } = calls();
    const person = await newPerson();
    const { session, key } = await withTwoFactor(person);
    advanceSteps(1);

    // A wrong code in a signed-in session is the field's message, not a 401 (which would sign the browser out).
    const wrong = await call('twoFactor.disable', { code: codeOf(key, 3) }, session);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data).toMatchObject({ reason: 'second_factor_failed', issues: [{ field: 'code', message: expect.stringMatching(/^code is not valid/) }] });
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' })).enabled).toBe(true);

    expect(dataOf(await call('twoFactor.disable', { code: codeOf(key) }, session))).toEqual({ enabled: false });
    expect(dataOf(await call('twoFactor.status', {}, session, { kind: 'query' }))).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    const [row] = await app.container.database.db.select().from(people).where(eq(people.id, person.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    expect(await app.container.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.personId, person.id))).toEqual([]);
    expect((await signIn(person)).status).toBe(200);
    expect((await auditEvents({ action: 'person.two_factor.disabled', targetId: person.id })).length).toBe(1);
  });

  it('answers 401 to a caller that is not a person signed in to the console', async () => {
    const { call } = calls();
    const { tenant } = await app.registerTenant({ name: `Two-factor ${backend}` });
    expect((await call('twoFactor.status', {}, null, { kind: 'query' })).status).toBe(401);
    expect((await call('twoFactor.startSetup', {}, { kind: 'tenant', tenantId: tenant.id, role: 'owner' })).status).toBe(401);
    expect((await call('me.reverify', { password: 'whatever-password' }, null)).status).toBe(401);
  });
});
