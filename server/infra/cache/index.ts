import type { Config } from '../../config';
import type { Logger } from '../logger';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';
import type { Cache, ScriptingClient } from './types';
import { withSpan } from '../tracing';
import { createUpstashCache } from './upstash';

export type { Cache, CacheKind, MemoryCache, SharedCache } from './types';

export function createCache(config: Config, logger: Logger): Cache {
  const timeoutMs = config.dependencyTimeoutMs;
  switch (config.cache.kind) {
    case 'redis':
      return createRedisCache({ url: config.cache.url, prefix: config.cache.prefix, timeoutMs, logger });
    case 'upstash':
      return createUpstashCache({ ...config.cache, timeoutMs });
    case 'memory':
      return createMemoryCache();
  }
}

/**
 * The cache with every command in a span (tracing on): the command's name and the driver, never
 * the key or the value.
 */
export function tracedCache(cache: Cache): Cache {
  const system = cache.kind === 'memory' ? 'memory' : 'redis';
  const traced = <A extends unknown[], R>(command: string, call: (...args: A) => Promise<R>) =>
    (...args: A) => withSpan(`${system} ${command}`, { 'db.system.name': system, 'db.operation.name': command }, () => call(...args));
  const commands = {
    ping: traced('PING', () => cache.ping()),
    get: traced('GET', (key: string) => cache.get(key)),
    set: traced('SET', (key: string, value: string, options: { ttlMs: number; onlyIfAbsent?: boolean }) => cache.set(key, value, options)),
    del: traced('DEL', (key: string) => cache.del(key)),
    close: () => cache.close(),
  };
  if (cache.kind === 'memory') return { kind: cache.kind, ...commands };
  const { scripting } = cache;
  const tracedScripting: ScriptingClient = {
    evalsha: traced('EVALSHA', (sha: string, keys: string[], args: unknown[]) => scripting.evalsha(sha, keys, args)),
    eval: traced('EVAL', (script: string, keys: string[], args: unknown[]) => scripting.eval(script, keys, args)),
  };
  return { kind: cache.kind, ratelimitPrefix: cache.ratelimitPrefix, boundsItsCalls: cache.boundsItsCalls, scripting: tracedScripting, ...commands };
}
