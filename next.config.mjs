/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server for Node hosts (`node .next/standalone/server.js`); Vercel ignores it.
  output: 'standalone',
  poweredByHeader: false,
  // Native or WASM packages, and packages that keep process-wide state, are loaded by Node itself
  // instead of being bundled: one copy per process, shared by every route.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'argon2',
    'pino',
    'prom-client',
    'postgres',
    'ioredis',
  ],
  typedRoutes: false,
};

export default nextConfig;
