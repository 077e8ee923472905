import type { Config } from '../../config';
import type { Logger } from '../logger';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';
import type { Cache } from './types';
import { createUpstashCache } from './upstash';

export type { Cache, CacheKind } from './types';

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
