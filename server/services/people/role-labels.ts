/** How the console names each role (client-safe: no database imports). */
export const adminRoleLabels = { owner: 'Owner', operator: 'Operator', viewer: 'Viewer' } as const;
export const memberRoleLabels = { owner: 'Owner', developer: 'Developer', viewer: 'Viewer' } as const;
