import { z } from 'zod';
import { signedTokens } from '../auth/signed-tokens';

/**
 * Account-API access tokens: HS256 JWT, one hour, with `jti`. Signed with the same
 * key as tenant tokens, so they are told apart three ways, each checked on both sides: the header
 * `typ` (`at+jwt`, RFC 9068; tenant tokens carry `JWT` and tenant verification refuses any other),
 * the audience and the issuer.
 */
export const ACCESS_TOKEN_TTL_S = 3600 as const;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const MAIL_TOKEN_TTL_S = 48 * 60 * 60;
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

// Told apart from tenant tokens, which share the key, by `typ`, audience and issuer, each checked on both sides.
const accessTokens = signedTokens({
  typ: ACCESS_TOKEN_TYPE,
  audience: ACCESS_TOKEN_AUDIENCE,
  issuer: ACCESS_TOKEN_ISSUER,
  ttlS: ACCESS_TOKEN_TTL_S,
  claims: claimsSchema,
  requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
});

export function issueAccessToken(secret: string, subject: { userId: string; sessionId: string }, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return accessTokens.sign(secret, subject.userId, { sid: subject.sessionId }, now);
}

export type AccessTokenVerification = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a token verified before and not expired, without a promise; otherwise undefined (verify it). */
export const rememberedAccessToken = (secret: string, token: string): AccessTokenClaims | undefined => accessTokens.remembered(secret, token);

export const verifyAccessToken = (secret: string, token: string): Promise<AccessTokenVerification> => accessTokens.verify(secret, token);

/** The cache key that blacklists an access token's jti until it expires. */
export const blacklistKey = (jti: string) => `account:revoked-jti:${jti}`;
