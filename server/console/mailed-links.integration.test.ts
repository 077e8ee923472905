import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail, users } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { confirmFromLink } from './mailed-links';

/** What the /confirm-email and /parental-consent pages show, for each outcome of the token. */
describe.each(backends)('pages behind the mailed links on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { TRUSTED_PROXY_COUNT: '1', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '6', LOGIN_RATE_LIMIT_WINDOW_S: '3600' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const tokenIn = async (to: string, page: string) => {
    const [mail] = await app.container.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)).orderBy(desc(outboundMail.createdAt)).limit(1);
    const link = new RegExp(`(http://localhost:\\d+)/${page}\\?token=(\\S+)`).exec(mail!.body)!;
    return { base: link[1], token: decodeURIComponent(link[2]!) };
  };
  const request = new Headers({ 'x-forwarded-for': '192.0.2.4', 'user-agent': 'page-test' });

  it('confirms an address once, then says the link was used; a missing token is explained', async () => {
    const email = `page-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await app.request('POST', '/api/v1/auth/register', { json: { username: `page_${randomUUID().slice(0, 8)}`, email, password: 'a-long-password', birthDate: '1990-01-01' } });
    expect(registered.status).toBe(201);
    const { base, token } = await tokenIn(email, 'confirm-email');
    // Without PUBLIC_BASE_URL the links point at this instance's port.
    expect(base).toBe(`http://localhost:${app.config.port}`);
    expect(await confirmFromLink(app.container, 'confirm-email', token, request)).toEqual({ ok: true, title: 'E-mail address confirmed', message: `${email} is now confirmed for your learning account.` });
    const [row] = await app.container.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await confirmFromLink(app.container, 'confirm-email', token, request)).toMatchObject({ ok: false, message: 'This link is invalid, was already used, or has expired.' });
    expect(await confirmFromLink(app.container, 'confirm-email', undefined, request)).toMatchObject({ ok: false, message: expect.stringContaining('has no token') });
  });

  it('records a parent’s consent', async () => {
    const parent = `parent-${randomUUID().slice(0, 8)}@example.test`;
    const username = `kid_${randomUUID().slice(0, 8)}`;
    const birthDate = `${new Date().getUTCFullYear() - 12}-03-01`;
    expect((await app.request('POST', '/api/v1/auth/register', { json: { username, email: `${username}@example.test`, password: 'a-long-password', birthDate, parentEmail: parent } })).status).toBe(201);
    const { token } = await tokenIn(parent, 'parental-consent');
    expect(await confirmFromLink(app.container, 'parental-consent', token, request)).toEqual({ ok: true, title: 'Consent recorded', message: `Thank you. ${username} can now sign in and use the learning platform.` });
    expect(await confirmFromLink(app.container, 'parental-consent', token, request)).toMatchObject({ ok: false, title: 'Consent not recorded' });
  });

  it('is held to the per-IP throttle of the account API: past the limit the page says to wait, and the token stays unused', async () => {
    const email = `throttled-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await app.request('POST', '/api/v1/auth/register', { json: { username: `thr_${randomUUID().slice(0, 8)}`, email, password: 'a-long-password', birthDate: '1990-01-01' } });
    expect(registered.status).toBe(201);
    const { token } = await tokenIn(email, 'confirm-email');
    const flooding = new Headers({ 'x-forwarded-for': '198.51.100.77' });
    const outcomes = [];
    for (let index = 0; index < 7; index++) outcomes.push(await confirmFromLink(app.container, 'confirm-email', `guess-${index}`, flooding));
    expect(outcomes.slice(0, 6).map((outcome) => outcome.message)).toEqual(Array(6).fill('This link is invalid, was already used, or has expired.'));
    expect(outcomes[6]).toEqual({ ok: false, title: 'E-mail address not confirmed', message: 'Too many attempts from your network. Wait a few minutes, then open the link again.' });
    expect(await confirmFromLink(app.container, 'confirm-email', token, flooding)).toMatchObject({ ok: false, message: expect.stringContaining('Too many attempts') });
    const [row] = await app.container.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailConfirmedAt).toBeNull();
    // Another address is not held back by the flood.
    expect(await confirmFromLink(app.container, 'confirm-email', token, new Headers({ 'x-forwarded-for': '198.51.100.78' }))).toMatchObject({ ok: true });
  });
});
