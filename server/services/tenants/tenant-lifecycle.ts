import { and, eq, inArray, sql } from 'drizzle-orm';
import { type TenantStatus, tenants } from '@/db/schema';
import { notFound, unprocessable } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { TenantServiceContext } from './context';
import { findTenantById } from './find-tenant';
import { type Tenant, toTenant } from './tenant-schemas';

/**
 * The tenant state machine of the spec, in one table: which states each administrator action
 * starts from and where it leads. Anything else is a 422.
 */
export const tenantTransitions = {
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED', action: 'tenant.suspended' },
  reactivate: { from: ['SUSPENDED'], to: 'ACTIVE', action: 'tenant.reactivated' },
  delete: { from: ['ACTIVE', 'SUSPENDED'], to: 'DELETED', action: 'tenant.deleted' },
} as const satisfies Record<string, { from: readonly TenantStatus[]; to: TenantStatus; action: string }>;

export type TenantTransition = keyof typeof tenantTransitions;

export async function transitionTenant(
  context: TenantServiceContext,
  id: string,
  transition: TenantTransition,
  reason?: string,
): Promise<Tenant> {
  const rule = tenantTransitions[transition];
  return context.db.transaction(async (tx) => {
    const current = await findTenantById(tx, id);
    if (!current) throw notFound('Tenant not found');
    // The status condition in the UPDATE makes two concurrent transitions serialize: the second
    // finds no row in the expected state and answers 422 instead of applying twice.
    const [row] = await tx
      .update(tenants)
      .set({
        status: rule.to,
        updatedAt: sql`now()`,
        ...(rule.to === 'SUSPENDED' ? { suspendedAt: sql`now()` } : {}),
        ...(rule.to === 'ACTIVE' ? { suspendedAt: null } : {}),
        ...(rule.to === 'DELETED' ? { deletedAt: sql`now()` } : {}),
      })
      .where(and(eq(tenants.id, current.id), inArray(tenants.status, [...rule.from])))
      .returning({ id: tenants.id, status: tenants.status });
    if (!row) {
      const [latest] = await tx.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, current.id));
      throw unprocessable(`Cannot ${transition} a tenant whose status is ${latest?.status ?? current.status}`);
    }
    await recordAuditEvent(tx, context.audit, {
      action: rule.action,
      targetType: 'tenant',
      targetId: row.id,
      details: { from: current.status, to: row.status, ...(reason ? { reason } : {}) },
    });
    return toTenant((await findTenantById(tx, row.id))!);
  });
}
