import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
import { eq, sql } from 'drizzle-orm';
import { consoleSessions, people } from '@/db/schema';
import { hashSecret } from '../services/auth/secrets';
import { freshIp } from '../testing/two-factor-fixtures';
import { startConsoleSession } from '../services/people/console-sessions';
import { type AdminRole, adminRoles, type MemberRole, memberRoles } from '../services/people/roles';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession, ProcedureMeta } from '../trpc';
import { appRouter } from '.';

/**
 * Every console procedure against every role: the least role each one needs, written out here as
 * the product's rule (not derived from the code it checks). A role below it gets 403 and the call
 * is audited; a role at or above it gets past the check (its answer may still be a 400 for the
 * empty input sent, never a 403 and never a 5xx).
 */
const adminNeeds: Record<string, AdminRole> = {
  'apiKeys.listForTenant': 'viewer',
  'apiKeys.revokeForTenant': 'operator',
  'audit.list': 'viewer',
  'audit.actions': 'viewer',
  'console.dashboard': 'viewer',
  'console.search': 'viewer',
  'exports.platformPayments': 'viewer',
  'exports.platformRefunds': 'viewer',
  'exports.platformDisputes': 'viewer',
  'exports.tenantRequests': 'viewer',
  'exports.audit': 'viewer',
  'payments.listForTenant': 'viewer',
  'payments.detailForAdmin': 'viewer',
  'platform.payments': 'viewer',
  'platform.refunds': 'viewer',
  'platform.disputes': 'viewer',
  'platform.dispute': 'viewer',
  'requestLog.listForTenant': 'viewer',
  'requestLog.getForTenant': 'viewer',
  'requestLog.insightsPlatform': 'viewer',
  'tenants.list': 'viewer',
  'tenants.get': 'viewer',
  'tenants.register': 'operator',
  'tenants.suspend': 'operator',
  'tenants.reactivate': 'operator',
  'tenants.delete': 'operator',
  'tenants.changeSecret': 'operator',
  'webhooks.deliveriesForTenant': 'viewer',
  'webhooks.deliveryForAdmin': 'viewer',
  'jobs.runRetention': 'operator',
  'jobs.sendMails': 'operator',
  'jobs.reconcilePayments': 'operator',
  'paymentConnectors.listAll': 'viewer',
  'paymentConnectors.disable': 'operator',
  'webhooks.runDeliveries': 'operator',
  'webhookEndpoints.listForTenant': 'viewer',
  'team.listAdmins': 'viewer',
  'team.inviteFirstOwner': 'operator',
  'team.setAdminRole': 'owner',
  'team.removeAdmin': 'owner',
  'team.inviteAdmin': 'owner',
  'team.endAdminSessions': 'owner',
  'team.resendInvitation': 'owner',
  'team.revokeInvitation': 'owner',
};

const memberNeeds: Record<string, MemberRole> = {
  'apiKeys.list': 'viewer',
  'apiKeys.get': 'viewer',
  'apiKeys.create': 'developer',
  'apiKeys.update': 'developer',
  'apiKeys.revoke': 'developer',
  'apiKeys.roll': 'developer',
  'paymentConnectors.list': 'viewer',
  'paymentConnectors.get': 'viewer',
  'paymentConnectors.create': 'developer',
  'paymentConnectors.update': 'developer',
  'paymentConnectors.delete': 'developer',
  'paymentConnectors.test': 'developer',
  'console.searchMine': 'viewer',
  'exports.payments': 'viewer',
  'exports.refunds': 'viewer',
  'exports.disputes': 'viewer',
  'exports.requests': 'developer',
  'payments.create': 'developer',
  'payments.list': 'viewer',
  'payments.summary': 'viewer',
  'payments.get': 'viewer',
  'payments.detail': 'viewer',
  'payments.cancel': 'developer',
  'refunds.create': 'developer',
  'refunds.listForPayment': 'viewer',
  'refunds.list': 'viewer',
  'refunds.get': 'viewer',
  'customers.create': 'developer',
  'customers.list': 'viewer',
  'customers.get': 'viewer',
  'customers.update': 'developer',
  'customers.delete': 'developer',
  'prices.create': 'developer',
  'prices.list': 'viewer',
  'prices.get': 'viewer',
  'prices.update': 'developer',
  'disputes.list': 'viewer',
  'disputes.get': 'viewer',
  'disputes.submitEvidence': 'developer',
  'disputes.accept': 'developer',
  'requestLog.listMine': 'developer',
  'requestLog.getMine': 'developer',
  'requestLog.insightsMine': 'viewer',
  'tenants.me': 'viewer',
  'tenants.updateMe': 'developer',
  'tenants.exportMe': 'developer',
  'webhooks.secret': 'developer',
  'webhooks.rotateSecret': 'developer',
  'webhooks.expirePreviousSecret': 'developer',
  'webhooks.secretGrace': 'viewer',
  'webhooks.deliveries': 'viewer',
  'webhooks.sendTest': 'developer',
  'webhooks.resend': 'developer',
  'webhooks.delivery': 'viewer',
  'webhookEndpoints.list': 'viewer',
  'webhookEndpoints.create': 'developer',
  'webhookEndpoints.get': 'viewer',
  'webhookEndpoints.update': 'developer',
  'webhookEndpoints.delete': 'developer',
  'webhookEndpoints.secret': 'developer',
  'webhookEndpoints.rotateSecret': 'developer',
  'webhookEndpoints.secretGrace': 'viewer',
  'webhookEndpoints.test': 'developer',
  'webhookEndpoints.recover': 'developer',
  'webhookEndpoints.activity': 'viewer',
  'team.listMembers': 'viewer',
  'team.setMemberRole': 'owner',
  'team.removeMember': 'owner',
  'team.inviteMember': 'owner',
  'team.endMemberSessions': 'owner',
  'team.setRequireTwoFactor': 'owner',
  'team.resendMemberInvitation': 'owner',
  'team.revokeMemberInvitation': 'owner',
};

/**
 * The dangerous actions: a console session whose last password or code check is older than ten
 * minutes is asked to confirm it's its person before any of these runs.
 */
const dangerous = [
  'tenants.delete',
  'tenants.changeSecret',
  'team.setAdminRole',
  'team.removeAdmin',
  'team.setMemberRole',
  'team.removeMember',
  'team.setRequireTwoFactor',
  'webhooks.secret',
  'webhooks.rotateSecret',
  'webhooks.expirePreviousSecret',
  'webhookEndpoints.secret',
  'webhookEndpoints.rotateSecret',
  'webhookEndpoints.create',
  'webhookEndpoints.update',
  'tenants.updateMe',
  'team.inviteAdmin',
  'team.resendInvitation',
  'team.inviteFirstOwner',
  'team.inviteMember',
  'team.resendMemberInvitation',
  'passkeys.register',
  'passkeys.remove',
  'twoFactor.startSetup',
  'twoFactor.confirmSetup',
  'twoFactor.regenerateRecoveryCodes',
  'twoFactor.disable',
  'apiKeys.create',
  'apiKeys.update',
  'apiKeys.revoke',
  'apiKeys.roll',
  'apiKeys.revokeForTenant',
  // Where a tenant's money goes: connecting, changing and removing a payment connector.
  'paymentConnectors.create',
  'paymentConnectors.update',
  'paymentConnectors.delete',
];

const adminRank = (role: AdminRole) => adminRoles.length - adminRoles.indexOf(role);
const memberRank = (role: MemberRole) => memberRoles.length - memberRoles.indexOf(role);

/** The router's procedures by path, with their kind and declared caller (tRPC keeps them on the definition). */
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { type: 'query' | 'mutation'; meta?: ProcedureMeta } }> }).procedures).map(
  ([path, procedure]) => ({ path, type: procedure._def.type, auth: procedure._def.meta?.auth, fresh: procedure._def.meta?.fresh === true }),
);

describe('the role table', () => {
  it('names every administrator and tenant procedure, and nothing else', () => {
    const admin = procedures.filter((procedure) => procedure.auth === 'admin' || procedure.auth === 'scheduler').map((procedure) => procedure.path);
    const tenant = procedures.filter((procedure) => procedure.auth === 'tenant').map((procedure) => procedure.path);
    expect(Object.keys(adminNeeds).sort()).toEqual(admin.sort());
    expect(Object.keys(memberNeeds).sort()).toEqual(tenant.sort());
  });

  it('asks for a fresh check before exactly the dangerous actions', () => {
    expect(procedures.filter((procedure) => procedure.fresh).map((procedure) => procedure.path).sort()).toEqual([...dangerous].sort());
  });
});

describe.each(backends)('console roles on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;

  beforeAll(async () => {
    // Every role calls every tenant procedure as the one tenant: the tenant's rate limit is not what is tested here.
    app = await startTestApp({ backend, env: { TRUSTED_PROXY_COUNT: '1', RATE_LIMIT_MAX: '10000' } });
    tenantId = (await app.registerTenant({ name: `Roles ${backend}` })).tenant.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function call(path: string, session: ConsoleSession) {
    const type = procedures.find((procedure) => procedure.path === path)!.type;
    const url = new URL(`http://localhost/api/trpc/${path}`);
    const init: RequestInit = { method: type === 'query' ? 'GET' : 'POST', headers: { host: 'localhost', 'content-type': 'application/json' } };
    if (type === 'query') url.searchParams.set('input', JSON.stringify({}));
    else init.body = JSON.stringify({});
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const body = (await response.json()) as { error?: { message: string } };
    return { status: response.status, message: body.error?.message };
  }

  /**
   * A person with a console session that has just been verified (as after a sign-in): the role is
   * what the session carries, so one person serves every row of the table.
   */
  async function person() {
    const db = app.container.database.db;
    const [row] = await db.insert(people).values({ email: `${randomUUID()}@example.com`, passwordHash: 'not used here' }).returning({ id: people.id, email: people.email });
    const session = await startConsoleSession(db, { personId: row!.id, userAgent: null, ip: null, choice: null });
    return { id: row!.id, email: row!.email, sessionId: session.id };
  }

  it.each(adminRoles)('gives an administrator with the %s role what the table says, and 403 for the rest', async (role) => {
    const admin = await person();
    const session: ConsoleSession = { kind: 'admin', adminId: admin.id, email: admin.email, role, sessionId: admin.sessionId };
    const outcomes = await Promise.all(Object.entries(adminNeeds).map(async ([path, needed]) => ({ path, needed, ...(await call(path, session)) })));
    for (const outcome of outcomes) {
      if (adminRank(role) >= adminRank(outcome.needed)) {
        expect(outcome.status, `${outcome.path} for ${role}: ${outcome.message}`).not.toBe(403);
        expect(outcome.status, `${outcome.path} for ${role}: ${outcome.message}`).toBeLessThan(500);
      } else {
        expect(outcome, `${outcome.path} for ${role}`).toMatchObject({ status: 403, message: `Your role (${role}) does not allow this; it needs ${outcome.needed}.` });
      }
    }
  });

  it.each(memberRoles)('gives a tenant member with the %s role what the table says, and 403 for the rest', async (role) => {
    const { sessionId, ...member } = await person();
    const session: ConsoleSession = { kind: 'tenant', tenantId, role, person: member, sessionId };
    const outcomes = await Promise.all(Object.entries(memberNeeds).map(async ([path, needed]) => ({ path, needed, ...(await call(path, session)) })));
    for (const outcome of outcomes) {
      if (memberRank(role) >= memberRank(outcome.needed)) {
        expect(outcome.status, `${outcome.path} for ${role}: ${outcome.message}`).not.toBe(403);
        expect(outcome.status, `${outcome.path} for ${role}: ${outcome.message}`).toBeLessThan(500);
      } else {
        expect(outcome, `${outcome.path} for ${role}`).toMatchObject({ status: 403, message: `Your role (${role}) does not allow this; it needs ${outcome.needed}.` });
      }
    }
  });

  it('records each refusal in the audit log with the person who was refused', async () => {
    const { sessionId, ...viewer } = await person();
    const session: ConsoleSession = { kind: 'tenant', tenantId, role: 'viewer', person: viewer, sessionId };
    expect((await call('webhooks.secret', session)).status).toBe(403);
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ action: 'console.access_denied', personId: viewer.id })}`, { headers: app.adminHeaders });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        actorType: 'tenant',
        actorId: tenantId,
        personId: viewer.id,
        personEmail: viewer.email,
        targetType: 'procedure',
        targetId: 'webhooks.secret',
        details: { role: 'viewer', needed: 'developer' },
      }),
    ]);
  });

  it('refuses every dangerous action of a session last checked over ten minutes ago, until its person confirms it is them', async () => {
    const db = app.container.database.db;
    const password = 'a-fresh-check-password';
    const [row] = await db.insert(people).values({ email: `${randomUUID()}@example.com`, passwordHash: await hashSecret(password) }).returning();
    const started = await startConsoleSession(db, { personId: row!.id, userAgent: null, ip: null, choice: null });
    await db.update(consoleSessions).set({ verifiedAt: sql`now() - interval '11 minutes'` }).where(eq(consoleSessions.id, started.id));
    const admin: ConsoleSession = { kind: 'admin', adminId: row!.id, email: row!.email, role: 'owner', sessionId: started.id };
    const member: ConsoleSession = { kind: 'tenant', tenantId, role: 'owner', person: { id: row!.id, email: row!.email }, sessionId: started.id };
    const sessionFor = (path: string) => (path in adminNeeds ? admin : member);

    for (const path of dangerous) {
      const answer = await callWithBody(path, sessionFor(path));
      expect(answer, path).toMatchObject({ status: 403, message: "Confirm it's you: enter your password or a code from your authenticator app.", reason: 'reverify_required' });
    }
    // A read beside them is not asked.
    expect((await callWithBody('tenants.list', admin)).status).toBe(200);

    const wrong = await callWithBody('me.reverify', admin, { password: 'not the password' });
    expect(wrong).toMatchObject({ status: 400, reason: 'reverify_failed' });
    expect((await callWithBody('webhooks.secret', member)).reason).toBe('reverify_required');
    expect((await callWithBody('me.reverify', admin, { password })).status).toBe(200);
    const revealed = await callWithBody('webhooks.secret', member);
    expect(revealed.status).toBe(200);
  });

  it('lets a person who must set up a second factor reach only their own account', async () => {
    const { sessionId, ...someone } = await person();
    const admin: ConsoleSession = { kind: 'admin', adminId: someone.id, email: someone.email, role: 'owner', sessionId, secondFactorMissing: true };
    const member: ConsoleSession = { kind: 'tenant', tenantId, role: 'owner', person: someone, sessionId, secondFactorMissing: true };
    const refusal = { status: 403, message: 'Set up a second factor first: an authenticator app or a passkey, on your account page.', reason: 'two_factor_setup_required' };
    expect(await callWithBody('tenants.list', admin)).toMatchObject(refusal);
    expect(await callWithBody('console.dashboard', admin)).toMatchObject(refusal);
    expect(await callWithBody('tenants.me', member)).toMatchObject(refusal);
    expect(await callWithBody('payments.list', member)).toMatchObject(refusal);
    expect((await callWithBody('me.get', admin)).status).toBe(200);
    expect((await callWithBody('twoFactor.startSetup', member)).status).toBe(200);
  });

  /** A call with an input, as the console sends it; the answer's status, message and reason. */
  async function callWithBody(path: string, session: ConsoleSession, input: unknown = {}) {
    const type = procedures.find((procedure) => procedure.path === path)!.type;
    const url = new URL(`http://localhost/api/trpc/${path}`);
    const init: RequestInit = { method: type === 'query' ? 'GET' : 'POST', headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': freshIp() } };
    if (type === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const body = (await response.json()) as { error?: { message: string; data?: { reason?: string } } };
    return { status: response.status, message: body.error?.message, reason: body.error?.data?.reason };
  }
});
