'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentStatuses, supportedCurrencies } from '@/server/services/payments/payment-constants';
import { Card, PageHeader } from '../ui/card';
import { SelectField, StatusSelect, TextField } from '../ui/field';
import { Pagination } from '../ui/table';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentsTable } from '../console/tables/payments-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const PAGE_SIZE = 20;
const defaults = { status: '', currency: '', createdAfter: '', sort: 'createdAt:desc', offset: '0' };
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
  const status = paymentStatuses.find((value) => value === view.status);
  const currency = supportedCurrencies.find((value) => value === view.currency);
  const sort = sorts.find((option) => option.value === view.sort) ?? sorts[0];
  const createdAfter = /^\d{4}-\d{2}-\d{2}$/.test(view.createdAfter) ? view.createdAfter : undefined;
  const list = useQuery({
    ...trpc.payments.list.queryOptions({
      limit: PAGE_SIZE,
      offset,
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      ...(status ? { status } : {}),
      ...(currency ? { currency } : {}),
      ...(createdAfter ? { createdAfter } : {}),
    }),
    placeholderData: keepPreviousData,
    // Payments move on without the tenant (the provider settles them): keep the list current.
    refetchInterval: LIVE_REFRESH_MS,
  });
  const filtered = Boolean(status || currency || createdAfter);

  return (
    <>
      <PageHeader title="Payments" description="Every payment you created, with its current status." />
      <Card>
        <div className="grid grid-cols-1 gap-3 border-b border-zinc-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-zinc-800">
          <StatusSelect statuses={paymentStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
          <SelectField label="Currency" value={currency ?? ''} onChange={(event) => setView({ currency: event.target.value, offset: '0' })}>
            <option value="">All currencies</option>
            {supportedCurrencies.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <TextField label="Created after" type="date" value={createdAfter ?? ''} onChange={(event) => setView({ createdAfter: event.target.value, offset: '0' })} />
          <SelectField label="Sort by" value={sort.value} onChange={(event) => setView({ sort: event.target.value, offset: '0' })}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <PaymentsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={filtered ? 'No payment matches these filters.' : 'No payments yet. Create one with POST /payments.'}
        />
        {list.data && list.data.pagination.total > 0 && <Pagination total={list.data.pagination.total} limit={PAGE_SIZE} offset={offset} onOffset={(next) => setView({ offset: String(next) })} />}
      </Card>
    </>
  );
}
