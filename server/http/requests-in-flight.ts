import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * What this process's HTTP servers are doing, seen from Node.js's own diagnostics channels (Next.js
 * never hands its server or sockets to the app): the requests not answered yet, and the servers
 * themselves. A shutdown that overruns its deadline names the requests it was still waiting for,
 * and once the server stops accepting, connections that fall idle are closed at once instead of
 * lingering until their keep-alive timeout (a response whose headers went out before the drain
 * began kept its connection open).
 *
 * The state lives on `globalThis`: Next.js bundles this module more than once (the instrumentation
 * hook and each route), and every copy must see the same requests.
 */
type Open = { method: string; path: string; since: number };
type State = { recording: boolean; open: Map<IncomingMessage, Open>; servers: Set<Server> };
type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

const STATE = Symbol.for('billing-platform.requests-in-flight');

function state(): State {
  const global = globalThis as { [STATE]?: State };
  global[STATE] ??= { recording: false, open: new Map(), servers: new Set() };
  return global[STATE];
}

/** Starts recording; idempotent (the instrumentation hook may run more than once in development). */
export function recordRequestsInFlight(): void {
  const current = state();
  if (current.recording) return;
  current.recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response, server } = message as RequestStart;
    if (server) current.servers.add(server);
    // The path without its query: a query may carry a secret, and the log only needs the route.
    current.open.set(request, { method: request.method ?? '?', path: (request.url ?? '').split('?')[0]!.slice(0, 200), since: performance.now() });
    // 'close' fires for an answered request and for one whose client went away alike.
    response.once('close', () => current.open.delete(request));
  });
}

/** The requests not answered yet, oldest first, as `POST /payments (1840 ms)`. */
export function requestsInFlight(now = performance.now()): string[] {
  return [...state().open.values()].sort((a, b) => a.since - b.since).map(({ method, path, since }) => `${method} ${path} (${Math.round(now - since)} ms)`);
}

/** Closes every connection that carries no request now; those that do are left to finish. */
export function closeIdleConnections(): void {
  for (const server of state().servers) server.closeIdleConnections();
}
