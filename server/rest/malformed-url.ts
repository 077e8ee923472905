import { correlationIdOf } from '../http/request-meta';
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

/**
 * What is wrong when a URL's percent-encoding does not decode to UTF-8 text (`%ZZ`, a lone `%`,
 * overlong or truncated sequences such as `%C0%AF`, an encoded surrogate), in the path or in a
 * query parameter; undefined when the whole URL decodes.
 */
export function malformedUrlMessage(url: URL): string | undefined {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  };
  if (url.pathname.split('/').some((segment) => decoded(segment) === undefined)) {
    return 'The path is not valid percent-encoded UTF-8';
  }
  for (const pair of url.search.slice(1).split('&')) {
    const separator = pair.indexOf('=');
    const name = decoded(separator === -1 ? pair : pair.slice(0, separator));
    if (name === undefined) return 'The query string is not valid percent-encoded UTF-8';
    if (separator !== -1 && decoded(pair.slice(separator + 1)) === undefined) {
      return `Query parameter ${JSON.stringify(name)} is not valid percent-encoded UTF-8`;
    }
  }
  return undefined;
}
