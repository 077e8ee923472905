import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail, users } from '@/db/schema';
import { rowsOf } from '@/db/client';
import { confirmFromLink } from '@/server/console/mailed-links';
import { createSmtpRelay } from '@/server/infra/mailer/smtp-relay';
import { createMailDispatcher } from '@/server/jobs/mail-dispatcher';
import { startTestApp, type TestApp } from '@/server/testing/test-app';

/** A mail as the relay received it: the envelope, the headers and the decoded parts. */
type Received = { to: string[]; raw: string; headers: Record<string, string>; text: string; html: string };

/** Quoted-printable, as nodemailer writes the parts: soft line breaks and `=XX` escapes. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

function parse(raw: string, to: string[]): Received {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw);
    return match ? decodeQuotedPrintable(match[1]!) : '';
  };
  return { to, raw, headers, text: part('text/plain'), html: part('text/html') };
}

/** A real SMTP server (smtp-server, from the nodemailer project) on a port it keeps across restarts. */
class TestRelay {
  received: Received[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  /** Recipients refused with a permanent 550 at RCPT TO. */
  refuse = new Set<string>();

  async start(): Promise<void> {
    const options: SMTPServerOptions = {
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuse.has(address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
          callback();
        });
      },
    };
    this.server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  to(address: string) {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

const PUBLIC_BASE_URL = 'https://learn.example.test';
const adult = () => {
  const name = `mail_${randomUUID().slice(0, 8)}`;
  return { username: name, email: `${name}@example.test`, password: 'a-long-password', birthDate: '1990-01-01' };
};
const tokenOf = (mail: Received, page: string) => {
  const match = new RegExp(`${PUBLIC_BASE_URL}/${page}\\?token=([\\w%-]+)`).exec(mail.text);
  expect(match, `a ${page} link in:\n${mail.text}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
};
const request = new Headers({ 'x-forwarded-for': '192.0.2.80' });

describe('mail through an SMTP relay, from the outbox', () => {
  const relay = new TestRelay();
  let app: TestApp;
  const mailRow = async (to: string) => (await app.container.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)))[0]!;

  beforeAll(async () => {
    await relay.start();
    app = await startTestApp({
      backend: 'postgres',
      env: { TRUSTED_PROXY_COUNT: '1', SMTP_URL: `smtp://127.0.0.1:${relay.port}`, MAIL_FROM: 'Learning Platform <noreply@learn.example.test>', PUBLIC_BASE_URL },
    });
  });
  afterAll(async () => {
    await app?.close();
    await relay.stop();
  });

  it('sends the confirmation mail of a registration with a working link, a Message-ID and a Date, in text and HTML', async () => {
    const input = adult();
    expect((await app.request('POST', '/api/v1/auth/register', { json: input })).status).toBe(201);
    // Queued in the registration's transaction, nothing sent yet.
    expect(await mailRow(input.email)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(relay.to(input.email)).toHaveLength(0);
    expect((await mailRow(input.email)).body).toContain('/confirm-email?token=');

    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 1, rescheduled: 0, failed: 0 });
    const [mail] = relay.to(input.email);
    const row = await mailRow(input.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(row.lastReply).toMatch(/^250 /);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(mail!.headers.subject).toBe('Confirm your e-mail address');
    expect(mail!.headers.from).toBe('Learning Platform <noreply@learn.example.test>');
    expect(mail!.headers['message-id']).toBe(`<${row.id}@learn.example.test>`);
    expect(Date.parse(mail!.headers.date!)).toBeGreaterThan(Date.now() - 60_000);
    expect(mail!.text).toContain(`Welcome, ${input.username}.`);
    expect(mail!.text).toMatch(/The link works once, for 48 hours \(until \d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC\)\./);
    expect(mail!.html).toContain(`href="${PUBLIC_BASE_URL}/confirm-email?token=`);

    const token = tokenOf(mail!, 'confirm-email');
    // Once the relay took it, the row keeps who, what and when, not the link: a copy of the database yields no token.
    expect(row).toMatchObject({ body: '', html: null });
    const [raw] = rowsOf<{ text: string }>(await app.container.database.db.execute(sql`select row_to_json(m)::text as text from outbound_mail m where id = ${row.id}`));
    expect(raw!.text).not.toContain(token);
    expect(raw!.text).not.toContain(encodeURIComponent(token));
    expect(await confirmFromLink(app.container, 'confirm-email', token, request)).toMatchObject({ ok: true, title: 'E-mail address confirmed' });
    const [user] = await app.container.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user!.emailConfirmedAt).toBeInstanceOf(Date);
    // Sent once: a later run finds nothing.
    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 0, rescheduled: 0, failed: 0 });
    expect(relay.to(input.email)).toHaveLength(1);
  });

  it('sends the e-mail change and the parental consent mails, and their links do what they say', async () => {
    const input = adult();
    expect((await app.request('POST', '/api/v1/auth/register', { json: input })).status).toBe(201);
    const login = await app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password } });
    const newEmail = `new-${input.username}@example.test`;
    const changed = await app.request('PUT', '/api/v1/auth/profile', { headers: { authorization: `Bearer ${login.body.accessToken}` }, json: { email: newEmail } });
    expect(changed.status).toBe(200);

    const parent = `parent-${randomUUID().slice(0, 8)}@example.test`;
    const child = `kid_${randomUUID().slice(0, 8)}`;
    const birthDate = `${new Date().getUTCFullYear() - 12}-03-01`;
    expect((await app.request('POST', '/api/v1/auth/register', { json: { username: child, email: `${child}@example.test`, password: 'a-long-password', birthDate, parentEmail: parent } })).status).toBe(201);

    expect((await app.container.mailDispatcher.flush()).sent).toBeGreaterThanOrEqual(4);
    const [change] = relay.to(newEmail);
    expect(change!.headers.subject).toBe('Confirm your new e-mail address');
    expect(change!.text).toContain('Until then your current address stays in use.');
    expect(await confirmFromLink(app.container, 'confirm-email', tokenOf(change!, 'confirm-email'), request)).toMatchObject({ ok: true });
    const [moved] = await app.container.database.db.select().from(users).where(eq(users.username, input.username));
    expect(moved!.email).toBe(newEmail);

    const [consent] = relay.to(parent);
    expect(consent!.headers.subject).toBe(`Consent for ${child}'s learning account`);
    expect(consent!.text).toContain('Without consent the account cannot be used.');
    expect(await confirmFromLink(app.container, 'parental-consent', tokenOf(consent!, 'parental-consent'), request)).toMatchObject({ ok: true, title: 'Consent recorded' });
  });

  it('keeps a mail queued while the relay is down, answers the registration 201 all the same, and sends it once the relay is back', async () => {
    await relay.stop();
    const input = adult();
    expect((await app.request('POST', '/api/v1/auth/register', { json: input })).status).toBe(201);
    const ready = await app.request('GET', '/health/ready');
    // The relay is a non-critical check: reported down, the instance stays ready.
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.details.smtp).toEqual({ status: 'down', message: 'smtp unreachable' });

    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 0, rescheduled: 1, failed: 0 });
    const waiting = await mailRow(input.email);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(waiting.lastReply).toMatch(/ECONNREFUSED/);
    // The backoff: the next attempt 30 s later, and no run before then sends it.
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    await relay.start();
    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 0, rescheduled: 0, failed: 0 });

    // The 30 s pass.
    await app.container.database.db.update(outboundMail).set({ nextAttemptAt: sql`now()` }).where(eq(outboundMail.id, waiting.id));
    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 1, rescheduled: 0, failed: 0 });
    expect(relay.to(input.email)).toHaveLength(1);
    expect(await mailRow(input.email)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a mail up at once on a permanent 550, with the reply recorded', async () => {
    const input = adult();
    relay.refuse.add(input.email);
    expect((await app.request('POST', '/api/v1/auth/register', { json: input })).status).toBe(201);
    expect(await app.container.mailDispatcher.flush()).toEqual({ sent: 0, rescheduled: 0, failed: 1 });
    const row = await mailRow(input.email);
    // Given up, it is never sent: its link is not kept either.
    expect(row).toMatchObject({ status: 'failed', attempts: 1, body: '', html: null });
    expect(row.lastReply).toMatch(/^550 .*Mailbox unavailable/);
    const metrics = await app.request('GET', '/metrics', { headers: app.adminHeaders });
    expect(metrics.text).toMatch(/^mails_total\{outcome="failed"\} 1$/m);
    expect(metrics.text).toMatch(/^mails_total\{outcome="sent"\} [1-9]/m);
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const inputs = Array.from({ length: 12 }, adult);
    for (const input of inputs) expect((await app.request('POST', '/api/v1/auth/register', { json: input, headers: { 'x-forwarded-for': `192.0.2.${inputs.indexOf(input) + 100}` } })).status).toBe(201);
    const relays = [1, 2].map(() => createSmtpRelay({ url: `smtp://127.0.0.1:${relay.port}`, from: 'noreply@learn.example.test', timeoutMs: 5000 }));
    const worker = (index: number) => createMailDispatcher({ database: app.container.database, relay: relays[index]!, metrics: app.container.metrics, logger: app.container.logger });
    const [first, second] = [worker(0), worker(1)];
    const runs = [];
    // Each flush claims a batch; run both until nothing is left.
    for (let round = 0; round < 3; round++) runs.push(...(await Promise.all([first.flush(), second.flush()])));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    for (const input of inputs) expect(relay.to(input.email)).toHaveLength(1);
    const ids = relay.received.map((mail) => mail.headers['message-id']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const each of relays) each.close();
  });
});
