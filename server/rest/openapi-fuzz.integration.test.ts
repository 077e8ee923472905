import { randomBytes, randomUUID } from 'node:crypto';
import { rowsOf } from '@/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenApiFuzzer } from '../testing/fuzz/openapi-fuzzer';
import { operationsOf } from '../testing/fuzz/operations';
import { startStripeFake } from '../testing/stripe-fake';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Fuzzes every operation of the document the app serves (an operation added later is fuzzed
 * without touching this file): valid requests and hostile ones, each answer judged against the
 * document (see createOpenApiFuzzer). Seeded, so a failure replays: fast-check prints the seed and
 * the counterexample; `FUZZ_SEED=<n> FUZZ_RUNS=<n> npx vitest run server/rest/openapi-fuzz` explores
 * further than CI does.
 */
// Test knobs, not app configuration: the app reads its own variables through server/env.ts.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const CRON_SECRET = `cron-${randomBytes(16).toString('hex')}`;

/** Postgres gets the full run; the embedded PGlite (one connection, slower) a third of it. */
const suites = [
  { backend: 'postgres', runs: RUNS },
  { backend: 'pglite', runs: Math.max(10, Math.round(RUNS / 3)) },
] as const;

// Connecting a Stripe account checks its key with Stripe: here, a Stripe-compatible fake that takes any test key.
const stripeFake = await startStripeFake({ acceptAnyKey: true });
const apps: TestApp[] = [];
for (const { backend } of suites) {
  apps.push(
    await startTestApp({
      backend,
      env: {
        // Limits that would turn most answers into 429s after a few dozen requests are tested on their own.
        RATE_LIMIT_MAX: '1000000',
        LOGIN_RATE_LIMIT_MAX: '1000000',
        ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '1000000',
        ACCOUNT_RATE_LIMIT_MAX: '1000000',
        COURSE_RATE_LIMIT_FREE: '1000000',
        CRON_SECRET,
        // Generated webhook URLs point at a closed loopback port: no DNS, nothing leaves the machine.
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        STRIPE_API_BASE_URL: stripeFake.url,
      },
    }),
  );
}
afterAll(() => stripeFake.stop());
// The operations are read from the served document when the file is collected, one test each.
const served = await apps[0]!.request('GET', '/openapi.json');
const document = served.body;
const operations = operationsOf(document);

/** A stable seed per operation, so adding one does not change what the others are sent. */
const seedOf = (key: string) => [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

describe.each(suites.map((suite, index) => ({ ...suite, app: apps[index]! })))('OpenAPI fuzz on $backend', ({ backend, runs, app }) => {
  let fuzzer: Awaited<ReturnType<typeof createOpenApiFuzzer>>;
  let startedAt = 0;

  beforeAll(async () => {
    startedAt = performance.now();
    // Each instance fuzzes the document it serves itself.
    const own = await app.request('GET', '/openapi.json');
    expect(own.body).toEqual(document);
    fuzzer = await createOpenApiFuzzer(app, own.body, { cronSecret: CRON_SECRET });
  });
  afterAll(async () => {
    if (fuzzer) {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      const kinds = Object.entries(fuzzer.stats.byKind)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      console.info(`openapi fuzz on ${backend}: ${fuzzer.stats.operations} operations, ${fuzzer.stats.requests} requests in ${seconds} s (${kinds})`);
    }
    await app.close();
  });

  it('reads an OpenAPI 3.1 document listing the billing operations from GET /openapi.json', () => {
    expect(served.status).toBe(200);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(operations.map((operation) => operation.key)).toEqual(
      expect.arrayContaining(['POST /tenants/register', 'POST /tenants/login', 'GET /tenants/{id}', 'POST /payments', 'POST /webhooks/paymentprovider']),
    );
  });

  it('watches every table for changes, the audit log included', () => {
    expect(fuzzer.tables).toEqual(expect.arrayContaining(['public.tenants', 'public.payments', 'public.audit_outbox', expect.stringMatching(/^analytics\./)]));
  });

  it('declares the answers the adapter gives before any procedure runs on every operation', () => {
    for (const operation of operations) {
      const codes = Object.keys(operation.responses);
      expect(codes, operation.key).toContain('400');
      if (['POST', 'PUT', 'PATCH'].includes(operation.method)) expect(codes, operation.key).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s: no 5xx, only declared statuses and bodies, refused requests change nothing',
    async (key, operation) => {
      await fuzzer.fuzzOperation(operation, operations, runs, seedOf(key));
    },
    120_000,
  );

  it('answers 405 with Allow to every method a path does not list, and OPTIONS with 204', async () => {
    for (const template of Object.keys(document.paths)) {
      await fuzzer.checkMethods(template, template.replace(/\{[^}]+\}/g, () => randomUUID()));
    }
  });

  it('sent nothing off this machine: every webhook URL a tenant was given is on loopback', async () => {
    // A tenant's webhook URL is its primary endpoint's.
    const result: unknown = await app.container.database.db.execute(sql`select distinct url as webhook_url from webhook_endpoints where is_primary and url is not null`);
    const rows = rowsOf<{ webhook_url: string }>(result);
    for (const { webhook_url: url } of rows) expect(['127.0.0.1', 'localhost', '[::1]'], url).toContain(new URL(url).hostname);
  });

  it('answers a malformed URL outside any route with 400 in the error body', async () => {
    for (const url of ['/%ZZ', '/tenants/%C0%AF/suspend', '/nothing/%ED%A0%80', '/health?x=%FF', '/payments?%E0%A4=1']) {
      const answer = await app.request('GET', url, { headers: app.adminHeaders });
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request', path: url.split('?')[0] });
      expect(answer.body.message).toMatch(/not valid percent-encoded UTF-8/);
    }
  });
});
