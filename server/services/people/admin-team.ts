import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type AdminRole, invitations, people } from '@/db/schema';
import { conflict, notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { endConsoleSessionsIn } from './console-sessions';
import { sendInvitation } from './invitations';
import { findPersonByEmail } from './sign-in';
import type { AdminTeam, InvitationSent } from './team-schemas';
import { hasSecondFactor, inviter, iso, isoOrNull, openSessionsIn, type TeamContext } from './team-shared';

export const lastAdminOwner = 'The platform needs at least one owner: make another administrator an owner first.';

export async function listAdmins(db: Db): Promise<AdminTeam> {
  const [rows, pending] = await Promise.all([
    db
      .select({
        id: people.id,
        email: people.email,
        name: people.name,
        role: people.adminRole,
        lastSignInAt: people.lastSignInAt,
        createdAt: people.createdAt,
        secondFactor: hasSecondFactor,
        openSessions: openSessionsIn({ kind: 'admin' }),
      })
      .from(people)
      .where(isNotNull(people.adminRole))
      .orderBy(asc(people.email)),
    db
      .select({ id: invitations.id, email: invitations.email, role: invitations.adminRole, invitedBy: inviter, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt })
      .from(invitations)
      .where(and(isNotNull(invitations.adminRole), isNull(invitations.tenantId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(desc(invitations.createdAt)),
  ]);
  return {
    people: rows.map((row) => ({ ...row, role: row.role!, lastSignInAt: isoOrNull(row.lastSignInAt), createdAt: iso(row.createdAt) })),
    invitations: pending.map((row) => ({ ...row, role: row.role!, expiresAt: iso(row.expiresAt), expired: row.expiresAt.getTime() <= Date.now(), createdAt: iso(row.createdAt) })),
  };
}

/**
 * The administrators who are owners, locked until the transaction ends: two changes that could
 * each take away an owner wait for one another, and the second sees the first's result (a row
 * demoted meanwhile no longer matches), so the platform never ends up without one.
 */
async function lockAdminOwners(tx: Db): Promise<string[]> {
  const rows = await tx.select({ id: people.id }).from(people).where(eq(people.adminRole, 'owner')).for('update');
  return rows.map((row) => row.id);
}

async function lockAdmin(tx: Db, personId: string): Promise<{ id: string; email: string; role: AdminRole }> {
  const [row] = await tx.select({ id: people.id, email: people.email, role: people.adminRole }).from(people).where(eq(people.id, personId)).for('update');
  if (!row?.role) throw notFound('Administrator not found');
  return { ...row, role: row.role };
}

export async function setAdminRole(context: TeamContext, input: { personId: string; role: AdminRole }): Promise<void> {
  await context.db.transaction(async (tx) => {
    const owners = await lockAdminOwners(tx);
    const admin = await lockAdmin(tx, input.personId);
    if (admin.role === input.role) return;
    if (admin.role === 'owner' && owners.length <= 1) throw conflict(lastAdminOwner);
    await tx.update(people).set({ adminRole: input.role, updatedAt: sql`now()` }).where(eq(people.id, admin.id));
    await recordAuditEvent(tx, context.audit, {
      action: 'team.admin_role_changed',
      targetType: 'person',
      targetId: admin.id,
      details: { email: admin.email, from: admin.role, to: input.role },
    });
  });
}

/**
 * Takes a person's administrator role away. The person keeps their account (and any tenant
 * memberships); the console checks the role on every request, so their admin session ends now.
 */
export async function removeAdmin(context: TeamContext, input: { personId: string }): Promise<void> {
  await context.db.transaction(async (tx) => {
    const owners = await lockAdminOwners(tx);
    const admin = await lockAdmin(tx, input.personId);
    if (admin.role === 'owner' && owners.length <= 1) throw conflict(lastAdminOwner);
    await tx.update(people).set({ adminRole: null, updatedAt: sql`now()` }).where(eq(people.id, admin.id));
    await recordAuditEvent(tx, context.audit, {
      action: 'team.admin_removed',
      targetType: 'person',
      targetId: admin.id,
      details: { email: admin.email, role: admin.role },
    });
  });
}

/** Signs an administrator out of the administrators' console in every browser. */
export async function endAdminSessions(context: TeamContext, input: { personId: string }): Promise<{ ended: number }> {
  return context.db.transaction(async (tx) => {
    const [admin] = await tx.select({ email: people.email, role: people.adminRole }).from(people).where(eq(people.id, input.personId)).limit(1);
    if (!admin?.role) throw notFound('Administrator not found');
    const ended = await endConsoleSessionsIn(tx, input.personId, { kind: 'admin' });
    await recordAuditEvent(tx, context.audit, { action: 'team.admin_sessions_ended', targetType: 'person', targetId: input.personId, details: { email: admin.email, ended } });
    return { ended };
  });
}

export async function inviteAdmin(context: TeamContext, input: { email: string; role: AdminRole }): Promise<InvitationSent> {
  const existing = await findPersonByEmail(context.db, input.email);
  if (existing?.adminRole) throw conflict(`${existing.email} is already an administrator.`);
  return sendInvitation(context, { email: input.email, adminRole: input.role, tenantId: null, memberRole: null }, 'team.admin_invited');
}
