/**
 * What each remaining reach into a library's private surface buys, against the public way of doing
 * the same thing, in one process with the rounds interleaved. The figure is this process's CPU time
 * per call (user + system, steadier than wall time on a shared machine) and the ratio public/private:
 * - the @trpc/server patch (db/patches): a procedure with the tenant chain's shape (the guard and
 *   auth middlewares, a zod input and output, the resolver) called through the patched package and
 *   through an unpatched copy of it, under three AsyncLocalStorage stores as Next.js keeps them;
 * - the tenant lookup every tenant request makes, prepared once with drizzle's public `.prepare()`,
 *   against its query builder run on every call (no private surface: the reference for the next);
 * - preparedStatement (its text built once through drizzle's session) against `db.execute` of the
 *   same query builders, which builds the text on every call: the payment row and its audit event.
 * Writes bench/results/private-surfaces.json. Needs Postgres (DATABASE_ADMIN_URL or 127.0.0.1).
 */
import { spawnSync } from 'node:child_process';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
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

/** The installed @trpc/server (patched) and a copy with the patch taken back out. */
function trpcPackages() {
  const patched = createRequire(path.join(root, 'package.json'))('@trpc/server') as typeof import('@trpc/server');
  const dir = mkdtempSync(path.join(tmpdir(), 'trpc-unpatched-'));
  cpSync(path.join(root, 'node_modules/@trpc/server'), path.join(dir, 'node_modules/@trpc/server'), { recursive: true });
  const reverse = spawnSync('git', ['apply', '-R', path.join(root, 'db/patches/@trpc+server+11.22.1.patch')], { cwd: dir, encoding: 'utf8' });
  if (reverse.status !== 0) throw new Error(`could not take the patch out: ${reverse.stderr}`);
  const unpatched = createRequire(path.join(dir, 'package.json'))('@trpc/server') as typeof import('@trpc/server');
  return { patched, unpatched, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A procedure shaped like GET /tenants/me's chain, and a call of it. */
function tenantShapedCall(trpc: typeof import('@trpc/server')) {
  const t = trpc.initTRPC.context<{ correlationId: string }>().create();
  const guard = t.middleware(async ({ next }) => {
    try {
      return await next({ ctx: { startedAt: 1 } });
    } finally {
      // the guard's bookkeeping
    }
  });
  const auth = t.middleware(({ next }) => next({ ctx: { tenant: { id: 'tenant-1', status: 'ACTIVE' } } }));
  const me = t.procedure
    .use(guard)
    .use(auth)
    .input(z.object({ expand: z.array(z.string()).optional() }))
    .output(z.object({ id: z.string(), name: z.string(), status: z.enum(['ACTIVE', 'SUSPENDED']), webhookUrl: z.string().nullable(), createdAt: z.string() }))
    .query(({ ctx }) => ({ id: ctx.tenant.id, name: 'Acme', status: 'ACTIVE' as const, webhookUrl: null, createdAt: '2026-01-01T00:00:00.000Z' }));
  const router = t.router({ tenants: t.router({ me }) });
  const rawInput = Promise.resolve({});
  return () =>
    underStores(() =>
      trpc.callTRPCProcedure({ router, path: 'tenants.me', ctx: { correlationId: 'c' }, type: 'query', getRawInput: () => rawInput, signal: undefined, batchIndex: 0 }),
    );
}

async function main() {
  const results: Record<string, unknown> = {};

  const trpc = trpcPackages();
  try {
    const perCall = await interleaved([
      { name: 'patched', call: tenantShapedCall(trpc.patched) },
      { name: 'unpatched', call: tenantShapedCall(trpc.unpatched) },
    ]);
    results.trpcPatch = { cpuMicrosPerCall: perCall, ratioUnpatchedToPatched: perCall.unpatched! / perCall.patched! };
  } finally {
    trpc.cleanup();
  }

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
