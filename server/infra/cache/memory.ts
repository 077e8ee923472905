import type { Cache } from './types';

const isFixedWindowLimit = (script: string) => script.includes('INCRBY') && script.includes('PEXPIRE') && !script.includes('HSET');

/** In-process cache for the embedded default: one instance only, lost on restart. */
export function createMemoryCache(): Cache {
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
    boundsItsCalls: true,
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
    ratelimitPrefix: 'ratelimit',
    scripting: {
      // No Lua here: report every script as unknown, so the library sends its source to `eval`.
      evalsha: async () => {
        throw new Error('NOSCRIPT script not loaded in the in-process cache');
      },
      eval: async (script, keys, args) => {
        if (!isFixedWindowLimit(script)) throw new Error('The in-process cache runs only the fixed-window rate-limit script');
        // The fixed-window script: INCRBY the window's key, set its expiry on first use, return {used, limit}.
        const [key] = keys as [string];
        const [tokens, windowMs, incrementBy] = (args as (string | number)[]).map(Number) as [number, number, number];
        const current = live(key);
        const used = (current ? Number(current.value) : 0) + incrementBy;
        entries.set(key, { value: String(used), expiresAt: current?.expiresAt ?? Date.now() + windowMs });
        return [used, tokens];
      },
    },
  };
}
