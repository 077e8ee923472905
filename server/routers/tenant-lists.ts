import type { z } from 'zod';
import type { Db } from '@/db/client';
import { listQueryInput } from '../services/shared/pagination';
import { narrowToTenant, type PlatformScope, type TenantScope } from '../services/shared/tenant-scope';
import { getTenantOrThrow, tenantIdInput } from '../services/tenants';

/**
 * The administrators' copy of a tenant's list (`GET /tenants/{id}/…`): the tenant's own filters
 * with the tenant's id as a path parameter, strict like every list query.
 */
export const tenantListInput = <const Shape extends z.core.$ZodLooseShape>(shape: Shape) => listQueryInput({ ...tenantIdInput.shape, ...shape });

/**
 * Reads a list of the tenant named by `input.id` with the rest of `input` as its query, in the
 * administrator's scope narrowed to that tenant: a 404 when there is no such tenant, so an unknown
 * id is not an empty list.
 */
export async function listOfTenant<Input extends { id: string }, Result>(db: Db, scope: PlatformScope, input: Input, read: (scope: TenantScope, query: Omit<Input, 'id'>) => Promise<Result>): Promise<Result> {
  const tenant = await getTenantOrThrow(db, input.id);
  const { id: _id, ...query } = input;
  return read(narrowToTenant(scope, tenant.id), query);
}
