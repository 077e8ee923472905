/**
 * The cache the app uses for rate limits, idempotency records and locks. Three drivers: TCP Redis
 * (Node hosts), Upstash REST (serverless hosts) and process memory (the embedded default, valid for
 * a single instance only). Every call is bounded by a timeout: a dead cache answers with an error,
 * it never holds a request.
 */
export type CacheKind = 'redis' | 'upstash' | 'memory';

export interface Cache {
  readonly kind: CacheKind;
  ping(): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Returns false when `onlyIfAbsent` is set and the key exists. */
  set(key: string, value: string, options: { ttlMs: number; onlyIfAbsent?: boolean }): Promise<boolean>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
