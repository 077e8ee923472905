import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { withTimeout } from '../timeout';
import type { Cache } from './types';

/**
 * TCP Redis for Node hosts. Commands fail at once while disconnected (no offline queue) and every
 * command has a timeout; the client reconnects on its own, so the app recovers without a restart.
 */
export function createRedisCache(options: { url: string; prefix: string; timeoutMs: number; logger: Logger }): Cache {
  const client = new Redis(options.url, {
    keyPrefix: options.prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.timeoutMs * 2,
    commandTimeout: options.timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    lazyConnect: false,
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
  const bounded = <T>(promise: Promise<T>) => withTimeout(promise, options.timeoutMs, 'cache');

  return {
    kind: 'redis',
    ping: async () => {
      await bounded(client.ping());
    },
    get: (key) => bounded(client.get(key)),
    set: async (key, value, { ttlMs, onlyIfAbsent }) => {
      const result = onlyIfAbsent
        ? await bounded(client.set(key, value, 'PX', ttlMs, 'NX'))
        : await bounded(client.set(key, value, 'PX', ttlMs));
      return result === 'OK';
    },
    del: async (key) => {
      await bounded(client.del(key));
    },
    close: async () => {
      client.disconnect();
    },
  };
}
