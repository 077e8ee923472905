import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type MemberRole, type TenantRow, tenantMembers, tenants } from '@/db/schema';
import type { AdminRole } from './roles';

export type TenantMembership = {
  tenantId: string;
  name: string;
  appId: string;
  role: MemberRole;
  status: TenantRow['status'];
  /** The tenant's owners require a second factor of its members. */
  requireTwoFactor: boolean;
};

/** Every console a person may enter: the administrators' (with their role) and each tenant they are a member of. */
export type ConsoleAccess = { admin: AdminRole | null; tenants: TenantMembership[] };

export async function consoleAccessOf(db: Db, person: { id: string; adminRole: AdminRole | null }): Promise<ConsoleAccess> {
  const memberships = await db
    .select({ tenantId: tenants.id, name: tenants.name, appId: tenants.appId, role: tenantMembers.role, status: tenants.status, requireTwoFactor: tenants.requireTwoFactor })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.personId, person.id))
    .orderBy(asc(tenants.name));
  // A deleted tenant's portal is gone; a suspended one is still listed and refused with its reason.
  return { admin: person.adminRole, tenants: memberships.filter((membership) => membership.status !== 'DELETED') };
}

export async function memberRoleOf(db: Db, personId: string, tenantId: string): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: tenantMembers.role })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.personId, personId), eq(tenantMembers.tenantId, tenantId)))
    .limit(1);
  return row?.role ?? null;
}

/** Whether a tenant has people: then its portal refuses the app-secret sign-in. */
export async function tenantHasMembers(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(tenantMembers).where(eq(tenantMembers.tenantId, tenantId));
  return (row?.value ?? 0) > 0;
}
