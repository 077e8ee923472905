/**
 * Billing core figures: start-up time to the first 200 of /health/live (embedded default and
 * Postgres), and latency/throughput of GET /tenants/me and POST /tenants/login on Postgres + Redis.
 * Prints a table and writes bench/results/billing-core.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase, ensureBuild, load, root, startServer, waitReady } from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function main() {
  await ensureBuild();
  const results: Record<string, unknown> = {};

  // Start-up, embedded default: a fresh data folder, so migrations run too.
  const embedded = await startServer(3301, {});
  results.startupEmbeddedMs = Math.round(embedded.startupMs);
  const readyStarted = performance.now();
  await waitReady(embedded.url);
  results.readyEmbeddedAfterLiveMs = Math.round(performance.now() - readyStarted);
  await embedded.stop();

  const database = await createDatabase('bench_billing_core');
  try {
    const env = { DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'bench:', RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_MAX: '100000000' };
    const server = await startServer(3302, env);
    results.startupPostgresMs = Math.round(server.startupMs);
    await waitReady(server.url);

    const register = await fetch(`${server.url}/tenants/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': server.adminKey },
      body: JSON.stringify({ name: 'Bench', appId: `bench-${Date.now()}`, appSecret: 'bench-secret-123' }),
    }).then((r) => r.json() as Promise<{ appId: string }>);
    const loginBody = JSON.stringify({ appId: register.appId, appSecret: 'bench-secret-123' });
    const { accessToken } = (await fetch(`${server.url}/tenants/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    }).then((r) => r.json())) as { accessToken: string };

    results.getTenantsMe = await load({
      url: `${server.url}/tenants/me`,
      headers: { authorization: `Bearer ${accessToken}` },
      duration: DURATION_S,
    });
    // The latency a client sees when the server is not saturated.
    results.getTenantsMeAt100rps = await load({
      url: `${server.url}/tenants/me`,
      headers: { authorization: `Bearer ${accessToken}` },
      duration: DURATION_S,
      connections: 4,
      overallRate: 100,
    });
    // argon2id (64 MiB, t=3) dominates login by design; two connections per core keep it honest.
    results.postTenantsLogin = await load({
      url: `${server.url}/tenants/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: 4,
      duration: DURATION_S,
    });
    await server.stop();
  } finally {
    await database.drop();
  }

  console.table(results);
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'results', 'billing-core.json'), `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
