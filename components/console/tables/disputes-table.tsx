'use client';

import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { reasonLabel } from '@/server/services/shared/reason-labels';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';
import { timeLeftToAnswer } from '../dispute-time-left';
import { useNowToTheMinute } from '../use-now';

type Row = Dispute & { tenant?: TenantRef };

/** Columns a phone leaves out: their values fold into the first cell, so the time left stays on the screen. */
const wide = 'hidden sm:table-cell';
/** The opening date needs a desktop's room beside the rest: below 1280 px it is on the dispute's page. */
const wideOnly = 'hidden xl:table-cell';

/**
 * Disputes as a table; the caller owns the query, filters and pagination. With `hrefOf` the amount
 * opens the dispute; `paymentHrefOf` links each to its payment (a payment's own page leaves it out);
 * with `tenantHrefOf` (the list across tenants) a first column names each dispute's tenant and links
 * to it. On a phone a row is two cells: the amount with its status, reason, payment and tenant
 * beneath it, and the time left to answer.
 */
export function DisputesTable({
  rows,
  loading,
  error,
  emptyText,
  hrefOf,
  paymentHrefOf,
  tenantHrefOf,
  caption = 'Disputes',
}: {
  rows: Row[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  hrefOf?: (dispute: Dispute) => string;
  paymentHrefOf?: (dispute: Dispute) => string;
  tenantHrefOf?: (tenant: TenantRef) => string;
  caption?: string;
}) {
  const now = useNowToTheMinute();
  // Across tenants the tenant's name needs the room: the reason moves beneath the status.
  const reasonColumn = !tenantHrefOf;
  const columns = 4 + (reasonColumn ? 1 : 0) + (tenantHrefOf ? 1 : 0) + (paymentHrefOf ? 1 : 0);
  const tenantLink = (dispute: Row) =>
    dispute.tenant && tenantHrefOf ? (
      <Clipped value={dispute.tenant.name}>
        <TextLink href={tenantHrefOf(dispute.tenant)}>{dispute.tenant.name}</TextLink>
      </Clipped>
    ) : (
      '—'
    );
  const paymentLink = (dispute: Row) =>
    paymentHrefOf && (
      <TextLink href={paymentHrefOf(dispute)} aria-label={`Payment ${dispute.paymentId}`}>
        {dispute.paymentId.slice(0, 8)}
      </TextLink>
    );
  return (
    // Fixed layout: on a phone the first cell takes what the time left does not and its lines are cut,
    // not widened; on a wider screen the tenant and the reason share what the other columns leave, and
    // the date and time of opening may take a line each (from 1280 px: below, beside the sidebar or on
    // a tablet, the other columns need its room).
    <Table caption={caption} className="table-fixed">
      <thead>
        <tr>
          {tenantHrefOf && <Th className={wide}>Tenant</Th>}
          <Th className="sm:w-36 sm:text-right">Amount</Th>
          <Th className={`${wide} ${reasonColumn ? 'w-40' : 'w-44'}`}>Status</Th>
          {reasonColumn && <Th className={wide}>Reason</Th>}
          {paymentHrefOf && <Th className={`${wide} w-24`}>Payment</Th>}
          <Th className="w-36 whitespace-nowrap text-right sm:w-32 sm:text-left">Time left</Th>
          <Th className={`${wideOnly} w-32`}>Opened</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={2} columns={columns} rows={rows} loading={loading} error={error && `Disputes could not be loaded: ${error}`} empty={emptyText}>
        {(dispute) => (
          <tr key={dispute.id}>
            {tenantHrefOf && <Td className={wide}>{tenantLink(dispute)}</Td>}
            <Td className="font-medium tabular-nums sm:whitespace-nowrap sm:text-right">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="whitespace-nowrap sm:ml-auto">{hrefOf ? <TextLink href={hrefOf(dispute)}>{formatAmount(dispute.amount, dispute.currency)}</TextLink> : formatAmount(dispute.amount, dispute.currency)}</span>
                <span className="shrink-0 sm:hidden">
                  <StatusBadge status={dispute.status} />
                </span>
              </div>
              <p className="mt-1 truncate text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400">
                {reasonLabel(dispute.reason)}
                {paymentHrefOf && <> · Payment <span className="font-mono">{paymentLink(dispute)}</span></>}
              </p>
              {tenantHrefOf && <p className="mt-1 truncate text-xs font-normal sm:hidden">{tenantLink(dispute)}</p>}
            </Td>
            <Td className={wide}>
              <StatusBadge status={dispute.status} />
              {!reasonColumn && <Clipped value={reasonLabel(dispute.reason)} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400" />}
            </Td>
            {reasonColumn && (
              <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
                <Clipped value={reasonLabel(dispute.reason)} />
              </Td>
            )}
            {paymentHrefOf && <Td className={`${wide} font-mono text-xs`}>{paymentLink(dispute)}</Td>}
            <Td className="whitespace-nowrap text-right sm:text-left">{now === null ? '' : <TimeLeft text={timeLeftToAnswer(dispute, now)} />}</Td>
            <Td className={`${wideOnly} text-zinc-600 dark:text-zinc-400`}>
              <DateTime value={dispute.createdAt} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

/** The time left, in red once overdue. */
export function TimeLeft({ text }: { text: string }) {
  return <span className={text === 'overdue' ? 'font-medium text-red-700 dark:text-red-400' : text === '—' ? 'text-zinc-500 dark:text-zinc-400' : undefined}>{text}</span>;
}
