import type { Payment } from '@/server/services/payments/payment-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

type Row = Payment & { tenant?: TenantRef };

/** Columns a phone leaves out: their values fold into the first cell, so the amount and status stay on the screen. */
const wide = 'hidden sm:table-cell';
/** The user's own column needs a desktop's room: below 1280 px the user is beneath the description. */
const desktopOnly = 'hidden xl:table-cell';

/**
 * Payments as a table; the caller owns the query, filters and pagination. With `hrefOf` the amount
 * opens the payment; with `tenantHrefOf` (the lists across tenants) a first column names each
 * payment's tenant and links to it. On a phone a row is two cells: the amount with its status,
 * user, description and tenant beneath it, and when it was created.
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
  const tenantLink = (payment: Row) =>
    payment.tenant && tenantHrefOf ? (
      <Clipped value={payment.tenant.name}>
        <TextLink href={tenantHrefOf(payment.tenant)}>{payment.tenant.name}</TextLink>
      </Clipped>
    ) : (
      '—'
    );
  return (
    // Fixed layout: the amount, status and date take the width they need (the date and the time may
    // take a line each), the user, description and tenant share the rest and are cut with an
    // ellipsis, so the table fits its card whatever they hold and at every width (no minimum width:
    // the fixed columns leave room beside the sidebar at 1024 px and on a 640 px tablet). On a phone
    // the first cell takes what the date does not.
    <Table caption="Payments" className="table-fixed">
      <thead>
        <tr>
          {tenantHrefOf && <Th className={wide}>Tenant</Th>}
          <Th className="sm:w-36 sm:text-right">Amount</Th>
          <Th className={`${wide} w-36`}>Status</Th>
          <Th className={desktopOnly}>User</Th>
          <Th className={wide}>Description</Th>
          <Th className="w-36 whitespace-nowrap text-right sm:w-32 sm:text-left">Created</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={2} columns={columns} rows={rows} loading={loading} error={error && `Payments could not be loaded: ${error}`} empty={emptyText}>
        {(payment) => (
          <tr key={payment.id}>
            {tenantHrefOf && <Td className={wide}>{tenantLink(payment)}</Td>}
            <Td className="font-medium tabular-nums sm:whitespace-nowrap sm:text-right">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="whitespace-nowrap sm:ml-auto">{hrefOf ? <TextLink href={hrefOf(payment)}>{formatAmount(payment.amount, payment.currency)}</TextLink> : formatAmount(payment.amount, payment.currency)}</span>
                <span className="shrink-0 sm:hidden">
                  <StatusBadge status={payment.status} />
                </span>
              </div>
              <Clipped value={payment.userId} className="mt-1 font-mono text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400" />
              {payment.description && <Clipped value={payment.description} className="mt-1 text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400" />}
              {tenantHrefOf && <p className="mt-1 truncate text-xs font-normal sm:hidden">{tenantLink(payment)}</p>}
            </Td>
            <Td className={wide}>
              <StatusBadge status={payment.status} />
            </Td>
            <Td className={`${desktopOnly} font-mono text-xs text-zinc-600 dark:text-zinc-400`}>
              <Clipped value={payment.userId} />
            </Td>
            <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
              {payment.description ? <Clipped value={payment.description} /> : '—'}
              <Clipped value={payment.userId} className="mt-1 font-mono text-xs xl:hidden" />
            </Td>
            <Td className="text-right text-zinc-600 sm:text-left dark:text-zinc-400">
              <DateTime value={payment.createdAt} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
