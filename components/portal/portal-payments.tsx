'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentStatuses, supportedCurrencies } from '@/server/services/payments/payment-constants';
import { Card, PageHeader } from '../ui/card';
import { SelectField, StatusSelect, TextField } from '../ui/field';
import { pageSizeOf } from '../ui/table';
import { useDayRange } from '../console/use-day-range';
import { DateRangeFields } from '../console/date-range-fields';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentsTable } from '../console/tables/payments-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useTypedFilter } from '../console/use-typed-filter';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { UrlPagination, ClearFiltersButton } from '../console/list-controls';

const defaults = { userId: '', status: '', currency: '', from: '', to: '', sort: 'createdAt:desc', limit: '20', offset: '0' };
const sorts = [
  { value: 'createdAt:desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt:asc', label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { value: 'amount:desc', label: 'Largest amount', sortBy: 'amount', sortOrder: 'desc' },
  { value: 'amount:asc', label: 'Smallest amount', sortBy: 'amount', sortOrder: 'asc' },
  { value: 'updatedAt:desc', label: 'Recently updated', sortBy: 'updatedAt', sortOrder: 'desc' },
] as const;

export function PortalPayments() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = paymentStatuses.find((value) => value === view.status);
  const currency = supportedCurrencies.find((value) => value === view.currency);
  const sort = sorts.find((option) => option.value === view.sort) ?? sorts[0];
  // Whole days in the reader's time zone, both included: "From 3 Mar" to "To 3 Mar" is that day.
  const { days, ready } = useDayRange(view.from, view.to);

  // The user id goes to the URL (and the query) once typing pauses. It is matched exactly, as
  // the tenant stored it, so it is sent untrimmed.
  const [userId, setUserId] = useTypedFilter(view.userId, (typed) => setView({ userId: typed, offset: '0' }, 'typing'));

  const filters = {
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(view.userId ? { userId: view.userId } : {}),
    ...(status ? { status } : {}),
    ...(currency ? { currency } : {}),
    ...days,
  };
  const list = useQuery({
    ...trpc.payments.list.queryOptions({ limit, offset, ...filters }),
    enabled: ready,
    placeholderData: keepPreviousData,
    // Payments move on without the tenant (the provider settles them): keep the list current.
    refetchInterval: LIVE_REFRESH_MS,
  });
  // The day range counts once, as it reads on the form: one control.
  const active = [view.userId, status, currency, days.createdAfter ?? days.createdBefore].filter(Boolean).length;
  const filtered = active > 0;
  const clear = () => {
    setView({ userId: '', status: '', currency: '', from: '', to: '', offset: '0' });
  };

  return (
    <>
      <PageHeader title="Payments" description="Every payment you created, with its current status." />
      <Card>
        <FilterPanel label="Filter payments" active={active} className="sm:grid-cols-2 lg:grid-cols-3" actions={<ExportLink list="payments" filters={filters} />}>
          <TextField
            label="User ID"
            type="search"
            placeholder="Exact user ID"
            spellCheck={false}
            autoCapitalize="off"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          />
          <StatusSelect statuses={paymentStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <SelectField label="Currency" value={currency ?? ''} onChange={(event) => setView({ currency: event.target.value, offset: '0' })}>
            <option value="">All currencies</option>
            {supportedCurrencies.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <SelectField label="Sort by" value={sort.value} onChange={(event) => setView({ sort: event.target.value, offset: '0' })}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <DateRangeFields from={view.from} to={view.to} onChange={(range) => setView({ ...range, offset: '0' })} />
          <ClearFiltersButton active={filtered} className="sm:col-span-2 lg:col-span-3" onClear={clear} />
        </FilterPanel>
        <PaymentsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={filtered ? 'No payment matches these filters.' : 'No payments yet. Create one with POST /payments.'}
          hrefOf={(payment) => `/portal/payments/${payment.id}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
    </>
  );
}
