import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsDb, analyticsSchema, CASING, type Db, postgresHandle, schema } from '@/db/client';
import { createTestDatabase } from '@/server/testing/test-services';
import { listAuditEvents, listAuditEventsInput } from './audit/list-audit-events';
import { listPayments } from './payments/list-payments';
import { listPaymentsInput } from './payments/payment-schemas';
import { listPlatformPayments, listPlatformRefunds } from './platform/list-platform';
import { listPlatformPaymentsInput, listPlatformRefundsInput } from './platform/platform-schemas';
import { platformInsights, tenantInsights } from './request-log/insights';
import { listRequestLog } from './request-log/list-request-log';
import { listRequestLogInput } from './request-log/request-log-schemas';
import { listWebhookDeliveries } from './webhooks/webhook-deliveries';
import { listWebhookDeliveriesInput } from './webhooks/webhook-schemas';
import { searchAsAdmin, searchAsTenant } from './console-search';
import { grantPlatformScope, grantTenantScope, TENANT_READER_ROLE } from './shared/tenant-scope';

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

type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

const BUSY_ROWS = 30_000;
const SMALL_TENANTS = 100;
const SMALL_ROWS = 60;
const NEW_ROWS = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: postgres.Sql;
let captured: Statement[] = [];
let db: Db;
let analytics: AnalyticsDb;
const tenantIds = { busy: '', fresh: '' };

const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };

beforeAll(async () => {
  database = await createTestDatabase('plans');
  const handle = postgresHandle<Db>(database.url, schema, { max: 1 });
  await handle.migrate('main');
  await handle.migrate('analytics');
  await handle.close();
  client = postgres(database.url, { max: 1, onnotice: () => {}, fetch_types: false });
  db = drizzle({ client, schema, casing: CASING, logger }) as unknown as Db;
  analytics = drizzle({ client, schema: analyticsSchema, casing: CASING, logger }) as unknown as AnalyticsDb;
  await seed();
  await client`set enable_seqscan = off`;
}, 180_000);

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

async function seed() {
  const [busy] = await client<{ id: string }[]>`
    insert into tenants (app_id, name, secret_hash, webhook_url) values ('busy', 'Busy', 'x', 'https://example.com/hook') returning id`;
  const [fresh] = await client<{ id: string }[]>`
    insert into tenants (app_id, name, secret_hash, webhook_url) values ('fresh', 'Fresh', 'x', 'https://example.com/hook') returning id`;
  tenantIds.busy = busy!.id;
  tenantIds.fresh = fresh!.id;
  await client`
    insert into tenants (app_id, name, secret_hash, webhook_url)
    select 'small-' || i, 'Small ' || i, 'x', 'https://example.com/hook' from generate_series(1, ${SMALL_TENANTS}::int) as i`;
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
async function pageStatementOf(run: () => Promise<unknown>): Promise<Statement> {
  captured = [];
  await run();
  const pages = captured.filter((statement) => / order by /i.test(statement.query));
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

async function planOf(statement: Statement): Promise<PlanNode> {
  const [row] = await client.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
  return row!['QUERY PLAN'][0].Plan;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const describePlan = (plan: PlanNode) =>
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
async function expectIndexRead(run: () => Promise<unknown>, index: string | readonly string[], inOrder: boolean) {
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

const tenants = [
  ['the busy tenant', 'busy'],
  ['a new tenant with three entries', 'fresh'],
] as const;

describe.each(tenants)('the first page of %s', (_name, which) => {
  const tenant = () => tenantIds[which];
  /**
   * The busy tenant holds most of the table: for it the administrators' index across tenants, in the
   * same order and filtered by tenant, reads about as many rows for a page as its own index, and the
   * planner may take either (it did, from one analyse to the next). Both are a read in order that
   * stops after a page; a tenant with few rows must read its own.
   */
  const acrossTenants: Record<string, string> = {
    payments_tenant_created_at_idx: 'payments_created_at_idx',
    payments_tenant_status_created_at_idx: 'payments_status_created_at_idx',
  };
  const expectTenantPage = (run: () => Promise<unknown>, index: string) =>
    expectIndexRead(run, which === 'busy' && acrossTenants[index] ? [index, acrossTenants[index]] : index, which === 'busy');

  it.each([
    ['newest first', {}, 'request_log_tenant_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'request_log_tenant_created_at_idx'],
    ['one status', { status: '500' }, 'request_log_tenant_status_created_at_idx'],
    ['a class of errors', { status: '4xx' }, 'request_log_tenant_errors_created_at_idx'],
  ])('request log, %s: %s', async (_label, query, index) => {
    await expectTenantPage(() => listRequestLog(analytics, tenant(), listRequestLogInput.parse(query)), index);
  });

  it('request log, an error message: read through the index of the tenant\'s errors, never the whole table', async () => {
    // A text inside the message has no index of its own: the tenant's errors are read and filtered (and few match, so they may be sorted).
    const plan = await planOf(await pageStatementOf(() => listRequestLog(analytics, tenant(), listRequestLogInput.parse({ error: 'UUID' }))));
    const nodes = nodesOf(plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(plan)).toEqual([]);
    for (const node of nodes.filter((each) => each['Index Name'])) expect(node['Index Name'], describePlan(plan)).toMatch(/^request_log_tenant_/);
  });

  it('request log, a path prefix: read through an index of the tenant, never the whole table', async () => {
    // A prefix is a range of paths: its matches are sorted, but only the tenant's that match.
    const plan = await planOf(await pageStatementOf(() => listRequestLog(analytics, tenant(), listRequestLogInput.parse({ path: '/pay' }))));
    const nodes = nodesOf(plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(plan)).toEqual([]);
    for (const node of nodes.filter((each) => each['Index Name'])) expect(node['Index Name'], describePlan(plan)).toMatch(/^request_log_tenant_/);
  });

  it.each([
    ['newest first', {}, 'payments_tenant_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'payments_tenant_created_at_idx'],
    ['by amount', { sortBy: 'amount' }, 'payments_tenant_amount_idx'],
    ['by last update', { sortBy: 'updatedAt' }, 'payments_tenant_updated_at_idx'],
    ['one status', { status: 'FAILED' }, 'payments_tenant_status_created_at_idx'],
    ['one currency', { currency: 'USD' }, 'payments_tenant_currency_created_at_idx'],
    ['one user', { userId: 'user-7' }, 'payments_tenant_user_id_created_at_idx'],
  ])('payments, %s', async (_label, query, index) => {
    await expectTenantPage(() => listPayments(db, grantTenantScope(tenant()), listPaymentsInput.parse(query)), index);
  });

  it.each([
    ['newest first', {}, 'webhook_deliveries_tenant_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'webhook_deliveries_tenant_created_at_idx'],
    ['failed ones', { status: 'FAILED' }, 'webhook_deliveries_tenant_status_created_at_idx'],
  ])('webhook deliveries, %s', async (_label, query, index) => {
    await expectTenantPage(() => listWebhookDeliveries(db, grantTenantScope(tenant()), listWebhookDeliveriesInput.parse(query)), index);
  });
});

/**
 * A tenant's lists run as the tenant reader, under row-level security (shared/tenant-scope.ts): the
 * same pages explained as that role, with the tenant set, are still reads of the tenant's own
 * indexes in the list's order. A status is an enum, whose comparison Postgres does not hold
 * leakproof: under the policy it is a filter on the tenant's time index rather than a condition of
 * the tenant-and-status index (docs/architecture.md).
 */
describe.each(tenants)('the first page of %s, as the tenant reader', (_name, which) => {
  const tenant = () => tenantIds[which];
  async function readerPlanOf(statement: Statement): Promise<PlanNode> {
    return client.begin(async (tx) => {
      await tx`select set_config('role', ${TENANT_READER_ROLE}, true), set_config('app.tenant_id', ${tenant()}, true)`;
      const [row] = await tx.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
      return row!['QUERY PLAN'][0].Plan;
    }) as Promise<PlanNode>;
  }

  it.each([
    ['newest first', {}, /^payments_tenant_created_at_idx$/],
    ['by amount', { sortBy: 'amount' }, /^payments_tenant_amount_idx$/],
    ['one status', { status: 'FAILED' }, /^payments_tenant_(status_)?created_at_idx$/],
  ])('payments, %s', async (_label, query, index) => {
    const plan = await readerPlanOf(await pageStatementOf(() => listPayments(db, grantTenantScope(tenant()), listPaymentsInput.parse(query))));
    const nodes = nodesOf(plan);
    // The policy is part of the plan: this is the tenant reader's, not the owner's.
    expect(JSON.stringify(plan)).toMatch(/current_setting\('app\.tenant_id'/);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(plan)).toEqual([]);
    if (which === 'busy') expect(nodes.filter((node) => /Sort/.test(node['Node Type'])), describePlan(plan)).toEqual([]);
    const indexes = nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    expect(indexes, describePlan(plan)).toEqual([expect.stringMatching(index)]);
  });
});

describe('payments and refunds across tenants (administrators)', () => {
  it.each([
    ['newest first', {}, 'payments_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'payments_created_at_idx'],
    ['one status', { status: 'FAILED' }, 'payments_status_created_at_idx'],
    // A currency is common to many tenants: its payments are found by walking the time index.
    ['one currency', { currency: 'USD' }, 'payments_created_at_idx'],
  ])('payments, %s', async (_label, query, index) => {
    await expectIndexRead(() => listPlatformPayments(db, grantPlatformScope(), listPlatformPaymentsInput.parse(query)), index, true);
  });

  it('payments of one tenant: its own index', async () => {
    // The new tenant's three: the busy one's pages may walk the index across tenants (above).
    await expectIndexRead(() => listPlatformPayments(db, grantPlatformScope(), listPlatformPaymentsInput.parse({ tenantId: tenantIds.fresh })), 'payments_tenant_created_at_idx', false);
  });

  it.each([
    ['newest first', {}, 'refunds_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'refunds_created_at_idx'],
    ['one status', { status: 'PENDING' }, 'refunds_status_created_at_idx'],
  ])('refunds, %s', async (_label, query, index) => {
    await expectIndexRead(() => listPlatformRefunds(db, grantPlatformScope(), listPlatformRefundsInput.parse(query)), index, true);
  });

  it('refunds of one tenant: its own index', async () => {
    // It has none: the planner may take any index that starts with the tenant (the insights' one
    // by settlement time included), and sorts what little it finds.
    await expectIndexRead(
      () => listPlatformRefunds(db, grantPlatformScope(), listPlatformRefundsInput.parse({ tenantId: tenantIds.fresh })),
      ['refunds_tenant_created_at_idx', 'refunds_tenant_status_created_at_idx', 'refunds_tenant_status_updated_at_idx'],
      false,
    );
  });
});

describe('the audit log across tenants', () => {
  it.each([
    ['newest first', {}, 'audit_events_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'audit_events_at_idx'],
    ['one action', { action: 'payment.canceled' }, 'audit_events_action_at_idx'],
    // An actor with most of the events is read, correctly, through the time index with a filter.
    ['one actor with few events', { actorId: 'fresh' }, 'audit_events_actor_id_at_idx'],
    ['one target', { targetId: 'a-target' }, 'audit_events_target_id_at_idx'],
  ])('%s', async (_label, query: Record<string, string>, index) => {
    const actor = query.actorId === 'fresh' ? { actorId: tenantIds.fresh } : {};
    // An actor or a target with a few events may be read by a bitmap scan of its index and sorted.
    const few = 'actorId' in query || 'targetId' in query;
    await expectIndexRead(() => listAuditEvents(analytics, listAuditEventsInput.parse({ ...query, ...actor })), index, !few);
  });
});

/**
 * The insights' refunded volume and open disputes are read on every console overview: the refunds
 * settled in the window and the disputes open now, each through an index that starts with the
 * tenant (or, across tenants, with the status), never by reading the table.
 */
describe("the insights' refunds and disputes", () => {
  const money = /from "(refunds|disputes)"/;
  async function moneyPlans(run: () => Promise<unknown>) {
    captured = [];
    await run();
    const statements = captured.filter((statement) => money.test(statement.query));
    expect(statements).toHaveLength(2);
    return Promise.all(statements.map(planOf));
  }
  const seqScans = (plans: PlanNode[]) => plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Seq Scan');
  const indexesOf = (plans: PlanNode[]) => plans.flatMap(nodesOf).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])).sort();

  it.each([
    ['the busy tenant', 'busy'],
    ['a new tenant', 'fresh'],
  ] as const)('%s: its own indexes, by tenant and status', async (_label, which) => {
    const plans = await moneyPlans(() => tenantInsights({ db, analytics }, tenantIds[which], '7d'));
    const summary = plans.map(describePlan).join('\n');
    expect(seqScans(plans), summary).toEqual([]);
    // Every refund seeded here was settled within the window: the planner may read the tenant's SUCCEEDED ones by either time;
    // and the busy tenant, who holds most of the table, as well through the index across tenants (as its list pages above).
    const refundIndex = which === 'busy' ? /^refunds_(tenant_status_(updated|created)|status_updated)_at_idx$/ : /^refunds_tenant_status_(updated|created)_at_idx$/;
    const disputeIndex = which === 'busy' ? /^disputes_(tenant_status_created_at|status_evidence_due_by)_idx$/ : /^disputes_tenant_status_created_at_idx$/;
    expect(indexesOf(plans), summary).toEqual([expect.stringMatching(disputeIndex), expect.stringMatching(refundIndex)]);
  });

  it('across tenants: the indexes that start with the status', async () => {
    const plans = await moneyPlans(() => platformInsights({ db, analytics }, '24h'));
    const summary = plans.map(describePlan).join('\n');
    expect(seqScans(plans), summary).toEqual([]);
    expect(indexesOf(plans), summary).toEqual(['disputes_status_evidence_due_by_idx', 'refunds_status_updated_at_idx']);
  });
});

/**
 * The command palette asks on every pause in typing: none of its lookups may read a table of
 * payments, deliveries or audit events through anything but an index (tenants, few, are searched
 * by substring), and the metadata search, which no index answers, reads a bounded range of each
 * tenant's time index: its latest payments only.
 */
describe("the command palette's lookups", () => {
  const deps = () => ({ db, analytics, shipper: { flush: async () => {} }, logger: { warn: () => {} } as never });
  const large = new Set(['payments', 'webhook_deliveries', 'audit_events']);

  async function expectIndexedLookups(run: () => Promise<unknown>) {
    captured = [];
    await run();
    expect(captured.length).toBeGreaterThan(0);
    for (const statement of captured) {
      const plan = await planOf(statement);
      const scans = nodesOf(plan).filter((node) => node['Node Type'] === 'Seq Scan' && large.has(node['Relation Name'] ?? ''));
      expect(scans, describePlan(plan)).toEqual([]);
    }
  }

  it.each([
    ['an id prefix', '3fa85f64'],
    ['a provider id prefix', 'sbx_0123456789'],
    ['a user id', 'user-7'],
    ['a metadata value', 'ORD-17'],
    ['an action', 'payment.created'],
  ])('an administrator, by %s', async (_label, query) => {
    await expectIndexedLookups(() => searchAsAdmin(deps(), grantPlatformScope(), query));
  });

  it.each([
    ['an id prefix', '3fa85f64'],
    ['a user id', 'user-7'],
    ['a metadata value', 'ORD-17'],
  ])('the busy tenant, by %s', async (_label, query) => {
    await expectIndexedLookups(() => searchAsTenant(db, grantTenantScope(tenantIds.busy), query));
  });

  it("reads only the latest of a tenant's payments for a metadata value", async () => {
    captured = [];
    await searchAsTenant(db, grantTenantScope(tenantIds.busy), 'ORD-');
    const plans = await Promise.all(captured.map(planOf));
    const bounded = plans.flatMap(nodesOf).filter((node) => node['Index Name'] === 'payments_tenant_created_at_idx' && /created_at >= /.test(node['Index Cond'] ?? ''));
    expect(bounded, plans.map(describePlan).join('\n')).toHaveLength(1);
  });
});
