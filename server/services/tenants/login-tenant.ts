import { eq } from 'drizzle-orm';
import { type TenantRow, tenants } from '@/db/schema';
import { AppError, unauthorized } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { burnVerification, verifySecret } from '../auth/secrets';
import { issueTenantToken } from '../auth/tenant-tokens';
import type { TenantServiceContext } from './context';
import type { LoginInput, LoginResult } from './tenant-schemas';

/** Messages of the spec, shared by login and token checks. */
export const tenantAuthMessages = {
  invalidCredentials: 'Invalid credentials',
  suspended: 'Tenant suspended',
  deleted: 'Tenant deleted',
  notFound: 'Tenant not found',
} as const;

/**
 * Exchanges appId and secret for a 24-hour token. An unknown appId and a wrong secret answer the
 * same way after the same work; the status is only revealed to a caller who knows the secret.
 */
export async function loginTenant(
  context: TenantServiceContext & { jwtSecret: string },
  input: LoginInput,
): Promise<LoginResult> {
  const tenant = await authenticateTenantLogin(context, input);
  // After a secret change, tokens must be issued at or after the cut-off second (see changeTenantSecret).
  const issuedAt = Math.max(Math.floor(Date.now() / 1000), tenant.tokensNotBefore);
  const accessToken = await issueTenantToken(context.jwtSecret, tenant, issuedAt);
  return { accessToken, expiresIn: '24h', tokenType: 'Bearer' };
}

/**
 * Checks appId and secret (the API login and the console's tenant sign-in): the tenant, when it
 * may sign in; both outcomes are audited.
 */
export async function authenticateTenantLogin(context: TenantServiceContext, input: LoginInput): Promise<TenantRow> {
  const [tenant] = await context.db.select().from(tenants).where(eq(tenants.appId, input.appId)).limit(1);
  const secretOk = tenant ? await verifySecret(tenant.secretHash, input.appSecret) : (await burnVerification(input.appSecret), false);

  const fail = async (reason: 'invalid_credentials' | 'suspended' | 'deleted', message: string) => {
    await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
      action: 'tenant.login.failed',
      targetType: 'tenant',
      targetId: tenant?.id ?? null,
      details: { appId: input.appId, reason },
    });
    // A wrong appId or secret is the one failure the per-appId sign-in throttle counts.
    return reason === 'invalid_credentials' ? new AppError('UNAUTHORIZED', message, { reason }) : unauthorized(message);
  };

  if (!tenant || !secretOk) throw await fail('invalid_credentials', tenantAuthMessages.invalidCredentials);
  if (tenant.status === 'SUSPENDED') throw await fail('suspended', tenantAuthMessages.suspended);
  if (tenant.status === 'DELETED') throw await fail('deleted', tenantAuthMessages.deleted);

  await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'tenant', id: tenant.id } }, {
    action: 'tenant.login.succeeded',
    targetType: 'tenant',
    targetId: tenant.id,
  });
  return tenant;
}

/**
 * Audits the start of a lock-out of an appId's sign-ins (too many wrong secrets from every address
 * together): the tenant's trail shows who was guessing, from the address that tripped it.
 */
export async function recordLoginLockOut(context: TenantServiceContext, appId: string, lockOut: { level: number; untilS: number }): Promise<void> {
  const [tenant] = await context.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, appId)).limit(1);
  await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
    action: 'tenant.login.locked',
    targetType: 'tenant',
    targetId: tenant?.id ?? null,
    details: { appId, lockOut: lockOut.level, lockedUntil: new Date(lockOut.untilS * 1000).toISOString() },
  });
}
