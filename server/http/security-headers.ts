import securityHeaders from './security-headers.json';

/**
 * The headers every answer carries, page, JSON or file (server/http/security-headers.json, also read by
 * next.config.mjs for the files Next.js serves itself):
 * - `X-Content-Type-Options: nosniff`;
 * - `Referrer-Policy`: links out of the console carry the origin only, never a path with an id or
 *   a token in it;
 * - `X-Frame-Options: DENY`, for browsers without CSP frame-ancestors: nothing here is framed;
 * - the JSON answers' `Content-Security-Policy`: a JSON answer runs no script and loads nothing,
 *   even if opened as a document (pages get theirs from proxy.ts, pageSecurityPolicy below);
 * - `Cross-Origin-Opener-Policy` and a `Permissions-Policy` that turns off what is never used;
 * - HSTS only when the request reached the first proxy over TLS (`X-Forwarded-Proto: https`, set
 *   by Vercel and load balancers): browsers ignore it over plain HTTP anyway, and a local
 *   `npm run serve` must not pin localhost to HTTPS. Two years, the preload list's minimum.
 *
 * Set by the app's own handlers (the REST adapter's `instrumented`, the console's endpoints,
 * proxy.ts for pages) rather than by a next.config `headers()` rule for every path: Next.js
 * applies such a rule in its router on every request, 3 to 5 % of the CPU time of
 * GET /health/live in three A/B runs of the two builds.
 */
const EVERY_ANSWER_HEADERS: ReadonlyArray<{ key: string; value: string }> = securityHeaders.everyAnswer;

/** The security headers on an answer of the app (its headers must be mutable). */
export function applySecurityHeaders(target: Headers, requestHeaders: Headers): void {
  for (const { key, value } of EVERY_ANSWER_HEADERS) target.set(key, value);
  if (cameOverTls(requestHeaders)) target.set(securityHeaders.overTls.key, securityHeaders.overTls.value);
}

/**
 * The answer with the security headers: the same Response, or a copy when its headers cannot be
 * changed (a redirect made with `Response.redirect`, a fetched response).
 */
export function withSecurityHeaders(response: Response, requestHeaders: Headers): Response {
  try {
    applySecurityHeaders(response.headers, requestHeaders);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, requestHeaders);
    return copy;
  }
}

/**
 * The console's policy: scripts only with this request's nonce (Next.js puts it on its own
 * scripts when it finds it in the request's policy) and what they load (`strict-dynamic`); styles
 * from the app, with inline style attributes allowed (React renders some); data only to this
 * origin; no framing, plugins or foreign form targets. Development adds `unsafe-eval` for React's
 * refresh runtime.
 */
export function pageSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The request came over TLS, as the first proxy saw it. */
export function cameOverTls(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
