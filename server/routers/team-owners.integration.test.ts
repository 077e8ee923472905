import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { people, tenantMembers } from '@/db/schema';
import { lastAdminOwner, lastTenantOwner, noConsoleAccess } from '../services/people';
import { password, teamSuite } from '../testing/team-fixtures';
import { backends } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

describe.each(backends)('team and invitations on %s: owners and roles', (backend) => {
  const { owner, db, uniqueEmail, createAdmin, call, dataOf, adminRoleOf, memberRoleOf, tenantWithOwner, overlapping } = teamSuite(backend);

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
});
