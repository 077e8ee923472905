import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The browser suite runs several workers, each against a production server of its own (its own
 * embedded database, mailbox and administrator session): an administrator's sessions, second
 * factor and password, and the administrators' lists across tenants, are state of one server, which
 * tests running side by side on one server would change under each other. Nothing else differs
 * between the servers, so a test sees what it would see alone.
 *
 * `E2E_PORT` (default 3210) is the first server's port; server i listens on `E2E_PORT + 10 * i`,
 * its mailbox on the two ports after it. `E2E_WORKERS` (default 2, one per core: a test waits on its page and its server in turn, so one
 * worker kept only one of the 2 cores busy) is how many run.
 */
export type E2EServer = { index: number; port: number; baseURL: string; dataDir: string; mailbox: { smtp: number; http: number }; stripe: number };

export function e2eServers(): E2EServer[] {
  const firstPort = Number(process.env.E2E_PORT ?? 3210);
  const count = e2eWorkers();
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return Array.from({ length: count }, (_, index) => {
    const port = firstPort + 10 * index;
    return { index, port, baseURL: `http://127.0.0.1:${port}`, dataDir: path.join(root, `server-${index}`), mailbox: mailboxPorts(port), stripe: stripeFakePort(port) };
  });
}

export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS: expected a whole number of at least 1, got "${process.env.E2E_WORKERS}"`);
  return workers;
}

/** The ports of a server's mailbox, next to the app's (playwright.config.ts starts it there). */
export function mailboxPorts(appPort: number) {
  return { smtp: appPort + 1, http: appPort + 2 };
}

/** The port of a server's Stripe-compatible fake (e2e/support/stripe-fake-server.ts), after its mailbox's. */
export function stripeFakePort(appPort: number) {
  return appPort + 3;
}

/** The server of the worker running the current test (a worker keeps its server for the whole run). */
export function currentServer(): E2EServer {
  const servers = e2eServers();
  return servers[test.info().parallelIndex % servers.length]!;
}

/** Playwright's `test` with each worker's requests and pages sent to the worker's own server. */
export const serverTest = test.extend({
  baseURL: async ({}, provide) => {
    await provide(currentServer().baseURL);
  },
});
