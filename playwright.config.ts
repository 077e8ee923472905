import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { mailboxPorts } from './e2e/support/mailbox';

// Another port with E2E_PORT when several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The tests' mailbox (e2e/support/mailbox-server.ts): the app's SMTP relay, read by the specs.
const mailbox = mailboxPorts(port);

// A fresh embedded database per run; the server creates the folder. The config is also loaded by
// each worker, so the folder name travels in the environment to stay the same everywhere.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `billing-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test walks several pages of a production build on a shared 2-core machine, screenshots and axe
  // included: 20-30 s is common, so Playwright's 30 s default failed tests that were only slow.
  timeout: 60_000,
  // The administrator signs in through the form once (e2e/admin.setup.ts); the specs reuse that
  // session, and only the sign-in, second-factor, passkey and password-reset specs use the form.
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'console', dependencies: ['setup'] },
  ],
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    // Debian's Chromium: Playwright's own browser downloads are not reachable from here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: [
    {
      // Started first: the app's readiness greets its SMTP relay.
      command: `npx tsx e2e/support/mailbox-server.ts ${mailbox.smtp} ${mailbox.http}`,
      url: `http://127.0.0.1:${mailbox.http}/mails`,
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
      url: `${baseURL}/health/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
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
        SMTP_URL: `smtp://127.0.0.1:${mailbox.smtp}`,
        MAIL_FROM: 'Billing console <noreply@e2e.test>',
        PUBLIC_BASE_URL: baseURL,
      },
    },
  ],
});
