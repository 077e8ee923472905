'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundStatuses } from '@/server/services/refunds/refund-constants';
import { Card, PageHeader } from '../ui/card';
import { StatusSelect } from '../ui/field';
import { pageSizeOf } from '../ui/table';
import { useDayRange } from '../console/use-day-range';
import { DateRangeFields } from '../console/date-range-fields';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { RefundsTable } from '../console/tables/refunds-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { TenantFilterSelect, tenantIdOf } from './tenant-filter';
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { tenant: '', status: '', from: '', to: '', limit: '20', offset: '0' };

/** Every tenant's refunds for administrators, read-only: the filters live in the URL, each row links to its tenant and its payment. */
export function AdminRefunds() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = refundStatuses.find((value) => value === view.status);
  // Whole days in the reader's time zone, both included.
  const { days, ready } = useDayRange(view.from, view.to);
  const tenantId = tenantIdOf(view.tenant);
  const filters = { sortBy: 'createdAt' as const, sortOrder: 'desc' as const, ...(tenantId ? { tenantId } : {}), ...(status ? { status } : {}), ...days };
  const list = useQuery({
    ...trpc.platform.refunds.queryOptions({ limit, offset, ...filters }),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const active = [tenantId, status, days.createdAfter ?? days.createdBefore].filter(Boolean).length;

  return (
    <>
      <PageHeader title="Refunds" description="Every tenant’s refunds, newest first. Tenants refund from their payments’ pages." />
      <Card>
        <FilterPanel label="Filter refunds" active={active} className="sm:grid-cols-2 lg:grid-cols-4" actions={<ExportLink list="refunds" filters={filters} />}>
          <TenantFilterSelect value={tenantId} chosenName={list.data?.data[0]?.tenant.name} onChange={(tenant) => setView({ tenant, offset: '0' })} />
          <StatusSelect statuses={refundStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <DateRangeFields from={view.from} to={view.to} onChange={(range) => setView({ ...range, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2 lg:col-span-4" onClear={() => setView({ tenant: '', status: '', from: '', to: '', offset: '0' })} />
        </FilterPanel>
        <RefundsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No refund matches these filters.' : 'No refunds yet.'}
          paymentHrefOf={(refund) => `/admin/payments/${refund.paymentId}`}
          tenantHrefOf={(tenant) => `/admin/tenants/${tenant.id}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
