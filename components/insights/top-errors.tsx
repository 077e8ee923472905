import Link from 'next/link';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { Badge } from '../ui/badge';
import { CopyButton } from '../ui/copy-button';
import { DateTime } from '../ui/date-time';
import { Table, TableBody, Td, Th } from '../ui/table';
import { windowLabels } from './insights-figures';

export type ErrorGroup = Insights['topErrors'][number];

/** A correlation id's first block: enough to tell two apart at a glance, short enough for any screen. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/**
 * The errors of a window grouped by status and message, the most frequent first: what a tenant
 * fixes first. `hrefOf` links a group to the requests that answered it. The last correlation id sits
 * under the last time, shortened, whole in its hover text and its copy button, so the table fits
 * its card beside another on a desktop.
 */
export function TopErrors({ insights, loading, error, hrefOf }: { insights: Insights | undefined; loading: boolean; error: string | null; hrefOf?: (group: ErrorGroup) => string }) {
  return (
    // On a phone a group is one cell, the width of the screen: status and message, then count, last seen and id.
    <Table caption="Errors by type" minWidth="min-w-0 sm:min-w-[30rem]" className="table-fixed sm:table-auto">
      <thead>
        <tr>
          <Th className={wide}>Status</Th>
          <Th>
            <span className="sm:hidden">Error</span>
            <span className="hidden sm:inline">Message</span>
          </Th>
          <Th className={`${wide} text-right`}>Count</Th>
          <Th className={wide}>Last seen</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={1}
        columns={4}
        rows={insights?.topErrors}
        loading={loading}
        error={error && `Errors could not be loaded: ${error}`}
        empty={insights ? `No errors in the ${windowLabels[insights.window]}.` : 'No errors.'}
      >
        {(group) => (
          <tr key={`${group.status}:${group.message}`}>
            <Td className={wide}>
              <StatusBadge status={group.status} />
            </Td>
            <Td className="break-words sm:max-w-80">
              <span className="flex items-start gap-2">
                <StatusBadge status={group.status} className="shrink-0 sm:hidden" />
                <span className="min-w-0">
                  {hrefOf ? (
                    <Link
                      href={hrefOf(group)}
                      className="text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 hover:decoration-current dark:text-indigo-300 dark:decoration-indigo-500/60 dark:hover:text-indigo-200"
                    >
                      {group.message || 'No message'}
                      <span className="sr-only">: show these requests</span>
                    </Link>
                  ) : (
                    group.message || 'No message'
                  )}
                </span>
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-zinc-500 sm:hidden dark:text-zinc-400">
                <span className="tabular-nums">{count(group)}</span>
                <span aria-hidden="true">·</span>
                <DateTime value={group.lastAt} />
                <CorrelationId id={group.lastCorrelationId} />
              </span>
            </Td>
            <Td className={`${wide} text-right font-medium tabular-nums`}>{group.count.toLocaleString('en')}</Td>
            <Td className={`${wide} whitespace-nowrap text-zinc-600 dark:text-zinc-400`}>
              <DateTime value={group.lastAt} className="block" />
              <CorrelationId id={group.lastCorrelationId} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

const wide = 'hidden sm:table-cell';
const count = (group: ErrorGroup) => `${group.count.toLocaleString('en')} ${group.count === 1 ? 'time' : 'times'}`;

function StatusBadge({ status, className }: { status: number; className?: string }) {
  return (
    <Badge tone={status >= 500 ? 'red' : 'amber'} className={className}>
      {status}
    </Badge>
  );
}

/** The last correlation id's first block, whole in its hover text and its copy button. */
function CorrelationId({ id }: { id: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className="text-xs text-zinc-500 dark:text-zinc-400">ID</span>
      <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400" title={id}>
        {shortId(id)}
      </span>
      <CopyButton value={id} label={`Copy correlation ID ${id}`} variant="icon" />
    </span>
  );
}
