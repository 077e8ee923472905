import type { Payment } from '@/server/services/payments/payment-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Table, TableBody, Td, Th } from '../../ui/table';
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
    <Table caption="Payments">
      <thead>
        <tr>
          {tenantHrefOf && <Th>Tenant</Th>}
          <Th className="text-right">Amount</Th>
          <Th>Status</Th>
          <Th>User</Th>
          <Th>Description</Th>
          <Th>Created</Th>
        </tr>
      </thead>
      <TableBody columns={columns} rows={rows} loading={loading} error={error && `Payments could not be loaded: ${error}`} empty={emptyText}>
        {(payment) => (
          <tr key={payment.id}>
            {tenantHrefOf && (
              <Td className="max-w-32 truncate whitespace-nowrap sm:max-w-64">{payment.tenant ? <TextLink href={tenantHrefOf(payment.tenant)} title={payment.tenant.name}>{payment.tenant.name}</TextLink> : '—'}</Td>
            )}
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">
              {hrefOf ? <TextLink href={hrefOf(payment)}>{formatAmount(payment.amount, payment.currency)}</TextLink> : formatAmount(payment.amount, payment.currency)}
            </Td>
            <Td>
              <StatusBadge status={payment.status} />
            </Td>
            <Td className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{payment.userId}</Td>
            <Td className="max-w-64 truncate text-zinc-600 dark:text-zinc-400">{payment.description ?? '—'}</Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400"><DateTime value={payment.createdAt} /></Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
