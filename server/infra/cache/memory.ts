import type { MemoryCache } from './types';

/**
 * In-process cache for the embedded default: one instance only, lost on restart. It holds keys and
 * values only; the rate limiter counts in process on its own when this is the cache.
 */
export function createMemoryCache(): MemoryCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are dropped on read; this sweep bounds memory for keys never read again.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    ping: async () => {},
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, { ttlMs, onlyIfAbsent }) => {
      if (onlyIfAbsent && live(key)) return false;
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      return true;
    },
    del: async (key) => {
      entries.delete(key);
    },
    close: async () => {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
