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
 * fixes first. `hrefOf` links a group to the requests that answered it. The last correlation id is
 * shortened, whole in its hover text and its copy button, so the table fits the card.
 */
export function TopErrors({ insights, loading, error, hrefOf }: { insights: Insights | undefined; loading: boolean; error: string | null; hrefOf?: (group: ErrorGroup) => string }) {
  return (
    <Table caption="Errors by type" minWidth="min-w-[34rem]">
      <thead>
        <tr>
          <Th>Status</Th>
          <Th>Message</Th>
          <Th className="text-right">Count</Th>
          <Th>Last seen</Th>
          <Th>Last correlation ID</Th>
        </tr>
      </thead>
      <TableBody
        columns={5}
        rows={insights?.topErrors}
        loading={loading}
        error={error && `Errors could not be loaded: ${error}`}
        empty={insights ? `No errors in the ${windowLabels[insights.window]}.` : 'No errors.'}
      >
        {(group) => (
          <tr key={`${group.status}:${group.message}`}>
            <Td>
              <Badge tone={group.status >= 500 ? 'red' : 'amber'}>{group.status}</Badge>
            </Td>
            <Td className="max-w-80 break-words">
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
            </Td>
            <Td className="text-right font-medium tabular-nums">{group.count.toLocaleString('en')}</Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400">
              <DateTime value={group.lastAt} />
            </Td>
            <Td className="whitespace-nowrap">
              <span className="inline-flex items-center gap-1">
                <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400" title={group.lastCorrelationId}>
                  {shortId(group.lastCorrelationId)}
                </span>
                <CopyButton value={group.lastCorrelationId} label={`Copy correlation ID ${group.lastCorrelationId}`} variant="icon" />
              </span>
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
