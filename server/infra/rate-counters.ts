import { Ratelimit } from '@upstash/ratelimit';
import type { Redis } from '@upstash/redis';
import type { SharedCache } from './cache';
import { TimeoutError } from './timeout';

/**
 * One rate-limit rule: `limit` requests per `windowS` seconds, counted per identifier. `byTier`
 * gives a tier's own limit (the course API's plans); the count is kept under the policy's name
 * whatever the limit, so a caller whose tier changes keeps the requests already counted and is
 * judged against the new limit from the next request on.
 */
export type RatePolicy = { limit: number; windowS: number; byTier?: Readonly<Record<string, number>> };

/** A window's count after a change: what the rate-limit headers say. */
export type WindowCount = {
  /** The count is within the limit (the request that was just counted may pass). */
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window ends. */
  resetS: number;
};

/**
 * Adds `by` requests to the identifier's current window of a policy (1 counts one, -1 gives one
 * back, 0 reads without counting). Windows are fixed, aligned on multiples of their length since
 * the epoch: every instance, and both counters, agree on when a window ends. Rejects when the
 * store cannot count.
 */
export type WindowCounter = (name: string, policy: RatePolicy, identifier: string, by: number) => Promise<WindowCount>;

const windowEndMs = (nowMs: number, windowS: number) => (Math.floor(nowMs / (windowS * 1000)) + 1) * windowS * 1000;

/**
 * Counts in the shared cache through @upstash/ratelimit's fixed-window script, so the count is
 * exact across instances. The library's in-process ephemeral cache is off: it would let each
 * instance block on its own and make the count inexact across instances.
 */
export function scriptedCounter(cache: SharedCache, timeoutMs: number): WindowCounter {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (name: string, policy: RatePolicy) => {
    const id = `${name}:${policy.limit}:${policy.windowS}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: cache.scripting as unknown as Redis,
        limiter: Ratelimit.fixedWindow(policy.limit, `${policy.windowS} s`),
        prefix: `${cache.ratelimitPrefix}:${name}`,
        ephemeralCache: false,
        analytics: false,
        // The library races each check against a timer of its own; a cache that bounds its own
        // calls makes that a second timer and race per request for nothing.
        timeout: cache.boundsItsCalls ? 0 : timeoutMs,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return async (name, policy, identifier, by) => {
    const result = await limiterFor(name, policy).limit(identifier, by === 1 ? undefined : { rate: by });
    // The library answers its own timer's expiry as a success: here it is a count that did not happen.
    if (result.reason === 'timeout') throw new TimeoutError('rate-limit store', timeoutMs);
    return { allowed: result.success, limit: result.limit, remaining: Math.max(0, result.remaining), resetS: Math.ceil(result.reset / 1000) };
  };
}

/** How often the in-process counter drops the windows that are over. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The embedded default's counter: plain numbers in process memory, one instance only, lost on
 * restart. Same windows and the same answers as the scripted counter (used ≤ limit passes,
 * remaining never below 0, reset at the window's end), with no script and no store that can fail.
 * Windows that are over are dropped at most once a minute, on a count, so there is no timer to stop.
 */
export function inProcessCounter(): WindowCounter {
  const windows = new Map<string, { used: number; endsAtMs: number }>();
  let nextSweepMs = 0;
  return async (name, policy, identifier, by) => {
    const now = Date.now();
    if (now >= nextSweepMs) {
      for (const [key, window] of windows) if (window.endsAtMs <= now) windows.delete(key);
      nextSweepMs = now + SWEEP_EVERY_MS;
    }
    const endsAtMs = windowEndMs(now, policy.windowS);
    const key = `${name}:${identifier}`;
    let window = windows.get(key);
    if (!window || window.endsAtMs !== endsAtMs) {
      window = { used: 0, endsAtMs };
      windows.set(key, window);
    }
    window.used += by;
    return { allowed: window.used <= policy.limit, limit: policy.limit, remaining: Math.max(0, policy.limit - window.used), resetS: Math.ceil(endsAtMs / 1000) };
  };
}
