import Link from 'next/link';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { Badge } from '../ui/badge';
import { DateTime } from '../ui/date-time';
import { Table, TableBody, Td, Th } from '../ui/table';
import { windowLabels } from './insights-figures';

/**
 * The errors of a window grouped by status and message, the most frequent first: what a tenant
 * fixes first. `hrefOf` links a group to the requests that answered it.
 */
export function TopErrors({ insights, loading, error, hrefOf }: { insights: Insights | undefined; loading: boolean; error: string | null; hrefOf?: (status: number, correlationId: string) => string }) {
  return (
    <Table caption="Errors by type" className="min-w-[36rem]">
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
            <Td className="max-w-80 break-words">{group.message}</Td>
            <Td className="text-right font-medium tabular-nums">{group.count.toLocaleString('en')}</Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400"><DateTime value={group.lastAt} /></Td>
            <Td className="font-mono text-xs">
              {hrefOf ? (
                <Link href={hrefOf(group.status, group.lastCorrelationId)} className="text-indigo-600 hover:underline dark:text-indigo-400">
                  {group.lastCorrelationId}
                </Link>
              ) : (
                group.lastCorrelationId
              )}
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
