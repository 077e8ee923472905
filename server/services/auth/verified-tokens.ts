/**
 * Tokens this process has already verified, with their claims, until they expire. An HS256
 * verification through jose (WebCrypto: a thread-pool job and a chain of promises) was about 6 % of
 * the CPU time of GET /tenants/me (CPU profile), and a client sends the same token for its
 * whole life: each token is verified once per process. Only the signature and claim checks are
 * remembered; what can change while a token lives (tokensNotBefore, a blacklisted jti, a suspended
 * tenant) is still checked on every request by the callers, and expiry is checked again on every
 * hit, exactly as jose checks it. Bounded: past `max` entries the oldest is forgotten, and a
 * forgotten token is simply verified again. Failures are never remembered.
 */
export type VerifiedTokens<C extends { exp: number }> = {
  /** The claims of a token verified before with this secret; `expired` once it has expired. */
  get(secret: string, token: string): C | 'expired' | undefined;
  /** The claims of a token verified before and not expired, read without a promise; otherwise undefined (verify it). */
  valid(secret: string, token: string): C | undefined;
  remember(secret: string, token: string, claims: C): void;
};

export function createVerifiedTokens<C extends { exp: number }>(max = 10_000): VerifiedTokens<C> {
  // One map per secret: a token verified with one secret says nothing about another.
  const bySecret = new Map<string, Map<string, C>>();
  const tokens: VerifiedTokens<C> = {
    get(secret, token) {
      const entries = bySecret.get(secret);
      const claims = entries?.get(token);
      if (!claims) return undefined;
      // jose's rule: expired when exp <= now (whole seconds, no tolerance).
      if (claims.exp <= Math.floor(Date.now() / 1000)) {
        entries!.delete(token);
        return 'expired';
      }
      return claims;
    },
    valid(secret, token) {
      const known = tokens.get(secret, token);
      return known === 'expired' ? undefined : known;
    },
    remember(secret, token, claims) {
      let entries = bySecret.get(secret);
      if (!entries) bySecret.set(secret, (entries = new Map()));
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(token, claims);
    },
  };
  return tokens;
}
