'use client';

import type { TenantRef } from '@/server/services/platform/platform-schemas';
import type { Refund } from '@/server/services/refunds/refund-schemas';
import { reasonLabel } from '@/server/services/shared/reason-labels';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

type Row = Refund & { tenant?: TenantRef };

/** Columns a phone leaves out: their values fold into the first cell, so the amount and status stay on the screen. */
const wide = 'hidden sm:table-cell';

/**
 * Refunds as a table; the caller owns the query, filters and pagination. `paymentHrefOf` links each
 * to its payment; with `tenantHrefOf` (the list across tenants) a first column names each refund's
 * tenant and links to it. On a phone a row is two cells: the amount with its status, reason,
 * payment and tenant beneath it, and when it was created.
 */
export function RefundsTable({
  rows,
  loading,
  error,
  emptyText,
  paymentHrefOf,
  tenantHrefOf,
  caption = 'Refunds',
}: {
  rows: Row[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  paymentHrefOf: (refund: Refund) => string;
  tenantHrefOf?: (tenant: TenantRef) => string;
  caption?: string;
}) {
  const columns = 5 + (tenantHrefOf ? 1 : 0);
  const tenantLink = (refund: Row) =>
    refund.tenant && tenantHrefOf ? (
      <Clipped value={refund.tenant.name}>
        <TextLink href={tenantHrefOf(refund.tenant)}>{refund.tenant.name}</TextLink>
      </Clipped>
    ) : (
      '—'
    );
  const paymentLink = (refund: Row) => (
    <TextLink href={paymentHrefOf(refund)} aria-label={`Payment ${refund.paymentId}`}>
      {refund.paymentId.slice(0, 8)}
    </TextLink>
  );
  return (
    // Fixed layout: on a phone the first cell takes what the date does not and its lines are cut, not
    // widened; on a wider screen the tenant and the reason share what the other columns leave (no
    // minimum width: it fits beside the sidebar at 1024 px and on a 640 px tablet too).
    <Table caption={caption} className="table-fixed">
      <thead>
        <tr>
          {tenantHrefOf && <Th className={wide}>Tenant</Th>}
          <Th className="sm:w-36 sm:text-right">Amount</Th>
          <Th className={`${wide} w-36`}>Status</Th>
          <Th className={wide}>Reason</Th>
          <Th className={`${wide} w-28`}>Payment</Th>
          <Th className="w-36 whitespace-nowrap text-right sm:w-32 sm:text-left">Created</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={2} columns={columns} rows={rows} loading={loading} error={error && `Refunds could not be loaded: ${error}`} empty={emptyText}>
        {(refund) => (
          <tr key={refund.id}>
            {tenantHrefOf && <Td className={wide}>{tenantLink(refund)}</Td>}
            <Td className="font-medium tabular-nums sm:whitespace-nowrap sm:text-right">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="whitespace-nowrap sm:ml-auto">{formatAmount(refund.amount, refund.currency)}</span>
                <span className="shrink-0 sm:hidden">
                  <StatusBadge status={refund.status} />
                </span>
              </div>
              <p className="mt-1 truncate text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400">{reasonLabel(refund.reason)}</p>
              {/* A line of its own: a long reason would otherwise cut the link off. */}
              <p className="mt-1 truncate text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400">
                Payment <span className="font-mono">{paymentLink(refund)}</span>
              </p>
              {tenantHrefOf && <p className="mt-1 truncate text-xs font-normal sm:hidden">{tenantLink(refund)}</p>}
            </Td>
            <Td className={wide}>
              <StatusBadge status={refund.status} />
              {refund.status === 'FAILED' && refund.failureReason && <Clipped value={refund.failureReason} className="mt-1 text-xs text-red-700 dark:text-red-300" />}
            </Td>
            <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
              <Clipped value={reasonLabel(refund.reason)} />
            </Td>
            <Td className={`${wide} font-mono text-xs`}>{paymentLink(refund)}</Td>
            {/* The date and the time may take a line each, so the amount (on a phone) and the tenant and reason keep their room. */}
            <Td className="text-right text-zinc-600 sm:text-left dark:text-zinc-400">
              <DateTime value={refund.createdAt} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
