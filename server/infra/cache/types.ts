/**
 * The cache the app uses for rate limits, idempotency records and locks. Three drivers: TCP Redis
 * (Node hosts), Upstash REST (serverless hosts) and process memory (the embedded default, valid for
 * a single instance only). Every call is bounded by a timeout: a dead cache answers with an error,
 * it never holds a request.
 */
export type CacheKind = 'redis' | 'upstash' | 'memory';

interface CacheCommands {
  ping(): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Returns false when `onlyIfAbsent` is set and the key exists. */
  set(key: string, value: string, options: { ttlMs: number; onlyIfAbsent?: boolean }): Promise<boolean>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A cache every instance shares (TCP Redis or Upstash): rate limits are counted in it by
 * @upstash/ratelimit's scripts, so the count is exact across instances.
 */
export interface SharedCache extends CacheCommands {
  readonly kind: 'redis' | 'upstash';
  /**
   * What @upstash/ratelimit runs its scripts on: the Upstash client itself, or an adapter of the
   * TCP client to the two commands the library calls (EVALSHA, EVAL).
   */
  readonly scripting: ScriptingClient;
  /** Prefix for the rate-limit keys (the TCP client prefixes keys itself). */
  readonly ratelimitPrefix: string;
  /**
   * Every call, the scripts' included, fails by itself after the timeout (the TCP client's
   * commandTimeout): callers need no timer and race of their own.
   */
  readonly boundsItsCalls: boolean;
}

/**
 * Process memory: keys and values only. Rate limits on this driver are counted in process by the
 * rate limiter itself, with no script to run.
 */
export interface MemoryCache extends CacheCommands {
  readonly kind: 'memory';
}

export type Cache = SharedCache | MemoryCache;

/** The part of a Redis client that @upstash/ratelimit uses. */
export interface ScriptingClient {
  evalsha(sha: string, keys: string[], args: unknown[]): Promise<unknown>;
  eval(script: string, keys: string[], args: unknown[]): Promise<unknown>;
}
