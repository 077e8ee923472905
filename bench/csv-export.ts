/**
 * What the console's CSV export costs against the plainest way to read the same list: 100,000
 * payments of one tenant (BENCH_CSV_ROWS), on Postgres.
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
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { type Db, postgresHandle, schema } from '@/db/client';
import { payments, tenants } from '@/db/schema';
import { csvStream, exportPaymentsInput, paymentsExport } from '@/server/services/export';
import { createDatabase, root } from './lib';
import { seedPayments } from './seed-payments';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The old generation's size for the bounded-memory run: a fraction of what 100,000 rows take in memory. */
const HEAP_CAP_MB = 32;

type Variant = 'stream' | 'select';
type Sample = { variant: Variant; ms: number; peakRssGrowthMb: number; rows: number; bytes: number };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** One measured read, in this process (a child of the main one). */
async function measure(databaseUrl: string, tenantId: string, variant: Variant): Promise<Sample> {
  const handle = postgresHandle<Db>(databaseUrl, schema, { max: 2 });
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
      const csv = paymentsExport(db, tenantId, exportPaymentsInput.parse({}));
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

function runChild(databaseUrl: string, tenantId: string, variant: Variant, nodeOptions = ''): Sample {
  const result = spawnSync('npx', ['tsx', import.meta.filename, '--measure', databaseUrl, tenantId, variant], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc ${nodeOptions}`.trim() },
  });
  if (result.status !== 0) throw new Error(`${variant} run failed: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1)!;
  return JSON.parse(line) as Sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const database = await createDatabase(`bench_csv_${process.pid}`);
  const handle = postgresHandle<Db>(database.url, schema, { max: 2 });
  try {
    await handle.migrate('main');
    const [tenant] = await handle.db.insert(tenants).values({ appId: 'bench-csv', name: 'CSV bench', secretHash: 'x' }).returning();
    const seedStarted = performance.now();
    await seedPayments(database.url, tenant!.id, ROWS);
    console.log(`seeded ${ROWS} payments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const samples: Sample[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      const order: Variant[] = index % 2 === 0 ? ['stream', 'select'] : ['select', 'stream'];
      for (const variant of order) {
        const sample = runChild(database.url, tenant!.id, variant);
        if (sample.rows !== ROWS) throw new Error(`${variant} read ${sample.rows} of ${ROWS} rows`);
        samples.push(sample);
        console.log(`round ${index + 1} ${variant}: ${sample.ms} ms, peak RSS +${sample.peakRssGrowthMb} MB${sample.bytes ? `, ${mb(sample.bytes)} MB of CSV` : ''}`);
      }
    }
    // RSS grows with V8's appetite (it collects lazily while there is room), not only with what is
    // kept: the proof of bounded memory is the export completing with the old generation capped far
    // below the list's size in memory.
    const capped = runChild(database.url, tenant!.id, 'stream', `--max-old-space-size=${HEAP_CAP_MB}`);
    if (capped.rows !== ROWS) throw new Error(`the capped stream read ${capped.rows} of ${ROWS} rows`);
    console.log(`stream with the old generation capped at ${HEAP_CAP_MB} MB: ${capped.ms} ms, peak RSS +${capped.peakRssGrowthMb} MB`);
    const summary = Object.fromEntries(
      (['stream', 'select'] as const).map((variant) => {
        const mine = samples.filter((sample) => sample.variant === variant);
        return [variant, { ms: median(mine.map((sample) => sample.ms)), peakRssGrowthMb: median(mine.map((sample) => sample.peakRssGrowthMb)) }];
      }),
    ) as Record<Variant, { ms: number; peakRssGrowthMb: number }>;
    const result = {
      at: new Date().toISOString(),
      backend: 'postgres',
      rows: ROWS,
      rounds: ROUNDS,
      csvBytes: samples.find((sample) => sample.variant === 'stream')!.bytes,
      ...summary,
      timeRatioStreamToSelect: Math.round((summary.stream.ms / summary.select.ms) * 100) / 100,
      rssRatioStreamToSelect: Math.round((summary.stream.peakRssGrowthMb / summary.select.peakRssGrowthMb) * 100) / 100,
      streamWithHeapCap: { oldSpaceMb: HEAP_CAP_MB, ms: capped.ms, peakRssGrowthMb: capped.peakRssGrowthMb },
      samples,
    };
    console.table(summary);
    console.log(`stream / select: time ${result.timeRatioStreamToSelect}, peak RSS growth ${result.rssRatioStreamToSelect}`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'csv-export.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await handle.close();
    await database.drop();
  }
}

if (process.argv[2] === '--measure') {
  const [databaseUrl, tenantId, variant] = process.argv.slice(3) as [string, string, Variant];
  measure(databaseUrl, tenantId, variant).then(
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
