import { type AdminRole, adminRoles, type MemberRole, memberRoles } from '@/db/schema/people';

export { adminRoles, memberRoles, type AdminRole, type MemberRole };

/**
 * What a role may do, as ranks: each role may do everything the roles after it may.
 * - administrators: `owner` (everything, managing administrators too) > `operator` (everything
 *   else) > `viewer` (reads);
 * - tenant members: `owner` (members and the tenant's sign-in rules) > `developer` (webhook
 *   settings and secrets, payment actions, the request log, the export) > `viewer` (reads).
 * The admin API key and a tenant's bearer token carry the owner's rights: the REST API is unchanged.
 */
export { adminMay, memberMay } from './role-labels';

/** The role a procedure needs when it does not say: reads for every role, writes for the middle one. */
export const defaultAdminRole = (type: 'query' | 'mutation' | 'subscription'): AdminRole => (type === 'query' ? 'viewer' : 'operator');
export const defaultMemberRole = (type: 'query' | 'mutation' | 'subscription'): MemberRole => (type === 'query' ? 'viewer' : 'developer');

export { adminRoleLabels, memberRoleLabels } from './role-labels';
