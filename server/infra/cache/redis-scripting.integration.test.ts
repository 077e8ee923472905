import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testServices } from '../../testing/test-services';
import { createLogger } from '../logger';
import { scriptedCounter } from '../rate-counters';
import { slidingWindowCases } from '../../testing/sliding-window-cases';
import { startUpstashRestServer } from '../../testing/upstash-rest-server';
import { createUpstashCache } from './upstash';
import { createRedisCache } from './redis';
import type { ScriptingClient, SharedCache } from './types';

/**
 * Pins the shim that lets @upstash/ratelimit run its scripts on TCP Redis (redis.ts: the script's
 * `#!lua flags=allow-key-locking` line, which Redis refuses, is stripped, and the library's hash is
 * mapped to the stripped text's). The real library runs through the real shim against the real
 * Redis; the counts, the key, its expiry and the script hash are checked exactly.
 *
 * When this fails after an upgrade of @upstash/ratelimit, its fixed-window script changed. Read the
 * new one (`fixedWindowLimitScript` in node_modules/@upstash/ratelimit/dist/index.js) and check that
 * the shim still runs it on plain Redis: one first line to strip at most, the same KEYS and ARGV
 * (key, tokens, window in ms, increment), a reply of `{used, limit}`, an expiry set on first use.
 * If so, take the new hash below; if not, change the shim (or keep the previous version of the
 * library) before the upgrade goes in: a script the shim cannot run makes every rate limit fail open.
 */
const FIXED_WINDOW_SCRIPT_SHA1 = 'b2efc02798c8e9b471a10f9b1d5745db89923ff3';
const SHEBANG = '#!lua flags=allow-key-locking\n';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('@upstash/ratelimit through the TCP Redis shim', () => {
  const prefix = `test:shim:${randomBytes(6).toString('hex')}:`;
  const logger = createLogger({ level: 'silent' });
  let cache: SharedCache;
  let redis: Redis;
  /** Every script command the library sent, with the hash it named (EVALSHA) or the hash of the text it sent (EVAL). */
  let sent: Array<{ command: 'EVALSHA' | 'EVAL'; sha: string; text?: string }>;
  let recording: SharedCache;

  // Half-way through an hour: the window of every count below ends at 11:00:00 UTC.
  const now = Date.UTC(2026, 0, 5, 10, 30, 0);
  const windowEndS = Date.UTC(2026, 0, 5, 11, 0, 0) / 1000;
  const bucket = Math.floor(now / 3_600_000);

  beforeAll(() => {
    redis = new Redis(testServices.redisUrl, { keyPrefix: prefix });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  });
  beforeEach(async () => {
    // A cache of each case's own: the shim learns the library's hash on its first EVAL.
    cache = createRedisCache({ url: testServices.redisUrl, prefix, timeoutMs: 2000, logger });
    // Commands fail at once until the client is connected (no offline queue).
    await vi.waitFor(() => cache.ping(), { timeout: 5000, interval: 20 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    sent = [];
    const { scripting } = cache;
    const recorder: ScriptingClient = {
      evalsha: (sha, keys, args) => {
        sent.push({ command: 'EVALSHA', sha });
        return scripting.evalsha(sha, keys, args);
      },
      eval: (script, keys, args) => {
        sent.push({ command: 'EVAL', sha: sha1(script), text: script });
        return scripting.eval(script, keys, args);
      },
    };
    recording = { ...cache, scripting: recorder };
  });
  afterEach(async () => {
    vi.useRealTimers();
    await cache.close();
  });

  it('counts, refuses, gives back and reads exactly as on Upstash, in one key that expires with its window', async () => {
    const count = scriptedCounter(recording, 2000);
    const policy = { limit: 3, windowS: 3600, window: 'fixed' } as const;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await count('pin', policy, 'caller', 1));
    expect(answers).toEqual([
      { allowed: true, limit: 3, remaining: 2, resetS: windowEndS },
      { allowed: true, limit: 3, remaining: 1, resetS: windowEndS },
      { allowed: true, limit: 3, remaining: 0, resetS: windowEndS },
      { allowed: false, limit: 3, remaining: 0, resetS: windowEndS },
    ]);
    const key = `ratelimit:pin:caller:${bucket}`;
    expect(await redis.get(key)).toBe('4');
    const ttlMs = await redis.pttl(key);
    expect(ttlMs).toBeGreaterThan(3_500_000);
    expect(ttlMs).toBeLessThanOrEqual(3_600_000);

    expect(await count('pin', policy, 'caller', -1)).toEqual({ allowed: true, limit: 3, remaining: 0, resetS: windowEndS });
    expect(await count('pin', policy, 'caller', -1)).toEqual({ allowed: true, limit: 3, remaining: 1, resetS: windowEndS });
    expect(await count('pin', policy, 'caller', 0)).toEqual({ allowed: true, limit: 3, remaining: 1, resetS: windowEndS });
    expect(await redis.get(key)).toBe('2');
  });

  it('sends the script once, under the hash the library names it by, then only that hash', async () => {
    const count = scriptedCounter(recording, 2000);
    for (let i = 0; i < 3; i++) await count('pin-hash', { limit: 5, windowS: 3600, window: 'fixed' } as const, 'caller', 1);
    // The shim has a hash only after the first EVAL of this cache: the first call asks by hash,
    // is told the script is unknown, sends the text, and every later call goes by hash alone.
    expect(sent.map(({ command, sha }) => [command, sha])).toEqual([
      ['EVALSHA', FIXED_WINDOW_SCRIPT_SHA1],
      ['EVAL', FIXED_WINDOW_SCRIPT_SHA1],
      ['EVALSHA', FIXED_WINDOW_SCRIPT_SHA1],
      ['EVALSHA', FIXED_WINDOW_SCRIPT_SHA1],
    ]);
    expect(sent[1]!.text!.startsWith(SHEBANG)).toBe(true);
    // What Redis holds is the text without its first line.
    const [known] = (await redis.call('SCRIPT', 'EXISTS', sha1(sent[1]!.text!.slice(SHEBANG.length)))) as number[];
    expect(known).toBe(1);
  });
});

/**
 * The sliding window's own script, on TCP Redis and on Upstash's REST protocol (a small server
 * forwarding to the same Redis): the same answers as the in-process counter (rate-counters.test.ts).
 */
describe.each(['redis', 'upstash'] as const)('the sliding window in the shared cache over %s', (driver) => {
  const prefix = `test:sliding:${randomBytes(6).toString('hex')}:`;
  const logger = createLogger({ level: 'silent' });
  let cache: SharedCache;
  let closeUpstash: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (driver === 'upstash') {
      const upstash = await startUpstashRestServer({ redisUrl: testServices.redisUrl, token: 'test-token' });
      closeUpstash = upstash.close;
      cache = createUpstashCache({ url: upstash.url, token: upstash.token, prefix, timeoutMs: 2000 });
    } else {
      cache = createRedisCache({ url: testServices.redisUrl, prefix, timeoutMs: 2000, logger });
      await vi.waitFor(() => cache.ping(), { timeout: 5000, interval: 20 });
    }
  });
  afterAll(async () => {
    await cache?.close();
    await closeUpstash?.();
    const redis = new Redis(testServices.redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  slidingWindowCases(() => scriptedCounter(cache, 2000));
});
