import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import clientImports from './eslint-rules/client-imports.mjs';
import importCycle from './eslint-rules/import-cycle.mjs';

/**
 * The layers of the server, top to bottom (docs/architecture.md draws them):
 *   app, server/cli  →  server/rest | server/console  →  server/routers  →  server/trpc  →
 *   server/http, server/jobs  →  server/services  →  server/infra | db
 * An import may point down, never up, and never into a sibling it does not build on. `container.ts`
 * with `runtime/` (the instance's lifecycle, the process-wide instance, what the procedures get of
 * it, the metric labels gathered from the domains) is the composition root: it wires every layer,
 * so only the surfaces (rest, console, app), the CLI and start-up may import it. Each zone below
 * forbids the imports that would point up from its target. The root files have their own rules:
 * - `errors.ts` (the one error model) is importable by every layer of the server; not by db/,
 *   which sits below the server altogether.
 * - `config.ts` and `env.ts` (the settings and the variables they come from) are read by the
 *   composition root, start-up and the CLI only: every other layer is handed the settings it needs,
 *   so a test can build it with any settings and no layer depends on how they are read.
 */
const up = (target, forbidden, why) => forbidden.flatMap((from) => (from === './server/container.ts' ? compositionRoot : [from]).map((from) => ({ target, from, message: why })));
/** The composition root: the wiring, and runtime/ (the instance's lifecycle, the process-wide instance, what procedures get of it). */
const compositionRoot = ['./server/container.ts', './server/runtime'];
const layerZones = [
  ...up('./server/infra', ['./server/services', './server/jobs', './server/http', './server/trpc', './server/routers', './server/rest', './server/console', './server/container.ts', './app', './components'],
    'infra/ holds adapters to the outside only: it knows no domain, no job, no HTTP surface and no container (pass what it needs in).'),
  ...up('./db', ['./server', './app', './components'],
    'db/ is the bottom layer: schema, client and migrations import nothing of the server above them.'),
  ...up('./server/services', ['./server/jobs', './server/http', './server/trpc', './server/routers', './server/rest', './server/console', './server/container.ts', './app', './components'],
    'services/ hold the domain: no container, no HTTP, no tRPC, no job loop (take a narrow context and the transaction instead).'),
  ...up('./server/jobs', ['./server/http', './server/trpc', './server/routers', './server/rest', './server/console', './server/container.ts', './app', './components'],
    'jobs/ run services on a timer or on demand: they import services and infra, never a surface or the container.'),
  ...up('./server/http', ['./server/jobs', './server/trpc', './server/routers', './server/rest', './server/console', './server/container.ts', './app', './components'],
    'http/ is what every surface shares: it imports no surface, no tRPC and no container.'),
  ...up('./server/trpc', ['./server/routers', './server/rest', './server/console', './server/jobs', './app', './components'],
    'trpc/ (context, procedure kinds, middleware) sits below the routers and the surfaces that call them.'),
  ...up('./server/trpc', ['./server/container.ts'],
    'trpc/ works on the request context (db, services, settings), never on the container and its lifecycle.'),
  ...up('./server/routers', ['./server/rest', './server/console', './server/jobs', './app', './components'],
    'routers/ hold contracts (zod in/out, meta) over services; the surfaces above import them, not the reverse.'),
  ...up('./server/routers', ['./server/container.ts'],
    'routers/ take what they use from the request context (ctx.db, ctx.mailer...), never from the container.'),
  ...up('./server/rest', ['./server/console', './app', './components'], 'rest/ and console/ are sibling adapters: neither imports the other, nor the app.'),
  ...up('./server/console', ['./server/rest', './app', './components'], 'rest/ and console/ are sibling adapters: neither imports the other, nor the app.'),
  ...['./server/infra', './server/services', './server/jobs', './server/http', './server/trpc', './server/routers', './server/rest', './server/console', './app', './components', './proxy.ts', './instrumentation.ts'].flatMap((target) =>
    up(target, ['./server/config.ts', './server/env.ts'],
      'config.ts and env.ts are read by the composition root (container.ts), start-up and the CLI only: take the settings you need as a parameter.'),
  ),
];

/**
 * The server modules the browser may run: pure schemas, money, time, labels and constants, which
 * import nothing of the server but each other (and zod). Client modules import values from these
 * only, types from anywhere (the `layers/client-imports` rule); the modules that hold secrets or do
 * I/O import `server-only`, so that one reached from the browser's bundle fails `next build`.
 */
const browserSafe = [
  'server/services/disputes/dispute-constants.ts',
  'server/services/money/money.ts',
  'server/services/payment-connectors/dashboard-links.ts',
  'server/services/payments/payment-constants.ts',
  'server/services/prices/price-constants.ts',
  'server/services/people/role-labels.ts',
  'server/services/people/two-factor-constants.ts',
  'server/services/refunds/refund-constants.ts',
  'server/services/request-log/request-log-constants.ts',
  'server/services/shared/pagination.ts',
  'server/services/shared/reason-labels.ts',
  'server/services/shared/row-id.ts',
  'server/services/tenants/tenant-constants.ts',
  'server/services/tenants/tenant-schemas.ts',
  'server/services/time/time.ts',
  'server/services/webhooks/webhook-constants.ts',
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['**/.next/**', 'packages/*/src/generated/**', 'packages/*/dist/**', '**/next-env.d.ts', '.data/**', 'node_modules/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers hold for the product's code; tests may reach across them to arrange a case.
    files: ['server/**/*.ts', 'db/**/*.ts', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', 'server/testing/**'],
    // The cycle check (eslint-rules/import-cycle.mjs) follows the app's own modules only: the
    // packages cannot import ours back. eslint-plugin-import's rules parse no package either
    // (PGlite's bundle overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    plugins: { layers: { rules: { 'import-cycle': importCycle } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'layers/import-cycle': 'error',
    },
  },
  {
    // What the browser runs takes nothing of the server but types and the browser-safe modules.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/testing/**'],
    plugins: { client: { rules: { imports: clientImports } } },
    rules: { 'client/imports': ['error', { browserSafe, packages: ['zod'] }] },
  },
  {
    // A tenant scope is granted where the caller is authenticated, the platform's where reading
    // across tenants is the point (an administrator's request, a job, the CLI): nowhere else, so a
    // service or a router cannot widen a read by making its own (docs/architecture.md).
    files: ['server/**/*.ts', 'db/**/*.ts', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'server/testing/**', 'server/trpc/middleware/auth.ts', 'server/jobs/**', 'server/cli/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/tenant-scope'],
          importNames: ['grantTenantScope', 'grantPlatformScope'],
          message: 'Scopes are granted by the auth middleware (ctx.scope), the jobs and the CLI only: take the scope as a parameter.',
        }, {
          group: ['**/hash-cost', './hash-cost'],
          importNames: ['setTestHashCost'],
          message: 'The cheap hash cost is for the test suites (server/testing/setup.ts) only.',
        }],
      }],
    },
  },
  {
    // Who may call a procedure, and how it behaves, is what its kind's middleware does: declared
    // once on the kind (server/trpc/procedures.ts), never claimed beside a route.
    files: ['server/routers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='meta'] > ObjectExpression > Property[key.name=/^(auth|database|rateLimit)$/]",
        message: 'auth, database and rateLimit come from the procedure kind (server/trpc/procedures.ts): build on the kind that enforces them.',
      }],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert: `any` there is deliberate.
    files: ['**/*.test.ts', 'server/testing/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
