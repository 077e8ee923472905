import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleSessions, invitations, passkeys, people, tenantMembers, tenants } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { acceptFromLink, previewFromLink } from '../console/invitation-links';
import { createConsoleAdmin } from '../services/console-admins';
import { consoleAccessOf, invalidInvitation, lastAdminOwner, lastTenantOwner, noConsoleAccess, secondFactorMissing, startConsoleSession } from '../services/people';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { TestSmtpRelay } from '../testing/test-smtp-relay';
import type { ConsoleSession } from '../trpc';

type ConsoleAnswer = { status: number; body: any };

const PUBLIC_BASE_URL = 'https://console.example.test';

/** The shared test relay, reading the token of the last invitation link mailed to an address. */
class Relay extends TestSmtpRelay {
  lastTokenTo(address: string): string {
    const mail = this.mailsTo(address).at(-1);
    expect(mail, `a mail to ${address}`).toBeDefined();
    const match = new RegExp(`${PUBLIC_BASE_URL}/invite/([\\w%-]+)`).exec(mail!.text);
    expect(match, `an invitation link in:\n${mail!.text}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }
}

const password = 'a-long-team-password';
const systemAudit = { actor: { type: 'system' as const, id: 'test' }, correlationId: null, ip: null };

describe.each(backends)('team and invitations on %s', (backend) => {
  const relay = new Relay();
  let app: TestApp;
  let owner: ConsoleSession;

  beforeAll(async () => {
    await relay.start();
    app = await startTestApp({
      backend,
      env: { TRUSTED_PROXY_COUNT: '1', SMTP_URL: `smtp://127.0.0.1:${relay.port}`, MAIL_FROM: 'Console <noreply@console.example.test>', PUBLIC_BASE_URL, LOGIN_RATE_LIMIT_MAX: '1000' },
    });
    const created = await createAdmin('owner');
    owner = { kind: 'admin', adminId: created.id, email: created.email, role: 'owner' };
  });
  afterAll(async () => {
    await app?.close();
    await relay.stop();
  });

  const db = () => app.container.database.db;
  const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const createAdmin = (role: 'owner' | 'operator' | 'viewer') =>
    createConsoleAdmin({ db: app.container.database.db, audit: systemAudit }, { email: uniqueEmail(`admin-${role}`), password, role });

  async function call(procedure: string, input: unknown, session: ConsoleSession | null, kind: 'query' | 'mutation' = 'mutation'): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' } };
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };
  const adminRoleOf = async (id: string) => (await db().select({ role: people.adminRole }).from(people).where(eq(people.id, id)))[0]?.role ?? null;
  const memberRoleOf = async (tenantId: string, personId: string) =>
    (await db().select({ role: tenantMembers.role }).from(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, personId))))[0]?.role ?? null;

  /** A tenant with one owner (a person), and that owner's console session. */
  async function tenantWithOwner() {
    const { tenant } = await app.registerTenant({ name: `Team ${randomUUID().slice(0, 6)}` });
    const person = await createAdmin('viewer');
    await db().insert(tenantMembers).values({ tenantId: tenant.id, personId: person.id, role: 'owner' });
    const session: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner', person: { id: person.id, email: person.email } };
    return { tenant, person, session };
  }

  /**
   * Runs two changes so that their transactions overlap. On PostgreSQL another connection holds a
   * lock on a row the first change needs, released once both changes wait or one of them is done:
   * without the service's own locking, the second change would then commit while the first still
   * relies on the owners it counted before. PGlite has one connection: its
   * transactions run one after the other whatever the service does.
   */
  async function overlapping(lock: (tx: postgres.TransactionSql) => Promise<unknown>, changes: [() => Promise<ConsoleAnswer>, () => Promise<ConsoleAnswer>]): Promise<ConsoleAnswer[]> {
    if (backend !== 'postgres') return Promise.all(changes.map((change) => change()));
    const holder = postgres(app.databaseUrl!, { max: 2, onnotice: () => {} });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = holder.begin(async (tx) => {
        await lock(tx);
        locked();
        await released;
      });
      await isLocked;
      let settled = 0;
      const running = changes.map((change) => change().finally(() => (settled += 1)));
      await vi.waitFor(
        async () => {
          const [row] = await holder`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
          expect(settled > 0 || row!.waiting >= 2).toBe(true);
        },
        { timeout: 10_000, interval: 20 },
      );
      release();
      await holding;
      return await Promise.all(running);
    } finally {
      await holder.end();
    }
  }

  /** Invites, delivers the outbox through the relay, and returns the token of the mailed link. */
  async function invite(procedure: string, input: { email: string; role: string }, session: ConsoleSession) {
    const sent = dataOf(await call(procedure, input, session));
    await app.container.mailDispatcher.flush();
    return { id: sent.id as string, token: relay.lastTokenTo(input.email) };
  }

  describe('the last owner', () => {
    it('can be neither demoted nor removed, among the administrators or in a tenant', async () => {
      // Whatever owners earlier cases left: the one in the way is the last one standing.
      const owners = await db().select({ id: people.id }).from(people).where(eq(people.adminRole, 'owner'));
      for (const other of owners.filter((row) => row.id !== (owner as { adminId: string }).adminId)) {
        dataOf(await call('team.setAdminRole', { personId: other.id, role: 'operator' }, owner));
      }
      const ownerId = (owner as { adminId: string }).adminId;
      for (const [procedure, input] of [
        ['team.setAdminRole', { personId: ownerId, role: 'viewer' }],
        ['team.removeAdmin', { personId: ownerId }],
      ] as const) {
        const refused = await call(procedure, input, owner);
        expect(refused.status).toBe(409);
        expect(refused.body.error.message).toBe(lastAdminOwner);
      }
      expect(await adminRoleOf(ownerId)).toBe('owner');

      const { tenant, person, session } = await tenantWithOwner();
      for (const [procedure, input] of [
        ['team.setMemberRole', { personId: person.id, role: 'developer' }],
        ['team.removeMember', { personId: person.id }],
      ] as const) {
        const refused = await call(procedure, input, session);
        expect(refused.status).toBe(409);
        expect(refused.body.error.message).toBe(lastTenantOwner);
      }
      expect(await memberRoleOf(tenant.id, person.id)).toBe('owner');
    });

    it('removes an administrator who keeps the account but, with no membership, can no longer sign in', async () => {
      const removed = await createAdmin('operator');
      expect((await call('console.signIn', { email: removed.email, password }, null)).status).toBe(200);
      dataOf(await call('team.removeAdmin', { personId: removed.id }, owner));
      expect(await adminRoleOf(removed.id)).toBeNull();
      const refused = await call('console.signIn', { email: removed.email, password }, null);
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe(noConsoleAccess);
      const listed = dataOf(await call('team.listAdmins', {}, owner, 'query'));
      expect(listed.people.map((person: { id: string }) => person.id)).not.toContain(removed.id);
    });

    it('lets only one of two concurrent demotions of the last two owners through', async () => {
      const [a, b] = [await createAdmin('owner'), await createAdmin('owner')];
      // Leave exactly these two as owners.
      const ownerId = (owner as { adminId: string }).adminId;
      const others = await db().select({ id: people.id }).from(people).where(eq(people.adminRole, 'owner'));
      for (const other of others.filter((row) => row.id !== a.id && row.id !== b.id && row.id !== ownerId)) {
        dataOf(await call('team.setAdminRole', { personId: other.id, role: 'operator' }, owner));
      }
      dataOf(await call('team.setAdminRole', { personId: ownerId, role: 'operator' }, { ...owner, adminId: a.id, email: a.email } as ConsoleSession));
      const answers = await overlapping((tx) => tx`select id from people where id = ${a.id} for update`, [
        () => call('team.setAdminRole', { personId: a.id, role: 'viewer' }, { kind: 'admin', adminId: a.id, email: a.email, role: 'owner' }),
        () => call('team.setAdminRole', { personId: b.id, role: 'viewer' }, { kind: 'admin', adminId: b.id, email: b.email, role: 'owner' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const remaining = await db().select({ id: people.id }).from(people).where(eq(people.adminRole, 'owner'));
      expect(remaining).toHaveLength(1);
      // Give the suite's owner its role back for the cases that follow.
      const survivor = remaining[0]!.id;
      const survivorEmail = survivor === a.id ? a.email : b.email;
      dataOf(await call('team.setAdminRole', { personId: ownerId, role: 'owner' }, { kind: 'admin', adminId: survivor, email: survivorEmail, role: 'owner' }));

      const { tenant, person, session } = await tenantWithOwner();
      const second = await createAdmin('viewer');
      await db().insert(tenantMembers).values({ tenantId: tenant.id, personId: second.id, role: 'owner' });
      const demotions = await overlapping((tx) => tx`select role from tenant_members where tenant_id = ${tenant.id} and person_id = ${person.id} for update`, [
        () => call('team.setMemberRole', { personId: person.id, role: 'viewer' }, session),
        () => call('team.removeMember', { personId: second.id }, { ...session, person: { id: second.id, email: second.email } } as ConsoleSession),
      ]);
      expect(demotions.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const tenantOwners = await db().select().from(tenantMembers).where(and(eq(tenantMembers.tenantId, tenant.id), eq(tenantMembers.role, 'owner')));
      expect(tenantOwners).toHaveLength(1);
    });
  });

  describe('invitations', () => {
    it('mails an administrator invitation whose link creates the person, who then signs in with the role; the link works once', async () => {
      const email = uniqueEmail('new-admin');
      const { id, token } = await invite('team.inviteAdmin', { email, role: 'operator' }, owner);

      const listed = dataOf(await call('team.listAdmins', {}, owner, 'query'));
      expect(listed.invitations).toContainEqual(expect.objectContaining({ email, role: 'operator', invitedBy: (owner as { email: string }).email }));

      const preview = dataOf(await call('invitations.preview', { token }, null, 'query'));
      expect(preview).toMatchObject({ email, kind: 'admin', role: 'operator', roleLabel: 'Operator', hasAccount: false, tenantName: null });

      const short = await call('invitations.accept', { token, name: 'New Admin', password: 'too-short' }, null);
      expect(short.status).toBe(400);
      const accepted = dataOf(await call('invitations.accept', { token, name: 'New Admin', password }, null));
      expect(accepted).toEqual({ email, kind: 'admin', tenantName: null, roleLabel: 'Operator' });

      const signedIn = dataOf(await call('console.signIn', { email, password }, null));
      expect(signedIn).toMatchObject({ email, name: 'New Admin', choice: { kind: 'admin' } });
      expect(await adminRoleOf(signedIn.personId)).toBe('operator');
      const after = dataOf(await call('team.listAdmins', {}, owner, 'query'));
      expect(after.people).toContainEqual(expect.objectContaining({ email, role: 'operator', name: 'New Admin', lastSignInAt: expect.any(String) }));
      expect(after.invitations.map((row: { email: string }) => row.email)).not.toContain(email);

      const again = await call('invitations.accept', { token, name: 'Someone', password }, null);
      expect(again.status).toBe(400);
      expect(again.body.error.message).toBe(invalidInvitation);

      await app.container.auditShipper.flush();
      const trail = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId: id, sortOrder: 'asc' })}`, { headers: app.adminHeaders });
      expect(trail.body.data.map((event: { action: string; actorId: string }) => [event.action, event.actorId])).toEqual([
        ['team.admin_invited', (owner as { adminId: string }).adminId],
        ['team.invitation_accepted', signedIn.personId],
      ]);
    });

    it('refuses an expired or revoked invitation, and a resent one works with its new link only', async () => {
      const expiredEmail = uniqueEmail('expired');
      const expired = await invite('team.inviteAdmin', { email: expiredEmail, role: 'viewer' }, owner);
      await db().update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.id, expired.id));
      for (const answer of [await call('invitations.preview', { token: expired.token }, null, 'query'), await call('invitations.accept', { token: expired.token, password }, null)]) {
        expect(answer.status).toBe(400);
        expect(answer.body.error.message).toBe(invalidInvitation);
      }

      const resent = dataOf(await call('team.resendInvitation', { id: expired.id }, owner));
      expect(Date.parse(resent.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      await app.container.mailDispatcher.flush();
      const fresh = relay.lastTokenTo(expiredEmail);
      expect(fresh).not.toBe(expired.token);
      expect((await call('invitations.accept', { token: expired.token, password }, null)).status).toBe(400);
      expect((await call('invitations.preview', { token: fresh }, null, 'query')).status).toBe(200);

      dataOf(await call('team.revokeInvitation', { id: expired.id }, owner));
      const revoked = await call('invitations.accept', { token: fresh, password }, null);
      expect(revoked.status).toBe(400);
      expect(revoked.body.error.message).toBe(invalidInvitation);
      expect((await call('console.signIn', { email: expiredEmail, password }, null)).status).toBe(401);
    });

    it('lets an existing account join a tenant with its own password only', async () => {
      const { tenant, session } = await tenantWithOwner();
      const existing = await createAdmin('operator');
      const { token } = await invite('team.inviteMember', { email: existing.email, role: 'developer' }, session);
      expect(dataOf(await call('invitations.preview', { token }, null, 'query'))).toMatchObject({ hasAccount: true, kind: 'tenant', tenantName: tenant.name, roleLabel: 'Developer' });

      const wrong = await call('invitations.accept', { token, password: 'not-the-password-1' }, null);
      expect(wrong.status).toBe(401);
      expect(await memberRoleOf(tenant.id, existing.id)).toBeNull();

      dataOf(await call('invitations.accept', { token, password }, null));
      expect(await memberRoleOf(tenant.id, existing.id)).toBe('developer');
      // An administrator and now a member: the console asks which one to open.
      expect(dataOf(await call('console.signIn', { email: existing.email, password }, null)).choice).toBeNull();
      expect(await adminRoleOf(existing.id)).toBe('operator');
      const members = dataOf(await call('team.listMembers', {}, session, 'query'));
      expect(members.people).toContainEqual(expect.objectContaining({ id: existing.id, role: 'developer' }));
    });

    it("counts wrong passwords given to accept an invitation against the person's console sign-in throttle", async () => {
      const { session } = await tenantWithOwner();
      const existing = await createAdmin('viewer');
      const { token } = await invite('team.inviteMember', { email: existing.email, role: 'developer' }, session);
      // The console's default: 10 failed sign-ins per person.
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await call('invitations.accept', { token, password: `not-the-password-${i}` }, null)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // The person's sign-in is refused too, the right password included: the invitation was no way around it.
      const signIn = await call('console.signIn', { email: existing.email, password }, null);
      expect(signIn.status).toBe(429);
      expect(signIn.body.error.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
    });

    it('the invitation page shows the invitation, says why a field is refused, and accepts through the same procedures', async () => {
      const { tenant, session } = await tenantWithOwner();
      const email = uniqueEmail('page');
      const { token } = await invite('team.inviteMember', { email, role: 'viewer' }, session);
      const headers = new Headers({ 'x-forwarded-for': '198.51.100.9' });
      expect(await previewFromLink(app.container, token, headers)).toEqual({
        ok: true,
        preview: expect.objectContaining({ email, kind: 'tenant', tenantName: tenant.name, roleLabel: 'Viewer', hasAccount: false }),
      });
      expect(await acceptFromLink(app.container, { token, password: 'short' }, headers)).toMatchObject({
        ok: false,
        fieldErrors: { password: 'password must be at least 12 characters' },
      });
      expect(await acceptFromLink(app.container, { token, name: 'Page Person', password }, headers)).toEqual({
        ok: true,
        accepted: { email, kind: 'tenant', tenantName: tenant.name, roleLabel: 'Viewer' },
      });
      expect(await previewFromLink(app.container, token, headers)).toEqual({ ok: false, message: invalidInvitation });
    });

    it('invites the first owner of a tenant registered in the console, once', async () => {
      const { tenant } = await app.registerTenant({ name: 'First owner' });
      const email = uniqueEmail('first-owner');
      const sent = dataOf(await call('team.inviteFirstOwner', { tenantId: tenant.id, email }, owner));
      await app.container.mailDispatcher.flush();
      dataOf(await call('invitations.accept', { token: relay.lastTokenTo(email), name: 'First', password }, null));
      const signedIn = dataOf(await call('console.signIn', { email, password }, null));
      expect(signedIn.choice).toEqual({ kind: 'tenant', tenantId: tenant.id });
      expect(await memberRoleOf(tenant.id, signedIn.personId)).toBe('owner');
      expect(sent.email).toBe(email);
      expect((await call('team.inviteFirstOwner', { tenantId: tenant.id, email: uniqueEmail('second') }, owner)).status).toBe(409);
    });
  });

  describe('roles', () => {
    it('refuses owner-only team procedures to a viewer administrator and a developer member (403), and lets them read the team', async () => {
      const viewer = await createAdmin('viewer');
      const viewerSession: ConsoleSession = { kind: 'admin', adminId: viewer.id, email: viewer.email, role: 'viewer' };
      const operatorSession: ConsoleSession = { ...viewerSession, role: 'operator' };
      const someone = await createAdmin('viewer');
      const pending = dataOf(await call('team.inviteAdmin', { email: uniqueEmail('pending'), role: 'viewer' }, owner));
      for (const session of [viewerSession, operatorSession]) {
        for (const [procedure, input] of [
          ['team.setAdminRole', { personId: someone.id, role: 'owner' }],
          ['team.removeAdmin', { personId: someone.id }],
          ['team.inviteAdmin', { email: uniqueEmail('nope'), role: 'owner' }],
          ['team.resendInvitation', { id: pending.id }],
          ['team.revokeInvitation', { id: pending.id }],
        ] as const) {
          const refused = await call(procedure, input, session);
          expect(refused.status, `${procedure} as ${session.role}`).toBe(403);
        }
      }
      expect(await adminRoleOf(someone.id)).toBe('viewer');
      expect((await call('team.listAdmins', {}, viewerSession, 'query')).status).toBe(200);

      const { tenant, person, session } = await tenantWithOwner();
      const developer: ConsoleSession = { ...session, role: 'developer' };
      const invitation = dataOf(await call('team.inviteMember', { email: uniqueEmail('member'), role: 'viewer' }, session));
      for (const [procedure, input] of [
        ['team.setMemberRole', { personId: person.id, role: 'viewer' }],
        ['team.removeMember', { personId: person.id }],
        ['team.inviteMember', { email: uniqueEmail('nope'), role: 'owner' }],
        ['team.resendMemberInvitation', { id: invitation.id }],
        ['team.revokeMemberInvitation', { id: invitation.id }],
      ] as const) {
        expect((await call(procedure, input, developer)).status, procedure).toBe(403);
      }
      expect(await memberRoleOf(tenant.id, person.id)).toBe('owner');
      expect((await call('team.listMembers', {}, { ...session, role: 'viewer' }, 'query')).status).toBe(200);

      // Another tenant's invitation is not this tenant's to manage.
      const other = await tenantWithOwner();
      expect((await call('team.revokeMemberInvitation', { id: invitation.id }, other.session)).status).toBe(404);
      // Nor is it the administrators'.
      expect((await call('team.revokeInvitation', { id: invitation.id }, owner)).status).toBe(404);
    });
  });

  describe('sessions and second factors', () => {
    it('lets an owner sign a member out of the portal everywhere, leaving their other consoles', async () => {
      const { tenant, session } = await tenantWithOwner();
      const member = await createAdmin('viewer');
      await db().insert(tenantMembers).values({ tenantId: tenant.id, personId: member.id, role: 'developer' });
      const inPortal = await Promise.all([0, 1].map(() => startConsoleSession(db(), { personId: member.id, userAgent: null, ip: null, choice: { kind: 'tenant', tenantId: tenant.id } })));
      const inAdmin = await startConsoleSession(db(), { personId: member.id, userAgent: null, ip: null, choice: { kind: 'admin' } });

      const team = dataOf(await call('team.listMembers', {}, session, 'query'));
      expect(team.people.find((row: { id: string }) => row.id === member.id)).toMatchObject({ openSessions: 2, secondFactor: false, role: 'developer' });

      expect(dataOf(await call('team.endMemberSessions', { personId: member.id }, session))).toEqual({ ended: 2 });
      const rows = await db().select().from(consoleSessions).where(eq(consoleSessions.personId, member.id));
      expect(rows.filter((row) => inPortal.some((started) => started.id === row.id)).map((row) => row.endedAt !== null)).toEqual([true, true]);
      expect(rows.find((row) => row.id === inAdmin.id)!.endedAt).toBeNull();
      const after = dataOf(await call('team.listMembers', {}, session, 'query'));
      expect(after.people.find((row: { id: string }) => row.id === member.id).openSessions).toBe(0);

      // Not a member of this tenant: nothing to end here.
      const stranger = await createAdmin('viewer');
      expect((await call('team.endMemberSessions', { personId: stranger.id }, session)).status).toBe(404);
      expect(await auditActions(member.id)).toContain('team.member_sessions_ended');
    });

    it("lets an owner administrator sign another administrator out of the administrators' console", async () => {
      const operator = await createAdmin('operator');
      await startConsoleSession(db(), { personId: operator.id, userAgent: null, ip: null, choice: { kind: 'admin' } });
      const listed = dataOf(await call('team.listAdmins', {}, owner, 'query')).people.find((row: { id: string }) => row.id === operator.id);
      expect(listed).toMatchObject({ openSessions: 1, secondFactor: false });
      expect(dataOf(await call('team.endAdminSessions', { personId: operator.id }, owner))).toEqual({ ended: 1 });
      const notAdmin = await createAdmin('viewer');
      await db().update(people).set({ adminRole: null }).where(eq(people.id, notAdmin.id));
      expect((await call('team.endAdminSessions', { personId: notAdmin.id }, owner)).status).toBe(404);
    });

    it("requires a second factor of a tenant's members once its owner asks, and lists who has one", async () => {
      const { tenant, person, session } = await tenantWithOwner();
      expect(dataOf(await call('team.listMembers', {}, session, 'query')).requireTwoFactor).toBe(false);
      expect(await secondFactorMissing(db(), { id: person.id, totpSecret: null }, false)).toBe(false);

      expect(dataOf(await call('team.setRequireTwoFactor', { required: true }, session))).toEqual({ requireTwoFactor: true });
      const [row] = await db().select({ required: tenants.requireTwoFactor }).from(tenants).where(eq(tenants.id, tenant.id));
      expect(row!.required).toBe(true);
      expect(dataOf(await call('team.listMembers', {}, session, 'query')).requireTwoFactor).toBe(true);
      const access = await consoleAccessOf(db(), { id: person.id, adminRole: 'viewer' });
      expect(access.tenants.find((membership) => membership.tenantId === tenant.id)?.requireTwoFactor).toBe(true);

      // Without a factor the person is missing one; an authenticator app or a passkey each count.
      expect(await secondFactorMissing(db(), { id: person.id, totpSecret: null }, true)).toBe(true);
      expect(await secondFactorMissing(db(), { id: person.id, totpSecret: 'JBSWY3DPEHPK3PXP' }, true)).toBe(false);
      await db().insert(passkeys).values({ id: `credential-${randomUUID()}`, personId: person.id, name: 'Laptop', publicKey: 'AQID' });
      expect(await secondFactorMissing(db(), { id: person.id, totpSecret: null }, true)).toBe(false);
      expect(dataOf(await call('team.listMembers', {}, session, 'query')).people.find((row: { id: string }) => row.id === person.id).secondFactor).toBe(true);

      expect((await call('team.setRequireTwoFactor', { required: 'yes' }, session)).body.error.data.issues).toEqual([{ field: 'required', message: 'required must be true or false' }]);
      expect((await call('team.setRequireTwoFactor', { required: true }, { ...session, role: 'developer' })).status).toBe(403);
      expect(await auditActions(tenant.id)).toContain('team.two_factor_required');
    });

    /** The audit actions recorded about a target (the outbox shipped first). */
    async function auditActions(targetId: string): Promise<string[]> {
      await app.container.auditShipper.flush();
      const response = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId })}`, { headers: app.adminHeaders });
      return response.body.data.map((event: { action: string }) => event.action);
    }
  });
});
