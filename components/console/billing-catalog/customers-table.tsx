'use client';

import type { Customer } from '@/server/services/customers/customer-schemas';
import { DateTime } from '../../ui/date-time';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

/** Columns a phone leaves out: their values fold into the first cell. */
const wide = 'hidden sm:table-cell';
const muted = 'text-zinc-600 dark:text-zinc-400';

/** What names a customer in a list: its name, else its e-mail, else its external id. */
export const customerLabel = (customer: Pick<Customer, 'name' | 'email' | 'externalId' | 'id'>) => customer.name ?? customer.email ?? customer.externalId ?? customer.id.slice(0, 8);

/**
 * The tenant's customers as a table; the caller owns the query, search and pagination. Each opens
 * its page. On a phone a row is two cells: the customer with its e-mail and external id beneath,
 * and when it was created.
 */
export function CustomersTable({
  rows,
  loading,
  error,
  emptyText,
  hrefOf,
}: {
  rows: Customer[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  hrefOf: (customer: Customer) => string;
}) {
  return (
    // Fixed layout: the name, e-mail and external id share what the date leaves and are cut with an ellipsis.
    <Table caption="Customers" className="table-fixed">
      <thead>
        <tr>
          <Th>Customer</Th>
          <Th className={wide}>E-mail</Th>
          <Th className={wide}>External ID</Th>
          <Th className="w-36 whitespace-nowrap text-right sm:w-32 sm:text-left">Created</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={2} columns={4} rows={rows} loading={loading} error={error && `Customers could not be loaded: ${error}`} empty={emptyText}>
        {(customer) => (
          <tr key={customer.id}>
            <Td className="font-medium">
              <Clipped value={customerLabel(customer)}>
                <TextLink href={hrefOf(customer)}>{customerLabel(customer)}</TextLink>
              </Clipped>
              {customer.email && customer.name && <Clipped value={customer.email} className={`mt-1 text-xs font-normal sm:hidden ${muted}`} />}
              {customer.externalId && (
                <p className={`mt-1 truncate font-mono text-xs font-normal sm:hidden ${muted}`} title={customer.externalId}>
                  {customer.externalId}
                </p>
              )}
            </Td>
            <Td className={`${wide} ${muted}`}>{customer.email ? <Clipped value={customer.email} /> : '—'}</Td>
            <Td className={`${wide} font-mono text-xs ${muted}`}>{customer.externalId ? <Clipped value={customer.externalId} /> : '—'}</Td>
            <Td className={`text-right sm:text-left ${muted}`}>
              <DateTime value={customer.createdAt} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
