'use client';

import type { ReactNode } from 'react';
import { describeInterval } from '@/server/services/prices/price-constants';
import type { Price } from '@/server/services/prices/price-schemas';
import { Badge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { formatAmount } from '../../ui/format';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';

/** Columns a phone leaves out: their values fold into the first cell. */
const wide = 'hidden sm:table-cell';
const muted = 'text-zinc-600 dark:text-zinc-400';

/** "Every month", "Every 3 months", "One-off": a price's schedule as the list says it. */
export function scheduleOf(price: Pick<Price, 'recurring'>): string {
  if (!price.recurring) return 'One-off';
  const text = describeInterval(price.recurring.interval, price.recurring.intervalCount);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function PriceState({ price }: { price: Price }) {
  return price.active ? (
    <Badge tone="green">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      Active
    </Badge>
  ) : (
    <Badge tone="zinc">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      Archived
    </Badge>
  );
}

/**
 * The tenant's prices as a table: the amount with its currency's decimals, the schedule and trial,
 * the nickname, whether it is active, when it was created, and with `actions` what may be done to
 * each. On a phone a row is two cells: the amount with everything else beneath it, and the date.
 */
export function PricesTable({
  rows,
  loading,
  error,
  emptyText,
  actions,
}: {
  rows: Price[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  actions?: (price: Price) => ReactNode;
}) {
  const columns = actions ? 6 : 5;
  return (
    <Table caption="Prices" className="table-fixed">
      <thead>
        <tr>
          <Th className="sm:w-40 sm:text-right">Amount</Th>
          <Th className={`${wide} w-40`}>Schedule</Th>
          {/* Beside the sidebar below 1280 px the fixed columns leave the nickname no room: it goes beneath the schedule. */}
          <Th className="hidden xl:table-cell">Nickname</Th>
          <Th className={`${wide} w-28`}>State</Th>
          <Th className="w-36 whitespace-nowrap text-right sm:w-32 sm:text-left">Created</Th>
          {actions && (
            <Th className={`${wide} w-28`}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <TableBody phoneColumns={2} columns={columns} rows={rows} loading={loading} error={error && `Prices could not be loaded: ${error}`} empty={emptyText}>
        {(price) => (
          <tr key={price.id}>
            <Td className="font-medium tabular-nums sm:whitespace-nowrap sm:text-right">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="whitespace-nowrap sm:ml-auto">{formatAmount(price.unitAmountDecimal, price.currency)}</span>
                <span className="shrink-0 sm:hidden">
                  <PriceState price={price} />
                </span>
              </div>
              <p className={`mt-1 truncate text-xs font-normal sm:hidden ${muted}`}>
                {scheduleOf(price)}
                {price.trialDays ? ` · ${price.trialDays}-day trial` : ''}
              </p>
              {price.nickname && <Clipped value={price.nickname} className={`mt-1 text-xs font-normal sm:hidden ${muted}`} />}
              {actions && <div className="mt-2 flex flex-wrap gap-2 font-normal sm:hidden">{actions(price)}</div>}
            </Td>
            <Td className={wide}>
              {scheduleOf(price)}
              {price.trialDays ? <p className={`text-xs ${muted}`}>{price.trialDays}-day trial</p> : null}
              {price.nickname && <Clipped value={price.nickname} className={`mt-1 text-xs xl:hidden ${muted}`} />}
            </Td>
            <Td className={`hidden xl:table-cell ${muted}`}>{price.nickname ? <Clipped value={price.nickname} /> : '—'}</Td>
            <Td className={wide}>
              <PriceState price={price} />
            </Td>
            <Td className={`text-right sm:text-left ${muted}`}>
              <DateTime value={price.createdAt} />
            </Td>
            {actions && (
              <Td className={wide}>
                <div className="flex justify-end">{actions(price)}</div>
              </Td>
            )}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
