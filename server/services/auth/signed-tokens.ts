import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';
import { hmacKeyOf } from './hmac-key';
import { createVerifiedTokens } from './verified-tokens';

/**
 * The product's one kind of signed token: an HS256 JWT with a `jti`, signed with the service's
 * secret. Each use (tenant access tokens, the account API's access tokens) is a `TokenKind` that says
 * how its tokens are told apart from the others signed with the same key (the header `typ`, and
 * for the account API an audience and an issuer) and which claims it carries; signing and
 * verification, with the cache of tokens already verified, are written once here.
 */
export type TokenKind<C extends { sub: string; iat: number; exp: number }> = {
  /** The header `typ` this kind signs with. */
  typ: string;
  /** Also accept tokens without `typ` (tenant tokens issued before it was set). */
  typOptional?: boolean;
  audience?: string;
  issuer?: string;
  ttlS: number;
  /** The claims a verified token must carry, exactly. */
  claims: z.ZodType<C>;
  requiredClaims: readonly string[];
};

export type SignedTokenVerification<C> = { ok: true; claims: C } | { ok: false; reason: 'expired' | 'invalid' };

export type SignedTokens<C extends { sub: string; iat: number; exp: number }> = {
  sign(secret: string, subject: string, extraClaims: Record<string, unknown>, issuedAt: number): Promise<string>;
  verify(secret: string, token: string): Promise<SignedTokenVerification<C>>;
  /** The claims of a token verified before and not expired, without a promise; otherwise undefined (verify it). */
  remembered(secret: string, token: string): C | undefined;
};

export function signedTokens<C extends { sub: string; iat: number; exp: number }>(kind: TokenKind<C>): SignedTokens<C> {
  const verified = createVerifiedTokens<C>();
  return {
    async sign(secret, subject, extraClaims, issuedAt) {
      let jwt = new SignJWT(extraClaims).setProtectedHeader({ alg: 'HS256', typ: kind.typ }).setSubject(subject);
      if (kind.issuer) jwt = jwt.setIssuer(kind.issuer);
      if (kind.audience) jwt = jwt.setAudience(kind.audience);
      return jwt
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + kind.ttlS)
        .setJti(randomUUID())
        .sign(await hmacKeyOf(secret));
    },
    async verify(secret, token) {
      const known = verified.get(secret, token);
      if (known === 'expired') return { ok: false, reason: 'expired' };
      if (known) return { ok: true, claims: known };
      try {
        // The algorithm is pinned: `alg: none` and asymmetric-key confusion are refused by jose here.
        const { payload, protectedHeader } = await jwtVerify(token, await hmacKeyOf(secret), {
          algorithms: ['HS256'],
          ...(kind.typOptional ? {} : { typ: kind.typ }),
          ...(kind.audience ? { audience: kind.audience } : {}),
          ...(kind.issuer ? { issuer: kind.issuer } : {}),
          requiredClaims: [...kind.requiredClaims],
        });
        // A kind whose typ may be absent still refuses another kind's typ.
        if (protectedHeader.typ !== undefined && protectedHeader.typ !== kind.typ) return { ok: false, reason: 'invalid' };
        const claims = kind.claims.safeParse(payload);
        if (!claims.success) return { ok: false, reason: 'invalid' };
        verified.remember(secret, token, claims.data);
        return { ok: true, claims: claims.data };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
    remembered: (secret, token) => verified.valid(secret, token),
  };
}
