import Link from 'next/link';
import type { PlatformInsights } from '@/server/services/request-log/request-log-schemas';
import { LineSkeleton } from '../ui/skeleton';
import { counted } from './insights-figures';

type Figure = PlatformInsights['topTenants']['byRequests'][number];

/** The busiest tenants of a window, by requests and by errors, each linked to its page. */
export function TopTenants({ insights }: { insights: PlatformInsights | undefined }) {
  return (
    <div className="divide-y divide-zinc-200 dark:divide-zinc-800">
      <Ranking title="By requests" noun="request" rows={insights?.topTenants.byRequests} />
      <Ranking title="By errors (4xx and 5xx)" noun="error" rows={insights?.topTenants.byErrors} />
    </div>
  );
}

function Ranking({ title, noun, rows }: { title: string; noun: string; rows: Figure[] | undefined }) {
  return (
    <section aria-label={`Top tenants ${title.toLowerCase()}`} className="px-5 py-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {!rows ? (
        <div className="mt-3 space-y-2">
          <LineSkeleton className="w-3/4" />
          <LineSkeleton className="w-2/3" />
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-500 dark:text-zinc-400">No {noun}s in the window.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.tenantId} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0">
                <Link href={`/admin/tenants/${row.tenantId}`} className="block truncate font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                  {row.name ?? row.tenantId}
                </Link>
                {row.appId && <span className="block truncate font-mono text-xs text-zinc-500 dark:text-zinc-400">{row.appId}</span>}
              </span>
              <span className="shrink-0 tabular-nums text-zinc-700 dark:text-zinc-300">{counted(row.count, noun)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
