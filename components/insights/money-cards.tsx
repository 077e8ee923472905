import Link from 'next/link';
import { type ReactNode, useId } from 'react';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { cn } from '../ui/cn';
import { formatAmount } from '../ui/format';
import { LineSkeleton } from '../ui/skeleton';
import { counted, windowLabels } from './insights-figures';

const money = (amount: string, currency: string) => formatAmount(amount, currency);

/**
 * Money in and back, and what is contested, as three cards above the charts: payments that
 * succeeded and refunds that succeeded in the window, per currency (amounts of different
 * currencies are never added up), and the disputes open now with what they put at stake and how
 * many must be answered within 72 hours. Each card keeps its place while the figures load.
 */
export function MoneyCards({ insights, disputesHref, className }: { insights: Insights | undefined; disputesHref?: string; className?: string }) {
  const span = insights ? windowLabels[insights.window] : null;
  const disputes = insights?.openDisputes;
  return (
    <div className={cn('grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4', className)}>
      <MoneyCard title="Payment volume" note={span && `Succeeded in the ${span}`}>
        {insights &&
          (insights.totals.payments.some((entry) => entry.succeeded > 0) ? (
            insights.totals.payments
              .filter((entry) => entry.succeeded > 0)
              .map((entry) => <Figure key={entry.currency} value={money(entry.succeededAmount, entry.currency)} detail={counted(entry.succeeded, 'payment')} />)
          ) : (
            <Figure value="None" detail="no payment succeeded" />
          ))}
      </MoneyCard>
      <MoneyCard title="Refunded" note={span && `Settled in the ${span}`}>
        {insights &&
          (insights.totals.refunds.length > 0 ? (
            insights.totals.refunds.map((entry) => <Figure key={entry.currency} value={money(entry.refundedAmount, entry.currency)} detail={counted(entry.refunded, 'refund')} />)
          ) : (
            <Figure value="None" detail="nothing refunded" />
          ))}
      </MoneyCard>
      <MoneyCard
        title="Open disputes"
        note={disputes && 'Now, whatever the window'}
        action={
          disputesHref && (
            <Link href={disputesHref} className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              View disputes
            </Link>
          )
        }
      >
        {disputes && (
          <>
            <p className="text-2xl font-semibold tabular-nums">{disputes.count.toLocaleString('en')}</p>
            <p className={disputes.dueWithin72h > 0 ? 'text-xs font-medium text-amber-700 dark:text-amber-300' : 'text-xs text-zinc-500 dark:text-zinc-400'}>
              {disputes.dueWithin72h.toLocaleString('en')} to answer within 72 h
            </p>
            {disputes.atStake.map((entry) => (
              <p key={entry.currency} className="text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
                {money(entry.amount, entry.currency)} at stake
              </p>
            ))}
          </>
        )}
      </MoneyCard>
    </div>
  );
}

/** A card named by its title (a region a reader can jump to), its figures or their skeleton. */
function MoneyCard({ title, note, action, children }: { title: string; note: string | null | undefined; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-h-32 min-w-0 rounded-lg border border-zinc-200 px-4 py-3 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        {action}
      </div>
      <p className="mb-2 text-xs text-zinc-500 dark:text-zinc-400">{note ?? <LineSkeleton className="w-32" />}</p>
      {note ? children : <LineSkeleton className="h-6 w-28" />}
    </section>
  );
}

/** An amount, large, and what it counts beside it. */
function Figure({ value, detail }: { value: string; detail: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-zinc-500 dark:text-zinc-400">{detail}</span>
    </p>
  );
}
