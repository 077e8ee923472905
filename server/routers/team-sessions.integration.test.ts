import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSessions, passkeys, people, tenantMembers, tenants } from '@/db/schema';
import { consoleAccessOf, secondFactorMissing, startConsoleSession } from '../services/people';
import { teamSuite } from '../testing/team-fixtures';
import { backends } from '../testing/test-app';

describe.each(backends)('team and invitations on %s: sessions and second factors', (backend) => {
  const { app, owner, db, createAdmin, call, dataOf, tenantWithOwner } = teamSuite(backend);


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

      // An owner with only a password would lock themselves out: refused until they have a factor.
      const refused = await call('team.setRequireTwoFactor', { required: true }, session);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Set up an authenticator app or a passkey for yourself first: requiring a second factor now would lock you out of every page.');
      expect(dataOf(await call('team.listMembers', {}, session, 'query')).requireTwoFactor).toBe(false);
      await db().update(people).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(people.id, person.id));

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
