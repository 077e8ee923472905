import { and, eq, ne, sql } from 'drizzle-orm';
import { tenants } from '@/db/schema';
import { notFound, unprocessable } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashSecret } from '../auth/secrets';
import type { TenantServiceContext } from './context';
import { findTenantById } from './find-tenant';
import { type Tenant, toTenant } from './tenant-schemas';

/**
 * Replaces a tenant's secret and revokes every token issued before: tokens carry `iat` in whole
 * seconds, so the cut-off is the next whole second and later logins are issued at or after it.
 */
export async function changeTenantSecret(context: TenantServiceContext, id: string, appSecret: string): Promise<Tenant> {
  const current = await findTenantById(context.db, id);
  if (!current) throw notFound('Tenant not found');
  if (current.status === 'DELETED') throw unprocessable('Cannot change the secret of a deleted tenant');
  const secretHash = await hashSecret(appSecret);
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tenants)
      .set({
        secretHash,
        tokensNotBefore: sql`floor(extract(epoch from clock_timestamp()))::bigint + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tenants.id, current.id), ne(tenants.status, 'DELETED')))
      .returning({ id: tenants.id });
    if (!row) throw unprocessable('Cannot change the secret of a deleted tenant');
    await recordAuditEvent(tx, context.audit, { action: 'tenant.secret_changed', targetType: 'tenant', targetId: row.id });
    return toTenant((await findTenantById(tx, row.id))!);
  });
}
