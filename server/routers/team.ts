import { z } from 'zod';
import {
  acceptInvitation,
  acceptInvitationInput,
  adminTeamSchema,
  invitationAcceptedSchema,
  invitationIdInput,
  invitationPreviewSchema,
  invitationSentSchema,
  invitationTokenInput,
  inviteAdmin,
  inviteAdminInput,
  inviteFirstOwner,
  inviteFirstOwnerInput,
  inviteMember,
  inviteMemberInput,
  listAdmins,
  listMembers,
  memberTeamSchema,
  personIdInput,
  invitedAddress,
  previewInvitation,
  removeAdmin,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setAdminRole,
  setAdminRoleInput,
  endAdminSessions,
  endMemberSessions,
  requireTwoFactorInput,
  sessionsEndedSchema,
  setRequireTwoFactor,
  setMemberRole,
  setMemberRoleInput,
} from '../services/people';
import { adminProcedure, invitationSignInThrottle, router, signInProcedure, tenantProcedure } from '../trpc';

const done = z.object({ ok: z.literal(true) });

/**
 * People management, console only (no REST route): administrators manage administrators, a
 * tenant's owners manage its members; both invite by mail. Changing people needs the owner role;
 * reading the team needs any role. An administrator's invitations and a tenant's are managed by
 * separate procedures, each behind its own console's middleware.
 */
export const teamRouter = router({
  listAdmins: adminProcedure
    .meta({ role: { admin: 'viewer' } })
    .input(z.object({}).optional())
    .output(adminTeamSchema)
    .query(({ ctx }) => listAdmins(ctx.db)),

  setAdminRole: adminProcedure
    .meta({ role: { admin: 'owner' }, fresh: true })
    .input(setAdminRoleInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await setAdminRole(ctx, input), { ok: true as const })),

  removeAdmin: adminProcedure
    .meta({ role: { admin: 'owner' }, fresh: true })
    .input(personIdInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await removeAdmin(ctx, input), { ok: true as const })),

  /** Signs an administrator out of the administrators' console everywhere (a lost laptop, a departure in progress). */
  endAdminSessions: adminProcedure
    .meta({ role: { admin: 'owner' } })
    .input(personIdInput)
    .output(sessionsEndedSchema)
    .mutation(({ ctx, input }) => endAdminSessions(ctx, input)),

  inviteAdmin: adminProcedure
    .meta({ role: { admin: 'owner' }, fresh: true })
    .input(inviteAdminInput)
    .output(invitationSentSchema)
    .mutation(({ ctx, input }) => inviteAdmin(ctx, input)),

  resendInvitation: adminProcedure
    .meta({ role: { admin: 'owner' }, fresh: true })
    .input(invitationIdInput)
    .output(invitationSentSchema)
    .mutation(({ ctx, input }) => resendInvitation(ctx, { kind: 'admin' }, input.id)),

  revokeInvitation: adminProcedure
    .meta({ role: { admin: 'owner' } })
    .input(invitationIdInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await revokeInvitation(ctx, { kind: 'admin' }, input.id), { ok: true as const })),

  /** The owner of a tenant just registered in the console (the REST registration stays as it is). */
  inviteFirstOwner: adminProcedure
    .meta({ role: { admin: 'operator' }, fresh: true })
    .input(inviteFirstOwnerInput)
    .output(invitationSentSchema)
    .mutation(({ ctx, input }) => inviteFirstOwner(ctx, input)),

  listMembers: tenantProcedure
    .meta({ role: { member: 'viewer' } })
    .input(z.object({}).optional())
    .output(memberTeamSchema)
    .query(({ ctx }) => listMembers(ctx.db, ctx.tenant.id)),

  setMemberRole: tenantProcedure
    .meta({ role: { member: 'owner' }, fresh: true })
    .input(setMemberRoleInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await setMemberRole(ctx, ctx.tenant.id, input), { ok: true as const })),

  removeMember: tenantProcedure
    .meta({ role: { member: 'owner' }, fresh: true })
    .input(personIdInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await removeMember(ctx, ctx.tenant.id, input), { ok: true as const })),

  endMemberSessions: tenantProcedure
    .meta({ role: { member: 'owner' } })
    .input(personIdInput)
    .output(sessionsEndedSchema)
    .mutation(({ ctx, input }) => endMemberSessions(ctx, ctx.tenant.id, input)),

  /** Requires (or stops requiring) a second factor of every member of the tenant. */
  setRequireTwoFactor: tenantProcedure
    .meta({ role: { member: 'owner' }, fresh: true })
    .input(requireTwoFactorInput)
    .output(z.object({ requireTwoFactor: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await setRequireTwoFactor(ctx, ctx.tenant.id, input.required, ctx.session?.kind === 'tenant' ? (ctx.session.person?.id ?? null) : null);
      return { requireTwoFactor: input.required };
    }),

  inviteMember: tenantProcedure
    .meta({ role: { member: 'owner' }, fresh: true })
    .input(inviteMemberInput)
    .output(invitationSentSchema)
    .mutation(({ ctx, input }) => inviteMember(ctx, ctx.tenant.id, input)),

  resendMemberInvitation: tenantProcedure
    .meta({ role: { member: 'owner' }, fresh: true })
    .input(invitationIdInput)
    .output(invitationSentSchema)
    .mutation(({ ctx, input }) => resendInvitation(ctx, { kind: 'tenant', tenantId: ctx.tenant.id }, input.id)),

  revokeMemberInvitation: tenantProcedure
    .meta({ role: { member: 'owner' } })
    .input(invitationIdInput)
    .output(done)
    .mutation(async ({ ctx, input }) => (await revokeInvitation(ctx, { kind: 'tenant', tenantId: ctx.tenant.id }, input.id), { ok: true as const })),
});

/**
 * The page behind an invitation's link: what the invitation is, then its acceptance. Throttled by
 * the sign-in policy: accepting checks a password.
 */
export const invitationsRouter = router({
  preview: signInProcedure
    .input(invitationTokenInput)
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx.db, input.token)),

  accept: signInProcedure
    .use(invitationSignInThrottle((ctx, token) => invitedAddress(ctx.db, token)))
    .input(acceptInvitationInput)
    .output(invitationAcceptedSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
});
