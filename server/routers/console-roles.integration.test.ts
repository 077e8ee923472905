import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
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
  'audit.list': 'viewer',
  'audit.actions': 'viewer',
  'console.dashboard': 'viewer',
  'console.search': 'viewer',
  'payments.listForTenant': 'viewer',
  'payments.detailForAdmin': 'viewer',
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
  'webhooks.runDeliveries': 'operator',
  'team.listAdmins': 'viewer',
  'team.inviteFirstOwner': 'operator',
  'team.setAdminRole': 'owner',
  'team.removeAdmin': 'owner',
  'team.inviteAdmin': 'owner',
  'team.resendInvitation': 'owner',
  'team.revokeInvitation': 'owner',
};

const memberNeeds: Record<string, MemberRole> = {
  'console.searchMine': 'viewer',
  'payments.create': 'developer',
  'payments.list': 'viewer',
  'payments.summary': 'viewer',
  'payments.get': 'viewer',
  'payments.detail': 'viewer',
  'payments.cancel': 'developer',
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
  'team.listMembers': 'viewer',
  'team.setMemberRole': 'owner',
  'team.removeMember': 'owner',
  'team.inviteMember': 'owner',
  'team.resendMemberInvitation': 'owner',
  'team.revokeMemberInvitation': 'owner',
};

const adminRank = (role: AdminRole) => adminRoles.length - adminRoles.indexOf(role);
const memberRank = (role: MemberRole) => memberRoles.length - memberRoles.indexOf(role);

/** The router's procedures by path, with their kind and declared caller (tRPC keeps them on the definition). */
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { type: 'query' | 'mutation'; meta?: ProcedureMeta } }> }).procedures).map(
  ([path, procedure]) => ({ path, type: procedure._def.type, auth: procedure._def.meta?.auth }),
);

describe('the role table', () => {
  it('names every administrator and tenant procedure, and nothing else', () => {
    const admin = procedures.filter((procedure) => procedure.auth === 'admin' || procedure.auth === 'scheduler').map((procedure) => procedure.path);
    const tenant = procedures.filter((procedure) => procedure.auth === 'tenant').map((procedure) => procedure.path);
    expect(Object.keys(adminNeeds).sort()).toEqual(admin.sort());
    expect(Object.keys(memberNeeds).sort()).toEqual(tenant.sort());
  });
});

describe.each(backends)('console roles on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend });
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

  const person = () => ({ id: randomUUID(), email: `${randomUUID()}@example.com` });

  it.each(adminRoles)('gives an administrator with the %s role what the table says, and 403 for the rest', async (role) => {
    const admin = person();
    const session: ConsoleSession = { kind: 'admin', adminId: admin.id, email: admin.email, role, sessionId: randomUUID() };
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
    const member = person();
    const session: ConsoleSession = { kind: 'tenant', tenantId, role, person: member, sessionId: randomUUID() };
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
    const viewer = person();
    const session: ConsoleSession = { kind: 'tenant', tenantId, role: 'viewer', person: viewer, sessionId: randomUUID() };
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
});
