/**
 * What the console's CSV export costs against the plainest way to read the same list: 100,000
 * payments of one tenant (BENCH_CSV_ROWS), on Postgres and on PGlite (BENCH_CSV_BACKENDS).
 * - `stream`: the export as the download route sends it (`paymentsExport` + `csvStream`: keyset
 *   reads of 1,000 rows, formatted and encoded as the consumer pulls) into a sink that only counts
 *   bytes and rows;
 * - `select`: the reference, one plain SELECT of the same rows in the same order into memory (no
 *   formatting at all).
 * Each run is its own Node process, so one run's heap cannot hide or inflate the next one's memory:
 * it connects, warms up, collects garbage, then samples its resident set size every 10 ms while it
 * reads; the figure is the peak above the RSS it started the read with. Runs take turns (stream
 * first in even rounds, select first in odd ones). The summary is the median per variant over
 * BENCH_ROUNDS rounds (default 3), and the ratios stream / select. A last stream run with V8's old
 * generation capped at 32 MB shows the memory is bounded (the SELECT's rows alone take more than
 * that). Writes bench/results/csv-export.json.
 *
 *   npx tsx bench/csv-export.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, type Db, openPglite, pgliteHandle, postgresHandle, schema } from '@/db/client';
import { payments, tenants } from '@/db/schema';
import { csvStream, exportPaymentsInput, paymentsExport } from '@/server/services/export';
import { grantTenantScope } from '@/server/services/shared/tenant-scope';
import { createDatabase, root } from './lib';
import { seedPayments } from './seed-payments';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The old generation's size for the bounded-memory run: a fraction of what 100,000 rows take in memory. */
const HEAP_CAP_MB = 32;
/** `postgres,pglite` by default; PGlite is in-process (its WASM memory counts in the RSS). */
const BACKENDS = (process.env.BENCH_CSV_BACKENDS ?? 'postgres,pglite').split(',');

type Variant = 'stream' | 'select';
type Sample = { variant: Variant; ms: number; peakRssGrowthMb: number; rows: number; bytes: number };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Where the rows are: a Postgres database's URL, or a PGlite data folder (opened by one process at a time). */
type Target = { backend: 'postgres'; url: string } | { backend: 'pglite'; dataDir: string };

async function open(target: Target): Promise<DatabaseHandle<Db>> {
  return target.backend === 'postgres' ? postgresHandle<Db>(target.url, schema, { max: 2 }) : pgliteHandle<Db>(await openPglite(target.dataDir), schema, { closeClient: true });
}

/** One measured read, in this process (a child of the main one). */
async function measure(target: Target, tenantId: string, variant: Variant): Promise<Sample> {
  const handle = await open(target);
  try {
    const db = handle.db;
    // Warm-up: the connection, the prepared plans, the modules' code.
    await db.select().from(payments).where(eq(payments.tenantId, tenantId)).limit(1000);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    let rows = 0;
    let bytes = 0;
    if (variant === 'stream') {
      // The download route's defaults: newest first.
      const csv = paymentsExport(db, grantTenantScope(tenantId), exportPaymentsInput.parse({}));
      const reader = csvStream(csv.header, csv.chunks).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // Rows end in CRLF; a quoted cell may hold a line feed too, but none of the seeded ones does.
        const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      }
      rows -= 1; // the header
    } else {
      const all = await db.select().from(payments).where(eq(payments.tenantId, tenantId)).orderBy(desc(payments.createdAt), desc(payments.id));
      rows = all.length;
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { variant, ms: Math.round(ms), peakRssGrowthMb: mb(peak - baseline), rows, bytes };
  } finally {
    await handle.close();
  }
}

function runChild(target: Target, tenantId: string, variant: Variant, nodeOptions = ''): Sample {
  const result = spawnSync('npx', ['tsx', import.meta.filename, '--measure', JSON.stringify(target), tenantId, variant], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc ${nodeOptions}`.trim() },
  });
  if (result.status !== 0) throw new Error(`${variant} run failed: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1)!;
  return JSON.parse(line) as Sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 100,000 payments of one tenant in a PGlite folder, written by the same INSERT … SELECT as on Postgres. */
async function seedPglite(dataDir: string): Promise<string> {
  const handle = await open({ backend: 'pglite', dataDir });
  try {
    await handle.migrate('main');
    const [tenant] = await handle.db.insert(tenants).values({ appId: 'bench-csv', name: 'CSV bench', secretHash: 'x' }).returning();
    await handle.db.execute(sql`
      insert into payments (tenant_id, amount, currency, user_id, description, status, provider, provider_payment_id, created_at, updated_at)
      select ${tenant!.id}::uuid, ((i::bigint * 7919) % 1000000 + 1) / 100.0, (array['EUR', 'USD', 'HUF', 'GBP'])[1 + i % 4], 'user-' || (i % 5000),
        'Seeded payment ' || i, 'SUCCEEDED', 'sandbox', 'sbx_seed_' || i, now() - make_interval(secs => i + 60), now() - make_interval(secs => i + 60)
      from generate_series(1, ${ROWS}::int) as i`);
    return tenant!.id;
  } finally {
    await handle.close();
  }
}

/** The rounds on one backend: stream and select taking turns, each run its own process, then the capped run. */
async function runRounds(target: Target, tenantId: string) {
  const samples: Sample[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    const order: Variant[] = index % 2 === 0 ? ['stream', 'select'] : ['select', 'stream'];
    for (const variant of order) {
      const sample = runChild(target, tenantId, variant);
      if (sample.rows !== ROWS) throw new Error(`${variant} read ${sample.rows} of ${ROWS} rows`);
      samples.push(sample);
      console.log(`${target.backend} round ${index + 1} ${variant}: ${sample.ms} ms, peak RSS +${sample.peakRssGrowthMb} MB${sample.bytes ? `, ${mb(sample.bytes)} MB of CSV` : ''}`);
    }
  }
  // RSS grows with V8's appetite (it collects lazily while there is room), not only with what is
  // kept: the proof of bounded memory is the export completing with the old generation capped far
  // below the list's size in memory.
  const capped = runChild(target, tenantId, 'stream', `--max-old-space-size=${HEAP_CAP_MB}`);
  if (capped.rows !== ROWS) throw new Error(`the capped stream read ${capped.rows} of ${ROWS} rows`);
  console.log(`${target.backend} stream with the old generation capped at ${HEAP_CAP_MB} MB: ${capped.ms} ms, peak RSS +${capped.peakRssGrowthMb} MB`);
  const summary = Object.fromEntries(
    (['stream', 'select'] as const).map((variant) => {
      const mine = samples.filter((sample) => sample.variant === variant);
      return [variant, { ms: median(mine.map((sample) => sample.ms)), peakRssGrowthMb: median(mine.map((sample) => sample.peakRssGrowthMb)) }];
    }),
  ) as Record<Variant, { ms: number; peakRssGrowthMb: number }>;
  const result = {
    csvBytes: samples.find((sample) => sample.variant === 'stream')!.bytes,
    ...summary,
    timeRatioStreamToSelect: Math.round((summary.stream.ms / summary.select.ms) * 100) / 100,
    // None when the reference grew nothing (PGlite's WASM memory is reserved when it opens).
    rssRatioStreamToSelect: summary.select.peakRssGrowthMb > 0 ? Math.round((summary.stream.peakRssGrowthMb / summary.select.peakRssGrowthMb) * 100) / 100 : null,
    streamWithHeapCap: { oldSpaceMb: HEAP_CAP_MB, ms: capped.ms, peakRssGrowthMb: capped.peakRssGrowthMb },
    samples,
  };
  console.table(summary);
  console.log(`${target.backend} stream / select: time ${result.timeRatioStreamToSelect}, peak RSS growth ${result.rssRatioStreamToSelect}`);
  return result;
}

async function main() {
  const results: Record<string, unknown> = { at: new Date().toISOString(), rows: ROWS, rounds: ROUNDS };
  if (BACKENDS.includes('postgres')) {
    const database = await createDatabase(`bench_csv_${process.pid}`);
    const handle = postgresHandle<Db>(database.url, schema, { max: 2 });
    try {
      await handle.migrate('main');
      const [tenant] = await handle.db.insert(tenants).values({ appId: 'bench-csv', name: 'CSV bench', secretHash: 'x' }).returning();
      const seedStarted = performance.now();
      await seedPayments(database.url, tenant!.id, ROWS);
      console.log(`postgres: seeded ${ROWS} payments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
      results.postgres = await runRounds({ backend: 'postgres', url: database.url }, tenant!.id);
    } finally {
      await handle.close();
      await database.drop();
    }
  }
  if (BACKENDS.includes('pglite')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-csv-pglite-'));
    try {
      const seedStarted = performance.now();
      const tenantId = await seedPglite(dataDir);
      console.log(`pglite: seeded ${ROWS} payments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
      results.pglite = await runRounds({ backend: 'pglite', dataDir }, tenantId);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'results', 'csv-export.json'), `${JSON.stringify(results, null, 2)}\n`);
}

if (process.argv[2] === '--measure') {
  const [target, tenantId, variant] = process.argv.slice(3) as [string, string, Variant];
  measure(JSON.parse(target) as Target, tenantId, variant).then(
    (sample) => console.log(JSON.stringify(sample)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
