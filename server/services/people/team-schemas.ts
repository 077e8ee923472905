import { z } from 'zod';
import { adminRoles, memberRoles } from '@/db/schema/people';
import { adminEmailSchema, adminPasswordSchema } from './administrator-schemas';

/**
 * The console's people management: who administers the platform, who belongs to a tenant, and the
 * invitations by mail that bring new people in. Shared by the router and the console's forms.
 */

export const adminRoleSchema = z.enum(adminRoles, { error: 'role must be owner, operator or viewer' });
export const memberRoleSchema = z.enum(memberRoles, { error: 'role must be owner, developer or viewer' });

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const teamPersonFields = {
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Has an authenticator app or a passkey. */
  secondFactor: z.boolean(),
  /** Browsers signed in to this console as the person now. */
  openSessions: z.number().int(),
};

const pendingInvitationFields = {
  id: z.uuid(),
  email: z.string(),
  /** The address of whoever sent it; null once that person is gone. */
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** Past its expiry: only resending makes it usable again. */
  expired: z.boolean(),
  createdAt: z.iso.datetime(),
};

export const adminTeamSchema = z.object({
  people: z.array(z.object({ ...teamPersonFields, role: adminRoleSchema })),
  /** Sent and neither accepted nor revoked; an expired one stays listed until it is resent or revoked. */
  invitations: z.array(z.object({ ...pendingInvitationFields, role: adminRoleSchema })),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

export const memberTeamSchema = z.object({
  /** The tenant's owners require a second factor of its members. */
  requireTwoFactor: z.boolean(),
  people: z.array(z.object({ ...teamPersonFields, role: memberRoleSchema })),
  invitations: z.array(z.object({ ...pendingInvitationFields, role: memberRoleSchema })),
});
export type MemberTeam = z.infer<typeof memberTeamSchema>;

export const personIdInput = z.strictObject({ personId: z.uuid({ error: 'personId must be a UUID' }) });
export const setAdminRoleInput = z.strictObject({ personId: z.uuid({ error: 'personId must be a UUID' }), role: adminRoleSchema });
export const setMemberRoleInput = z.strictObject({ personId: z.uuid({ error: 'personId must be a UUID' }), role: memberRoleSchema });
export const inviteAdminInput = z.strictObject({ email: adminEmailSchema, role: adminRoleSchema });
export const inviteMemberInput = z.strictObject({ email: adminEmailSchema, role: memberRoleSchema });
export const inviteFirstOwnerInput = z.strictObject({ tenantId: z.uuid({ error: 'tenantId must be a UUID' }), email: adminEmailSchema });
export const requireTwoFactorInput = z.strictObject({ required: z.boolean({ error: 'required must be true or false' }) });
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export const invitationIdInput = z.strictObject({ id: z.uuid({ error: 'id must be a UUID' }) });
export type InviteAdminInput = z.infer<typeof inviteAdminInput>;
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

export const invitationSentSchema = z.object({ id: z.uuid(), email: z.string(), expiresAt: z.iso.datetime() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

const tokenSchema = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token must be at most 200 characters');
export const invitationTokenInput = z.strictObject({ token: tokenSchema });
/**
 * A new account's password follows the administrators' rule (at least 12 characters); an existing
 * account's is only checked against its hash, so it is merely required here.
 */
export const acceptInvitationInput = z.strictObject({
  token: tokenSchema,
  name: z.string().trim().max(200, 'name must be at most 200 characters').optional(),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024, 'password must be at most 1024 characters'),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
export { adminPasswordSchema as newPersonPasswordSchema };

/** What the invitation page shows before the person accepts. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  invitedBy: z.string().nullable(),
  /** `admin`: to administer the platform; `tenant`: to join `tenantName`. */
  kind: z.enum(['admin', 'tenant']),
  tenantName: z.string().nullable(),
  role: z.string(),
  roleLabel: z.string(),
  expiresAt: z.iso.datetime(),
  /** An account exists for the address: its password proves the person, no new password is set. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptedSchema = z.object({ email: z.string(), kind: z.enum(['admin', 'tenant']), tenantName: z.string().nullable(), roleLabel: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
