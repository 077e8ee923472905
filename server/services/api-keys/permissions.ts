import type { StoredKeyPermissions } from '@/db/schema';
import { type ApiKeyAccess, type ApiKeyPermissions, type ApiKeyResource, apiKeyResources } from './api-key-schemas';

/** What an operation needs of a key: a resource, and `read` or `write`. */
export type PermissionNeed = { resource: ApiKeyResource; access: 'read' | 'write' };

/**
 * What a tenant procedure declares about keys (its meta's `permission`): the resource it acts on,
 * with the access when it is not the procedure's own (`read` for a query, `write` for a mutation);
 * several when it reads across resources (the account export); or `refused` for what no key may
 * do (managing keys). A procedure that declares nothing refuses keys too.
 */
export type PermissionDeclaration = { resource: ApiKeyResource; access?: 'read' | 'write' } | readonly { resource: ApiKeyResource; access?: 'read' | 'write' }[] | 'refused';

/** What a declaration asks of a key for a call of `type`; null when keys are refused. */
export function permissionsNeeded(declaration: PermissionDeclaration | undefined, type: string): PermissionNeed[] | null {
  if (declaration === undefined || declaration === 'refused') return null;
  const byType = type === 'query' ? 'read' : 'write';
  const list = Array.isArray(declaration) ? declaration : [declaration as { resource: ApiKeyResource; access?: 'read' | 'write' }];
  return list.map((entry) => ({ resource: entry.resource, access: entry.access ?? byType }));
}

const rank: Record<ApiKeyAccess, number> = { none: 0, read: 1, write: 2 };

/** Whether stored permissions grant what is needed (`write` includes `read`; a resource left out is none). */
export function grants(permissions: StoredKeyPermissions, need: PermissionNeed): boolean {
  if (permissions === 'all') return true;
  const access = permissions[need.resource] ?? 'none';
  return rank[access] >= rank[need.access];
}

/** The first need not granted, for the refusal's message; undefined when every one is. */
export const missingPermission = (permissions: StoredKeyPermissions, needs: readonly PermissionNeed[]): PermissionNeed | undefined =>
  needs.find((need) => !grants(permissions, need));

/** Permissions as stored and answered: `"all"`, or every resource with its access. */
export function normalisedPermissions(permissions: 'all' | Partial<Record<string, ApiKeyAccess>>): ApiKeyPermissions {
  if (permissions === 'all') return 'all';
  return Object.fromEntries(apiKeyResources.map((resource) => [resource, permissions[resource] ?? 'none'])) as Record<ApiKeyResource, ApiKeyAccess>;
}
