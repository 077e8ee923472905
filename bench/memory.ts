/**
 * The standalone server's memory on its embedded default (PGlite in DATA_DIR, in-process cache), by
 * PGLITE_SHARED_BUFFERS, the embedded Postgres's buffer cache. For each size, a server of its own:
 * - first start on an empty folder (the database is initialised), RSS once ready;
 * - started again on that folder (as every later start is), RSS once ready: idle;
 * - a tenant's load (GET /tenants/me and keyed POST /payments at 10 connections), in rounds that take
 *   turns between the servers, then RSS; the soak goes on for BENCH_SOAK_S (default 120; 600 for
 *   the ten-minute soak) with RSS sampled every BENCH_SAMPLE_S, to show whether it keeps growing.
 * Each RSS comes with its holders from /metrics: the V8 heap and the memory outside it (PGlite's
 * WebAssembly memory, buffers). Needs `npm run build:standalone`. Writes bench/results/memory.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSecrets, load, root } from './lib';

const SIZES = (process.env.BENCH_SHARED_BUFFERS ?? '128MB,32MB,16MB').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_S = Number(process.env.BENCH_DURATION_S ?? 8);
const SOAK_S = Number(process.env.BENCH_SOAK_S ?? 120);
const SAMPLE_S = Number(process.env.BENCH_SAMPLE_S ?? 30);
const ADMIN_KEY = 'bench-admin-key-0123456789abcdef0123456789';
const MiB = 2 ** 20;

type Running = { url: string; child: ChildProcess; stop(): Promise<void> };

function start(port: number, dataDir: string, sharedBuffers: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(root, '.next', 'standalone', 'server.js')], {
    cwd: path.join(root, '.next', 'standalone'),
    env: { ...process.env, ...benchSecrets, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: sharedBuffers, ADMIN_API_KEY: ADMIN_KEY, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return (async () => {
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
      if (await fetch(`${url}/health/ready`).then((r) => r.ok, () => false)) return { url, child, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${port} never became ready`);
  })();
}

/** RSS from /proc and its holders from the server's own metrics, in MiB. */
async function memoryOf(server: Running) {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  const metrics = await fetch(`${server.url}/metrics`, { headers: { 'x-admin-key': ADMIN_KEY } }).then((r) => r.text());
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN) / MiB;
  return { rssMiB: Math.round(rss), heapUsedMiB: Math.round(gauge('nodejs_heap_size_used_bytes')), heapTotalMiB: Math.round(gauge('nodejs_heap_size_total_bytes')), externalMiB: Math.round(gauge('nodejs_external_memory_bytes')) };
}

async function tenantOf(server: Running) {
  const appId = `mem-${randomUUID().slice(0, 8)}`;
  const registered = await fetch(`${server.url}/tenants/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY }, body: JSON.stringify({ name: 'Memory', appId, appSecret: 'bench-secret-123' }) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = (await fetch(`${server.url}/tenants/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ appId, appSecret: 'bench-secret-123' }) }).then((r) => r.json())) as { accessToken: string };
  return { authorization: `Bearer ${login.accessToken}` };
}

async function loadRound(server: Running, auth: { authorization: string }, seconds: number) {
  const me = await load({ url: `${server.url}/tenants/me`, headers: auth, duration: seconds / 2 });
  const payments = await load({
    url: `${server.url}/payments`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 12.5, currency: 'EUR', userId: 'memory-user' }),
    duration: seconds / 2,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
  });
  return { meRps: me.throughput, paymentsRps: payments.throughput, errors: me.errors + me.non2xx + payments.errors + payments.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const folders: string[] = [];
  const servers: Array<{ size: string; server: Running; auth: { authorization: string } }> = [];
  const report: Record<string, Record<string, unknown>> = {};
  try {
    for (const [index, size] of SIZES.entries()) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'billing-memory-'));
      folders.push(dataDir);
      const first = await start(3541 + index, dataDir, size);
      const firstStart = await memoryOf(first);
      await first.stop();
      const server = await start(3541 + index, dataDir, size);
      report[size] = { firstStart, idle: await memoryOf(server) };
      servers.push({ size, server, auth: await tenantOf(server) });
    }
    const rounds: Record<string, Array<{ meRps: number; paymentsRps: number; errors: number }>> = Object.fromEntries(SIZES.map((size) => [size, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { size, server, auth } of round % 2 === 0 ? servers : [...servers].reverse()) rounds[size]!.push(await loadRound(server, auth, ROUND_S));
    }
    for (const { size, server } of servers) report[size]!.afterLoad = await memoryOf(server);
    // The soak: the servers take turns under load; each one's RSS every SAMPLE_S.
    const soakStarted = performance.now();
    const samples: Record<string, number[]> = Object.fromEntries(SIZES.map((size) => [size, []]));
    while (performance.now() - soakStarted < SOAK_S * 1000) {
      for (const { size, server, auth } of servers) {
        await loadRound(server, auth, Math.max(2, SAMPLE_S / servers.length));
        samples[size]!.push((await memoryOf(server)).rssMiB);
      }
    }
    for (const { size } of servers) {
      const results = rounds[size]!;
      Object.assign(report[size]!, {
        meRps: median(results.map((r) => r.meRps)),
        paymentsRps: median(results.map((r) => r.paymentsRps)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        soakRssMiB: samples[size],
      });
    }
    const reference = SIZES[0]!;
    console.log(`\nStandalone server on the embedded default, by PGLITE_SHARED_BUFFERS (${ROUNDS} interleaved load rounds of ${ROUND_S} s, then a ${SOAK_S} s soak):`);
    console.table(
      Object.fromEntries(
        SIZES.map((size) => {
          const r = report[size] as { firstStart: { rssMiB: number }; idle: { rssMiB: number; externalMiB: number; heapUsedMiB: number }; afterLoad: { rssMiB: number; externalMiB: number; heapUsedMiB: number }; meRps: number; paymentsRps: number; soakRssMiB: number[] };
          const ref = report[reference] as { meRps: number; paymentsRps: number };
          return [
            size,
            {
              'first start RSS': r.firstStart.rssMiB,
              'idle RSS': r.idle.rssMiB,
              'after load RSS': r.afterLoad.rssMiB,
              'heap used': r.afterLoad.heapUsedMiB,
              'outside heap': r.afterLoad.externalMiB,
              'soak RSS first→last': `${r.soakRssMiB[0]}→${r.soakRssMiB.at(-1)}`,
              'me req/s vs ref': Math.round((r.meRps / ref.meRps) * 100) / 100,
              'payments req/s vs ref': Math.round((r.paymentsRps / ref.paymentsRps) * 100) / 100,
            },
          ];
        }),
      ),
    );
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'memory.json'), `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, roundS: ROUND_S, soakS: SOAK_S, report }, null, 2)}\n`);
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
