/**
 * What each remaining reach into a library's private surface buys, against the public way of doing
 * the same thing, in one process with the rounds interleaved. The figure is this process's CPU time
 * per call (user + system, steadier than wall time on a shared machine) and the ratio public/private:
 * - the tenant lookup every tenant request makes, prepared once with drizzle's public `.prepare()`,
 *   against its query builder run on every call (no private surface: the reference for the next);
 * - preparedStatement (its text built once through drizzle's session) against `db.execute` of the
 *   same query builders, which builds the text on every call: the payment row and its audit event.
 * Writes bench/results/private-surfaces.json. Needs Postgres (DATABASE_ADMIN_URL or 127.0.0.1).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { postgresHandle, schema, type Db } from '@/db/client';
import { fillPlaceholders, perDatabase, placeholders, preparedStatement } from '@/db/prepared';
import { auditOutbox, payments, tenants } from '@/db/schema';
import { createDatabase, root } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 4000);

type Variant = { name: string; call: () => Promise<unknown> };

/** CPU µs per call of each variant: the median over rounds, the variants taking turns in each round. */
async function interleaved(variants: Variant[]): Promise<Record<string, number>> {
  const samples = new Map<string, number[]>(variants.map((variant) => [variant.name, []]));
  for (const variant of variants) for (let i = 0; i < 500; i++) await variant.call(); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const before = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await variant.call();
      const used = process.cpuUsage(before);
      samples.get(variant.name)!.push((used.user + used.system) / CALLS);
    }
  }
  return Object.fromEntries([...samples].map(([name, values]) => [name, median(values)]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Three stores, as Next.js runs a route handler under its own AsyncLocalStorage instances. */
const stores = [new AsyncLocalStorage<object>(), new AsyncLocalStorage<object>(), new AsyncLocalStorage<object>()];
const underStores = <T>(fn: () => Promise<T>) => stores[0]!.run({}, () => stores[1]!.run({}, () => stores[2]!.run({}, fn)));

async function main() {
  const results: Record<string, unknown> = {};

  const database = await createDatabase(`bench_private_${process.pid}`);
  const handle = postgresHandle<Db>(database.url, schema, { max: 4 });
  try {
    await handle.migrate('main');
    const db = handle.db;
    const [tenant] = await db.insert(tenants).values({ appId: 'bench-app', name: 'Bench', secretHash: 'x' }).returning();
    const prepared = perDatabase((on) => on.select().from(tenants).where(eq(tenants.id, sql.placeholder('id'))).limit(1).prepare('bench_find_tenant'))(db);
    const lookup = await interleaved([
      { name: 'preparedExecute', call: () => underStores(() => prepared.execute({ id: tenant!.id })) },
      { name: 'queryBuilder', call: () => underStores(() => db.select().from(tenants).where(eq(tenants.id, tenant!.id)).limit(1)) },
    ]);
    results.tenantLookup = {
      cpuMicrosPerCall: lookup,
      ratioQueryBuilderToPrepared: lookup.queryBuilder! / lookup.preparedExecute!,
    };

    // The payment statement's shape: the payment row and its audit event, two inserts in one statement.
    const paymentColumns = ['id', 'tenantId', 'amount', 'currency', 'userId', 'description', 'metadata', 'status', 'provider', 'providerPaymentId', 'createdAt', 'updatedAt'] as const;
    const auditColumns = ['id', 'actorType', 'actorId', 'action', 'targetType', 'targetId', 'correlationId', 'ip', 'details'] as const;
    const insertPrepared = preparedStatement(
      (on) =>
        sql`with payment as ${on.insert(payments).values(placeholders('payment', paymentColumns)).returning({ tenantId: payments.tenantId })}, audit as ${on.insert(auditOutbox).values(placeholders('audit', auditColumns))} select 1`,
    );
    const rows = () => {
      const now = new Date();
      const id = crypto.randomUUID();
      const payment = { id, tenantId: tenant!.id, amount: '12.50', currency: 'EUR', userId: 'user-1', description: null, metadata: { order: '42' }, status: 'PENDING' as const, provider: 'sandbox', providerPaymentId: `sbx_${id}`, createdAt: now, updatedAt: now };
      const audit = { id: crypto.randomUUID(), actorType: 'tenant' as const, actorId: tenant!.id, action: 'payment.created', targetType: 'payment', targetId: id, correlationId: 'c', ip: '127.0.0.1', details: { amount: '12.50', currency: 'EUR' } };
      return { payment, audit };
    };
    const insert = await interleaved([
      {
        name: 'preparedStatement',
        call: () => {
          const { payment, audit } = rows();
          return underStores(() => insertPrepared(db, fillPlaceholders('audit', audit, fillPlaceholders('payment', payment))));
        },
      },
      {
        name: 'executeBuilders',
        call: () => {
          const { payment, audit } = rows();
          return underStores(() =>
            db.execute(sql`with payment as ${db.insert(payments).values(payment).returning({ tenantId: payments.tenantId })}, audit as ${db.insert(auditOutbox).values(audit)} select 1`),
          );
        },
      },
    ]);
    results.paymentInsert = { cpuMicrosPerCall: insert, ratioBuildersToPreparedStatement: insert.executeBuilders! / insert.preparedStatement! };
  } finally {
    await handle.close();
    await database.drop();
  }

  console.log(JSON.stringify(results, null, 2));
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/private-surfaces.json'), `${JSON.stringify(results, null, 2)}\n`);
}

await main();
