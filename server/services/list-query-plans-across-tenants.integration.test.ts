import { describe, expect, it } from 'vitest';
import { describePlan, expectIndexRead, nodesOf, type PlanNode, planOf, seededPlanStore, store, tenantIds } from '@/server/testing/list-plan-fixtures';
import { listAuditEvents, listAuditEventsInput } from './audit/list-audit-events';
import { listPlatformPayments, listPlatformRefunds } from './platform/list-platform';
import { listPlatformPaymentsInput, listPlatformRefundsInput } from './platform/platform-schemas';
import { platformInsights, tenantInsights } from './request-log/insights';
import { searchAsAdmin, searchAsTenant } from './console-search';
import { grantPlatformScope, grantTenantScope } from './shared/tenant-scope';

seededPlanStore();

describe('payments and refunds across tenants (administrators)', () => {
  it.each([
    ['newest first', {}, 'payments_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'payments_created_at_idx'],
    ['one status', { status: 'FAILED' }, 'payments_status_created_at_idx'],
    // A currency is common to many tenants: its payments are found by walking the time index.
    ['one currency', { currency: 'USD' }, 'payments_created_at_idx'],
  ])('payments, %s', async (_label, query, index) => {
    await expectIndexRead(() => listPlatformPayments(store.db, grantPlatformScope(), listPlatformPaymentsInput.parse(query)), index, true);
  });

  it('payments of one tenant: its own index', async () => {
    // The new tenant's three: the busy one's pages may walk the index across tenants (above).
    await expectIndexRead(() => listPlatformPayments(store.db, grantPlatformScope(), listPlatformPaymentsInput.parse({ tenantId: tenantIds.fresh })), 'payments_tenant_created_at_idx', false);
  });

  it.each([
    ['newest first', {}, 'refunds_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'refunds_created_at_idx'],
    ['one status', { status: 'PENDING' }, 'refunds_status_created_at_idx'],
  ])('refunds, %s', async (_label, query, index) => {
    await expectIndexRead(() => listPlatformRefunds(store.db, grantPlatformScope(), listPlatformRefundsInput.parse(query)), index, true);
  });

  it('refunds of one tenant: its own index', async () => {
    // It has none: the planner may take any index that starts with the tenant (the insights' one
    // by settlement time included), and sorts what little it finds.
    await expectIndexRead(
      () => listPlatformRefunds(store.db, grantPlatformScope(), listPlatformRefundsInput.parse({ tenantId: tenantIds.fresh })),
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
    await expectIndexRead(() => listAuditEvents(store.analytics, listAuditEventsInput.parse({ ...query, ...actor })), index, !few);
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
    store.captured = [];
    await run();
    const statements = store.captured.filter((statement) => money.test(statement.query));
    expect(statements).toHaveLength(2);
    return Promise.all(statements.map(planOf));
  }
  const seqScans = (plans: PlanNode[]) => plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Seq Scan');
  const indexesOf = (plans: PlanNode[]) => plans.flatMap(nodesOf).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])).sort();

  it.each([
    ['the busy tenant', 'busy'],
    ['a new tenant', 'fresh'],
  ] as const)('%s: its own indexes, by tenant and status', async (_label, which) => {
    const plans = await moneyPlans(() => tenantInsights({ db: store.db, analytics: store.analytics }, tenantIds[which], '7d'));
    const summary = plans.map(describePlan).join('\n');
    expect(seqScans(plans), summary).toEqual([]);
    // Every refund seeded here was settled within the window: the planner may read the tenant's SUCCEEDED ones by either time;
    // and the busy tenant, who holds most of the table, as well through the index across tenants (as its list pages above).
    const refundIndex = which === 'busy' ? /^refunds_(tenant_status_(updated|created)|status_updated)_at_idx$/ : /^refunds_tenant_status_(updated|created)_at_idx$/;
    const disputeIndex = which === 'busy' ? /^disputes_(tenant_status_created_at|status_evidence_due_by)_idx$/ : /^disputes_tenant_status_created_at_idx$/;
    expect(indexesOf(plans), summary).toEqual([expect.stringMatching(disputeIndex), expect.stringMatching(refundIndex)]);
  });

  it('across tenants: the indexes that start with the status', async () => {
    const plans = await moneyPlans(() => platformInsights({ db: store.db, analytics: store.analytics }, '24h'));
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
  const deps = () => ({ db: store.db, analytics: store.analytics, shipper: { flush: async () => {} }, logger: { warn: () => {} } as never });
  const large = new Set(['payments', 'webhook_deliveries', 'audit_events']);

  async function expectIndexedLookups(run: () => Promise<unknown>) {
    store.captured = [];
    await run();
    expect(store.captured.length).toBeGreaterThan(0);
    for (const statement of store.captured) {
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
    await expectIndexedLookups(() => searchAsTenant(store.db, grantTenantScope(tenantIds.busy), query));
  });

  it("reads only the latest of a tenant's payments for a metadata value", async () => {
    store.captured = [];
    await searchAsTenant(store.db, grantTenantScope(tenantIds.busy), 'ORD-');
    const plans = await Promise.all(store.captured.map(planOf));
    const bounded = plans.flatMap(nodesOf).filter((node) => node['Index Name'] === 'payments_tenant_created_at_idx' && /created_at >= /.test(node['Index Cond'] ?? ''));
    expect(bounded, plans.map(describePlan).join('\n')).toHaveLength(1);
  });
});
