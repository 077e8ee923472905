import type { Payment } from '@/server/services/payments/payment-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

type Row = Payment & { tenant?: TenantRef };

/**
 * Payments as a table; the caller owns the query, filters and pagination. With `hrefOf` the amount
 * opens the payment; with `tenantHrefOf` (the lists across tenants) a first column names each
 * payment's tenant and links to it.
 */
export function PaymentsTable({
  rows,
  loading,
  error,
  emptyText,
  hrefOf,
  tenantHrefOf,
}: {
  rows: Row[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  hrefOf?: (payment: Payment) => string;
  tenantHrefOf?: (tenant: TenantRef) => string;
}) {
  const columns = tenantHrefOf ? 6 : 5;
  return (
    // Fixed layout: the amount, status and date take the width they need (the date and the time may
    // take a line each), the user, description and tenant share the rest and are cut with an
    // ellipsis, so the table fits its card whatever they hold.
    <Table caption="Payments" minWidth={tenantHrefOf ? 'min-w-[56rem]' : 'min-w-[48rem]'} className="table-fixed">
      <thead>
        <tr>
          {tenantHrefOf && <Th>Tenant</Th>}
          <Th className="w-44 text-right">Amount</Th>
          <Th className="w-36">Status</Th>
          <Th>User</Th>
          <Th>Description</Th>
          <Th className="w-32">Created</Th>
        </tr>
      </thead>
      <TableBody columns={columns} rows={rows} loading={loading} error={error && `Payments could not be loaded: ${error}`} empty={emptyText}>
        {(payment) => (
          <tr key={payment.id}>
            {tenantHrefOf && (
              <Td>
                {payment.tenant ? (
                  <Clipped value={payment.tenant.name}>
                    <TextLink href={tenantHrefOf(payment.tenant)}>{payment.tenant.name}</TextLink>
                  </Clipped>
                ) : (
                  '—'
                )}
              </Td>
            )}
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">
              {hrefOf ? <TextLink href={hrefOf(payment)}>{formatAmount(payment.amount, payment.currency)}</TextLink> : formatAmount(payment.amount, payment.currency)}
            </Td>
            <Td>
              <StatusBadge status={payment.status} />
            </Td>
            <Td className="font-mono text-xs text-zinc-600 dark:text-zinc-400">
              <Clipped value={payment.userId} />
            </Td>
            <Td className="text-zinc-600 dark:text-zinc-400">{payment.description ? <Clipped value={payment.description} /> : '—'}</Td>
            <Td className="text-zinc-600 dark:text-zinc-400">
              <DateTime value={payment.createdAt} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
