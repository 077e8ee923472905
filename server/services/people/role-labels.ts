/** How the console names each role (client-safe: no database imports). */
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
