import { malformedUrlMessage } from './request-body';
import { correlationIdOf } from './request-meta';
import { errorBody, surfaceOf } from './surfaces';

/**
 * The adapter's answer to a URL whose percent-encoding does not decode to UTF-8: 400 in the error
 * body of the surface the path falls under, or undefined for any other URL. Next.js decodes a
 * dynamic route's path while routing and answers such a path with its own plain-text error before
 * a route handler could run, so the proxy (`proxy.ts`) asks this first; the adapter itself refuses
 * the same URLs when called directly. Light on purpose: the proxy imports it without the app.
 */
export function malformedUrlResponse(request: Request): Response | undefined {
  const url = new URL(request.url);
  const message = malformedUrlMessage(url);
  if (!message) return undefined;
  const correlationId = correlationIdOf(request.headers);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const body = errorBody(surfaceOf(path), { status: 400, code: 'BAD_REQUEST', message }, { path, correlationId });
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Correlation-ID': correlationId },
  });
}
