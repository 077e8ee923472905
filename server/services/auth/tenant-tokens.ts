import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { hmacKeyOf } from './hmac-key';
import { createVerifiedTokens } from './verified-tokens';

/** Tenant access tokens: HS256, 24 hours, claims exactly as the spec (sub, appId, iat, exp) plus jti. */
export const TENANT_TOKEN_TTL_S = 24 * 60 * 60;
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  sub: z.uuid(),
  appId: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1).optional(),
});

export type TenantTokenClaims = z.infer<typeof claimsSchema>;


export async function issueTenantToken(
  secret: string,
  tenant: { id: string; appId: string },
  issuedAt: number,
): Promise<string> {
  return new SignJWT({ appId: tenant.appId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(tenant.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TENANT_TOKEN_TTL_S)
    .setJti(randomUUID())
    .sign(await hmacKeyOf(secret));
}

export type TokenVerification =
  | { ok: true; claims: TenantTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

const verifiedTokens = createVerifiedTokens<TenantTokenClaims>();

/** The claims of a token verified before and not expired, without a promise; otherwise undefined (verify it). */
export function rememberedTenantToken(secret: string, token: string): TenantTokenClaims | undefined {
  return verifiedTokens.valid(secret, token);
}

export async function verifyTenantToken(secret: string, token: string): Promise<TokenVerification> {
  const known = verifiedTokens.get(secret, token);
  if (known === 'expired') return { ok: false, reason: 'expired' };
  if (known) return { ok: true, claims: known };
  try {
    // The algorithm is pinned: `alg: none` and asymmetric-key confusion are refused by jose here.
    const { payload, protectedHeader } = await jwtVerify(token, await hmacKeyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    // Account-API tokens are signed with the same key but carry their own type: not accepted here.
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return { ok: false, reason: 'invalid' };
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    verifiedTokens.remember(secret, token, claims.data);
    return { ok: true, claims: claims.data };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
