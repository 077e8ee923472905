import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { ScriptingClient, SharedCache } from './types';

/**
 * @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`, a flag Upstash accepts
 * and Redis rejects ("Unexpected flag in script shebang"). Without the shebang line they are plain
 * EVAL scripts with the same meaning. The library calls EVALSHA with the hash of its own text, so
 * the adapter remembers which hash of the stripped text answers to it.
 */
function redisScripting(client: Redis): ScriptingClient {
  const SHEBANG = /^#![^\n]*\n/;
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const localSha = new Map<string, string>();
  return {
    evalsha: async (sha, keys, args) => {
      const local = localSha.get(sha);
      if (!local) throw new Error('NOSCRIPT No matching script');
      return client.evalsha(local, keys.length, ...keys, ...(args as string[]));
    },
    eval: async (script, keys, args) => {
      const stripped = script.replace(SHEBANG, '');
      const result = await client.eval(stripped, keys.length, ...keys, ...(args as string[]));
      localSha.set(sha1(script), sha1(stripped));
      return result;
    },
  };
}

/**
 * TCP Redis for Node hosts. Commands fail at once while disconnected (no offline queue) and every
 * command has a timeout; the client reconnects on its own, so the app recovers without a restart.
 */
export function createRedisCache(options: { url: string; prefix: string; timeoutMs: number; logger: Logger }): SharedCache {
  const client = new Redis(options.url, {
    keyPrefix: options.prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.timeoutMs * 2,
    commandTimeout: options.timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    lazyConnect: false,
    // Commands issued in the same tick (concurrent requests' rate-limit counts and idempotency
    // claims) go out in one socket write: on a loaded instance that is fewer writes than requests.
    enableAutoPipelining: true,
  });
  let reportedDown = false;
  client.on('error', (error: Error) => {
    if (!reportedDown) options.logger.warn({ err: error.message }, 'cache connection lost');
    reportedDown = true;
  });
  client.on('ready', () => {
    if (reportedDown) options.logger.info('cache connection restored');
    reportedDown = false;
  });
  return {
    kind: 'redis',
    boundsItsCalls: true,
    // Every command is bounded by the client's commandTimeout (auto-pipelined ones too): no timer
    // and race of our own per command.
    ping: async () => {
      await client.ping();
    },
    get: (key) => client.get(key),
    set: async (key, value, { ttlMs, onlyIfAbsent }) => {
      const result = onlyIfAbsent ? await client.set(key, value, 'PX', ttlMs, 'NX') : await client.set(key, value, 'PX', ttlMs);
      return result === 'OK';
    },
    del: async (key) => {
      await client.del(key);
    },
    close: async () => {
      client.disconnect();
    },
    // ioredis applies keyPrefix to the KEYS of scripts as well.
    ratelimitPrefix: 'ratelimit',
    // Bounded by the client's commandTimeout (boundsItsCalls).
    scripting: redisScripting(client),
  };
}
