/**
 * Cost of rate limiting and idempotency on Postgres + TCP Redis. Target: together they
 * add under 2 ms at p50 and cost under 15% throughput.
 *
 * Two servers run side by side on one database and Redis, rate limiting off and on. Scenarios run
 * in interleaved rounds (so drift of the machine hits every scenario alike) and the median round
 * is reported:
 * - saturation (10 connections, as fast as possible): throughput and latency;
 * - a fixed 100 requests/s: the latency a client sees when the server is not the bottleneck.
 * Writes bench/results/limits-idempotency.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type autocannon from 'autocannon';
import { createDatabase, ensureBuild, load, type LoadResult, root, startServer, tenantAuthorization, waitReady } from './lib';

const ROUND_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianResult = (results: LoadResult[]): LoadResult => ({
  requests: median(results.map((r) => r.requests)),
  throughput: median(results.map((r) => r.throughput)),
  p50: median(results.map((r) => r.p50)),
  p90: median(results.map((r) => r.p90)),
  p99: median(results.map((r) => r.p99)),
  errors: Math.max(...results.map((r) => r.errors)),
  non2xx: Math.max(...results.map((r) => r.non2xx)),
});

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_limits');
  const common = { DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`, RATE_LIMIT_MAX: '100000000' };
  const off = await startServer(3311, { ...common, RATE_LIMIT_ENABLED: 'false' });
  await waitReady(off.url);
  const on = await startServer(3312, { ...common, MIGRATE_ON_START: 'false' });
  await waitReady(on.url);
  try {
    const offAuth = await tenantAuthorization(off, 'Bench');
    const onAuth = await tenantAuthorization(on, 'Bench');
    const replayKey = randomUUID();
    const patch = (auth: Record<string, string>) => ({
      method: 'PATCH' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench tenant' }),
    });
    const scenarios: Record<string, autocannon.Options> = {
      getMeRateLimitOff: { url: `${off.url}/tenants/me`, headers: offAuth },
      getMeRateLimitOn: { url: `${on.url}/tenants/me`, headers: onAuth },
      patchUnkeyedRateLimitOff: { url: `${off.url}/tenants/me`, ...patch(offAuth) },
      patchKeyedFirstRateLimitOn: {
        url: `${on.url}/tenants/me`,
        ...patch(onAuth),
        requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
      },
      patchKeyedReplayRateLimitOn: { url: `${on.url}/tenants/me`, ...patch(onAuth), headers: { ...patch(onAuth).headers, 'idempotency-key': replayKey } },
    };
    const only = process.env.BENCH_SCENARIOS?.split(',');
    if (only) for (const name of Object.keys(scenarios)) if (!only.includes(name)) delete scenarios[name];
    // Warm-up: JIT, pools, script cache.
    for (const options of Object.values(scenarios)) await load({ ...options, duration: 1 });

    const saturated: Record<string, LoadResult[]> = {};
    const paced: Record<string, LoadResult[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, options] of Object.entries(scenarios)) {
        (saturated[name] ??= []).push(await load({ ...options, duration: ROUND_S }));
        (paced[name] ??= []).push(await load({ ...options, duration: ROUND_S, connections: 4, overallRate: 100 }));
      }
    }
    const sat = Object.fromEntries(Object.entries(saturated).map(([name, results]) => [name, medianResult(results)]));
    const pace = Object.fromEntries(Object.entries(paced).map(([name, results]) => [name, medianResult(results)]));
    const loss = (base: LoadResult, other: LoadResult) => Math.round((1 - other.throughput / base.throughput) * 1000) / 10;
    const overhead = only ? {} : {
      getMe: {
        p50AddedMsAt100rps: pace.getMeRateLimitOn!.p50 - pace.getMeRateLimitOff!.p50,
        throughputLossPct: loss(sat.getMeRateLimitOff!, sat.getMeRateLimitOn!),
      },
      patchKeyedFirst: {
        p50AddedMsAt100rps: pace.patchKeyedFirstRateLimitOn!.p50 - pace.patchUnkeyedRateLimitOff!.p50,
        throughputLossPct: loss(sat.patchUnkeyedRateLimitOff!, sat.patchKeyedFirstRateLimitOn!),
      },
      patchKeyedReplay: {
        p50AddedMsAt100rps: pace.patchKeyedReplayRateLimitOn!.p50 - pace.patchUnkeyedRateLimitOff!.p50,
        throughputLossPct: loss(sat.patchUnkeyedRateLimitOff!, sat.patchKeyedReplayRateLimitOn!),
      },
    };
    console.log(`Saturated (10 connections), median of ${ROUNDS} rounds of ${ROUND_S} s:`);
    console.table(sat);
    console.log('At 100 requests/s:');
    console.table(pace);
    console.log('Rate limiting + idempotency versus neither (p50 at 100 rps, throughput at saturation):');
    console.table(overhead);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'limits-idempotency.json'),
      `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, roundSeconds: ROUND_S, saturated: sat, at100rps: pace, overhead }, null, 2)}\n`,
    );
  } finally {
    await Promise.all([off.stop(), on.stop()]);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
