import { describe, expect, it } from 'vitest';
import { describePlan, expectIndexRead, nodesOf, pageStatementOf, planOf, readerPlanOf, seededPlanStore, store, tenantIds } from '@/server/testing/list-plan-fixtures';
import { listPayments } from './payments/list-payments';
import { listPaymentsInput } from './payments/payment-schemas';
import { listRequestLog } from './request-log/list-request-log';
import { listRequestLogInput } from './request-log/request-log-schemas';
import { listWebhookDeliveries } from './webhooks/webhook-deliveries';
import { listWebhookDeliveriesInput } from './webhooks/webhook-schemas';
import { grantTenantScope } from './shared/tenant-scope';

seededPlanStore();

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
    await expectTenantPage(() => listRequestLog(store.analytics, tenant(), listRequestLogInput.parse(query)), index);
  });

  it('request log, an error message: read through the index of the tenant\'s errors, never the whole table', async () => {
    // A text inside the message has no index of its own: the tenant's errors are read and filtered (and few match, so they may be sorted).
    const plan = await planOf(await pageStatementOf(() => listRequestLog(store.analytics, tenant(), listRequestLogInput.parse({ error: 'UUID' }))));
    const nodes = nodesOf(plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(plan)).toEqual([]);
    for (const node of nodes.filter((each) => each['Index Name'])) expect(node['Index Name'], describePlan(plan)).toMatch(/^request_log_tenant_/);
  });

  it('request log, a path prefix: read through an index of the tenant, never the whole table', async () => {
    // A prefix is a range of paths: its matches are sorted, but only the tenant's that match.
    const plan = await planOf(await pageStatementOf(() => listRequestLog(store.analytics, tenant(), listRequestLogInput.parse({ path: '/pay' }))));
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
    await expectTenantPage(() => listPayments(store.db, grantTenantScope(tenant()), listPaymentsInput.parse(query)), index);
  });

  it.each([
    ['newest first', {}, 'webhook_deliveries_tenant_created_at_idx'],
    ['oldest first', { sortOrder: 'asc' }, 'webhook_deliveries_tenant_created_at_idx'],
    ['failed ones', { status: 'FAILED' }, 'webhook_deliveries_tenant_status_created_at_idx'],
  ])('webhook deliveries, %s', async (_label, query, index) => {
    await expectTenantPage(() => listWebhookDeliveries(store.db, grantTenantScope(tenant()), listWebhookDeliveriesInput.parse(query)), index);
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

  /**
   * The busy tenant's page may also be read in order through the administrators' index across
   * tenants, as for the owner above; a tenant with three rows may be read through any index that
   * leads with its tenant and sorted, which costs nothing at that size. Neither is ever the table.
   */
  const readable = (busyIndex: RegExp) => (which === 'busy' ? busyIndex : /^payments_tenant_/);

  it.each([
    ['newest first', {}, /^payments_(tenant_)?created_at_idx$/],
    ['by amount', { sortBy: 'amount' }, /^payments_tenant_amount_idx$/],
    ['one status', { status: 'FAILED' }, /^payments_(tenant_)?(status_)?created_at_idx$/],
  ])('payments, %s', async (_label, query, busyIndex) => {
    const index = readable(busyIndex);
    const plan = await readerPlanOf(await pageStatementOf(() => listPayments(store.db, grantTenantScope(tenant()), listPaymentsInput.parse(query))), tenant());
    const nodes = nodesOf(plan);
    // The policy is part of the plan: this is the tenant reader's, not the owner's.
    expect(JSON.stringify(plan)).toMatch(/current_setting\('app\.tenant_id'/);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(plan)).toEqual([]);
    if (which === 'busy') expect(nodes.filter((node) => /Sort/.test(node['Node Type'])), describePlan(plan)).toEqual([]);
    const indexes = nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    expect(indexes, describePlan(plan)).toEqual([expect.stringMatching(index)]);
  });
});
