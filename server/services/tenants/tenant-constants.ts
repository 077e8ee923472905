/** Tenant statuses without zod, for console pages that only list them (tenant-schemas.ts re-exports them). */
export const tenantStatuses = ['ACTIVE', 'SUSPENDED', 'DELETED'] as const;
