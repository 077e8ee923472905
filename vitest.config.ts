import path from 'node:path';
import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './server/testing/heavy-first-sequencer';

const roots = ['server', 'db', 'components', 'packages'];
const integrationFiles = roots.map((root) => `${root}/**/*.integration.test.ts`);

/**
 * The files whose outcome depends on the Node.js major rather than on the product's logic: the
 * database drivers and Redis clients (sockets, timers, outages), crypto (argon2, JWTs, passkeys,
 * second factors, webhook signatures, sealed secrets), the socket's peer address (a diagnostics
 * channel), row-level security through the driver, start-up and shutdown, PGlite's WASM build and the SDK's
 * `fetch`. `TEST_FILES=runtime` narrows a run to them: `npm test` runs them under the second
 * supported major (scripts/node-versions.json) after the whole suite under the first.
 */
const runtimeSensitive = {
  units: ['db/**/*.test.ts', 'server/infra/**/*.test.ts', 'server/services/auth/**/*.test.ts', 'server/services/money/**/*.test.ts', 'server/services/time/**/*.test.ts', 'server/http/client-address.test.ts', 'server/env.test.ts', 'packages/sdk/test/**/*.test.ts'],
  integration: [
    'db/**/*.integration.test.ts',
    'server/infra/**/*.integration.test.ts',
    'server/services/auth/**/*.integration.test.ts',
    'server/services/secrets/**/*.integration.test.ts',
    'server/services/shared/tenant-scope.integration.test.ts',
    'server/http/peer-address.integration.test.ts',
    'server/routers/passkeys.integration.test.ts',
    'server/routers/two-factor.integration.test.ts',
    'server/services/webhooks/webhook-workers.integration.test.ts',
    'server/services/webhooks/webhook-dispatch-lanes.integration.test.ts',
    'server/services/webhooks/webhook-secrets.integration.test.ts',
    'server/routers/readiness-start.integration.test.ts',
    'server/routers/health.integration.test.ts',
    'server/http/graceful-shutdown.integration.test.ts',
    'server/startup-spans*.integration.test.ts',
    'server/cli/migrate.integration.test.ts',
    'server/console/handler.integration.test.ts',
    'packages/sdk/test/**/*.integration.test.ts',
  ],
};
/**
 * Integration files that set process-wide state (a global tracer, signal and rejection handlers,
 * fake clocks) or stop the process's servers: each runs in a process of its own. `runtime`: also
 * one of the runtime-sensitive files above.
 */
const processWide = [
  { file: 'server/infra/tracing.integration.test.ts', runtime: true },
  { file: 'server/startup-spans.integration.test.ts', runtime: true },
  { file: 'server/startup-spans-embedded.integration.test.ts', runtime: true },
  { file: 'server/services/webhooks/webhook-traceparent.integration.test.ts', runtime: false },
  { file: 'server/services/webhooks/webhook-traceparent-off.integration.test.ts', runtime: false },
  { file: 'server/http/graceful-shutdown.integration.test.ts', runtime: true },
  { file: 'server/infra/database-outage.integration.test.ts', runtime: true },
  { file: 'server/infra/cache/redis-scripting.integration.test.ts', runtime: true },
  { file: 'server/cli/migrate.integration.test.ts', runtime: true },
];
const runtimeOnly = process.env.TEST_FILES === 'runtime';
if (process.env.TEST_FILES && !runtimeOnly) throw new Error(`TEST_FILES: expected "runtime" or nothing, got "${process.env.TEST_FILES}"`);

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname), 'server-only': path.resolve(import.meta.dirname, 'scripts/server-only.ts') } },
  test: {
    environment: 'node',
    // Two cores: two files at a time; each integration file owns its database and cache prefix.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['server/testing/setup.ts'],
    // The files that take minutes start first, so they run beside the rest instead of after it.
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          // Pure functions and modules: no database, no server, so threads (cheaper to start than
          // processes) and no global set-up.
          name: 'units',
          // .tsx: components rendered as the server renders them (react-dom/server, no DOM).
          include: runtimeOnly ? runtimeSensitive.units : roots.flatMap((root) => [`${root}/**/*.test.ts`, `${root}/**/*.test.tsx`]),
          exclude: ['**/node_modules/**', ...integrationFiles],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: runtimeOnly ? runtimeSensitive.integration : integrationFiles,
          exclude: ['**/node_modules/**', ...processWide.map(({ file }) => file)],
          // The domain suites share their worker's loaded modules: each file builds its own app,
          // database and cache prefix, so nothing of one file's lives on in the next, and the
          // product's modules (tRPC, Drizzle, next-auth, zod schemas) load once per worker instead
          // of once per file (that loading was most of the suite's time).
          pool: 'forks',
          isolate: false,
          // Migrated PGlite and Postgres templates, built once a run; every test app starts from a copy.
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: processWide.filter(({ runtime }) => runtime || !runtimeOnly).map(({ file }) => file),
          pool: 'forks',
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
