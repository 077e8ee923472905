/**
 * The console pages' Content-Security-Policy, made per request by the proxy (`proxy.ts`). The
 * headers every answer gets (nosniff, Referrer-Policy, framing, the JSON answers' own policy, HSTS
 * over TLS) are static and live in next.config.mjs, which cannot load TypeScript.
 */

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
