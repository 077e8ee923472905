/**
 * Where a hot path's time goes beyond the framework's: CPU profiles (`node --cpu-prof`) of the
 * product and of the floor (bench/floor) under the same load, rounds interleaved, and the main
 * thread's self time per request of each, by package and by function, with the difference.
 * `npm run bench -- profile-vs-floor.ts`; PROFILE_PATH picks the path (/health/live by default,
 * /tenants/me, or /payments with a fresh Idempotency-Key per request). Writes
 * bench/results/profile-vs-floor.json: what the product adds per request, by package and function.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { functionOfFrame, monotonicUs, packageOfFrame, selfTimePerRequest, type Window } from './cpu-profile-summary';
import { benchSecrets, createDatabase, ensureBuild, load, root, startServer, tenantAuthorization, waitReady } from './lib';

const PROFILE_PATH = process.env.PROFILE_PATH ?? '/health/live';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const PROFILE_FLAGS = ['--cpu-prof', '--cpu-prof-interval', '250'];

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function newestProfile(dir: string) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile')).sort();
  if (files.length === 0) throw new Error(`no CPU profile in ${dir}`);
  return path.join(dir, files.at(-1)!);
}

/** The rows of two per-request tallies side by side, largest difference first (idle left out). */
function compared(product: Map<string, number>, floor: Map<string, number>, top: number) {
  const keys = new Set([...product.keys(), ...floor.keys()]);
  keys.delete('(idle)');
  const round = (us: number) => Math.round(us * 10) / 10;
  return [...keys]
    .map((key) => ({ where: key, 'product µs/req': round(product.get(key) ?? 0), 'floor µs/req': round(floor.get(key) ?? 0), difference: round((product.get(key) ?? 0) - (floor.get(key) ?? 0)) }))
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference))
    .slice(0, top);
}

const busy = (tally: Map<string, number>) => [...tally].filter(([key]) => key !== '(idle)').reduce((sum, [, us]) => sum + us, 0);

async function main() {
  await ensureBuild();
  if (process.env.BENCH_SKIP_BUILD !== '1') await run('npx', ['next', 'build', 'bench/floor']);
  const database = await createDatabase('bench_profile_vs_floor');
  const productDir = await mkdtemp(path.join(tmpdir(), 'profile-product-'));
  const floorDir = await mkdtemp(path.join(tmpdir(), 'profile-floor-'));
  let floor: ChildProcess | undefined;
  try {
    const product = await startServer(
      3511,
      { DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `profile-${randomUUID().slice(0, 8)}:`, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'info' },
      { nodeArgs: [...PROFILE_FLAGS, `--cpu-prof-dir=${productDir}`] },
    );
    await waitReady(product.url);
    floor = spawn(process.execPath, [...PROFILE_FLAGS, `--cpu-prof-dir=${floorDir}`, path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', 'bench/floor', '-p', '3512', '-H', '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...benchSecrets },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; !(await fetch('http://127.0.0.1:3512/ping').then((r) => r.ok, () => false)); attempt++) {
      if (attempt > 600 || floor.exitCode !== null) throw new Error('the floor never answered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const auth = await tenantAuthorization(product, 'Profile');
    const productLoad: autocannon.Options =
      PROFILE_PATH === '/payments'
        ? {
            url: `${product.url}/payments`,
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: 1234.56, currency: 'EUR', userId: 'bench-user' }),
            requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
          }
        : { url: `${product.url}${PROFILE_PATH}`, headers: auth };
    const floorLoad: autocannon.Options = { url: 'http://127.0.0.1:3512/ping' };

    const windows: { product: Window[]; floor: Window[] } = { product: [], floor: [] };
    const requests = { product: 0, floor: 0 };
    const rps: { product: number[]; floor: number[] } = { product: [], floor: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, options] of [['floor', floorLoad], ['product', productLoad]] as const) {
        await load({ ...options, duration: 1 }); // warm, outside the window
        const start = monotonicUs();
        const result = await load({ ...options, duration: DURATION_S });
        windows[name].push([start, monotonicUs()]);
        requests[name] += result.requests;
        rps[name].push(result.throughput);
        if (result.errors + result.non2xx > 0) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      }
    }
    await product.stop();
    await stopped(floor);

    const productFile = await newestProfile(productDir);
    const floorFile = await newestProfile(floorDir);
    const tallies = async (keyOf: typeof packageOfFrame) => ({
      product: await selfTimePerRequest(productFile, windows.product, requests.product, keyOf),
      floor: await selfTimePerRequest(floorFile, windows.floor, requests.floor, keyOf),
    });
    const byPackage = await tallies(packageOfFrame);
    const byFunction = await tallies(functionOfFrame);
    const summary = {
      path: PROFILE_PATH,
      'req/s': { product: rps.product, floor: rps.floor },
      'main thread µs/req (busy)': { product: Math.round(busy(byPackage.product)), floor: Math.round(busy(byPackage.floor)) },
      'idle µs/req': { product: Math.round(byPackage.product.get('(idle)') ?? 0), floor: Math.round(byPackage.floor.get('(idle)') ?? 0) },
    };
    console.log(`\n${PROFILE_PATH} against the floor, ${ROUNDS} interleaved rounds of ${DURATION_S} s:`, summary);
    const packages = compared(byPackage.product, byPackage.floor, 15);
    const functions = compared(byFunction.product, byFunction.floor, 40);
    console.table(packages);
    console.table(functions);
    console.log(`profiles: ${productFile} ${floorFile}`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'profile-vs-floor.json'),
      `${JSON.stringify({ at: new Date().toISOString(), ...summary, byPackage: packages, byFunction: functions, profiles: { product: productFile, floor: floorFile } }, null, 2)}\n`,
    );
  } finally {
    if (floor) await stopped(floor);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
