/**
 * Cost of rate limiting and idempotency on Postgres + TCP Redis (issue: under 2 ms at p50 and
 * under 15% throughput together):
 * - GET /tenants/me with rate limiting off and on;
 * - PATCH /tenants/me without a key, with a fresh key per request (first execution), and with one
 *   key repeated (replay).
 * Writes bench/results/limits-idempotency.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase, ensureBuild, load, type LoadResult, root, startServer, waitReady } from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function tenantToken(url: string, adminKey: string) {
  const appId = `bench-${randomUUID().slice(0, 8)}`;
  await fetch(`${url}/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify({ name: 'Bench', appId, appSecret: 'bench-secret-123' }),
  });
  const login = (await fetch(`${url}/tenants/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, appSecret: 'bench-secret-123' }),
  }).then((r) => r.json())) as { accessToken: string };
  return login.accessToken;
}

async function measure(rateLimitEnabled: boolean, database: string) {
  const server = await startServer(rateLimitEnabled ? 3311 : 3312, {
    DATABASE_URL: database,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
    RATE_LIMIT_ENABLED: String(rateLimitEnabled),
    RATE_LIMIT_MAX: '100000000',
  });
  await waitReady(server.url);
  const token = await tenantToken(server.url, server.adminKey);
  const auth = { authorization: `Bearer ${token}` };
  const results: Record<string, LoadResult> = {};
  // Warm-up: JIT, connection pools, script cache.
  await load({ url: `${server.url}/tenants/me`, headers: auth, duration: 2 });
  results.getMe = await load({ url: `${server.url}/tenants/me`, headers: auth, duration: DURATION_S });
  if (rateLimitEnabled) {
    const patch = { method: 'PATCH' as const, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench tenant' }) };
    results.patchUnkeyed = await load({ url: `${server.url}/tenants/me`, ...patch, duration: DURATION_S });
    results.patchKeyedFirst = await load({
      url: `${server.url}/tenants/me`,
      ...patch,
      duration: DURATION_S,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
    });
    const key = randomUUID();
    results.patchKeyedReplay = await load({ url: `${server.url}/tenants/me`, ...patch, headers: { ...patch.headers, 'idempotency-key': key }, duration: DURATION_S });
  }
  await server.stop();
  return results;
}

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_limits');
  try {
    const off = await measure(false, database.url);
    const on = await measure(true, database.url);
    const overhead = {
      rateLimitP50Ms: on.getMe!.p50 - off.getMe!.p50,
      rateLimitThroughputLossPct: Math.round((1 - on.getMe!.throughput / off.getMe!.throughput) * 1000) / 10,
      keyedFirstP50Ms: on.patchKeyedFirst!.p50 - on.patchUnkeyed!.p50,
      keyedFirstThroughputLossPct: Math.round((1 - on.patchKeyedFirst!.throughput / on.patchUnkeyed!.throughput) * 1000) / 10,
    };
    const results = { getMeRateLimitOff: off.getMe, getMeRateLimitOn: on.getMe, ...Object.fromEntries(Object.entries(on).filter(([k]) => k !== 'getMe')), overhead };
    console.table(Object.fromEntries(Object.entries(results).filter(([k]) => k !== 'overhead')));
    console.table(overhead);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'limits-idempotency.json'), `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
