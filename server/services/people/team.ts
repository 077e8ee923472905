import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { type AdminRole, invitations, type MemberRole, people, tenantMembers, tenants } from '@/db/schema';
import { AppError, conflict, notFound, validationFailed } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import { randomToken, sha256 } from '../auth/opaque-tokens';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { burnVerification, hashSecret, verifySecret } from '../auth/secrets';
import { type ConsoleChoice, endConsoleSessionsIn } from './console-sessions';
import { invitationMail } from './people-mails';
import { adminMay, adminRoleLabels, memberMay, memberRoleLabels } from './roles';
import { findPersonByEmail } from './sign-in';
import {
  type AcceptInvitationInput,
  type AdminTeam,
  INVITATION_TTL_MS,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationSent,
  type MemberTeam,
  newPersonPasswordSchema,
} from './team-schemas';

/** What changing the team needs: the database, who acts, and the outbox for invitations. */
export type TeamContext = { db: Db; audit: AuditContext; mailer: Mailer; publicBaseUrl: string };

export const lastAdminOwner = 'The platform needs at least one owner: make another administrator an owner first.';
export const lastTenantOwner = 'This tenant needs at least one owner: make another member an owner first.';
export const invalidInvitation = 'This invitation is invalid, was already used, has expired or was revoked.';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** The person who sent an invitation, by address. */
const inviter = sql<string | null>`(select ${people.email} from ${people} where ${people.id} = ${invitations.invitedBy})`;

/*
 * Drizzle leaves out table names in a one-table select, so these subqueries name their columns in
 * full: an unqualified `id` inside them would be the subquery's own table's.
 */

/** Whether the listed person has an authenticator app or a passkey (an owner sees who has none). */
const hasSecondFactor = sql<boolean>`(people.totp_secret is not null or exists (select 1 from passkeys where passkeys.person_id = people.id))`;

/** The listed person's open sessions in one console. */
const openSessionsIn = (where: ConsoleChoice) =>
  sql<number>`(select count(*)::int from console_sessions s where s.person_id = people.id and s.ended_at is null and s.console_kind = ${where.kind}${
    where.kind === 'tenant' ? sql` and s.tenant_id = ${where.tenantId}` : sql``
  })`.mapWith(Number);

// ---------------------------------------------------------------------------------------------
// Administrators
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Tenant members
// ---------------------------------------------------------------------------------------------

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
 * is sent to set it up on their next request; the owner who turns it on is no exception.
 */
export async function setRequireTwoFactor(context: TeamContext, tenantId: string, required: boolean): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [before] = await tx.select({ required: tenants.requireTwoFactor }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!before) throw notFound('Tenant not found');
    if (before.required === required) return;
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

/** A tenant's owners, locked until the transaction ends (see lockAdminOwners). */
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

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

type InvitationTarget = { email: string; adminRole: AdminRole | null; tenantId: string | null; memberRole: MemberRole | null };

/** The scope of an invitation's management: the administrators' invitations, or one tenant's. */
export type InvitationScope = { kind: 'admin' } | { kind: 'tenant'; tenantId: string };

const inviterId = (audit: AuditContext) => audit.actor.person?.id ?? null;

/** "administer the platform" or "join <tenant>": what the mail and the page say the person is invited to. */
async function destinationOf(db: Db, tenantId: string | null): Promise<{ to: string; tenantName: string | null }> {
  if (!tenantId) return { to: 'administer the platform', tenantName: null };
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return { to: `join ${tenant?.name ?? 'a tenant'}`, tenantName: tenant?.name ?? null };
}

const roleLabelOf = (target: { adminRole: AdminRole | null; memberRole: MemberRole | null }) =>
  target.adminRole ? adminRoleLabels[target.adminRole] : memberRoleLabels[target.memberRole ?? 'viewer'];

/** Mails an invitation's link, in the transaction that stored its token. */
async function mailInvitation(tx: Db, context: TeamContext, target: InvitationTarget, token: string, expiresAt: Date): Promise<void> {
  const { to } = await destinationOf(tx, target.tenantId);
  const invitedBy = context.audit.actor.person?.email ?? null;
  const link = `${context.publicBaseUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
  await context.mailer.send(tx, { userId: null, to: target.email, ...invitationMail({ to, roleLabel: roleLabelOf(target), invitedBy, link, expiresAt }) });
}

async function sendInvitation(context: TeamContext, target: InvitationTarget, action: string): Promise<InvitationSent> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  return context.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          sql`lower(${invitations.email}) = ${target.email.trim().toLowerCase()}`,
          target.tenantId ? eq(invitations.tenantId, target.tenantId) : isNull(invitations.tenantId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .limit(1);
    if (pending) throw conflict(`${target.email} already has a pending invitation: resend or revoke it.`);
    const [row] = await tx
      .insert(invitations)
      .values({ ...target, tokenHash: sha256(token), invitedBy: inviterId(context.audit), expiresAt })
      .returning({ id: invitations.id });
    await mailInvitation(tx, context, target, token, expiresAt);
    await recordAuditEvent(tx, context.audit, {
      action,
      targetType: 'invitation',
      targetId: row!.id,
      details: { email: target.email, role: target.adminRole ?? target.memberRole, ...(target.tenantId ? { tenantId: target.tenantId } : {}) },
    });
    return { id: row!.id, email: target.email, expiresAt: iso(expiresAt) };
  });
}

/** A pending invitation of the scope, locked; another scope's invitation is not found (404). */
async function lockPendingInvitation(tx: Db, scope: InvitationScope, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        scope.kind === 'tenant' ? eq(invitations.tenantId, scope.tenantId) : and(isNull(invitations.tenantId), isNotNull(invitations.adminRole)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** A new link for a pending invitation (expired or not): the old link stops working, the new one works 7 days. */
export async function resendInvitation(context: TeamContext, scope: InvitationScope, id: string): Promise<InvitationSent> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  return context.db.transaction(async (tx) => {
    const invitation = await lockPendingInvitation(tx, scope, id);
    await tx.update(invitations).set({ tokenHash: sha256(token), expiresAt, updatedAt: sql`now()` }).where(eq(invitations.id, id));
    await mailInvitation(tx, context, invitation, token, expiresAt);
    await recordAuditEvent(tx, context.audit, {
      action: 'team.invitation_resent',
      targetType: 'invitation',
      targetId: id,
      details: { email: invitation.email, ...(invitation.tenantId ? { tenantId: invitation.tenantId } : {}) },
    });
    return { id, email: invitation.email, expiresAt: iso(expiresAt) };
  });
}

export async function revokeInvitation(context: Omit<TeamContext, 'mailer' | 'publicBaseUrl'>, scope: InvitationScope, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const invitation = await lockPendingInvitation(tx, scope, id);
    await tx.update(invitations).set({ revokedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(invitations.id, id));
    await recordAuditEvent(tx, context.audit, {
      action: 'team.invitation_revoked',
      targetType: 'invitation',
      targetId: id,
      details: { email: invitation.email, ...(invitation.tenantId ? { tenantId: invitation.tenantId } : {}) },
    });
  });
}

/** An invitation whose link still works: not accepted, not revoked, not expired, and what it leads to still exists. */
async function usableInvitation(db: Db, token: string, lock: boolean) {
  const query = db.select().from(invitations).where(eq(invitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', invalidInvitation);
  const destination = await destinationOf(db, row.tenantId);
  if (row.tenantId && destination.tenantName === null) throw new AppError('BAD_REQUEST', invalidInvitation);
  return { row, destination };
}

/** The address an invitation's token was sent to; null when the token names no invitation. */
export async function invitedAddress(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ email: invitations.email }).from(invitations).where(eq(invitations.tokenHash, sha256(token)));
  return row?.email ?? null;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { row, destination } = await usableInvitation(db, token, false);
  const [sender] = row.invitedBy ? await db.select({ email: people.email, name: people.name }).from(people).where(eq(people.id, row.invitedBy)) : [];
  return {
    email: row.email,
    invitedBy: sender ? sender.name || sender.email : null,
    kind: row.tenantId ? 'tenant' : 'admin',
    tenantName: destination.tenantName,
    role: (row.adminRole ?? row.memberRole)!,
    roleLabel: roleLabelOf(row),
    expiresAt: iso(row.expiresAt),
    hasAccount: (await findPersonByEmail(db, row.email)) !== undefined,
  };
}

/**
 * Accepts an invitation: an address without an account gets one (the name and password given
 * here); an address with one proves it is that person with the account's password. Then the role
 * is granted (an existing higher role is kept: an invitation never demotes) and the invitation is
 * spent. The password work happens before the transaction; the invitation is locked and checked
 * again inside it, so a token works once even when two tabs submit at the same time.
 */
export async function acceptInvitation(context: { db: Db; audit: AuditContext }, input: AcceptInvitationInput): Promise<InvitationAccepted> {
  const { row: seen } = await usableInvitation(context.db, input.token, false);
  const existing = await findPersonByEmail(context.db, seen.email);
  let passwordHash: string | null = null;
  if (existing) {
    if (!(await verifySecret(existing.passwordHash, input.password))) {
      // A wrong password of an account, as at the console's sign-in: its throttle counts it.
      throw new AppError('UNAUTHORIZED', `Wrong password for the account of ${existing.email}.`, { reason: 'invalid_credentials' });
    }
  } else {
    const password = newPersonPasswordSchema.safeParse(input.password);
    if (!password.success) {
      await burnVerification(input.password);
      throw validationFailed([{ field: 'password', message: password.error.issues[0]!.message }]);
    }
    passwordHash = await hashSecret(input.password);
  }
  try {
    return await context.db.transaction(async (tx) => {
      const { row: invitation, destination } = await usableInvitation(tx, input.token, true);
      let person: { id: string; email: string; adminRole: AdminRole | null };
      if (existing) person = existing;
      else {
        const [created] = await tx
          .insert(people)
          .values({ email: invitation.email, name: input.name ?? '', passwordHash: passwordHash! })
          .returning({ id: people.id, email: people.email, adminRole: people.adminRole });
        person = created!;
      }
      if (invitation.adminRole) {
        if (!person.adminRole || !adminMay(person.adminRole, invitation.adminRole)) {
          await tx.update(people).set({ adminRole: invitation.adminRole, updatedAt: sql`now()` }).where(eq(people.id, person.id));
        }
      } else if (invitation.tenantId && invitation.memberRole) {
        const [member] = await tx
          .select({ role: tenantMembers.role })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.tenantId, invitation.tenantId), eq(tenantMembers.personId, person.id)))
          .for('update');
        if (!member) await tx.insert(tenantMembers).values({ tenantId: invitation.tenantId, personId: person.id, role: invitation.memberRole });
        else if (!memberMay(member.role, invitation.memberRole)) {
          await tx
            .update(tenantMembers)
            .set({ role: invitation.memberRole, updatedAt: sql`now()` })
            .where(and(eq(tenantMembers.tenantId, invitation.tenantId), eq(tenantMembers.personId, person.id)));
        }
      }
      await tx.update(invitations).set({ acceptedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(invitations.id, invitation.id));
      await recordAuditEvent(tx, { ...context.audit, actor: { type: 'person', id: person.id, person: { id: person.id, email: person.email } } }, {
        action: 'team.invitation_accepted',
        targetType: 'invitation',
        targetId: invitation.id,
        details: {
          email: person.email,
          role: invitation.adminRole ?? invitation.memberRole,
          newAccount: !existing,
          ...(invitation.tenantId ? { tenantId: invitation.tenantId } : {}),
        },
      });
      return { email: person.email, kind: invitation.tenantId ? ('tenant' as const) : ('admin' as const), tenantName: destination.tenantName, roleLabel: roleLabelOf(invitation) };
    });
  } catch (error) {
    // The address got an account between the check and the insert (another invitation accepted at once).
    if (isUniqueViolation(error)) throw conflict('An account with this address was just created: open the invitation again and use its password.');
    throw error;
  }
}
