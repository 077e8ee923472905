import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '@/db/schema';
import { acceptFromLink, previewFromLink } from '../console/invitation-links';
import { invalidInvitation } from '../services/people';
import { password, teamSuite } from '../testing/team-fixtures';
import { backends } from '../testing/test-app';

describe.each(backends)('team and invitations on %s: invitations', (backend) => {
  const { app, relay, owner, db, uniqueEmail, createAdmin, call, dataOf, adminRoleOf, memberRoleOf, tenantWithOwner, invite } = teamSuite(backend);


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
});
