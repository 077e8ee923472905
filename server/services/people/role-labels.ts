import type { AdminRole, MemberRole } from '@/db/schema/people';

/** How the console names each role, and what each may (client-safe: no database imports). */

/**
 * What a role may do, as ranks: each role may do everything the roles after it may (see roles.ts).
 * Here so the console's pages can hide what the server would refuse.
 */
const adminRank: Record<AdminRole, number> = { owner: 3, operator: 2, viewer: 1 };
const memberRank: Record<MemberRole, number> = { owner: 3, developer: 2, viewer: 1 };

export const adminMay = (role: AdminRole, needed: AdminRole) => adminRank[role] >= adminRank[needed];
export const memberMay = (role: MemberRole, needed: MemberRole) => memberRank[role] >= memberRank[needed];

export const adminRoleLabels = { owner: 'Owner', operator: 'Operator', viewer: 'Viewer' } as const;
export const memberRoleLabels = { owner: 'Owner', developer: 'Developer', viewer: 'Viewer' } as const;

/** The roles as the team pages offer them, strongest first, each with what it may do. */
export const adminRoleChoices = [
  { value: 'owner', label: adminRoleLabels.owner, summary: 'Everything, including managing administrators.' },
  { value: 'operator', label: adminRoleLabels.operator, summary: 'Everything except managing administrators.' },
  { value: 'viewer', label: adminRoleLabels.viewer, summary: 'Reads only.' },
] as const;
export const memberRoleChoices = [
  { value: 'owner', label: memberRoleLabels.owner, summary: 'Everything, including members and the sign-in rules.' },
  { value: 'developer', label: memberRoleLabels.developer, summary: 'Webhook settings and secrets, payment actions, the request log, the export.' },
  { value: 'viewer', label: memberRoleLabels.viewer, summary: 'Reads only.' },
] as const;
