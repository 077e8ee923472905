import { Redis } from '@upstash/redis';
import { withTimeout } from '../timeout';
import type { SharedCache } from './types';

/** Upstash Redis over its REST protocol, for serverless hosts where TCP connections do not persist. */
export function createUpstashCache(options: { url: string; token: string; prefix: string; timeoutMs: number }): SharedCache {
  const client = new Redis({
    url: options.url,
    token: options.token,
    // Retries would multiply the time a dead cache holds a request; the caller decides instead.
    retry: false,
    automaticDeserialization: false,
    enableTelemetry: false,
  });
  const key = (name: string) => `${options.prefix}${name}`;
  const bounded = <T>(promise: Promise<T>) => withTimeout(promise, options.timeoutMs, 'cache');

  return {
    kind: 'upstash',
    boundsItsCalls: false,
    ping: async () => {
      await bounded(client.ping());
    },
    get: async (name) => (await bounded(client.get<string>(key(name)))) ?? null,
    set: async (name, value, { ttlMs, onlyIfAbsent }) => {
      const result = onlyIfAbsent
        ? await bounded(client.set(key(name), value, { px: ttlMs, nx: true }))
        : await bounded(client.set(key(name), value, { px: ttlMs }));
      return result === 'OK';
    },
    del: async (name) => {
      await bounded(client.del(key(name)));
    },
    close: async () => {},
    ratelimitPrefix: `${options.prefix}ratelimit`,
    // Bounded by the rate limiter's own timeout.
    scripting: {
      evalsha: (sha, keys, args) => client.evalsha(sha, keys, args),
      eval: (script, keys, args) => client.eval(script, keys, args),
    },
  };
}
