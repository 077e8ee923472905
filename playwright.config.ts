import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eServers, e2eWorkers } from './e2e/support/servers';

// A fresh embedded database per server and run; each server creates its folder under this one. The
// config is also loaded by each worker, so the folder name travels in the environment to stay the
// same everywhere.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `billing-e2e-${Date.now()}`);
const servers = e2eServers();

export default defineConfig({
  testDir: 'e2e',
  // A spec file's tests run in order in one worker; the files spread over the workers, each worker
  // with a server of its own (e2e/support/servers.ts). Two by default: without a trace recorded for
  // every test, one worker kept about one of the 2 cores busy (a test waits on its page, then on its
  // server), so a second worker fills the other (docs/testing.md has the figures).
  fullyParallel: false,
  workers: e2eWorkers(),
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more with a trace, and still fails the run (`failOnFlakyTests`): a
  // trace recorded for every test (Playwright's `retain-on-failure`) cost a third of the suite's
  // CPU (the browser's screencast and the runner's writing), for the rare test that fails.
  retries: 1,
  failOnFlakyTests: true,
  // A test walks several pages of a production build on a shared 2-core machine, screenshots and axe
  // included: 20-30 s is common alone, and with two workers side by side each test takes about 1.5
  // times as long (the palette's captures passed 60 s once): a limit for a stuck test, not a budget.
  timeout: 120_000,
  // An assertion waits for what a person would wait for (a list filled, a page rendered). Workers
  // side by side on 2 cores share them: a fresh browser's first list took 5 to 10 s under load, so
  // Playwright's 5 s default failed tests that were only waiting.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Each test's own server replaces this (e2e/support/servers.ts); the first server's address is
    // what a request outside a test would use.
    baseURL: servers[0]!.baseURL,
    headless: true,
    trace: 'on-first-retry',
    // Debian's build of Chromium's headless shell (package `chromium-headless-shell`), the browser
    // Playwright itself runs for headless tests; its own downloads are not reachable from here. The
    // full browser (`/usr/bin/chromium`, which `E2E_CHROMIUM` may name) renders with the same Blink
    // and took 15 % more wall time and 30 % more CPU on the same specs.
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: servers.flatMap((server) => [
    {
      // Started first: the app's readiness greets its SMTP relay.
      command: `npx tsx e2e/support/mailbox-server.ts ${server.mailbox.smtp} ${server.mailbox.http}`,
      url: `http://127.0.0.1:${server.mailbox.http}/mails`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The Stripe-compatible fake the app's Stripe connectors talk to (STRIPE_API_BASE_URL below):
      // no network here, and a browser test connects a Stripe account through the console.
      command: `npx tsx e2e/support/stripe-fake-server.ts ${server.stripe}`,
      // Answers 401 without a key: up, as Playwright counts it.
      url: `http://127.0.0.1:${server.stripe}/v1/account`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The standalone production build, as a Node host runs it. `npm run test:e2e` builds it first
      // (a reused build could be older than the code); `npm test` builds it once for this suite and
      // the fault suite, which runs the same server.
      command: 'node .next/standalone/server.js',
      // Readiness, not liveness: the first test runs once every operation can be served (both
      // stores migrated), not as soon as the process answers.
      url: `${server.baseURL}/health/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(server.port),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: server.dataDir,
        LOG_LEVEL: 'warn',
        // A key's last use shows in the console within seconds rather than the default minute.
        API_KEY_USAGE_WRITE_MS: '1000',
        // Nothing balances across this one server: stop without the drain when the run ends.
        SHUTDOWN_DRAIN_MS: '0',
        NEXT_TELEMETRY_DISABLED: '1',
        // The console's first administrator, as an operator would set it (e2e/support/console.ts).
        CONSOLE_ADMIN_EMAIL: 'admin@e2e.test',
        CONSOLE_ADMIN_PASSWORD: 'e2e-admin-password',
        // The shared administrator signs in with a password; the second-factor tests set theirs up and remove it.
        CONSOLE_REQUIRE_2FA: 'false',
        // The tests' webhook receiver listens on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        // Many sign-ins from one address within a minute; the limit itself is covered by integration tests.
        LOGIN_RATE_LIMIT_MAX: '1000',
        // The embedded default (PGlite, in-memory cache) even when the shell points elsewhere:
        // empty counts as unset (server/env.ts).
        DATABASE_URL: '',
        ANALYTICS_DATABASE_URL: '',
        REDIS_URL: '',
        UPSTASH_REDIS_REST_URL: '',
        UPSTASH_REDIS_REST_TOKEN: '',
        // Mails go to the tests' mailbox, their links to this server.
        SMTP_URL: `smtp://127.0.0.1:${server.mailbox.smtp}`,
        MAIL_FROM: 'Billing console <noreply@e2e.test>',
        PUBLIC_BASE_URL: server.baseURL,
        STRIPE_API_BASE_URL: `http://127.0.0.1:${server.stripe}`,
      },
    },
  ]),
});
