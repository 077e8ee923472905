import Link from 'next/link';
import { StatusBadge } from './badge';
import { cn } from './cn';
import { LineSkeleton } from './skeleton';

/**
 * How many items are in each status, as a grid of tiles; a tile links to the filtered list when
 * `hrefOf` is given, named for where it goes: "View 1 pending payment", "View 2 pending payments"
 * (`noun` is the item's name in the singular). Cell borders are drawn top and left and the outer
 * ones clipped, so a last row that is not full leaves no grey hole.
 */
export function StatusCountGrid({
  counts,
  statuses,
  noun,
  hrefOf,
  columns,
}: {
  counts: Record<string, number> | undefined;
  statuses: readonly string[];
  noun?: string;
  hrefOf?: (status: string) => string;
  columns: string;
}) {
  const linkName = (count: number, status: string) => `View ${count.toLocaleString('en')} ${status.toLowerCase()} ${noun ?? 'item'}${count === 1 ? '' : 's'}`;
  return (
    <div className="overflow-hidden rounded-b-xl">
      <dl className={cn('-ml-px -mt-px grid grid-cols-2', columns)}>
        {statuses.map((status) => {
          const count = counts?.[status];
          return (
            <div key={status} className="border-l border-t border-zinc-200 px-5 py-4 dark:border-zinc-800">
              <dt>
                <StatusBadge status={status} />
              </dt>
              <dd className="mt-2 text-2xl font-semibold tabular-nums">
                {count === undefined ? (
                  <LineSkeleton className="w-10" />
                ) : hrefOf ? (
                  <Link href={hrefOf(status)} className="hover:underline" aria-label={linkName(count, status)}>
                    {count.toLocaleString('en')}
                  </Link>
                ) : (
                  count.toLocaleString('en')
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
