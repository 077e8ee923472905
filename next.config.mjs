/**
 * Security headers on every answer (the console's pages get their nonce-based policy from
 * proxy.ts, which replaces the JSON answers' policy below; server/security-headers.ts).
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Links out of the console carry the origin only, never a path with an id or a token in it.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP frame-ancestors: nothing here is meant to be framed.
  { key: 'X-Frame-Options', value: 'DENY' },
  // A JSON answer runs no script and loads nothing, even if opened as a document.
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/**
 * HSTS only when the request reached the first proxy over TLS (`X-Forwarded-Proto: https`, set by
 * Vercel and load balancers): browsers ignore it over plain HTTP anyway, and a local
 * `npm run serve` must not pin localhost to HTTPS. Two years, the preload list's minimum.
 */
const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run build:standalone` makes a self-contained server for Node hosts and images
  // (`node .next/standalone/server.js`); `npm run serve` and Vercel use the regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [strictTransportSecurity] },
    ];
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
