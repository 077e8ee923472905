import { z } from 'zod';
import { signedTokens } from './signed-tokens';

/** Tenant access tokens: HS256, 24 hours, claims exactly as the spec (sub, appId, iat, exp) plus jti. */
export const TENANT_TOKEN_TTL_S = 24 * 60 * 60;

const claimsSchema = z.object({
  sub: z.uuid(),
  appId: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1).optional(),
});

export type TenantTokenClaims = z.infer<typeof claimsSchema>;

// Typed `JWT`; one without `typ` is accepted too, and the account API's `at+jwt` never is.
const tenantTokens = signedTokens({ typ: 'JWT', typOptional: true, ttlS: TENANT_TOKEN_TTL_S, claims: claimsSchema, requiredClaims: ['sub', 'iat', 'exp'] });

export function issueTenantToken(secret: string, tenant: { id: string; appId: string }, issuedAt: number): Promise<string> {
  return tenantTokens.sign(secret, tenant.id, { appId: tenant.appId }, issuedAt);
}

export type TokenVerification = { ok: true; claims: TenantTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a token verified before and not expired, without a promise; otherwise undefined (verify it). */
export const rememberedTenantToken = (secret: string, token: string): TenantTokenClaims | undefined => tenantTokens.remembered(secret, token);

export const verifyTenantToken = (secret: string, token: string): Promise<TokenVerification> => tenantTokens.verify(secret, token);
