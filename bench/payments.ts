/**
 * Payments at scale on Postgres + TCP Redis. Targets: `GET /payments?limit=20` p99 under
 * 20 ms for a tenant with 1,000,000 payments; webhook delivery at least 200 deliveries/s to a
 * local receiver.
 *
 * 1. One tenant is seeded with BENCH_PAYMENTS (default 1,000,000) payments (bench/seed-payments.ts).
 * 2. Its list (first page, a status filter, sorted by amount, a deep offset) and keyed
 *    `POST /payments` run saturated (10 connections) and at a fixed 100 requests/s.
 * 3. BENCH_DELIVERIES (default 3,000) due webhook deliveries are drained to a local receiver, first
 *    by the web process's own loop, then by two `npm run worker` processes side by side.
 * Writes bench/results/payments.json.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type autocannon from 'autocannon';
import postgres from 'postgres';
import { benchSecrets, createDatabase, ensureBuild, load, type LoadResult, root, type Server, startServer, waitReady } from './lib';
import { seedPayments } from './seed-payments';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 3000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function tenant(server: Server, webhookUrl?: string) {
  const appId = `bench-${randomUUID().slice(0, 8)}`;
  const registered = (await fetch(`${server.url}/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': server.adminKey },
    body: JSON.stringify({ name: 'Bench', appId, appSecret: 'bench-secret-123', ...(webhookUrl ? { webhookUrl } : {}) }),
  }).then((r) => r.json())) as { id: string };
  const login = (await fetch(`${server.url}/tenants/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, appSecret: 'bench-secret-123' }),
  }).then((r) => r.json())) as { accessToken: string };
  return { id: registered.id, headers: { authorization: `Bearer ${login.accessToken}` } };
}

/** A receiver that answers 204 at once and counts what it got. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Queues `count` due deliveries for the tenant in one statement, as many payment changes would. */
async function queueDeliveries(sql: postgres.Sql, tenantId: string, count: number) {
  await sql`
    insert into webhook_deliveries (id, event_id, endpoint_id, tenant_id, event_type, payload)
    select id, id, (select e.id from webhook_endpoints e where e.tenant_id = ${tenantId}::uuid and e.is_primary), ${tenantId}::uuid, 'payment.created',
      jsonb_build_object('id', id, 'type', 'payment.created', 'createdAt', now(), 'data', jsonb_build_object('n', i))
    from (select gen_random_uuid() as id, i from generate_series(1, ${count}::int) as i) as queued`;
}

/** Waits until no delivery of the tenant is pending; deliveries/s from the first to the last attempt. */
async function drained(sql: postgres.Sql, tenantId: string, count: number) {
  for (;;) {
    const [row] = await sql<{ pending: number }[]>`select count(*)::int as pending from webhook_deliveries where tenant_id = ${tenantId} and status = 'PENDING'`;
    if (row!.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [span] = await sql<{ seconds: number; delivered: number; attempts: number }[]>`
    select extract(epoch from max(a.attempted_at) - min(a.attempted_at))::float8 as seconds,
      count(distinct d.id) filter (where d.status = 'SUCCEEDED')::int as delivered, count(a.id)::int as attempts
    from webhook_deliveries d join webhook_attempts a on a.delivery_id = d.id where d.tenant_id = ${tenantId}`;
  return {
    deliveries: count,
    delivered: span!.delivered,
    attempts: span!.attempts,
    seconds: Math.round(span!.seconds * 100) / 100,
    perSecond: Math.round(span!.delivered / span!.seconds),
  };
}

function startWorker(env: Record<string, string>) {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/cli/webhook-worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_API_KEY: 'bench-admin-key-0123456789abcdef0123456789', ...benchSecrets, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_payments');
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const receiver = await startReceiver();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
    // Limits stay on (their cost is part of every request) but never bind.
    RATE_LIMIT_MAX: '100000000',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  };
  const server = await startServer(3321, env);
  await waitReady(server.url);
  try {
    const payer = await tenant(server);
    let startedAt = performance.now();
    await seedPayments(database.url, payer.id, PAYMENTS, (done) => process.stdout.write(`\rseeding: ${done} payments`));
    const seedSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
    console.log(`\nseeded ${PAYMENTS} payments in ${seedSeconds} s`);

    const list = (query: string): autocannon.Options => ({ url: `${server.url}/payments?${query}`, headers: payer.headers });
    const scenarios: Record<string, autocannon.Options> = {
      listFirstPage: list('limit=20'),
      listStatusSucceeded: list('limit=20&status=SUCCEEDED'),
      listByAmount: list('limit=20&sortBy=amount&sortOrder=desc'),
      listOffset10000: list('limit=20&offset=10000'),
      createKeyed: {
        url: `${server.url}/payments`,
        method: 'POST',
        headers: { ...payer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 1234.56, currency: 'EUR', userId: 'bench-user', description: 'Bench payment' }),
        requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
      },
    };
    for (const options of Object.values(scenarios)) await load({ ...options, duration: 1 });
    const saturated: Record<string, LoadResult> = {};
    const at100rps: Record<string, LoadResult> = {};
    for (const [name, options] of Object.entries(scenarios)) {
      saturated[name] = await load({ ...options, duration: DURATION_S });
      at100rps[name] = await load({ ...options, duration: DURATION_S, connections: 4, overallRate: 100 });
    }
    const listed = (await fetch(`${server.url}/payments?limit=1`, { headers: payer.headers }).then((r) => r.json())) as { pagination: { total: number } };
    console.log(`Tenant with ${listed.pagination.total} payments. Saturated (10 connections), ${DURATION_S} s each:`);
    console.table(saturated);
    console.log('At 100 requests/s:');
    console.table(at100rps);

    // Webhook delivery: the web process's own loop.
    const hooked = await tenant(server, receiver.url);
    startedAt = performance.now();
    await queueDeliveries(sql, hooked.id, DELIVERIES);
    const inProcess = await drained(sql, hooked.id, DELIVERIES);

    // Two worker processes, the web process's loop off.
    await server.stop();
    const quiet = await startServer(3321, { ...env, BACKGROUND_JOBS: 'false', MIGRATE_ON_START: 'false' });
    await waitReady(quiet.url);
    const hookedByWorkers = await tenant(quiet, receiver.url);
    await queueDeliveries(sql, hookedByWorkers.id, DELIVERIES);
    const workers = [startWorker(env), startWorker(env)];
    const twoWorkers = await drained(sql, hookedByWorkers.id, DELIVERIES);
    await Promise.all(workers.map((worker) => worker.stop()));
    await quiet.stop();
    const [duplicates] = await sql<{ n: number }[]>`select count(*)::int as n from (select delivery_id from webhook_attempts group by 1 having count(*) > 1) d`;
    const webhooks = { inProcessLoop: inProcess, twoWorkers, deliveriesAttemptedTwice: duplicates!.n, receiverCalls: receiver.received() };
    console.log('Webhook delivery to a local receiver:');
    console.table(webhooks);

    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'payments.json'),
      `${JSON.stringify({ at: new Date().toISOString(), payments: listed.pagination.total, seedSeconds, durationSeconds: DURATION_S, saturated, at100rps, webhooks }, null, 2)}\n`,
    );
  } finally {
    await server.stop().catch(() => {});
    await receiver.close();
    await sql.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
