import createClient from 'openapi-fetch';
import { apiErrorFrom, type Surface } from './errors.js';
import { operationTable } from './generated/openapi.js';
import type { CallOptions } from './operation-types.js';
import { retryingFetch, type RetryOptions } from './retry.js';

export type TransportOptions = {
  /** Where the app answers, e.g. `https://billing.example.com` (no trailing path needed). */
  baseUrl: string;
  /** A fetch to send requests with (a proxy, a test double); the global `fetch` otherwise. */
  fetch?: typeof fetch;
  /** Retrying on network errors, 429 and 503. */
  retry?: RetryOptions;
  /** Headers sent with every request (a `User-Agent`, say). */
  headers?: Record<string, string>;
};

/** Credentials for the requests of one client: how to sign a request, and what to do after a 401. */
export interface Authenticator {
  /** The `Authorization` (or `X-Admin-Key`) header of the next request. */
  headers(): Promise<Record<string, string>>;
  /** After a 401: renews the credentials and answers true when the call should be sent once more. */
  renew?(response: Response): Promise<boolean>;
}

/** "METHOD /path/{template}" of the operations that take an `Idempotency-Key`. */
const keyed = new Set(
  Object.values(operationTable)
    .filter((operation) => operation.idempotent)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

/** A random UUID v4, from `crypto.randomUUID` where there is one (it needs a secure context in browsers). */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type CallInput = { path?: Record<string, string>; query?: object; body?: unknown };
export type RawResult = { data: unknown; response: Response };

/** The request layer every client shares: one per credential. */
export type Transport = {
  /** Sends one logical call (retries and renewals included) and answers the parsed 2xx body, or throws. */
  call(method: string, path: string, input: CallInput, options?: CallOptions): Promise<RawResult>;
};

/**
 * openapi-fetch sends the request; the fetch it is given adds the credentials, retries (each retry a
 * copy of the same request, so the same `Idempotency-Key`), and after a 401 lets the authenticator
 * renew and replays once. A middleware gives each keyed write its key before the first attempt.
 */
export function createTransport(surface: Surface, options: TransportOptions, auth?: Authenticator): Transport {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const send = retryingFetch(baseFetch, options.retry);
  const authorize = async (request: Request) => {
    if (!auth) return;
    for (const [name, value] of Object.entries(await auth.headers())) request.headers.set(name, value);
  };
  const fetchWithAuth = async (request: Request): Promise<Response> => {
    await authorize(request);
    if (!auth?.renew) return send(request);
    const response = await send(request.clone());
    if (response.status !== 401 || !(await auth.renew(response.clone()))) return response;
    await response.body?.cancel().catch(() => undefined);
    await authorize(request);
    return send(request);
  };
  const client = createClient({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: fetchWithAuth, headers: options.headers });
  client.use({
    onRequest({ request, schemaPath }) {
      if (keyed.has(`${request.method} ${schemaPath}`) && !request.headers.has('idempotency-key')) {
        request.headers.set('Idempotency-Key', uuidV4());
      }
    },
  });
  // openapi-fetch's generics type its calls by literal path; this layer is generic over them and
  // the typed methods above it carry the types.
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: { params: object; body?: unknown; headers: Record<string, string>; signal?: AbortSignal },
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  return {
    async call(method, path, input, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
      if (callOptions.correlationId) headers['X-Correlation-ID'] = callOptions.correlationId;
      const { data, error, response } = await request(method.toUpperCase(), path, {
        params: { ...(input.path ? { path: input.path } : {}), ...(input.query ? { query: input.query } : {}) },
        ...(input.body === undefined ? {} : { body: input.body }),
        headers,
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      if (!response.ok) throw apiErrorFrom(surface, response, error);
      return { data, response };
    },
  };
}
