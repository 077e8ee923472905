import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createConnectionPools, type ResolvedAddress } from './webhook-connections';
import { type TraceCarrier, withPropagatedSpan } from './tracing';

export type { ResolvedAddress } from './webhook-connections';

export type WebhookRequest = {
  url: URL;
  /** The address the target check approved: the connection goes there, never to a fresh lookup. */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** The stored trace context of the request that caused the event: the attempt continues its trace. */
  traceContext?: TraceCarrier | null;
};

/** The receiver's status code and the start of its body (UTF-8, at most `KEPT_RESPONSE_BYTES`); or why no answer came. */
export type WebhookResponse = { statusCode: number; body: string } | { error: string };

/** The longest body read from a receiver; the rest is discarded unread. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** How much of the body is kept for the attempt log: room for 1,024 characters of any UTF-8 text. */
export const KEPT_RESPONSE_BYTES = 4 * 1024;

/**
 * POSTs one webhook, in a client span named `webhook POST` with the receiver's host only (a URL's
 * query may hold the tenant's token). The span continues the trace of the request that caused the
 * event, and the receiver gets it as `traceparent` (W3C Trace Context), so its own trace can join
 * ours. The header is not signed: Standard Webhooks signs the id, the timestamp and the body only.
 * With tracing off there is no such header (unless one was stored while tracing was on).
 */
export function sendWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  return withPropagatedSpan('webhook POST', { 'server.address': request.url.hostname }, request.traceContext ?? null, (traceHeaders) =>
    post({ ...request, headers: { ...request.headers, ...traceHeaders } }),
  );
}

/** The process's kept-alive connections to receivers: one pool per origin and checked address. */
const connections = createConnectionPools();

/** Closes the kept-alive connections to receivers (a process that stops, tests). */
export function closeWebhookConnections(): void {
  connections.destroy();
}

/**
 * The POST itself. The host name stays in the URL (Host header, TLS SNI and certificate check)
 * while the `lookup` hook hands a new socket the pre-checked address; a kept-alive socket is taken
 * only from the pool of that same address (webhook-connections.ts). Redirects are not followed: a
 * 3xx is a failed attempt like any other non-2xx. A kept-alive socket the receiver closed as the
 * request went out (it answered nothing: `ECONNRESET` on a reused socket) is not an attempt the
 * receiver saw, so the request is sent once more on a fresh connection. Never throws.
 */
async function post(request: WebhookRequest): Promise<WebhookResponse> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  const first = await postOnce(request, signal, connections.agentFor(request.url, request.address));
  if (!('staleSocket' in first)) return first;
  const again = await postOnce(request, signal, connections.agentFor(request.url, request.address), { fresh: true });
  return 'staleSocket' in again ? { error: again.error } : again;
}

type Attempted = WebhookResponse | { error: string; staleSocket: true };

function postOnce(request: WebhookRequest, signal: AbortSignal, agent: http.Agent, options: { fresh?: boolean } = {}): Promise<Attempted> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const { address, family } = request.address;
    // With autoSelectFamily (the default since Node 20) net asks for every address.
    if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const transport = request.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Attempted) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = transport.request(
      request.url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        // The retry after a stale kept-alive socket opens a connection of its own (same address).
        agent: options.fresh ? false : agent,
        signal,
      },
      (res) => {
        let read = 0;
        const kept: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (read < KEPT_RESPONSE_BYTES) kept.push(chunk.subarray(0, KEPT_RESPONSE_BYTES - read));
          read += chunk.length;
          // A receiver that sends too much loses its connection (it is not kept for another request).
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('error', () => {});
        // A character cut at the byte limit decodes as U+FFFD; the attempt log keeps fewer characters than that anyway.
        res.on('close', () => finish({ statusCode: res.statusCode ?? 0, body: Buffer.concat(kept).toString('utf8') }));
      },
    );
    req.on('error', (error: Error & { code?: string }) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR';
      const message = timedOut ? `timed out after ${request.timeoutMs} ms` : error.message || error.code || 'request failed';
      if (!timedOut && req.reusedSocket && error.code === 'ECONNRESET') finish({ error: message, staleSocket: true });
      else finish({ error: message });
    });
    req.end(request.body);
  });
}
