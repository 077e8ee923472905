import { type NextRequest, NextResponse } from 'next/server';
import { malformedUrlResponse } from '@/server/rest/malformed-url';
import { applySecurityHeaders, cameOverTls, pageSecurityPolicy } from '@/server/http/security-headers';

/**
 * Runs before Next.js routes a request, on three kinds of request only (the REST hot path never
 * passes here):
 * - a path with a percent sign: routing decodes the path of a dynamic route (the REST surfaces'
 *   `app/[...path]`), and a path that does not decode (`/tenants/%ZZ`, `/payments/%C0%AF`) would get
 *   Next.js's own plain-text error instead of the API's error body; it is answered here as the REST
 *   adapter answers it;
 * - the console's pages: each gets a fresh script nonce and the Content-Security-Policy naming it,
 *   on the request (Next.js reads the nonce from there for its own scripts) and on the answer,
 *   with the other security headers (server/http/security-headers.ts);
 * - a browser opening an address that is not an API path: if no page has it, next.config.mjs's
 *   rewrite renders the console's page-not-found there (instead of the REST catch-all's JSON 404),
 *   which needs its nonce like any page.
 */
export function proxy(request: NextRequest) {
  const malformed = malformedUrlResponse(request);
  if (malformed) {
    applySecurityHeaders(malformed.headers, request.headers);
    return malformed;
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = pageSecurityPolicy(nonce, { development: process.env.NODE_ENV === 'development', https: cameOverTls(request.headers) });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  applySecurityHeaders(response.headers, request.headers);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Three patterns, not one per page: Next.js builds a RegExp from every pattern on every request it
 * routes, API calls included (9 patterns cost GET /health/live about 8 µs of CPU, 2 about 4). The
 * second covers the console's pages (`/admin` and `/portal` with everything under them) and any
 * path with a percent sign. The third is next.config.mjs's not-found rewrite, word for word: a
 * browser's navigation (it accepts text/html) to any path but an API path, /admin, /portal or a
 * file of Next.js's; an API path fails its pattern before its header is looked at.
 * proxy-matcher.test.ts checks what they take and what they leave.
 */
export const config = {
  matcher: [
    '/',
    '/((?:login|logout|docs|confirm-email|parental-consent|account|choose|forgot-password)|(?:admin|portal)(?:/.*)?|(?:invite|reset-password)/.+|.*%.*)',
    {
      source: '/:path((?!(?:api|v1|tenants|payments|health|cron|audit-events|insights|refunds|disputes|customers|prices|platform|webhooks|webhook-event-types|metrics|openapi\\.json|icon\\.svg|admin|portal)(?:/|$)|_next/|invite/|reset-password/).*)',
      has: [{ type: 'header', key: 'accept', value: '.*text/html.*' }],
    },
  ],
};
