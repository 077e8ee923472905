import { z } from 'zod';
import { dateFilterInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import type { TenantRecord } from './find-tenant';
import { tenantStatuses } from './tenant-constants';

/** Tenant schemas, shared by the REST routes, the console forms and the OpenAPI document. */

export { tenantStatuses } from './tenant-constants';
export const tenantStatusSchema = z.enum(tenantStatuses, { error: 'status must be one of ACTIVE, SUSPENDED, DELETED' });

const nameLength = 'name must be between 1 and 255 characters';
export const tenantNameSchema = z
  .string()
  .trim()
  .min(1, nameLength)
  .max(255, nameLength);

export const appIdSchema = z
  .string()
  .min(1, 'appId must be between 1 and 64 characters')
  .max(64, 'appId must be between 1 and 64 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'appId must contain only letters, digits and hyphens');

export const appSecretSchema = z
  .string()
  .min(12, 'appSecret must be at least 12 characters')
  .max(1024, 'appSecret must be at most 1024 characters');

export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain.source.length > 0 ? /.+/ : undefined, error: 'webhookUrl must be a valid http or https URL' })
  .max(2048, 'webhookUrl must be at most 2048 characters');

export const tenantSchema = z
  .object({
    id: z.uuid(),
    appId: z.string(),
    name: z.string(),
    webhookUrl: z.string().nullable(),
    status: z.enum(tenantStatuses),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Tenant' });

export type Tenant = z.infer<typeof tenantSchema>;

/** The tenant as answered; its `webhookUrl` is its primary endpoint's (`TenantRecord`). */
export function toTenant(row: TenantRecord): Tenant {
  return {
    id: row.id,
    appId: row.appId,
    name: row.name,
    webhookUrl: row.webhookUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const registerTenantInput = z.strictObject({
  name: tenantNameSchema,
  appId: appIdSchema.optional(),
  appSecret: appSecretSchema,
  webhookUrl: webhookUrlSchema.optional(),
});
export type RegisterTenantInput = z.infer<typeof registerTenantInput>;

export const loginInput = z.strictObject({
  appId: z.string().min(1, 'appId is required').max(64, 'appId must be at most 64 characters'),
  appSecret: z
    .string()
    .min(1, 'appSecret is required')
    .max(1024, 'appSecret must be at most 1024 characters'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginResultSchema = z
  .object({ accessToken: z.string(), expiresIn: z.literal('24h'), tokenType: z.literal('Bearer') })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof loginResultSchema>;

const immutableTenantFields = new Set(['appId', 'appSecret', 'status', 'id', 'createdAt', 'updatedAt']);

export const updateTenantInput = z.strictObject(
  {
    name: tenantNameSchema.optional(),
    webhookUrl: webhookUrlSchema.nullable().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
            .map((key) => (immutableTenantFields.has(key) ? `${key} cannot be changed through this endpoint` : `${key} is not allowed`))
            .join('; ')
        : undefined,
  },
);
export type UpdateTenantInput = z.infer<typeof updateTenantInput>;

export const tenantSortFields = ['createdAt', 'updatedAt', 'name', 'appId', 'status'] as const;

export const listTenantsInput = listQueryInput({
  ...paginationInput,
  sortBy: sortByInput(tenantSortFields, 'createdAt'),
  status: tenantStatusSchema.optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  createdAfter: dateFilterInput('createdAfter'),
});
export type ListTenantsInput = z.infer<typeof listTenantsInput>;

export const tenantListSchema = listOutput(tenantSchema).meta({ id: 'TenantList' });

export const tenantIdInput = z.object({ id: rowIdParam('Tenant id (UUID).') });

export const changeSecretInput = z.strictObject({ id: rowIdParam('Tenant id (UUID).'), appSecret: appSecretSchema });
