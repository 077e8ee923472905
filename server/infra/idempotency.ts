import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { AppError, type FieldIssue } from '../errors';
import type { Cache } from './cache';

/** What a completed keyed request answered: replayed as is to later requests with the same key. */
export type StoredOutcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'error'; code: AppError['code']; message: string; issues?: FieldIssue[]; headers: Record<string, string> };

type Record_ = { state: 'in_flight'; fingerprint: string } | { state: 'done'; fingerprint: string; outcome: StoredOutcome };

export type IdempotencyScope = { caller: string; method: string; path: string; key: string };

export type Begun =
  | { kind: 'replay'; outcome: StoredOutcome }
  | { kind: 'execute'; complete(outcome: StoredOutcome): Promise<void>; abandon(): Promise<void> };

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Idempotency store unavailable; the request was not executed, retry with the same key', {
    headers: { 'Retry-After': '5' },
  });

/** SHA-256 of the canonical JSON (RFC 8785) of the body: key order and spacing do not matter. */
export function fingerprintOf(rawBody: string | null): string {
  let canonical = '';
  if (rawBody && rawBody.trim() !== '') canonical = canonicalize(JSON.parse(rawBody)) ?? '';
  return hash('sha256', canonical, 'hex');
}

/**
 * Idempotency records in the shared cache. The first request with a key claims it (SET NX) and
 * runs; duplicates that arrive meanwhile, on any instance, wait for its outcome up to the lock
 * timeout and replay it, or get 503. 5xx outcomes are not stored: the claim is released and the
 * key can be retried. If the cache cannot be asked, the request is refused with 503 rather than
 * risking a second execution.
 */
export function createIdempotencyStore(deps: { cache: Cache; ttlS: number; lockTimeoutS: number }) {
  const storageKey = (scope: IdempotencyScope) =>
    `idem:${hash('sha256', `${scope.caller}\n${scope.method}\n${scope.path}\n${scope.key}`, 'hex')}`;

  const read = async (key: string): Promise<Record_ | null> => {
    const raw = await deps.cache.get(key).catch(() => {
      throw unavailable();
    });
    return raw ? (JSON.parse(raw) as Record_) : null;
  };

  const mismatch = () => new AppError('CONFLICT', 'Idempotency-Key was already used with a different payload');

  return {
    async begin(scope: IdempotencyScope, fingerprint: string): Promise<Begun> {
      const key = storageKey(scope);
      const deadline = Date.now() + deps.lockTimeoutS * 1000;
      for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
        const claim: Record_ = { state: 'in_flight', fingerprint };
        // The claim outlives the lock timeout a little, so waiters give up before it can expire.
        const claimed = await deps.cache
          .set(key, JSON.stringify(claim), { ttlMs: deps.lockTimeoutS * 1000 + 5000, onlyIfAbsent: true })
          .catch(() => {
            throw unavailable();
          });
        if (claimed) {
          return {
            kind: 'execute',
            complete: async (outcome) => {
              const record: Record_ = { state: 'done', fingerprint, outcome };
              await deps.cache.set(key, JSON.stringify(record), { ttlMs: deps.ttlS * 1000 });
            },
            abandon: async () => {
              await deps.cache.del(key);
            },
          };
        }
        const existing = await read(key);
        if (existing && existing.fingerprint !== fingerprint) throw mismatch();
        if (existing?.state === 'done') return { kind: 'replay', outcome: existing.outcome };
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new AppError('SERVICE_UNAVAILABLE', 'A request with this Idempotency-Key is still in progress; retry later', {
            headers: { 'Retry-After': String(Math.max(1, Math.ceil(deps.lockTimeoutS / 10))) },
          });
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, left)));
      }
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
