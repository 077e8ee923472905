import { createHash, randomBytes } from 'node:crypto';
import { Ratelimit } from '@upstash/ratelimit';
import type { Redis } from '@upstash/redis';
import type { SharedCache } from './cache';
import { TimeoutError, withTimeout } from './timeout';

/**
 * A lock-out after the limit: the attempt that finds the window full starts one, during which every
 * attempt is refused; the first lasts `firstS`, each next one twice as long as the one before, up to
 * `maxS`. The count of lock-outs is forgotten a day after the last one ends.
 */
export type LockOut = { firstS: number; maxS: number };

/**
 * One rate-limit rule: `limit` requests per `windowS` seconds, counted per identifier.
 *
 * `window` says how: `fixed` windows are aligned on multiples of their length since the epoch
 * (cheap: one counter; but `limit` at the end of one window and `limit` again at the start of the
 * next pass within a moment), `sliding` counts the requests of the last `windowS` seconds, whenever
 * asked (a log of their times, at most `limit` long), so no moment lets more than `limit` through in
 * any `windowS`: the throttles that guard secrets slide. `lockOut` (sliding only) refuses everything
 * for a growing time once the limit is reached.
 *
 * `byTier` gives a tier's own limit (the course API's plans); the count is kept under the policy's
 * name whatever the limit, so a caller whose tier changes keeps the requests already counted and
 * is judged against the new limit from the next request on.
 */
export type RatePolicy = { limit: number; windowS: number; window: 'fixed' | 'sliding'; lockOut?: LockOut; byTier?: Readonly<Record<string, number>> };

/** A window's count after a change: what the rate-limit headers say. */
export type WindowCount = {
  /** The count is within the limit (the request that was just counted may pass). */
  allowed: boolean;
  limit: number;
  remaining: number;
  /**
   * Unix seconds when the count goes down: the fixed window's end; for a sliding window, when its
   * oldest request leaves it (a refused caller may try again then), or the lock-out's end.
   */
  resetS: number;
  /**
   * The same moment to the millisecond, where the count is not aligned on seconds (a sliding
   * window's oldest request, a lock-out's end): the wait a refusal names is counted from it, so it
   * never says a second more than the window.
   */
  resetMs?: number;
  /** The identifier is locked out (a policy with `lockOut`): `startedNow` on the attempt that started it. */
  lockOut?: { startedNow: boolean; level: number };
};

/**
 * Adds `by` requests to the identifier's window of a policy (1 counts one, -1 gives one back, 0
 * reads without counting). Fixed windows are aligned on multiples of their length since the epoch:
 * every instance, and both counters, agree on when a window ends. A sliding window counts a request
 * only when it passes (a refused one does not push the wait further), and a give-back takes out its
 * latest request. Time is the caller's clock, as @upstash/ratelimit's own scripts take it. Rejects
 * when the store cannot count.
 */
export type WindowCounter = (name: string, policy: RatePolicy, identifier: string, by: number) => Promise<WindowCount>;

const windowEndMs = (nowMs: number, windowS: number) => (Math.floor(nowMs / (windowS * 1000)) + 1) * windowS * 1000;

/**
 * Counts in the shared cache through @upstash/ratelimit's fixed-window script, so the count is
 * exact across instances. The library's in-process ephemeral cache is off: it would let each
 * instance block on its own and make the count inexact across instances.
 */
export function scriptedCounter(cache: SharedCache, timeoutMs: number): WindowCounter {
  const fixed = scriptedFixedCounter(cache, timeoutMs);
  const sliding = scriptedSlidingCounter(cache, timeoutMs);
  return (name, policy, identifier, by) => (policy.window === 'sliding' ? sliding : fixed)(name, policy, identifier, by);
}

function scriptedFixedCounter(cache: SharedCache, timeoutMs: number): WindowCounter {
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

/** How long the count of an identifier's lock-outs is kept after the last one ends. */
export const LOCK_OUT_MEMORY_MS = 86_400_000;

/** The length of the lock-out of a level (1 for the first), in ms. */
export const lockOutMs = (lockOut: LockOut, level: number) => Math.min(lockOut.firstS * 2 ** (level - 1), lockOut.maxS) * 1000;

/**
 * The sliding window in the shared cache: one sorted set of the passed requests' times per
 * identifier (a key that expires with its newest request), and, for a policy with a lock-out, a
 * hash of the lock's end and level. One script, so concurrent requests on every instance are counted
 * exactly. Replies `{allowed, used, resetMs, startedNow, level}`; `level` is 0 when not locked out.
 */
const SLIDING_WINDOW_SCRIPT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local by = tonumber(ARGV[4])
local firstMs = tonumber(ARGV[6])
local maxMs = tonumber(ARGV[7])
local memoryMs = tonumber(ARGV[8])
if firstMs > 0 then
  local lock = redis.call('HMGET', KEYS[2], 'until', 'level')
  local untilMs = tonumber(lock[1])
  if untilMs and untilMs > now then return {0, 0, untilMs, 0, tonumber(lock[2])} end
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - windowMs)
local used = redis.call('ZCARD', KEYS[1])
local allowed = 1
if by > 0 then
  if used < limit then
    redis.call('ZADD', KEYS[1], now, ARGV[5])
    redis.call('PEXPIRE', KEYS[1], windowMs)
    used = used + 1
  elseif firstMs > 0 then
    local level = (tonumber(redis.call('HGET', KEYS[2], 'level')) or 0) + 1
    local forMs = math.min(firstMs * 2 ^ (level - 1), maxMs)
    local untilMs = now + forMs
    redis.call('HSET', KEYS[2], 'until', string.format('%.0f', untilMs), 'level', level)
    redis.call('PEXPIRE', KEYS[2], string.format('%.0f', forMs + memoryMs))
    redis.call('DEL', KEYS[1])
    return {0, 0, untilMs, 1, level}
  else
    allowed = 0
  end
elseif by < 0 and used > 0 then
  redis.call('ZPOPMAX', KEYS[1])
  used = used - 1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local resetMs = now + windowMs
if oldest[2] then resetMs = tonumber(oldest[2]) + windowMs end
return {allowed, used, resetMs, 0, 0}
`;
const SLIDING_WINDOW_SHA1 = createHash('sha1').update(SLIDING_WINDOW_SCRIPT).digest('hex');

type SlidingReply = [allowed: number, used: number, resetMs: number, startedNow: number, level: number];

function slidingCount(policy: RatePolicy, [allowed, used, resetMs, startedNow, level]: SlidingReply): WindowCount {
  return {
    allowed: allowed === 1,
    limit: policy.limit,
    remaining: level > 0 ? 0 : Math.max(0, policy.limit - used),
    resetS: Math.ceil(resetMs / 1000),
    resetMs,
    ...(level > 0 ? { lockOut: { startedNow: startedNow === 1, level } } : {}),
  };
}

function scriptedSlidingCounter(cache: SharedCache, timeoutMs: number): WindowCounter {
  const run = async (keys: string[], args: string[]): Promise<SlidingReply> => {
    try {
      return (await cache.scripting.evalsha(SLIDING_WINDOW_SHA1, keys, args)) as SlidingReply;
    } catch (error) {
      if (!/NOSCRIPT/i.test(error instanceof Error ? error.message : String(error))) throw error;
      return (await cache.scripting.eval(SLIDING_WINDOW_SCRIPT, keys, args)) as SlidingReply;
    }
  };
  return async (name, policy, identifier, by) => {
    const key = `${cache.ratelimitPrefix}:${name}:sliding:${identifier}`;
    const args = [
      String(Date.now()),
      String(policy.windowS * 1000),
      String(policy.limit),
      String(by),
      `${Date.now()}-${randomBytes(6).toString('hex')}`,
      String((policy.lockOut?.firstS ?? 0) * 1000),
      String((policy.lockOut?.maxS ?? 0) * 1000),
      String(LOCK_OUT_MEMORY_MS),
    ];
    const call = run([key, `${key}:lock`], args);
    const reply = cache.boundsItsCalls ? await call : await withTimeout(call, timeoutMs, 'rate-limit store');
    return slidingCount(policy, reply.map(Number) as SlidingReply);
  };
}

/** How often the in-process counter drops the windows that are over. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The embedded default's counter: plain numbers in process memory, one instance only, lost on
 * restart. Same windows and the same answers as the scripted counter (fixed: used ≤ limit passes,
 * remaining never below 0, reset at the window's end; sliding: the same log and lock-outs as the
 * script), with no script and no store that can fail. Windows that are over are dropped at most
 * once a minute, on a count, so there is no timer to stop.
 */
export function inProcessCounter(): WindowCounter {
  const windows = new Map<string, { used: number; endsAtMs: number }>();
  /** Sliding windows: the passed requests' times, oldest first, and when the newest leaves the window. */
  const logs = new Map<string, { times: number[]; expiresAtMs: number }>();
  const locks = new Map<string, { untilMs: number; level: number; forgetAtMs: number }>();
  let nextSweepMs = 0;

  const sliding = (key: string, policy: RatePolicy, by: number, now: number): WindowCount => {
    const windowMs = policy.windowS * 1000;
    const lock = locks.get(key);
    if (lock && lock.forgetAtMs <= now) locks.delete(key);
    if (policy.lockOut && lock && lock.untilMs > now) return slidingCount(policy, [0, 0, lock.untilMs, 0, lock.level]);
    const times = (logs.get(key)?.times ?? []).filter((time) => time > now - windowMs);
    let allowed = 1;
    if (by > 0) {
      if (times.length < policy.limit) times.push(now);
      else if (policy.lockOut) {
        const level = (locks.get(key)?.level ?? 0) + 1;
        const forMs = lockOutMs(policy.lockOut, level);
        locks.set(key, { untilMs: now + forMs, level, forgetAtMs: now + forMs + LOCK_OUT_MEMORY_MS });
        logs.delete(key);
        return slidingCount(policy, [0, 0, now + forMs, 1, level]);
      } else allowed = 0;
    } else if (by < 0) times.pop();
    if (times.length > 0) logs.set(key, { times, expiresAtMs: times[times.length - 1]! + windowMs });
    else logs.delete(key);
    return slidingCount(policy, [allowed, times.length, times.length > 0 ? times[0]! + windowMs : now + windowMs, 0, 0]);
  };

  return async (name, policy, identifier, by) => {
    const now = Date.now();
    if (now >= nextSweepMs) {
      for (const [key, window] of windows) if (window.endsAtMs <= now) windows.delete(key);
      for (const [key, log] of logs) if (log.expiresAtMs <= now) logs.delete(key);
      for (const [key, lock] of locks) if (lock.forgetAtMs <= now) locks.delete(key);
      nextSweepMs = now + SWEEP_EVERY_MS;
    }
    const key = `${name}:${identifier}`;
    if (policy.window === 'sliding') return sliding(key, policy, by, now);
    const endsAtMs = windowEndMs(now, policy.windowS);
    let window = windows.get(key);
    if (!window || window.endsAtMs !== endsAtMs) {
      window = { used: 0, endsAtMs };
      windows.set(key, window);
    }
    window.used += by;
    return { allowed: window.used <= policy.limit, limit: policy.limit, remaining: Math.max(0, policy.limit - window.used), resetS: Math.ceil(endsAtMs / 1000) };
  };
}
