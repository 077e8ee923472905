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
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { status: '', from: '', to: '', limit: '20', offset: '0' };

/** The tenant's refunds across its payments, newest first; the status and day range filters live in the URL. */
export function PortalRefunds() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = refundStatuses.find((value) => value === view.status);
  // Whole days in the reader's time zone, both included.
  const { days, ready } = useDayRange(view.from, view.to);
  const filters = { sortBy: 'createdAt' as const, sortOrder: 'desc' as const, ...(status ? { status } : {}), ...days };

  const list = useQuery({
    ...trpc.refunds.list.queryOptions({ limit, offset, ...filters }),
    enabled: ready,
    placeholderData: keepPreviousData,
    // The provider settles refunds without the tenant: keep the list current.
    refetchInterval: LIVE_REFRESH_MS,
  });
  // The day range counts once, as it reads on the form: one control.
  const active = [status, days.createdAfter ?? days.createdBefore].filter(Boolean).length;

  return (
    <>
      <PageHeader title="Refunds" description="Money given back on your payments, newest first. Each is PENDING until the payment provider settles it." />
      <Card>
        <FilterPanel label="Filter refunds" active={active} className="sm:grid-cols-2 lg:grid-cols-3" actions={<ExportLink list="refunds" filters={filters} />}>
          <StatusSelect statuses={refundStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <DateRangeFields from={view.from} to={view.to} onChange={(range) => setView({ ...range, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2 lg:col-span-3" onClear={() => setView({ status: '', from: '', to: '', offset: '0' })} />
        </FilterPanel>
        <RefundsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No refund matches these filters.' : 'No refunds yet. Refund a payment from its page, or with POST /payments/{id}/refunds.'}
          paymentHrefOf={(refund) => `/portal/payments/${refund.paymentId}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
