'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentStatuses, supportedCurrencies } from '@/server/services/payments/payment-constants';
import { Card, PageHeader } from '../ui/card';
import { SelectField, StatusSelect } from '../ui/field';
import { pageSizeOf } from '../ui/table';
import { useDayRange } from '../console/use-day-range';
import { DateRangeFields } from '../console/date-range-fields';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentsTable } from '../console/tables/payments-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { TenantFilterSelect, tenantIdOf } from './tenant-filter';
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { tenant: '', status: '', currency: '', from: '', to: '', sort: 'desc', limit: '20', offset: '0' };

/** Every tenant's payments for administrators: the filters live in the URL, each row links to its payment and its tenant. */
export function AdminPayments() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = paymentStatuses.find((value) => value === view.status);
  const currency = supportedCurrencies.find((value) => value === view.currency);
  const sortOrder: 'asc' | 'desc' = view.sort === 'asc' ? 'asc' : 'desc';
  // Whole days in the reader's time zone, both included.
  const { days, ready } = useDayRange(view.from, view.to);
  const tenantId = tenantIdOf(view.tenant);
  const filters = { sortOrder, ...(tenantId ? { tenantId } : {}), ...(status ? { status } : {}), ...(currency ? { currency } : {}), ...days };
  const list = useQuery({
    ...trpc.platform.payments.queryOptions({ limit, offset, ...filters }),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const active = [tenantId, status, currency, days.createdAfter ?? days.createdBefore].filter(Boolean).length;
  const clear = () => setView({ tenant: '', status: '', currency: '', from: '', to: '', offset: '0' });

  return (
    <>
      <PageHeader title="Payments" description="Every tenant’s payments, newest first." />
      <Card>
        <FilterPanel label="Filter payments" active={active} className="sm:grid-cols-2 lg:grid-cols-3" actions={<ExportLink list="payments" filters={filters} />}>
          <TenantFilterSelect value={tenantId} chosenName={list.data?.data[0]?.tenant.name} onChange={(tenant) => setView({ tenant, offset: '0' })} />
          <StatusSelect statuses={paymentStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <SelectField label="Currency" value={currency ?? ''} onChange={(event) => setView({ currency: event.target.value, offset: '0' })}>
            <option value="">All currencies</option>
            {supportedCurrencies.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <SelectField label="Sort by" value={sortOrder} onChange={(event) => setView({ sort: event.target.value, offset: '0' })}>
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </SelectField>
          <DateRangeFields from={view.from} to={view.to} onChange={(range) => setView({ ...range, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2 lg:col-span-3" onClear={clear} />
        </FilterPanel>
        <PaymentsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No payment matches these filters.' : 'No payments yet.'}
          hrefOf={(payment) => `/admin/payments/${payment.id}`}
          tenantHrefOf={(tenant) => `/admin/tenants/${tenant.id}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
