import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';

/**
 * Whose rows a read may see: one tenant's, or every tenant's for the platform (administrators,
 * scheduled jobs, the CLI). A scope is made only by the grants below, which the lint lets the auth
 * middleware, the jobs and the CLI import and nothing else: a service takes a scope and never an
 * optional tenant id, so a forgotten argument does not compile, and a value that merely looks like
 * a scope (a hand-made object, `undefined` forced through the types) is refused at run time too.
 */
declare const granted: unique symbol;
export type TenantScope = { readonly tenantId: string; readonly [granted]: 'tenant' };
export type PlatformScope = { readonly platform: true; readonly [granted]: 'platform' };
export type Scope = TenantScope | PlatformScope;

/** Every scope the grants made: what the readers below trust, whatever a value claims to be. */
const grants = new WeakSet<object>();

/** The scope of a tenant the auth middleware has authenticated. */
export function grantTenantScope(tenantId: string): TenantScope {
  const scope = Object.freeze({ tenantId }) as TenantScope;
  grants.add(scope);
  return scope;
}

/**
 * The scope that reads across tenants: an administrator's request, a scheduled job, an operator's
 * command. Named so that every read across tenants says so where it starts.
 */
export function grantPlatformScope(): PlatformScope {
  const scope = Object.freeze({ platform: true }) as PlatformScope;
  grants.add(scope);
  return scope;
}

const isGranted = (scope: unknown): scope is Scope => typeof scope === 'object' && scope !== null && grants.has(scope);

/** Whether `scope` reads across tenants (a granted platform scope; nothing else). */
export const isPlatformScope = (scope: Scope): scope is PlatformScope => isGranted(scope) && 'platform' in scope;

/**
 * The platform narrowed to one tenant: an administrator reading a tenant's list, or the lists
 * across tenants filtered by one. Only a platform scope narrows; a tenant's stays its own.
 */
export function narrowToTenant(scope: PlatformScope, tenantId: string): TenantScope {
  if (!isPlatformScope(scope)) return deniedScope();
  return grantTenantScope(tenantId);
}

/** The platform scope, or narrowed to `tenantId` when one is given (the administrators' tenant filter). */
export const platformOrTenant = (scope: PlatformScope, tenantId: string | undefined): Scope => (tenantId === undefined ? scope : narrowToTenant(scope, tenantId));

/** A tenant id no row has: what a scope that was not granted reads as. */
const NO_TENANT = '00000000-0000-0000-0000-000000000000';
const deniedScope = () => Object.freeze({ tenantId: NO_TENANT }) as TenantScope;

/** The tenant a read is bounded to; `undefined` across tenants. A value not granted is bounded to no tenant. */
export function tenantOf(scope: Scope): string | undefined {
  if (!isGranted(scope)) return NO_TENANT;
  return 'platform' in scope ? undefined : scope.tenantId;
}

/** The tenant of a tenant's scope, for a store row-level security does not cover (the analytics store); a value not granted names no tenant. */
export const tenantIdOf = (scope: TenantScope): string => tenantOf(scope) ?? NO_TENANT;

/** The query's own condition on the tenant column: none across tenants (the policies check it again). */
export function scopeCondition(column: PgColumn, scope: Scope): SQL[] {
  const tenantId = tenantOf(scope);
  return tenantId === undefined ? [] : [eq(column, tenantId)];
}

/**
 * The database role a tenant's reads run as. It owns nothing, may only read, and row-level security
 * shows it the rows of the tenant named in `app.tenant_id` for the transaction, and none without
 * one (db/migrations/main: tenant_row_security). Created by the migration when the connecting user
 * may create roles, otherwise once by a database administrator (docs/deployment.md).
 */
export const TENANT_READER_ROLE = 'billing_tenant_reader';

/**
 * Runs `read` as the scope may see: across tenants on the connection as it is; for a tenant in a
 * transaction as the tenant reader with the tenant set, so a query that forgets its tenant
 * condition still sees that tenant's rows alone. One extra statement and the transaction's two; only
 * reads run here (the reader may not write), and nothing slow: no provider call, no stream left open.
 */
export async function readInScope<T>(db: Db, scope: Scope, read: (tx: Db) => Promise<T>): Promise<T> {
  const tenantId = tenantOf(scope);
  if (tenantId === undefined) return read(db);
  return db.transaction(async (tx) => {
    await enterTenantScope(tx, tenantId);
    return read(tx);
  });
}

/** Inside a transaction: the rest of it runs as the tenant reader, bounded to `tenantId` (also for the export's chunks). */
export async function enterScope(tx: Db, scope: Scope): Promise<void> {
  const tenantId = tenantOf(scope);
  if (tenantId !== undefined) await enterTenantScope(tx, tenantId);
}

async function enterTenantScope(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('role', ${TENANT_READER_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`);
}
