import { retryAfterSecondsOf } from './errors.js';

export type RetryOptions = {
  /** Retries after the first attempt (network error, 429, 503). Default 2; 0 turns retrying off. */
  maxRetries?: number;
  /** First backoff step in ms when no `Retry-After` is sent; doubled on each retry, full jitter. Default 300. */
  baseDelayMs?: number;
  /** Longest wait between attempts, `Retry-After` included. Default 30 000. */
  maxDelayMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injectable for tests: a number in [0, 1). */
  random?: () => number;
};

/** Statuses that mean "not applied, come back later". */
const retryableStatuses = new Set([429, 503]);
/** Methods a network failure may safely be replayed for without an idempotency key. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** How long to wait before retry number `retry` (0-based): the server's `Retry-After`, else backoff with full jitter. */
export function retryDelayMs(retry: number, response: Response | undefined, options: RetryOptions = {}): number {
  const max = options.maxDelayMs ?? 30_000;
  const retryAfter = response ? retryAfterSecondsOf(response.headers) : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter * 1000, max);
  const ceiling = Math.min((options.baseDelayMs ?? 300) * 2 ** retry, max);
  return Math.floor((options.random ?? Math.random)() * ceiling);
}

/**
 * A fetch that sends each request again after a network error, a 429 or a 503, up to `maxRetries`
 * times, and never after any other answer. Every attempt sends a copy of the same request (same
 * headers, so the same `Idempotency-Key`). A network error is retried only where a replay cannot
 * apply the call twice: a safe or idempotent method, or a request that carries an idempotency key.
 */
export function retryingFetch(fetchImpl: (request: Request) => Promise<Response>, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 2;
  const sleep = options.sleep ?? abortableSleep;
  return async (request) => {
    for (let retry = 0; ; retry++) {
      const canRetry = retry < maxRetries && !request.signal.aborted;
      let response: Response;
      try {
        response = await fetchImpl(canRetry ? request.clone() : request);
      } catch (error) {
        const replayable = safeMethods.has(request.method) || request.headers.has('idempotency-key');
        if (!canRetry || !replayable || request.signal.aborted) throw error;
        await sleep(retryDelayMs(retry, undefined, options), request.signal);
        continue;
      }
      if (!canRetry || !retryableStatuses.has(response.status)) return response;
      const wait = retryDelayMs(retry, response, options);
      await response.body?.cancel().catch(() => undefined);
      await sleep(wait, request.signal);
    }
  };
}
