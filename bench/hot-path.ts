/**
 * The REST hot path against its floor and ceiling, measured in one run with the rounds
 * interleaved, so the ratios hold on a noisy machine:
 * - floor: a minimal Next.js 16 route handler (bench/floor, `next build bench/floor`);
 * - ceiling: a bare node:http server doing the work of GET /tenants/me (bench/ceiling-server.ts);
 * - the product: GET /health/live, GET /tenants/me with the tenant's token and with a tenant API key,
 *   keyed POST /payments (Postgres + TCP Redis).
 * Prints req/s, p50 and p99 of each (medians of the rounds), the ratios to the floor and the server's
 * CPU time per request (all its threads, from /proc: steadier than req/s on a shared machine); p99 of
 * GET /tenants/me at a steady 100 req/s; writes bench/results/hot-path.json.
 * BENCH_CPU_PROF=1 also writes a CPU profile of the product under the load and summarises it.
 * BENCH_OTEL=1 adds, in the same rounds, a second instance of the product with tracing on (OTLP/HTTP
 * protobuf to a local sink that accepts and counts the exports): rows marked [traced].
 * BENCH_BASELINE_DIR=<checkout with its own build> adds that build's product (another commit, built
 * there with `npx next build`) in the same rounds: rows marked [baseline].
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { summarizeByPackage, summarizeProfile } from './cpu-profile-summary';
import { benchSecrets, createDatabase, ensureBuild, load, type LoadResult, root, startServer, tenantAuthorization, waitReady } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const CPU_PROFILE = process.env.BENCH_CPU_PROF === '1';
const TRACING = process.env.BENCH_OTEL === '1';
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const KEY_ME = 'GET /tenants/me (API key)';

/** A collector that takes every export and keeps only counts: the product's side of tracing is what is measured. */
async function startTraceSink() {
  const counts = { exports: 0, bytes: 0 };
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (counts.bytes += chunk.length));
    request.on('end', () => {
      counts.exports++;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(4318, '127.0.0.1', resolve));
  return { url: 'http://127.0.0.1:4318', counts, close: () => server.close() };
}

function run(command: string, args: string[], cwd = root) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function untilAnswers(url: string, child: ChildProcess, init?: RequestInit) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    if (await fetch(url, init).then((r) => r.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never answered`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * CPU time (ms) of a process and its descendants, every thread, from /proc (Linux; null elsewhere).
 * Per request it says what a server spends whatever share of the machine the load generator takes,
 * so it is steadier than req/s on a shared machine.
 */
function processTreeCpuMs(rootPid: number | undefined): number | null {
  if (rootPid === undefined) return null;
  try {
    const stats = new Map<number, { parent: number; ticks: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // The process ended between the listing and the read.
      }
    }
    const inTree = (pid: number): boolean => pid === rootPid || (stats.has(pid) && pid > 1 && inTree(stats.get(pid)!.parent));
    let ticks = 0;
    for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

const PAYMENTS = 'POST /payments (keyed)';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  await ensureBuild();
  if (process.env.BENCH_SKIP_BUILD !== '1') await run('npx', ['next', 'build', 'bench/floor']);

  const database = await createDatabase('bench_hot_path');
  const databases: Array<{ drop(): Promise<void> }> = [];
  const sink = TRACING ? await startTraceSink() : null;
  const profileDir = await mkdtemp(path.join(tmpdir(), 'hot-path-prof-'));
  const children: ChildProcess[] = [];
  try {
    const product = await startServer(3501, {
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
      RATE_LIMIT_MAX: '100000000',
      // The production default: every answer writes its access log line, as it does in production.
      LOG_LEVEL: 'info',
    }, CPU_PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {});
    await waitReady(product.url);
    const auth = await tenantAuthorization(product, 'Hot path');
    // A key with every permission: what is compared is authenticating by key against by token.
    const created = await fetch(`${product.url}/tenants/me/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hot path', permissions: 'all' }),
    });
    if (created.status !== 201) throw new Error(`creating the bench's API key answered ${created.status}: ${await created.text()}`);
    const keyAuth = { authorization: `Bearer ${((await created.json()) as { key: string }).key}` };

    /** The same rows for another instance: the product with tracing on, or a baseline build. */
    const variants: Array<{ label: string; server: Awaited<ReturnType<typeof startServer>>; auth: { authorization: string } }> = [];
    const startVariant = async (label: string, port: number, env: Record<string, string>, dir?: string) => {
      const variantDatabase = await createDatabase(`bench_hot_path_${label}`);
      databases.push(variantDatabase);
      const server = await startServer(port, {
        DATABASE_URL: variantDatabase.url,
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
        RATE_LIMIT_MAX: '100000000',
        LOG_LEVEL: 'info',
        ...env,
      }, { dir });
      await waitReady(server.url);
      variants.push({ label, server, auth: await tenantAuthorization(server, `Hot path ${label}`) });
    };
    if (sink) await startVariant('traced', 3504, { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' });
    if (BASELINE_DIR) await startVariant('baseline', 3505, {}, BASELINE_DIR);

    const floor = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', 'bench/floor', '-p', '3502', '-H', '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(floor);
    const ceiling = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'ceiling-server.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, JWT_SECRET: benchSecrets.JWT_SECRET, PORT: '3503' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(ceiling);
    await untilAnswers('http://127.0.0.1:3502/ping', floor);
    await untilAnswers('http://127.0.0.1:3503/', ceiling, { headers: auth });

    const payment = JSON.stringify({ amount: 1234.56, currency: 'EUR', userId: 'bench-user' });
    const serverOf: Record<string, number | undefined> = {
      'floor: Next.js route handler': floor.pid,
      'ceiling: node:http, jose + postgres': ceiling.pid,
    };
    const targets: Record<string, autocannon.Options> = {
      'floor: Next.js route handler': { url: 'http://127.0.0.1:3502/ping' },
      'ceiling: node:http, jose + postgres': { url: 'http://127.0.0.1:3503/', headers: auth },
      'GET /health/live': { url: `${product.url}/health/live` },
      'GET /tenants/me': { url: `${product.url}/tenants/me`, headers: auth },
      [KEY_ME]: { url: `${product.url}/tenants/me`, headers: keyAuth },
      [PAYMENTS]: {
        url: `${product.url}/payments`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: payment,
        requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
      },
    };
    const productOf: Record<string, { url: string; adminKey: string }> = {};
    for (const { label, server, auth: variantAuth } of variants) {
      const suffix = ` [${label}]`;
      targets[`GET /health/live${suffix}`] = { url: `${server.url}/health/live` };
      targets[`GET /tenants/me${suffix}`] = { url: `${server.url}/tenants/me`, headers: variantAuth };
      targets[`${PAYMENTS}${suffix}`] = { ...targets[PAYMENTS]!, url: `${server.url}/payments`, headers: { ...variantAuth, 'content-type': 'application/json' } };
      for (const name of [`GET /health/live${suffix}`, `GET /tenants/me${suffix}`, `${PAYMENTS}${suffix}`]) {
        serverOf[name] = server.process.pid;
        productOf[name] = server;
      }
    }
    /**
     * Until the audit events the payments staged are shipped: the shipper moves them in bursts
     * after the load has stopped, which would otherwise land in the next rows' rounds (the floor's
     * CPU and the product's own GET rows). The payment row's CPU time includes them. The backlog
     * gauge is as of the last shipping run (one a second), so one run must have ended after the load.
     */
    const untilAuditShipped = async (server: { url: string; adminKey: string } = product) => {
      const loadEnded = performance.now();
      for (let wait = 0; wait < 300; wait++) {
        const metrics = await fetch(`${server.url}/metrics`, { headers: { 'x-admin-key': server.adminKey } }).then((r) => r.text());
        if (/^audit_outbox_backlog(\{[^}]*\})? 0$/m.test(metrics) && performance.now() - loadEnded > 1_200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the audit outbox did not drain within 30 s');
    };

    // Warm-up: JIT, connection pools, caches.
    for (const options of Object.values(targets)) await load({ ...options, duration: 2 });
    await untilAuditShipped();
    for (const { server } of variants) await untilAuditShipped(server);

    const rounds: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    const cpuPerRequest: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, options] of Object.entries(targets)) {
        const pid = serverOf[name] ?? product.process.pid;
        const before = processTreeCpuMs(pid);
        const result = await load({ ...options, duration: DURATION_S });
        if (name.startsWith(PAYMENTS)) await untilAuditShipped(productOf[name] ?? product);
        const after = processTreeCpuMs(pid);
        rounds[name]!.push(result);
        if (before !== null && after !== null && result.requests > 0) cpuPerRequest[name]!.push(Math.round(((after - before) * 1000) / result.requests));
      }
    }
    const steady = await load({ ...targets['GET /tenants/me']!, duration: DURATION_S * 2, connections: 4, overallRate: 100 });
    await product.stop();
    for (const { server } of variants) await server.stop();

    const floorRps = median(rounds['floor: Next.js route handler']!.map((r) => r.throughput));
    const table = Object.fromEntries(
      Object.entries(rounds).map(([name, results]) => {
        const rps = median(results.map((r) => r.throughput));
        return [
          name,
          {
            'req/s': rps,
            p50: median(results.map((r) => r.p50)),
            p99: median(results.map((r) => r.p99)),
            // Three decimals; the targets below are checked on the unrounded ratio.
            'vs floor': Math.round((rps / floorRps) * 1000) / 1000,
            'server CPU µs/req': cpuPerRequest[name]!.length > 0 ? median(cpuPerRequest[name]!) : null,
            errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
          },
        ];
      }),
    );
    console.log(`\nHot path, ${ROUNDS} interleaved rounds of ${DURATION_S} s at 10 connections (medians):`);
    console.table(table);
    console.log(`GET /tenants/me at a steady 100 req/s: p50 ${steady.p50} ms, p99 ${steady.p99} ms`);
    const ratio = (name: string) => median(rounds[name]!.map((r) => r.throughput)) / floorRps;
    // A key's request costs no more than a token's, within noise: compared round by round (the same round's load on both).
    const keyVsToken = rounds[KEY_ME]!.map((result, round) => result.throughput / rounds['GET /tenants/me']![round]!.throughput);
    const targetsMet = {
      healthLive: ratio('GET /health/live') >= 0.85,
      tenantsMe: ratio('GET /tenants/me') >= 0.6,
      apiKeyVsToken: median(keyVsToken) >= 0.9,
      keyedPayment: ratio(PAYMENTS) >= 0.45,
    };
    console.log(`API key vs token, GET /tenants/me req/s round by round: ${keyVsToken.map((r) => r.toFixed(2)).join(', ')} (median ${median(keyVsToken).toFixed(2)})`);
    console.log('Targets (live ≥ 0.85, me ≥ 0.6, key ≥ 0.9 of the token, keyed payment ≥ 0.45 of the floor):', targetsMet);

    let profile: unknown;
    if (CPU_PROFILE) {
      const files = (await readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
      const biggest = files.sort().at(-1);
      if (biggest) {
        const file = path.join(profileDir, biggest);
        profile = { file, top: await summarizeProfile(file, 30), byPackage: await summarizeByPackage(file) };
        console.log(`CPU profile of the product: ${file}`);
        console.table((profile as { top: unknown[] }).top);
        console.table((profile as { byPackage: unknown[] }).byPackage);
      }
    }

    if (sink) console.log(`tracing on: ${sink.counts.exports} OTLP exports, ${(sink.counts.bytes / 1e6).toFixed(1)} MB received by the sink`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'hot-path.json'),
      `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, durationS: DURATION_S, table, steadyTenantsMe: steady, targetsMet, raw: rounds, profile }, null, 2)}\n`,
    );
  } finally {
    await Promise.all(children.map(stop));
    sink?.close();
    await database.drop();
    for (const variantDatabase of databases) await variantDatabase.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
