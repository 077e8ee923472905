import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AnalyticsDb, analyticsSchema, CASING, type Db, postgresHandle, schema } from '@/db/client';
import { TENANT_READER_ROLE } from '@/server/services/shared/tenant-scope';
import { createTestDatabase } from '@/server/testing/test-services';

/**
 * The plan Postgres picks for the first page of every list, built by the services' own query
 * builders (captured as they run) and explained with the same parameters. A page must be an index
 * range read in the list's order: no sequential scan, no sort of a tenant's rows, and the index
 * that starts with the tenant (or the filter) and ends in the list's order. An order the index
 * cannot give (a `desc` index with nulls last for a `desc` query) shows up here as a Sort, or as a
 * walk of another index: the first page of a tenant with three entries then read the whole table.
 *
 * The tables hold one busy tenant, a hundred small ones and a new one with three rows, analysed,
 * so the estimates are those of a shared store; sequential scans are priced out so a small table
 * cannot hide a missing index behind a cheap scan.
 */

export type Statement = { query: string; params: unknown[] };
export type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

const BUSY_ROWS = 30_000;
const SMALL_TENANTS = 100;
const SMALL_ROWS = 60;
const NEW_ROWS = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: postgres.Sql;
/** The seeded store as the services read it; `captured` holds the statements they ran since it was last emptied. */
export const store = { db: undefined as unknown as Db, analytics: undefined as unknown as AnalyticsDb, captured: [] as Statement[] };
export const tenantIds = { busy: '', fresh: '' };

const logger = { logQuery: (query: string, params: unknown[]) => void store.captured.push({ query, params }) };

/** Seeds the store once for the calling test file, and drops it after. */
export function seededPlanStore() {
  beforeAll(async () => {
    database = await createTestDatabase('plans');
    const handle = postgresHandle<Db>(database.url, schema, { max: 1 });
    await handle.migrate('main');
    await handle.migrate('analytics');
    await handle.close();
    client = postgres(database.url, { max: 1, onnotice: () => {}, fetch_types: false });
    store.db = drizzle({ client, schema, casing: CASING, logger }) as unknown as Db;
    store.analytics = drizzle({ client, schema: analyticsSchema, casing: CASING, logger }) as unknown as AnalyticsDb;
    await seed();
    await client`set enable_seqscan = off`;
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });
}

async function seed() {
  const [busy] = await client<{ id: string }[]>`
    insert into tenants (app_id, name, secret_hash) values ('busy', 'Busy', 'x') returning id`;
  const [fresh] = await client<{ id: string }[]>`
    insert into tenants (app_id, name, secret_hash) values ('fresh', 'Fresh', 'x') returning id`;
  tenantIds.busy = busy!.id;
  tenantIds.fresh = fresh!.id;
  await client`
    insert into tenants (app_id, name, secret_hash)
    select 'small-' || i, 'Small ' || i, 'x' from generate_series(1, ${SMALL_TENANTS}::int) as i`;
  // Every tenant's rows: the busy one's, a hundred small ones', then the new tenant's three, newest of all.
  await client`
    create temporary table owners as
      select id as tenant_id, ${BUSY_ROWS}::int as n from tenants where app_id = 'busy'
      union all select id, ${SMALL_ROWS}::int from tenants where app_id like 'small-%'
      union all select id, ${NEW_ROWS}::int from tenants where app_id = 'fresh'`;
  await client`
    insert into analytics.request_log (id, tenant_id, created_at, actor_type, actor_id, method, route, path, query, status,
      duration_ms, correlation_id, replayed)
    select gen_random_uuid(), o.tenant_id, now() - make_interval(secs => i * 3), 'tenant', o.tenant_id::text,
      case i % 4 when 0 then 'POST' else 'GET' end, '/payments', '/payments', '',
      case when i % 20 = 0 then 400 when i % 50 = 1 then 404 when i % 500 = 3 then 500 else 200 end,
      5, gen_random_uuid()::text, false
    from owners o, generate_series(1, o.n) as i`;
  await client`
    insert into payments (tenant_id, amount, currency, user_id, metadata, status, provider, created_at, updated_at)
    select o.tenant_id, (i % 1000) + 0.5, case when i % 3 = 0 then 'USD' else 'EUR' end, 'user-' || (i % 500), jsonb_build_object('orderId', 'ORD-' || i),
      (case when i % 10 = 0 then 'FAILED' when i % 10 < 8 then 'SUCCEEDED' else 'PENDING' end)::payment_status, 'simulated',
      now() - make_interval(secs => i * 3), now() - make_interval(secs => i * 2)
    from owners o, generate_series(1, o.n) as i`;
  // A refund for one payment in ten, a third of them still PENDING.
  await client`
    insert into refunds (tenant_id, payment_id, amount, currency, status, provider, created_at, updated_at)
    select tenant_id, id, 0.5, currency, (case when amount::int % 3 = 0 then 'PENDING' else 'SUCCEEDED' end)::refund_status, 'simulated',
      created_at + interval '1 minute', created_at + interval '1 minute'
    from payments where amount::int % 10 = 0`;
  // A dispute for one payment in fifty: most closed, the rest open, due over the next days.
  await client`
    insert into disputes (tenant_id, payment_id, amount, currency, reason, status, evidence_due_by, provider, provider_dispute_id, created_at, updated_at)
    select tenant_id, id, amount, currency, 'fraudulent',
      (case when amount::int % 200 = 0 then 'NEEDS_RESPONSE' when amount::int % 150 = 0 then 'UNDER_REVIEW' else 'LOST' end)::dispute_status,
      created_at + make_interval(days => 7), 'simulated', 'dp_' || id, created_at + interval '1 hour', created_at + interval '1 hour'
    from payments where amount::int % 50 = 0`;
  await client`
    insert into webhook_deliveries (tenant_id, event_id, event_type, payload, status, next_attempt_at, created_at, updated_at)
    select o.tenant_id, gen_random_uuid(), 'payment.created', jsonb_build_object('data', jsonb_build_object('id', gen_random_uuid())),
      (case when i % 25 = 0 then 'FAILED' else 'SUCCEEDED' end)::webhook_delivery_status, null,
      now() - make_interval(secs => i * 3), now() - make_interval(secs => i * 3)
    from owners o, generate_series(1, o.n) as i`;
  await client`
    insert into analytics.audit_events (id, at, actor_type, actor_id, action, target_type, target_id, details)
    select gen_random_uuid(), now() - make_interval(secs => i * 3), 'tenant', o.tenant_id::text,
      case i % 5 when 0 then 'tenant.login_failed' when 1 then 'payment.canceled' else 'payment.created' end,
      'payment', gen_random_uuid()::text, '{}'::jsonb
    from owners o, generate_series(1, o.n) as i`;
  for (const table of ['tenants', 'payments', 'refunds', 'disputes', 'webhook_deliveries', 'analytics.request_log', 'analytics.audit_events']) await client.unsafe(`analyze ${table}`);
}

/** The statement of the page itself (the one with an ORDER BY), as the service ran it. */
export async function pageStatementOf(run: () => Promise<unknown>): Promise<Statement> {
  store.captured = [];
  await run();
  const pages = store.captured.filter((statement) => / order by /i.test(statement.query));
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

export async function planOf(statement: Statement): Promise<PlanNode> {
  const [row] = await client.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
  return row!['QUERY PLAN'][0].Plan;
}

/** The plan of `statement` as a tenant's lists run it: as the tenant reader, the tenant set, under row-level security. */
export async function readerPlanOf(statement: Statement, tenantId: string): Promise<PlanNode> {
  return client.begin(async (tx) => {
    await tx`select set_config('role', ${TENANT_READER_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`;
    const [row] = await tx.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
    return row!['QUERY PLAN'][0].Plan;
  }) as Promise<PlanNode>;
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
export const describePlan = (plan: PlanNode) =>
  nodesOf(plan)
    .map((node) => `${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`)
    .join(' > ');

/**
 * The page is read through `index` and nothing else: no sequential scan, no other index (the global
 * time index walked and filtered by tenant is what made a small tenant's first page slow). A page
 * read `inOrder` has no sort either: for the busy tenant it must stop after a page of the index.
 * A tenant with a handful of rows may be read with a bitmap scan of that same index and its few
 * rows sorted, which the planner rightly prefers when it expects two or three: still only the
 * tenant's rows, never the table's.
 */
export async function expectIndexRead(run: () => Promise<unknown>, index: string | readonly string[], inOrder: boolean) {
  const indexes = (typeof index === 'string' ? [index] : index).join('|');
  const plan = await planOf(await pageStatementOf(run));
  const nodes = nodesOf(plan);
  const summary = describePlan(plan);
  expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), summary).toEqual([]);
  if (inOrder) expect(nodes.filter((node) => /Sort/.test(node['Node Type'])), summary).toEqual([]);
  const scans = nodes.filter((node) => node['Index Name'] !== undefined);
  const allowed = inOrder ? new RegExp(`^Index (Only )?Scan on (${indexes})$`) : new RegExp(`^(Index (Only )?|Bitmap Index )Scan on (${indexes})$`);
  expect(scans.map((node) => `${node['Node Type'].replace(' Backward', '')} on ${node['Index Name']}`), summary).toEqual([expect.stringMatching(allowed)]);
}

