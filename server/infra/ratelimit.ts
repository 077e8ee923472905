import type { Cache } from './cache';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { inProcessCounter, type RatePolicy, scriptedCounter, type WindowCount, type WindowCounter } from './rate-counters';
import { TimeoutError } from './timeout';

export type { RatePolicy } from './rate-counters';

/** The limits an operator sets (RATE_LIMIT_*, LOGIN_RATE_LIMIT_*, ACCOUNT_*RATE_LIMIT*, SECOND_FACTOR_*RATE_LIMIT*, COURSE_RATE_LIMIT_*). */
export type RateLimitSettings = {
  enabled: boolean;
  max: number;
  windowS: number;
  loginMax: number;
  loginWindowS: number;
  /** Failed app-secret sign-ins per appId from every address per `windowS`, then lock-outs from `lockOutS` doubling up to `lockOutMaxS`. */
  loginApp: { max: number; windowS: number; lockOutS: number; lockOutMaxS: number };
  /** Account-API sign-in attempts per client IP (per account: loginMax). */
  accountLoginIpMax: number;
  /** Wrong second-factor codes per person (`max`) and per client IP (`ipMax`) per `windowS`. */
  secondFactor: { max: number; ipMax: number; windowS: number };
  /** Failed console sign-ins per person (`max`) and per client IP (`ipMax`) per `windowS`. */
  consoleSignIn: { max: number; ipMax: number; windowS: number };
  /** Password reset requests per address (`max`) and per client IP (`ipMax`) per `windowS`. */
  passwordReset: { max: number; ipMax: number; windowS: number };
  /** The console's CSV exports per administrator or tenant per `windowS`. */
  csvExport: { max: number; windowS: number };
  /** Requests to a payment provider's webhook receiver per (receiver, client IP) per `windowS`. */
  providerWebhook: { max: number; windowS: number };
  /** Account-API requests per user per `windowS`. */
  accountMax: number;
  /** Course-API requests per user per `courseWindowS`, by subscription plan. */
  course: { free: number; pro: number; enterprise: number };
  courseWindowS: number;
};

/** The rule a policy applies to a caller of a tier (the policy itself when it has no tiers). */
export function policyForTier(policy: RatePolicy, tier: string | undefined): RatePolicy {
  const limit = tier === undefined ? undefined : policy.byTier?.[tier];
  return limit === undefined ? policy : { ...policy, limit };
}

export type RateDecision = WindowCount & {
  /** True when the store could not count and the request was let through. */
  failedOpen: boolean;
};

/**
 * Why a request was let through uncounted: the store did not answer in time, could not be reached,
 * or answered the script with an error (a script the store no longer runs, a refused command).
 */
export const failOpenReasons = ['timeout', 'unreachable', 'script_error'] as const;
export type FailOpenReason = (typeof failOpenReasons)[number];

/** Whether the limiter counts right now; while it does not, since when, why, and how many requests went through uncounted. */
export type RateLimiterStatus =
  | { failingOpen: false }
  | { failingOpen: true; since: Date; reason: FailOpenReason; requestsLetThrough: number };

/** What ioredis says while it has no connection (no offline queue); fetch's refused connection (Upstash). */
const unreachableMessages = [/stream isn't writeable/i, /connection is closed/i, /fetch failed/i, /\bECONNREFUSED\b/, /\bECONNRESET\b/];

function reasonOf(error: unknown): FailOpenReason {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TimeoutError || /command timed out/i.test(message)) return 'timeout';
  if (unreachableMessages.some((pattern) => pattern.test(message))) return 'unreachable';
  return 'script_error';
}

/** What the limiter counts when it checks whether it can count again: nothing (a count of 0), under a name no policy has. */
const PROBE = { name: 'probe', policy: { limit: 1, windowS: 60, window: 'fixed' }, identifier: 'status' } as const;

/**
 * Fixed and sliding windows (each policy says which): in the shared cache through scripts (TCP
 * Redis, Upstash: @upstash/ratelimit's for fixed windows, the counter's own for sliding ones), so
 * the count is shared by every instance, or in process on the embedded default. A
 * store that fails or does not answer in time lets the request through (fail open: an outage of the
 * cache must not take the API down with it), and says so: each such request is counted in
 * `rate_limit_fail_open_total{policy,reason}`, `rate_limit_failing_open` is 1 from the first one
 * until a count succeeds again, the change is logged as an error, and readiness and the console
 * show it (`status`).
 */
export function createRateLimiter(deps: { cache: Cache; logger: Logger; metrics: Metrics; timeoutMs: number }) {
  const count: WindowCounter = deps.cache.kind === 'memory' ? inProcessCounter() : scriptedCounter(deps.cache, deps.timeoutMs);
  const { logger, metrics } = deps;
  let current: RateLimiterStatus = { failingOpen: false };
  let probing: Promise<void> | undefined;

  const counted = () => {
    if (!current.failingOpen) return;
    logger.info({ since: current.since.toISOString(), requestsLetThrough: current.requestsLetThrough }, 'rate limiter counting again');
    current = { failingOpen: false };
    metrics.rateLimitFailingOpen.set(0);
  };
  const failed = (error: unknown): FailOpenReason => {
    const reason = reasonOf(error);
    if (current.failingOpen) {
      current.reason = reason;
    } else {
      current = { failingOpen: true, since: new Date(), reason, requestsLetThrough: 0 };
      metrics.rateLimitFailingOpen.set(1);
      logger.error({ err: error instanceof Error ? error.message : String(error), reason }, 'rate limiter failing open: requests are not counted');
    }
    return reason;
  };

  return {
    async check(name: string, policy: RatePolicy, identifier: string): Promise<RateDecision> {
      try {
        const decision = await count(name, policy, identifier, 1);
        counted();
        return { ...decision, failedOpen: false };
      } catch (error) {
        const reason = failed(error);
        if (current.failingOpen) current.requestsLetThrough += 1;
        metrics.rateLimitFailOpen.inc({ policy: name, reason });
        logger.warn({ err: error instanceof Error ? error.message : String(error), policy: name, reason }, 'rate limit unavailable; request allowed');
        const nowS = Date.now() / 1000;
        const windowEndS = policy.window === 'fixed' ? (Math.floor(nowS / policy.windowS) + 1) * policy.windowS : Math.ceil(nowS) + policy.windowS;
        return { allowed: true, limit: policy.limit, remaining: policy.limit, resetS: windowEndS, failedOpen: true };
      }
    },
    /**
     * Gives back one request counted by `check` (a policy that counts only some outcomes counts
     * every attempt first, so concurrent attempts cannot pass the limit together, and returns the
     * ones that did not count). The fixed window's counter is decremented in place (a give-back
     * that lands in the next window lends that window one request, which is harmless); a sliding
     * window drops its latest request. Null when
     * the store could not be asked (logged): the request stays counted, nothing went through
     * uncounted, so the limiter's status is left as it is.
     */
    async giveBack(name: string, policy: RatePolicy, identifier: string): Promise<RateDecision | null> {
      try {
        const decision = await count(name, policy, identifier, -1);
        counted();
        return { ...decision, allowed: true, failedOpen: false };
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error), policy: name }, 'rate-limit give-back failed; the request stays counted');
        return null;
      }
    },
    /**
     * Whether the limiter counts right now. While it is failing open, the store is asked again
     * with a count of nothing (concurrent callers share the one question), so recovery shows
     * without waiting for a request to be counted; while it counts, the store is not asked.
     */
    async status(): Promise<RateLimiterStatus> {
      if (current.failingOpen) {
        probing ??= count(PROBE.name, PROBE.policy, PROBE.identifier, 0)
          .then(counted, (error: unknown) => void failed(error))
          .finally(() => {
            probing = undefined;
          });
        await probing;
      }
      return { ...current };
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
  if (!decision.allowed) {
    const waitS = decision.resetMs === undefined ? decision.resetS - Math.floor(Date.now() / 1000) : Math.ceil((decision.resetMs - Date.now()) / 1000);
    headers['Retry-After'] = String(Math.max(1, waitS));
  }
  return headers;
}
