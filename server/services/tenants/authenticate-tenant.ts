import type { Db } from '@/db/client';
import type { TenantRow } from '@/db/schema';
import { unauthorized } from '@/server/errors';
import { verifyTenantToken } from '../auth/tenant-tokens';
import { findTenantById } from './find-tenant';
import { tenantAuthMessages } from './login-tenant';

/**
 * The tenant behind a bearer token, if it may call the API: the token verifies, its tenant exists,
 * the appId matches, the tenant is ACTIVE and the token was issued after the last secret change.
 */
export async function authenticateTenant(deps: { db: Db; jwtSecret: string }, authorization: string | null): Promise<TenantRow> {
  const token = parseBearer(authorization);
  if (!token) throw unauthorized('Missing bearer token');
  const verified = await verifyTenantToken(deps.jwtSecret, token);
  if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
  const { claims } = verified;
  const tenant = await findTenantById(deps.db, claims.sub);
  if (!tenant) throw unauthorized(tenantAuthMessages.notFound);
  if (tenant.appId !== claims.appId) throw unauthorized('Invalid token');
  if (tenant.status === 'SUSPENDED') throw unauthorized(tenantAuthMessages.suspended);
  if (tenant.status === 'DELETED') throw unauthorized(tenantAuthMessages.deleted);
  if (claims.iat < tenant.tokensNotBefore) throw unauthorized('Token revoked');
  return tenant;
}

export function parseBearer(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
