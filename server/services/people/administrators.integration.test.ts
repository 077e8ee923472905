import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import type { AuditContext } from '../audit/types';
import { authenticatePerson, createConsoleAdmin, ensureFirstConsoleAdmin, GENERATED_ADMIN_EMAIL, invalidCredentials, signInPerson } from '.';

type AuditEvent = { actorType: string; actorId: string | null; action: string; targetId: string | null; correlationId: string | null; ip: string | null; details: Record<string, unknown> };

describe.each(backends)('console administrators on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What a sign-in or a bootstrap knows of its request. */
  const auditContext = (ip = '203.0.113.20'): AuditContext => ({ actor: { type: 'anonymous', id: null }, correlationId: randomUUID(), ip });
  const context = (audit = auditContext()) => ({ db: app.container.database.db, audit });
  const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@Example.com`;

  const rowsFor = (email: string) =>
    app.container.database.db.select().from(people).where(eq(sql`lower(${people.email})`, email.toLowerCase()));
  const adminCount = async () => (await app.container.database.db.select().from(people)).length;
  /** The bootstrap cases need a console with no administrator at all. */
  const removeAllAdmins = () => app.container.database.db.delete(people);

  /** The shipped audit events matching the query, oldest first. */
  async function auditEvents(query: Record<string, string>): Promise<AuditEvent[]> {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ ...query, sortOrder: 'asc', limit: '100' })}`, { headers: app.adminHeaders });
    expect(response.status).toBe(200);
    return response.body.data as AuditEvent[];
  }

  describe('ensureFirstConsoleAdmin', () => {
    it('creates the administrator named by the environment once; a second start changes nothing', async () => {
      const fromEnv = { email: uniqueEmail('Boot'), password: 'bootstrap-password-1' };
      expect(await ensureFirstConsoleAdmin(context(), { fromEnv, generate: false })).toEqual({ kind: 'created-from-env', email: fromEnv.email });
      // The next start, with the address written in another case: the same mailbox.
      expect(await ensureFirstConsoleAdmin(context(), { fromEnv: { ...fromEnv, email: fromEnv.email.toUpperCase() }, generate: false })).toEqual({
        kind: 'exists',
      });
      expect(await ensureFirstConsoleAdmin(context(), { fromEnv, generate: true })).toEqual({ kind: 'exists' });

      const rows = await rowsFor(fromEnv.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe(fromEnv.email);
      const admin = await authenticatePerson(context(), { email: fromEnv.email, password: fromEnv.password });
      expect(admin).toMatchObject({ id: rows[0]!.id, email: fromEnv.email, adminRole: 'owner' });
    });

    it('creates the environment administrator even when the console already has another one', async () => {
      await createConsoleAdmin(context(), { email: uniqueEmail('Existing'), password: 'existing-password-1' });
      const fromEnv = { email: uniqueEmail('Late'), password: 'late-bootstrap-pw-1' };
      expect(await ensureFirstConsoleAdmin(context(), { fromEnv, generate: false })).toEqual({ kind: 'created-from-env', email: fromEnv.email });
      expect(await rowsFor(fromEnv.email)).toHaveLength(1);
    });

    it('generates an administrator only when asked, and returns its password only on the call that created it', async () => {
      await removeAllAdmins();
      expect(await ensureFirstConsoleAdmin(context(), { fromEnv: null, generate: false })).toEqual({ kind: 'none' });
      expect(await adminCount()).toBe(0);

      const generated = await ensureFirstConsoleAdmin(context(), { fromEnv: null, generate: true });
      expect(generated).toEqual({ kind: 'generated', email: GENERATED_ADMIN_EMAIL, password: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/) });
      const again = await ensureFirstConsoleAdmin(context(), { fromEnv: null, generate: true });
      expect(again).toEqual({ kind: 'exists' });
      expect(again).not.toHaveProperty('password');

      const [row] = await rowsFor(GENERATED_ADMIN_EMAIL);
      expect(await adminCount()).toBe(1);
      const password = (generated as { password: string }).password;
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(password);
      expect(await authenticatePerson(context(), { email: GENERATED_ADMIN_EMAIL, password })).toMatchObject({ id: row!.id, email: GENERATED_ADMIN_EMAIL });
    });

    it('creates exactly one row when two instances bootstrap from the environment at the same moment', async () => {
      const fromEnv = { email: uniqueEmail('Race'), password: 'racing-password-1' };
      const outcomes = await Promise.all([
        ensureFirstConsoleAdmin(context(), { fromEnv, generate: false }),
        ensureFirstConsoleAdmin(context(), { fromEnv, generate: false }),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['created-from-env', 'exists']);
      expect(await rowsFor(fromEnv.email)).toHaveLength(1);
    });

    it('generates exactly one administrator when two instances start on an empty console at the same moment', async () => {
      await removeAllAdmins();
      const outcomes = await Promise.all([
        ensureFirstConsoleAdmin(context(), { fromEnv: null, generate: true }),
        ensureFirstConsoleAdmin(context(), { fromEnv: null, generate: true }),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['exists', 'generated']);
      expect(await adminCount()).toBe(1);
      const password = (outcomes.find((outcome) => outcome.kind === 'generated') as { password: string }).password;
      await expect(authenticatePerson(context(), { email: GENERATED_ADMIN_EMAIL, password })).resolves.toMatchObject({ email: GENERATED_ADMIN_EMAIL, adminRole: 'owner' });
    });
  });

  describe('signing in', () => {
    const password = 'the-right-password-1';
    let admin: { id: string; email: string };
    beforeAll(async () => {
      admin = await createConsoleAdmin(context(), { email: uniqueEmail('Ops'), password });
    });

    it('signs in with the right password, whatever the case and surrounding spaces of the address, and audits it', async () => {
      const audit = auditContext('203.0.113.21');
      const notices = { mailer: app.container.mailer, secrets: app.container.secrets, publicBaseUrl: app.container.config.publicBaseUrl };
      const signedIn = await signInPerson({ ...context(audit), ...notices }, { email: `  ${admin.email.toUpperCase()} `, password }, { userAgent: 'Test', ip: '203.0.113.21' });
      expect(signedIn).toMatchObject({ person: { id: admin.id, email: admin.email, adminRole: 'owner' }, choice: { kind: 'admin' } });

      const [row] = await rowsFor(admin.email);
      expect(row!.lastSignInAt).toBeInstanceOf(Date);
      const events = await auditEvents({ action: 'person.sign_in.succeeded', targetId: admin.id });
      expect(events).toEqual([
        expect.objectContaining({
          actorType: 'person',
          actorId: admin.id,
          targetId: admin.id,
          correlationId: audit.correlationId,
          ip: '203.0.113.21',
        }),
      ]);
    });

    it('answers a wrong password and an unknown address with the same 401, and audits both', async () => {
      const wrongAudit = auditContext('203.0.113.22');
      const unknownAudit = auditContext('203.0.113.22');
      const unknownEmail = uniqueEmail('Nobody');
      const wrong = await authenticatePerson(context(wrongAudit), { email: admin.email, password: 'not-the-password-1' }).catch((error: unknown) => error);
      const unknown = await authenticatePerson(context(unknownAudit), { email: unknownEmail, password }).catch((error: unknown) => error);
      for (const error of [wrong, unknown]) {
        expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: invalidCredentials });
      }
      expect(invalidCredentials).toBe('Invalid e-mail or password');

      const failed = await auditEvents({ action: 'person.sign_in.failed' });
      expect(failed.find((event) => event.correlationId === wrongAudit.correlationId)).toMatchObject({
        actorType: 'anonymous',
        actorId: null,
        targetId: admin.id,
        ip: '203.0.113.22',
        details: { email: admin.email, reason: 'password' },
      });
      expect(failed.find((event) => event.correlationId === unknownAudit.correlationId)).toMatchObject({
        actorType: 'anonymous',
        actorId: null,
        targetId: null,
        details: { email: unknownEmail, reason: 'password' },
      });
      // Neither failure records the password that was tried.
      expect(JSON.stringify(failed)).not.toContain('not-the-password-1');
      expect(JSON.stringify(failed)).not.toContain(password);
    });

    it('stores an argon2id hash of the password, never the password', async () => {
      const [row] = await rowsFor(admin.email);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
      expect(row!.passwordHash).not.toBe(password);
      expect(row!.passwordHash).not.toContain(password);
    });
  });

  describe('createConsoleAdmin', () => {
    it('answers 409 for an address already taken in another letter case, and keeps one row', async () => {
      const email = uniqueEmail('Taken');
      const created = await createConsoleAdmin(context(), { email, password: 'first-password-12' });
      const again = await createConsoleAdmin(context(), { email: email.toLowerCase(), password: 'second-password-12' }).catch((error: unknown) => error);
      expect(again).toMatchObject({ code: 'CONFLICT', status: 409, message: 'An administrator with this e-mail address already exists' });
      expect(await rowsFor(email)).toHaveLength(1);
      // The first administrator's password still works; the second one was never stored.
      await expect(authenticatePerson(context(), { email, password: 'first-password-12' })).resolves.toMatchObject(created);
      await expect(authenticatePerson(context(), { email, password: 'second-password-12' })).rejects.toMatchObject({ status: 401 });

      const events = await auditEvents({ action: 'console_admin.created', targetId: created.id });
      expect(events).toEqual([expect.objectContaining({ details: { email } })]);
    });
  });
});
