/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run build:standalone` makes a self-contained server for Node hosts and images
  // (`node .next/standalone/server.js`); `npm run serve` and Vercel use the regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
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
