import { readFileSync } from 'node:fs';

/**
 * The security headers (server/http/security-headers.ts says what each is for). The app's handlers and
 * proxy.ts set them on their answers; the rules below only cover what Next.js serves itself,
 * outside every handler: its scripts and styles under /_next, and the icon. A rule for every path
 * cost each API request 3 to 5 % of its CPU time in Next.js's router.
 */
const securityHeaders = JSON.parse(readFileSync(new URL('./server/http/security-headers.json', import.meta.url), 'utf8'));
const servedByNext = '/(_next/.*|icon\\.svg)';

/**
 * A browser opening an address no page has (the REST catch-all, app/[...path], would answer it with
 * the API's JSON 404) sees the console's page-not-found (app/not-found.tsx), with status 404. An
 * "after files" rewrite is only tried once no page, file or static route matched, and before the
 * dynamic routes: so never for an API path (its pattern leaves them out, the JSON 404 of a wrong
 * one included), nor /admin and /portal (their own pages answer every address under them), nor a mailed
 * link's page (/invite/<token>, /reset-password/<token>: pages with a parameter), nor an
 * API client (no text/html in Accept). proxy.ts takes the same requests, word for word, for the
 * page's script nonce; server/http/proxy-matcher.test.ts keeps the two in step.
 */
const browserNavigationElsewhere = {
  source: '/:path((?!(?:api|v1|tenants|payments|health|cron|audit-events|insights|refunds|disputes|customers|prices|platform|webhooks|webhook-event-types|metrics|openapi\\.json|icon\\.svg|admin|portal)(?:/|$)|_next/|invite/|reset-password/).*)',
  has: [{ type: 'header', key: 'accept', value: '.*text/html.*' }],
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run build:standalone` makes a self-contained server for Node hosts and images
  // (`node .next/standalone/server.js`); `npm run serve` and Vercel use the regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (`tsc`) beside its build, and says so with
  // NEXT_TYPECHECKED=1 (`npm run build:checked`): that build skips Next.js's second pass over the
  // same code (44 s of a 2 min 10 s build), and the step fails if `tsc` does. Every other build
  // (Vercel, `npm run build`, `npm run test:e2e`) still checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPECHECKED === '1' },
  async headers() {
    return [
      { source: servedByNext, headers: securityHeaders.everyAnswer },
      // HSTS only when the request reached the first proxy over TLS (as cameOverTls decides).
      { source: servedByNext, has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [securityHeaders.overTls] },
    ];
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: [{ ...browserNavigationElsewhere, destination: '/_not-found' }], fallback: [] };
  },
  // Native or WASM packages, and packages that keep process-wide state, are loaded by Node itself
  // instead of being bundled: one copy per process, shared by every route.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pino',
    'prom-client',
    'postgres',
    'ioredis',
  ],
  // Migrations are read from disk at start-up: ship them with the standalone server.
  outputFileTracingIncludes: { '/**': ['./db/migrations/**'] },
};

export default nextConfig;
