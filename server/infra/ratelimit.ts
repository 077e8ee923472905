import { Ratelimit } from '@upstash/ratelimit';
import type { Redis } from '@upstash/redis';
import type { Cache } from './cache';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

/** The limits an operator sets (RATE_LIMIT_*, LOGIN_RATE_LIMIT_*, ACCOUNT_*RATE_LIMIT*, COURSE_RATE_LIMIT_*). */
export type RateLimitSettings = {
  enabled: boolean;
  max: number;
  windowS: number;
  loginMax: number;
  loginWindowS: number;
  /** Account-API sign-in attempts per client IP (per account: loginMax). */
  accountLoginIpMax: number;
  /** Account-API requests per user per `windowS`. */
  accountMax: number;
  /** Course-API requests per user per `courseWindowS`, by subscription plan. */
  course: { free: number; pro: number; enterprise: number };
  courseWindowS: number;
};

/**
 * One rate-limit rule: `limit` requests per `windowS` seconds, counted per identifier. `byTier`
 * gives a tier's own limit (the course API's plans); the count is kept under the policy's name
 * whatever the limit, so a caller whose tier changes keeps the requests already counted and is
 * judged against the new limit from the next request on.
 */
export type RatePolicy = { limit: number; windowS: number; byTier?: Readonly<Record<string, number>> };

/** The rule a policy applies to a caller of a tier (the policy itself when it has no tiers). */
export function policyForTier(policy: RatePolicy, tier: string | undefined): RatePolicy {
  const limit = tier === undefined ? undefined : policy.byTier?.[tier];
  return limit === undefined ? policy : { limit, windowS: policy.windowS };
}

export type RateDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the current window ends. */
  resetS: number;
  /** True when the cache could not be asked and the request was let through. */
  failedOpen: boolean;
};

/**
 * Fixed-window limits through @upstash/ratelimit on whichever cache is configured, so the count
 * is shared by every instance. The in-process ephemeral cache of the library is off: it would let
 * each instance block on its own and make the count inexact across instances. A cache that fails
 * or does not answer in time lets the request through (fail open), logged and counted.
 */
export function createRateLimiter(deps: { cache: Cache; logger: Logger; metrics: Metrics; timeoutMs: number }) {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (name: string, policy: RatePolicy) => {
    const id = `${name}:${policy.limit}:${policy.windowS}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: deps.cache.scripting as unknown as Redis,
        limiter: Ratelimit.fixedWindow(policy.limit, `${policy.windowS} s`),
        prefix: `${deps.cache.ratelimitPrefix}:${name}`,
        ephemeralCache: false,
        analytics: false,
        // The library races each check against a timer of its own; a cache that bounds its own
        // calls makes that a second timer and race per request for nothing.
        timeout: deps.cache.boundsItsCalls ? 0 : deps.timeoutMs,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const decisionOf = (result: { success: boolean; limit: number; remaining: number; reset: number }): RateDecision => ({
    allowed: result.success,
    limit: result.limit,
    remaining: Math.max(0, result.remaining),
    resetS: Math.ceil(result.reset / 1000),
    failedOpen: false,
  });

  return {
    async check(name: string, policy: RatePolicy, identifier: string): Promise<RateDecision> {
      const windowEndS = () => (Math.floor(Date.now() / (policy.windowS * 1000)) + 1) * policy.windowS;
      try {
        const result = await limiterFor(name, policy).limit(identifier);
        if (result.reason === 'timeout') throw new Error(`rate-limit check timed out after ${deps.timeoutMs} ms`);
        return decisionOf(result);
      } catch (error) {
        deps.metrics.rateLimitFailOpen.inc({ policy: name });
        deps.logger.warn({ err: error instanceof Error ? error.message : String(error), policy: name }, 'rate limit unavailable; request allowed');
        return { allowed: true, limit: policy.limit, remaining: policy.limit, resetS: windowEndS(), failedOpen: true };
      }
    },
    /**
     * Gives back one request counted by `check` (a policy that counts only some outcomes counts
     * every attempt first, so concurrent attempts cannot pass the limit together, and returns the
     * ones that did not count). The fixed window's counter is decremented in place; a give-back
     * that lands in the next window lends that window one request, which is harmless. Null when
     * the cache could not be asked (logged): the request stays counted.
     */
    async giveBack(name: string, policy: RatePolicy, identifier: string): Promise<RateDecision | null> {
      try {
        const result = await limiterFor(name, policy).limit(identifier, { rate: -1 });
        if (result.reason === 'timeout') throw new Error(`rate-limit give-back timed out after ${deps.timeoutMs} ms`);
        return { ...decisionOf(result), allowed: true };
      } catch (error) {
        deps.logger.warn({ err: error instanceof Error ? error.message : String(error), policy: name }, 'rate-limit give-back failed; the request stays counted');
        return null;
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The rate-limit headers for a decision; `Retry-After` only when refused. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetS),
  };
  if (!decision.allowed) headers['Retry-After'] = String(Math.max(1, decision.resetS - Math.floor(Date.now() / 1000)));
  return headers;
}
