'use client';

import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';
import { timeLeftToAnswer } from '../dispute-time-left';
import { useNowToTheMinute } from '../use-now';

type Row = Dispute & { tenant?: TenantRef };

/**
 * Disputes as a table; the caller owns the query, filters and pagination. With `hrefOf` the amount
 * opens the dispute; `paymentHrefOf` links each to its payment; with `tenantHrefOf` (the list across
 * tenants) a first column names each dispute's tenant and links to it.
 */
export function DisputesTable({
  rows,
  loading,
  error,
  emptyText,
  hrefOf,
  paymentHrefOf,
  tenantHrefOf,
}: {
  rows: Row[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  hrefOf?: (dispute: Dispute) => string;
  paymentHrefOf: (dispute: Dispute) => string;
  tenantHrefOf?: (tenant: TenantRef) => string;
}) {
  const now = useNowToTheMinute();
  const columns = tenantHrefOf ? 7 : 6;
  return (
    <Table caption="Disputes">
      <thead>
        <tr>
          {tenantHrefOf && <Th>Tenant</Th>}
          <Th className="text-right">Amount</Th>
          <Th>Status</Th>
          <Th>Reason</Th>
          <Th>Payment</Th>
          <Th>Time left</Th>
          <Th>Opened</Th>
        </tr>
      </thead>
      <TableBody columns={columns} rows={rows} loading={loading} error={error && `Disputes could not be loaded: ${error}`} empty={emptyText}>
        {(dispute) => (
          <tr key={dispute.id}>
            {tenantHrefOf && (
              <Td className="max-w-32 truncate whitespace-nowrap sm:max-w-64">{dispute.tenant ? <TextLink href={tenantHrefOf(dispute.tenant)} title={dispute.tenant.name}>{dispute.tenant.name}</TextLink> : '—'}</Td>
            )}
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">
              {hrefOf ? <TextLink href={hrefOf(dispute)}>{formatAmount(dispute.amount, dispute.currency)}</TextLink> : formatAmount(dispute.amount, dispute.currency)}
            </Td>
            <Td>
              <StatusBadge status={dispute.status} />
            </Td>
            <Td className="max-w-48 truncate text-zinc-600 dark:text-zinc-400">{dispute.reason}</Td>
            <Td className="font-mono text-xs">
              <TextLink href={paymentHrefOf(dispute)} aria-label={`Payment ${dispute.paymentId}`}>
                {dispute.paymentId.slice(0, 8)}
              </TextLink>
            </Td>
            <Td className="whitespace-nowrap">{now === null ? '' : <TimeLeft text={timeLeftToAnswer(dispute, now)} />}</Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400">
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
