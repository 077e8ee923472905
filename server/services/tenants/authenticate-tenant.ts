import type { Db } from '@/db/client';
import { unauthorized } from '@/server/errors';
import { rememberedTenantToken, type TenantTokenClaims, verifyTenantToken } from '../auth/tenant-tokens';
import { findTenantForRequest, type TenantRecord } from './find-tenant';
import { tenantAuthMessages } from './login-tenant';

/**
 * Tenant authentication in two steps, so the caller can start work that needs only the tenant id
 * (the rate-limit check) while the tenant row loads: the token first, then the tenant it names.
 */
export async function verifyTenantBearer(jwtSecret: string, authorization: string | null): Promise<TenantTokenClaims> {
  const token = parseBearer(authorization);
  if (!token) throw unauthorized('Missing bearer token');
  const verified = await verifyTenantToken(jwtSecret, token);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
  return verified.claims;
}

/**
 * The claims of a bearer token this process verified before, without waiting on anything: every
 * promise of a request costs (CPU profile), and nearly every request brings a token it
 * brought before. Undefined when it has to be verified (verifyTenantBearer).
 */
export function rememberedTenantBearer(jwtSecret: string, authorization: string | null): TenantTokenClaims | undefined {
  const token = parseBearer(authorization);
  return token ? rememberedTenantToken(jwtSecret, token) : undefined;
}

/** The tenant a verified token names, if it may call the API. */
export async function tenantForClaims(db: Db, claims: TenantTokenClaims): Promise<TenantRecord> {
  const tenant = await findTenantForRequest(db, claims.sub);
  if (!tenant) throw unauthorized(tenantAuthMessages.notFound);
  if (tenant.appId !== claims.appId) throw unauthorized('Invalid token');
  assertTenantMayCall(tenant);
  if (claims.iat < tenant.tokensNotBefore) throw unauthorized('Token revoked');
  return tenant;
}

/** Only ACTIVE tenants call the API; the others are told why (spec messages). */
export function assertTenantMayCall(tenant: Pick<TenantRecord, 'status'>): void {
  if (tenant.status === 'SUSPENDED') throw unauthorized(tenantAuthMessages.suspended);
  if (tenant.status === 'DELETED') throw unauthorized(tenantAuthMessages.deleted);
}

export function parseBearer(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
