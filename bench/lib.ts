import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';

export const root = path.resolve(import.meta.dirname, '..');
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Benchmarks measure a production build of the current code; BENCH_SKIP_BUILD=1 reuses the last one. */
export async function ensureBuild() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  await run('npx', ['next', 'build']);
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

export async function createDatabase(name: string) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

/** The secrets every bench process shares (production mode outside the embedded default requires them). */
export const benchSecrets = {
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
  PAYMENT_PROVIDER_WEBHOOK_SECRET: 'whsec_YmVuY2gtcHJvdmlkZXItc2VjcmV0LTAxMjM0NTY3',
  NEXTAUTH_SECRET: 'bench-nextauth-secret-0123456789abcdef01',
  SECRETS_ENCRYPTION_KEY: 'YmVuY2gtc2VjcmV0cy1lbmNyeXB0aW9uLWtleS0wMDE=',
};

export type Server = { url: string; process: ChildProcess; startupMs: number; adminKey: string; stop(): Promise<void> };

/** Starts `next start` with the given variables; resolves at the first 200 of /health/live. */
export async function startServer(port: number, env: Record<string, string>, options: { nodeArgs?: string[]; /** Another checkout's build (a baseline). */ dir?: string } = {}): Promise<Server> {
  const dir = options.dir ?? root;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'billing-bench-')));
  const adminKey = env.ADMIN_API_KEY ?? 'bench-admin-key-0123456789abcdef0123456789';
  const startedAt = performance.now();
  // Through node itself, so node flags (--cpu-prof, which NODE_OPTIONS refuses) apply to the server.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', DATA_DIR: dataDir, ADMIN_API_KEY: adminKey, ...benchSecrets, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health/live`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - startedAt;
  return {
    url,
    process: child,
    startupMs,
    adminKey,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Registers a tenant on a started server and logs it in: the `Authorization` header of its calls. */
export async function tenantAuthorization(server: Server, name: string): Promise<{ authorization: string }> {
  const appId = `bench-${randomUUID().slice(0, 8)}`;
  const registered = await fetch(`${server.url}/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': server.adminKey },
    body: JSON.stringify({ name, appId, appSecret: 'bench-secret-123' }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = (await fetch(`${server.url}/tenants/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, appSecret: 'bench-secret-123' }),
  }).then((r) => r.json())) as { accessToken: string };
  return { authorization: `Bearer ${login.accessToken}` };
}

/** Polls readiness until 200 (migrations done and every dependency answering). */
export async function waitReady(url: string) {
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${url}/health/ready`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server never became ready');
}

export type LoadResult = { requests: number; throughput: number; p50: number; p90: number; p99: number; errors: number; non2xx: number };

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  return {
    requests: result.requests.total,
    throughput: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
