import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { type AdminRole, invitations, type MemberRole, people, tenantMembers, tenants } from '@/db/schema';
import { AppError, conflict, notFound, validationFailed } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { randomToken, sha256 } from '../auth/opaque-tokens';
import { burnVerification, hashSecret, verifySecret } from '../auth/secrets';
import { invitationMail } from './people-mails';
import { adminMay, adminRoleLabels, memberMay, memberRoleLabels } from './roles';
import { findPersonByEmail } from './sign-in';
import {
  type AcceptInvitationInput,
  INVITATION_TTL_MS,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationSent,
  newPersonPasswordSchema,
} from './team-schemas';
import { iso, type TeamContext } from './team-shared';

export const invalidInvitation = 'This invitation is invalid, was already used, has expired or was revoked.';

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

/** Stores an invitation and mails its link; the caller has checked that the address may be invited. */
export async function sendInvitation(context: TeamContext, target: InvitationTarget, action: string): Promise<InvitationSent> {
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
