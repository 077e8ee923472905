'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { disputeStatuses } from '@/server/services/disputes/dispute-constants';
import { Card, PageHeader } from '../ui/card';
import { StatusSelect } from '../ui/field';
import { pageSizeOf } from '../ui/table';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { DisputesTable } from '../console/tables/disputes-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { TenantFilterSelect, tenantIdOf } from './tenant-filter';
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { tenant: '', status: '', limit: '20', offset: '0' };

/** Every tenant's disputes for administrators, read-only: the filters live in the URL, each row links to its tenant and its payment. */
export function AdminDisputes() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = disputeStatuses.find((value) => value === view.status);
  const tenantId = tenantIdOf(view.tenant);
  const filters = { sortBy: 'createdAt' as const, sortOrder: 'desc' as const, ...(tenantId ? { tenantId } : {}), ...(status ? { status } : {}) };
  const list = useQuery({
    ...trpc.platform.disputes.queryOptions({ limit, offset, ...filters }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const active = [tenantId, status].filter(Boolean).length;

  return (
    <>
      <PageHeader title="Disputes" description="Every tenant’s disputes, newest first. Tenants answer them from their portal; open one to see its evidence." />
      <Card>
        <FilterPanel label="Filter disputes" active={active} className="sm:grid-cols-2 lg:grid-cols-3" actions={<ExportLink list="disputes" filters={filters} />}>
          <TenantFilterSelect value={tenantId} chosenName={list.data?.data[0]?.tenant.name} onChange={(tenant) => setView({ tenant, offset: '0' })} />
          <StatusSelect statuses={disputeStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="flex items-end" onClear={() => setView({ tenant: '', status: '', offset: '0' })} />
        </FilterPanel>
        <DisputesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No dispute matches these filters.' : 'No disputes yet.'}
          hrefOf={(dispute) => `/admin/disputes/${dispute.id}`}
          paymentHrefOf={(dispute) => `/admin/payments/${dispute.paymentId}`}
          tenantHrefOf={(tenant) => `/admin/tenants/${tenant.id}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
