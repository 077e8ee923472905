import { hash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { hmacKeyOf } from '../auth/hmac-key';
import { createVerifiedTokens } from '../auth/verified-tokens';

/**
 * Account-API access tokens: HS256 JWT, one hour, with `jti`. Signed with the same
 * key as tenant tokens, so they are told apart three ways, each checked on both sides: the header
 * `typ` (`at+jwt`, RFC 9068; tenant tokens carry `JWT` and tenant verification refuses any other),
 * the audience and the issuer.
 */
export const ACCESS_TOKEN_TTL_S = 3600 as const;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const MAIL_TOKEN_TTL_S = 48 * 60 * 60;
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'learning-platform:account-api';
export const ACCESS_TOKEN_ISSUER = 'learning-platform';

const claimsSchema = z.object({
  sub: z.uuid(),
  /** The session (refresh-token family) the token was issued for. */
  sid: z.uuid(),
  jti: z.uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

export async function issueAccessToken(secret: string, subject: { userId: string; sessionId: string }, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ sid: subject.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(subject.userId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .setJti(randomUUID())
    .sign(await hmacKeyOf(secret));
}

export type AccessTokenVerification = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const verifiedTokens = createVerifiedTokens<AccessTokenClaims>();

/** The claims of a token verified before and not expired, without a promise; otherwise undefined (verify it). */
export function rememberedAccessToken(secret: string, token: string): AccessTokenClaims | undefined {
  return verifiedTokens.valid(secret, token);
}

export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenVerification> {
  const known = verifiedTokens.get(secret, token);
  if (known === 'expired') return { ok: false, reason: 'expired' };
  if (known) return { ok: true, claims: known };
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(secret), {
      algorithms: [ALGORITHM],
      typ: ACCESS_TOKEN_TYPE,
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
      requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    verifiedTokens.remember(secret, token, claims.data);
    return { ok: true, claims: claims.data };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** sha256 (hex) of an opaque token or key: what is stored and looked up, never the token. */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** An opaque random token (refresh tokens, mailed tokens): 256 bits, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** The cache key that blacklists an access token's jti until it expires. */
export const blacklistKey = (jti: string) => `account:revoked-jti:${jti}`;
