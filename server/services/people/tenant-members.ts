import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { invitations, type MemberRole, people, tenantMembers, tenants } from '@/db/schema';
import { conflict, notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { endConsoleSessionsIn } from './console-sessions';
import { sendInvitation } from './invitations';
import { findPersonByEmail } from './sign-in';
import type { InvitationSent, MemberTeam } from './team-schemas';
import { hasSecondFactor, inviter, iso, isoOrNull, openSessionsIn, type TeamContext } from './team-shared';

export const lastTenantOwner = 'This tenant needs at least one owner: make another member an owner first.';
export const ownerWithoutSecondFactor = 'Set up an authenticator app or a passkey for yourself first: requiring a second factor now would lock you out of every page.';

export async function listMembers(db: Db, tenantId: string): Promise<MemberTeam> {
  const [rows, pending] = await Promise.all([
    db
      .select({
        id: people.id,
        email: people.email,
        name: people.name,
        role: tenantMembers.role,
        lastSignInAt: people.lastSignInAt,
        createdAt: tenantMembers.createdAt,
        secondFactor: hasSecondFactor,
        openSessions: openSessionsIn({ kind: 'tenant', tenantId }),
      })
      .from(tenantMembers)
      .innerJoin(people, eq(people.id, tenantMembers.personId))
      .where(eq(tenantMembers.tenantId, tenantId))
      .orderBy(asc(people.email)),
    db
      .select({ id: invitations.id, email: invitations.email, role: invitations.memberRole, invitedBy: inviter, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt })
      .from(invitations)
      .where(and(eq(invitations.tenantId, tenantId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(desc(invitations.createdAt)),
  ]);
  const [tenant] = await db.select({ requireTwoFactor: tenants.requireTwoFactor }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return {
    requireTwoFactor: tenant?.requireTwoFactor ?? false,
    people: rows.map((row) => ({ ...row, lastSignInAt: isoOrNull(row.lastSignInAt), createdAt: iso(row.createdAt) })),
    invitations: pending.map((row) => ({ ...row, role: row.role!, expiresAt: iso(row.expiresAt), expired: row.expiresAt.getTime() <= Date.now(), createdAt: iso(row.createdAt) })),
  };
}

/**
 * Requires a second factor of the tenant's members (or stops requiring it). A member without one
 * is sent to set it up on their next request. The owner who turns it on must have one already:
 * otherwise their own next page would be the set-up, and nothing else until it is done.
 * `actingPersonId` is null for the app-secret sign-in, which no second factor guards.
 */
export async function setRequireTwoFactor(context: TeamContext, tenantId: string, required: boolean, actingPersonId: string | null): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [before] = await tx.select({ required: tenants.requireTwoFactor }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!before) throw notFound('Tenant not found');
    if (before.required === required) return;
    if (required && actingPersonId) {
      const [actor] = await tx.select({ secondFactor: hasSecondFactor }).from(people).where(eq(people.id, actingPersonId)).limit(1);
      if (!actor?.secondFactor) throw conflict(ownerWithoutSecondFactor);
    }
    await tx.update(tenants).set({ requireTwoFactor: required, updatedAt: sql`now()` }).where(eq(tenants.id, tenantId));
    await recordAuditEvent(tx, context.audit, { action: required ? 'team.two_factor_required' : 'team.two_factor_not_required', targetType: 'tenant', targetId: tenantId });
  });
}

/** Signs a member out of this tenant's portal in every browser (their other consoles are not the owner's). */
export async function endMemberSessions(context: TeamContext, tenantId: string, input: { personId: string }): Promise<{ ended: number }> {
  return context.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: people.email })
      .from(tenantMembers)
      .innerJoin(people, eq(people.id, tenantMembers.personId))
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, input.personId)))
      .limit(1);
    if (!member) throw notFound('Member not found');
    const ended = await endConsoleSessionsIn(tx, input.personId, { kind: 'tenant', tenantId });
    await recordAuditEvent(tx, context.audit, { action: 'team.member_sessions_ended', targetType: 'person', targetId: input.personId, details: { tenantId, email: member.email, ended } });
    return { ended };
  });
}

/** A tenant's owners, locked until the transaction ends (see lockAdminOwners in admin-team.ts). */
async function lockTenantOwners(tx: Db, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ personId: tenantMembers.personId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.role, 'owner')))
    .for('update');
  return rows.map((row) => row.personId);
}

async function lockMember(tx: Db, tenantId: string, personId: string): Promise<{ email: string; role: MemberRole }> {
  const [row] = await tx
    .select({ email: people.email, role: tenantMembers.role })
    .from(tenantMembers)
    .innerJoin(people, eq(people.id, tenantMembers.personId))
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, personId)))
    .for('update', { of: tenantMembers });
  if (!row) throw notFound('Member not found');
  return row;
}

export async function setMemberRole(context: TeamContext, tenantId: string, input: { personId: string; role: MemberRole }): Promise<void> {
  await context.db.transaction(async (tx) => {
    const owners = await lockTenantOwners(tx, tenantId);
    const member = await lockMember(tx, tenantId, input.personId);
    if (member.role === input.role) return;
    if (member.role === 'owner' && owners.length <= 1) throw conflict(lastTenantOwner);
    await tx
      .update(tenantMembers)
      .set({ role: input.role, updatedAt: sql`now()` })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, input.personId)));
    await recordAuditEvent(tx, context.audit, {
      action: 'team.member_role_changed',
      targetType: 'person',
      targetId: input.personId,
      details: { tenantId, email: member.email, from: member.role, to: input.role },
    });
  });
}

export async function removeMember(context: TeamContext, tenantId: string, input: { personId: string }): Promise<void> {
  await context.db.transaction(async (tx) => {
    const owners = await lockTenantOwners(tx, tenantId);
    const member = await lockMember(tx, tenantId, input.personId);
    if (member.role === 'owner' && owners.length <= 1) throw conflict(lastTenantOwner);
    await tx.delete(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, input.personId)));
    await recordAuditEvent(tx, context.audit, {
      action: 'team.member_removed',
      targetType: 'person',
      targetId: input.personId,
      details: { tenantId, email: member.email, role: member.role },
    });
  });
}

export async function inviteMember(context: TeamContext, tenantId: string, input: { email: string; role: MemberRole }): Promise<InvitationSent> {
  const existing = await findPersonByEmail(context.db, input.email);
  if (existing) {
    const [member] = await context.db
      .select({ role: tenantMembers.role })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, existing.id)));
    if (member) throw conflict(`${existing.email} is already a member of this tenant.`);
  }
  return sendInvitation(context, { email: input.email, adminRole: null, tenantId, memberRole: input.role }, 'team.member_invited');
}

/**
 * The first owner of a tenant registered in the console: an invitation with the owner role, while
 * the tenant has no owner yet (afterwards its owners invite their own people).
 */
export async function inviteFirstOwner(context: TeamContext, input: { tenantId: string; email: string }): Promise<InvitationSent> {
  const [tenant] = await context.db.select({ id: tenants.id, status: tenants.status }).from(tenants).where(eq(tenants.id, input.tenantId));
  if (!tenant || tenant.status === 'DELETED') throw notFound('Tenant not found');
  const [owner] = await context.db
    .select({ personId: tenantMembers.personId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenant.id), eq(tenantMembers.role, 'owner')))
    .limit(1);
  if (owner) throw conflict('This tenant already has an owner: its owners invite its people.');
  return sendInvitation(context, { email: input.email, adminRole: null, tenantId: tenant.id, memberRole: 'owner' }, 'team.member_invited');
}
