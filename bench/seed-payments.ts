/**
 * Seeds one tenant with many payments, straight into Postgres (the API would take hours for a
 * million). Rows look like real ones: the five statuses, four currencies, amounts with cents, one
 * payment per second going back in time. The counters behind list totals are kept by the table's
 * triggers as for any insert.
 *
 *   npx tsx bench/seed-payments.ts <DATABASE_URL> <tenantId> [count=1000000]
 */
import postgres from 'postgres';

const CHUNK = 100_000;

export async function seedPayments(databaseUrl: string, tenantId: string, count: number, onProgress?: (done: number) => void) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(from + CHUNK - 1, count);
      await sql`
        insert into payments (tenant_id, amount, currency, user_id, description, status, provider, provider_payment_id, failure_reason, created_at, updated_at)
        select ${tenantId}::uuid,
          ((i::bigint * 7919) % 1000000 + 1) / 100.0,
          (array['EUR', 'USD', 'HUF', 'GBP'])[1 + i % 4],
          'user-' || (i % 5000),
          'Seeded payment ' || i,
          s.status,
          'sandbox',
          'sbx_seed_' || ${tenantId}::text || '_' || i,
          case when s.status = 'FAILED' then 'Card declined (seed)' end,
          now() - make_interval(secs => i + 60),
          now() - make_interval(secs => i + 60)
        from generate_series(${from}::int, ${to}::int) as i,
          lateral (select (array['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED']::payment_status[])[1 + (i / 7) % 5] as status) s`;
      onProgress?.(to);
    }
    await sql`vacuum analyze payments`;
    await sql`analyze payment_counts`;
  } finally {
    await sql.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [databaseUrl, tenantId, count = '1000000'] = process.argv.slice(2);
  if (!databaseUrl || !tenantId) {
    console.error('usage: npx tsx bench/seed-payments.ts <DATABASE_URL> <tenantId> [count]');
    process.exit(2);
  }
  const startedAt = performance.now();
  await seedPayments(databaseUrl, tenantId, Number(count), (done) => process.stdout.write(`\r${done} payments`));
  console.log(`\nseeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
