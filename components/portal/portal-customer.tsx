'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Customer } from '@/server/services/customers/customer-schemas';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { Pagination } from '../ui/table';
import { customerLabel } from '../console/billing-catalog/customers-table';
import { BackLink, DetailPage, IdValue } from '../console/detail-parts';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentsTable } from '../console/tables/payments-table';
import { messageOf, useTRPC } from '../console/trpc';

const PAYMENTS_PAGE = 10;

/** One of the tenant's customers: its fields, and its payments (those whose user ID is its external ID). */
export function PortalCustomer({ id }: { id: string }) {
  const trpc = useTRPC();
  const customer = useQuery(trpc.customers.get.queryOptions({ id }));
  return (
    <DetailPage query={customer} back={() => <BackLink href="/portal/customers">All customers</BackLink>} noun="Customer" id={id} listHint="find the customer in the list">
      {(data) => <CustomerView customer={data} />}
    </DetailPage>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const metadata = Object.entries(customer.metadata);
  return (
    <>
      <PageHeader title={customerLabel(customer)} description={customer.name && customer.email ? customer.email : undefined} />
      <div className="space-y-6">
        <Card label="Customer">
          <CardHeader title="Customer" />
          <DetailList
            items={[
              { label: 'Customer ID', value: <IdValue value={customer.id} label="customer ID" /> },
              { label: 'External ID', value: customer.externalId ? <IdValue value={customer.externalId} label="external ID" /> : '—' },
              { label: 'E-mail', value: customer.email ?? '—' },
              { label: 'Name', value: customer.name ?? '—' },
              { label: 'Created', value: <DateTime value={customer.createdAt} seconds /> },
              { label: 'Updated', value: <DateTime value={customer.updatedAt} seconds /> },
              {
                label: 'Metadata',
                value:
                  metadata.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="space-y-0.5 font-mono text-xs">
                      {metadata.map(([key, value]) => (
                        <li key={key} className="break-all">
                          {key}: {value}
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        </Card>
        <CustomerPayments customer={customer} />
      </div>
    </>
  );
}

/** The payments whose user ID is the customer's external ID, newest first; none without an external ID. */
function CustomerPayments({ customer }: { customer: Customer }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const externalId = customer.externalId;
  const payments = useQuery({
    ...trpc.payments.list.queryOptions({ userId: externalId ?? '', limit: PAYMENTS_PAGE, offset, sortBy: 'createdAt', sortOrder: 'desc' }),
    enabled: externalId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  return (
    <Card label="Payments">
      <CardHeader title="Payments" description={externalId ? <>Payments whose user ID is <span className="break-all font-mono">{externalId}</span>.</> : 'This customer has no external ID, so no payment names it.'} />
      {externalId !== null && (
        <>
          <PaymentsTable
            rows={payments.data?.data}
            loading={payments.isPending}
            error={payments.isError ? messageOf(payments.error) : null}
            emptyText="No payments for this customer yet."
            hrefOf={(payment) => `/portal/payments/${payment.id}`}
          />
          {payments.data && payments.data.pagination.total > PAYMENTS_PAGE && (
            <Pagination total={payments.data.pagination.total} limit={PAYMENTS_PAGE} offset={offset} onOffset={setOffset} />
          )}
        </>
      )}
    </Card>
  );
}
