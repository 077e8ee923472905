/**
 * The request log at volume: 2,000,000 log entries over 29 days on Postgres + TCP Redis, shared as
 * a store is: one busy tenant with most of them (and 200,000 payments), a hundred others with 5,000
 * each, and one small tenant with 50. Measures, at a steady 50 requests/s:
 * - the first page of GET /tenants/me/request-log, for the busy tenant and for the small one (a
 *   page must not cost a tenant with few entries a walk through everyone else's);
 * - filtered pages (4xx under /payments; one status code that is rare: 500);
 * - one entry by id;
 * - GET /tenants/me/insights for 24h and 30d;
 * and, at 20 requests/s, the administrators' GET /insights?window=30d (traffic of every tenant, with
 * the top tenants).
 * Targets: pages under 50 ms p99 (the small tenant's first page under 50 ms p50), insights over 30
 * days under 300 ms p99. Each figure is also given as a ratio to a reference (GET /tenants/me)
 * measured in the same interleaved rounds: on a shared machine the absolute figures move with its
 * load, the ratios much less. Entries are seeded straight into the analytics store, with the hourly
 * figures the writer would have kept (the API would take hours for millions); writes through the
 * API are measured by the hot-path bench.
 *
 *   npm run bench -- request-log.ts   (BENCH_LOG_ENTRIES, BENCH_DURATION_S, BENCH_ROUNDS change the size;
 *                                      BENCH_KEEP_DATABASE=1 keeps the seeded database)
 */
import { randomUUID } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { LATENCY_BOUNDS_MS } from '../server/services/request-log/latency-buckets';
import { PLATFORM_TENANT_ID } from '../server/services/request-log/write-request-log';
import { createDatabase, ensureBuild, load, type LoadResult, root, startServer, waitReady } from './lib';
import { seedPayments } from './seed-payments';

const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 2_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const RATE = 50;
/** The administrators' insights: a console's chart polled by a few people, far below the tenants' rate. */
const ADMIN_RATE = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = 100_000;
const OTHER_TENANTS = 100;
const OTHER_ENTRIES = 5_000;
const SMALL_ENTRIES = 50;
/** 29 days, in seconds: every tenant's entries span them, a busy tenant's more densely. */
const SPAN_S = 29 * 24 * 60 * 60;

/** A tenant's entries, evenly over the 29 days. 5% are 400s, 2% 404s, 0.2% 500s. */
async function seedEntries(sql: postgres.Sql, tenantId: string, count: number) {
  const step = SPAN_S / count;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, count);
    await sql`
      insert into analytics.request_log (id, tenant_id, created_at, actor_type, actor_id, method, route, path, query, status,
        duration_ms, correlation_id, idempotency_key, replayed, ip, user_agent, request_body, error_body, error_message)
      select gen_random_uuid(), ${tenantId}::uuid, now() - make_interval(secs => i * ${step}::float8), 'tenant', ${tenantId},
        r.method, r.route, r.path, case when r.method = 'GET' and r.route = '/payments' then 'limit=20' else '' end, s.status,
        2 + (i % 37) * 1.7, gen_random_uuid()::text, case when r.method = 'POST' then gen_random_uuid()::text end, false,
        '203.0.113.' || (i % 200), 'bench-client/1.0',
        case when s.status >= 400 and r.method = 'POST' then '{"amount":-1,"currency":"EUR","userId":"u"}' end,
        case when s.status >= 400 then '{"statusCode":' || s.status || ',"message":"' || s.message || '"}' end,
        case when s.status >= 400 then s.message end
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select case i % 4 when 0 then 'POST' else 'GET' end as method) m,
        lateral (select m.method,
                        case when m.method = 'POST' or i % 4 = 1 then '/payments' when i % 4 = 2 then '/payments/{id}' else '/tenants/me' end as route,
                        case when m.method = 'POST' or i % 4 = 1 then '/payments' when i % 4 = 2 then '/payments/' || md5(i::text)::uuid else '/tenants/me' end as path) r,
        lateral (select case when i % 20 = 0 then 400 when i % 50 = 1 then 404 when i % 500 = 3 then 500 else 200 end as status) c,
        lateral (select c.status, case c.status when 400 then 'Validation failed' when 404 then 'Payment not found' when 500 then 'Internal server error' end as message) s`;
  }
}

/**
 * The hourly figures the writer keeps, from the seeded entries: per tenant, and every tenant's
 * together under PLATFORM_TENANT_ID (what the administrators' insights read).
 */
async function seedRollups(sql: postgres.Sql) {
  const bounds = sql.array([...LATENCY_BOUNDS_MS]);
  for (const owner of [sql`tenant_id`, sql`${PLATFORM_TENANT_ID}::uuid`]) {
    await sql`
      with totals as (
        select ${owner} as tenant_id, date_trunc('hour', created_at) as hour, count(*) as requests,
               count(*) filter (where status between 400 and 499) as client_errors, count(*) filter (where status >= 500) as server_errors
        from analytics.request_log group by 1, 2),
      latency as (
        select ${owner} as tenant_id, date_trunc('hour', created_at) as hour, width_bucket(duration_ms, ${bounds}::float8[]) as bucket, count(*)::int as n
        from analytics.request_log group by 1, 2, 3),
      arrays as (
        select t.tenant_id, t.hour, array_agg(coalesce(l.n, 0) order by g.i) as latency_buckets
        from totals t cross join generate_series(0, ${LATENCY_BOUNDS_MS.length}) g(i)
          left join latency l on l.tenant_id = t.tenant_id and l.hour = t.hour and l.bucket = g.i
        group by 1, 2)
      insert into analytics.request_log_hourly (tenant_id, hour, requests, client_errors, server_errors, latency_buckets)
      select t.tenant_id, t.hour, t.requests, t.client_errors, t.server_errors, a.latency_buckets
      from totals t join arrays a on a.tenant_id = t.tenant_id and a.hour = t.hour`;
    await sql`
      insert into analytics.request_log_errors_hourly (tenant_id, hour, status, message, count, last_at, last_correlation_id)
      select ${owner}, date_trunc('hour', created_at), status, error_message, count(*), max(created_at), (array_agg(correlation_id order by created_at desc))[1]
      from analytics.request_log where status >= 400 group by 1, 2, 3, 4`;
  }
  await sql`vacuum analyze analytics.request_log`;
  await sql`vacuum analyze analytics.request_log_hourly`;
  await sql`vacuum analyze analytics.request_log_errors_hourly`;
}

type Scenario = { url: string; headers: Record<string, string>; rate?: number };
type Registered = { id: string; headers: { authorization: string } };

async function registerTenant(url: string, adminKey: string, name: string): Promise<Registered> {
  const appId = `bench-${randomUUID().slice(0, 8)}`;
  const registered = (await fetch(`${url}/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify({ name, appId, appSecret: 'bench-secret-123' }),
  }).then((r) => r.json())) as { id: string };
  const { accessToken } = (await fetch(`${url}/tenants/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, appSecret: 'bench-secret-123' }),
  }).then((r) => r.json())) as { accessToken: string };
  return { id: registered.id, headers: { authorization: `Bearer ${accessToken}` } };
}

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_request_log');
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const server = await startServer(3331, {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
    RATE_LIMIT_MAX: '100000000',
  });
  try {
    await waitReady(server.url);
    const busy = await registerTenant(server.url, server.adminKey, 'Busy tenant');
    const small = await registerTenant(server.url, server.adminKey, 'Small tenant');
    const others: Registered[] = [];
    for (let index = 0; index < OTHER_TENANTS; index++) others.push(await registerTenant(server.url, server.adminKey, `Tenant ${index}`));
    const headers = busy.headers;
    // The analytics tables exist once the first batch is written.
    for (let tries = 0; ; tries++) {
      const [row] = await sql<{ ready: boolean }[]>`select to_regclass('analytics.request_log_hourly') is not null as ready`;
      if (row?.ready) break;
      if (tries > 600) throw new Error('analytics store never migrated');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const startedAt = performance.now();
    const busyEntries = ENTRIES - OTHER_TENANTS * OTHER_ENTRIES - SMALL_ENTRIES;
    await seedEntries(sql, busy.id, busyEntries);
    for (const [index, other] of others.entries()) {
      await seedEntries(sql, other.id, OTHER_ENTRIES);
      process.stdout.write(`\rseeding: the busy tenant's ${busyEntries} entries, then ${index + 1} of ${OTHER_TENANTS} others`);
    }
    await seedEntries(sql, small.id, SMALL_ENTRIES);
    await seedRollups(sql);
    await seedPayments(database.url, busy.id, 200_000);
    console.log(`\nseeded ${ENTRIES} log entries (${busyEntries} of the busy tenant) and 200000 payments in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    const [sample] = await sql<{ id: string }[]>`select id::text from analytics.request_log where tenant_id = ${busy.id} and status = 404 limit 1`;
    const get = (pathAndQuery: string): Scenario => ({ url: `${server.url}${pathAndQuery}`, headers });
    const scenarios = {
      // The reference: the cheapest authenticated read (one row of the main store), under the same
      // load in the same rounds, so a busy machine shows in both and the ratio stays readable.
      reference: get('/tenants/me'),
      firstPage: get('/tenants/me/request-log'),
      smallTenantFirstPage: { url: `${server.url}/tenants/me/request-log`, headers: small.headers },
      filtered4xxPayments: get('/tenants/me/request-log?status=4xx&path=/payments'),
      filteredStatus500: get('/tenants/me/request-log?status=500'),
      oneEntry: get(`/tenants/me/request-log/${sample!.id}`),
      insights24h: get('/tenants/me/insights?window=24h'),
      insights30d: get('/tenants/me/insights?window=30d'),
      adminInsights30d: { url: `${server.url}/insights?window=30d`, headers: { 'x-admin-key': server.adminKey }, rate: ADMIN_RATE },
    };
    type Name = keyof typeof scenarios;
    const total = ((await fetch(scenarios.firstPage.url, { headers }).then((r) => r.json())) as { pagination: { total: number } }).pagination.total;
    for (const { url, headers: each } of Object.values(scenarios)) await load({ url, headers: each, duration: 1, connections: 2 });
    // Rounds interleaved: every scenario once per round, so each meets the machine as it is then.
    const rounds: Array<Record<Name, LoadResult>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = {} as Record<Name, LoadResult>;
      for (const [name, { url, headers: each, rate }] of Object.entries(scenarios) as Array<[Name, Scenario]>) {
        results[name] = await load({ url, headers: each, duration: Math.max(1, Math.round(DURATION_S / ROUNDS)), connections: 8, overallRate: rate ?? RATE });
      }
      rounds.push(results);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const summary = Object.fromEntries(
      (Object.keys(scenarios) as Name[]).map((name) => [
        name,
        {
          requests: rounds.reduce((sum, round) => sum + round[name].requests, 0),
          p50: median(rounds.map((round) => round[name].p50)),
          p99: median(rounds.map((round) => round[name].p99)),
          worstP99: Math.max(...rounds.map((round) => round[name].p99)),
          p99VsReference: median(rounds.map((round) => round[name].p99 / Math.max(round.reference.p99, 1))),
          non2xx: rounds.reduce((sum, round) => sum + round[name].non2xx + round[name].errors, 0),
        },
      ]),
    ) as Record<Name, { requests: number; p50: number; p99: number; worstP99: number; p99VsReference: number; non2xx: number }>;
    console.log(`${ENTRIES} log entries, ${OTHER_TENANTS + 2} tenants (the busy one's first page's total: ${total}). ${RATE} requests/s (administrators' insights ${ADMIN_RATE}), ${ROUNDS} interleaved rounds, ${DURATION_S} s per scenario (latency in ms, medians of the rounds):`);
    console.table(Object.fromEntries(Object.entries(summary).map(([name, row]) => [name, { ...row, p99VsReference: Number(row.p99VsReference.toFixed(2)) }])));
    const targets = { page: 50, insights30d: 300 };
    const pages: Name[] = ['firstPage', 'smallTenantFirstPage', 'filtered4xxPayments', 'filteredStatus500', 'oneEntry'];
    for (const name of pages) console.log(`${name}: p99 ${summary[name].p99} ms (target < ${targets.page} ms) ${summary[name].p99 < targets.page ? 'met' : 'NOT met'}; ${summary[name].p99VsReference.toFixed(2)}× the reference's p99 (${summary.reference.p99} ms)`);
    console.log(`insights30d: p99 ${summary.insights30d.p99} ms (target < ${targets.insights30d} ms) ${summary.insights30d.p99 < targets.insights30d ? 'met' : 'NOT met'}; ${summary.insights30d.p99VsReference.toFixed(2)}× the reference's p99`);
    console.log(`smallTenantFirstPage: p50 ${summary.smallTenantFirstPage.p50} ms (budget < ${targets.page} ms) ${summary.smallTenantFirstPage.p50 < targets.page ? 'met' : 'NOT met'}`);
    console.log(`adminInsights30d at ${ADMIN_RATE} requests/s: p50 ${summary.adminInsights30d.p50} ms, p99 ${summary.adminInsights30d.p99} ms`);
    const results = { summary, rounds };
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'request-log.json'), JSON.stringify({ entries: ENTRIES, rate: RATE, durationS: DURATION_S, rounds: ROUNDS, results }, null, 2));
  } finally {
    await server.stop();
    await sql.end();
    // BENCH_KEEP_DATABASE=1 keeps the seeded database (bench_request_log) for EXPLAIN.
    if (process.env.BENCH_KEEP_DATABASE !== '1') await database.drop();
  }
}

await main();
