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
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { status: '', limit: '20', offset: '0' };

/** The tenant's disputes, newest first, with the time left to answer each; the status filter lives in the URL. */
export function PortalDisputes() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = disputeStatuses.find((value) => value === view.status);
  const filters = { sortBy: 'createdAt' as const, sortOrder: 'desc' as const, ...(status ? { status } : {}) };

  const list = useQuery({
    ...trpc.disputes.list.queryOptions({ limit, offset, ...filters }),
    placeholderData: keepPreviousData,
    // The provider opens and closes disputes without the tenant: keep the list current.
    refetchInterval: LIVE_REFRESH_MS,
  });
  const active = status ? 1 : 0;

  return (
    <>
      <PageHeader title="Disputes" description="Payments your payers contest, newest first. Answer each before its due date, or accept it." />
      <Card>
        <FilterPanel label="Filter disputes" active={active} className="sm:grid-cols-2 lg:grid-cols-3" actions={<ExportLink list="disputes" filters={filters} />}>
          <StatusSelect statuses={disputeStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="flex items-end" onClear={() => setView({ status: '', offset: '0' })} />
        </FilterPanel>
        <DisputesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No dispute matches these filters.' : 'No disputes. The payment provider opens one when a payer contests a payment.'}
          hrefOf={(dispute) => `/portal/disputes/${dispute.id}`}
          paymentHrefOf={(dispute) => `/portal/payments/${dispute.paymentId}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
