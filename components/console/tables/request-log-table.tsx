import type { RequestLogEntry } from '@/server/services/request-log/request-log-schemas';
import { Badge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';

export const statusTone = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'amber' : status >= 300 ? 'blue' : 'green');

const latencyOf = (entry: RequestLogEntry) => `${entry.durationMs.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;
/** Shown on wide screens only: on a phone the request cell holds them. */
const wide = 'hidden sm:table-cell';

/**
 * Logged requests as a table; the caller owns the query, the filters and which entry is open.
 * Each row opens its entry with a button on its method and path, so the table works from the keyboard.
 * On a phone a row is a short card in one cell, the width of the screen: status and request on the
 * first line, the error on the second, latency and time on the third.
 */
export function RequestLogTable({
  rows,
  loading,
  error,
  emptyText,
  onOpen,
}: {
  rows: RequestLogEntry[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  onOpen: (id: string) => void;
}) {
  return (
    // Fixed layout on a phone, so the one visible cell takes the screen's width and its lines are cut, not widened.
    <Table caption="Requests" className="table-fixed sm:table-auto">
      <thead>
        <tr>
          <Th className={wide}>Status</Th>
          <Th>Request</Th>
          <Th className={wide}>Error</Th>
          <Th className={`${wide} text-right`}>Latency</Th>
          <Th className={wide}>Time</Th>
          <Th className={`${wide} whitespace-nowrap`}>Made by</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={1} columns={6} rows={rows} loading={loading} error={error && `Requests could not be loaded: ${error}`} empty={emptyText}>
        {(entry) => (
          <tr key={entry.id} className="cursor-pointer hover:bg-zinc-50 dark:hover:bg-zinc-800/40" onClick={() => onOpen(entry.id)}>
            <Td className={wide}>
              <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
            </Td>
            <Td className="sm:max-w-80">
              <div className="flex min-w-0 items-center gap-2">
                <Badge tone={statusTone(entry.status)} className="shrink-0 sm:hidden">
                  {entry.status}
                </Badge>
                <button
                  type="button"
                  title={`${entry.method} ${entry.path}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(entry.id);
                  }}
                  className="min-w-0 truncate text-left font-mono text-xs text-indigo-600 hover:underline sm:whitespace-normal dark:text-indigo-400"
                >
                  <span className="font-semibold">{entry.method}</span> <span className="sm:break-all">{entry.path}</span>
                </button>
                {entry.replayed && (
                  <Badge tone="indigo" className="shrink-0">
                    Replayed
                  </Badge>
                )}
              </div>
              {entry.errorMessage && <p className="mt-1 truncate text-zinc-600 sm:hidden dark:text-zinc-400">{entry.errorMessage}</p>}
              <p className="mt-1 truncate text-xs tabular-nums text-zinc-500 sm:hidden dark:text-zinc-400">
                {latencyOf(entry)} · <DateTime value={entry.createdAt} seconds />
              </p>
            </Td>
            <Td className={`${wide} min-w-40 max-w-80 text-zinc-600 dark:text-zinc-400`}>
              {/* Two lines at most: the whole message is in the hover text and the opened request. */}
              <span title={entry.errorMessage ?? undefined} className="line-clamp-2 break-words">
                {entry.errorMessage ?? '—'}
              </span>
            </Td>
            <Td className={`${wide} whitespace-nowrap text-right tabular-nums text-zinc-600 dark:text-zinc-400`}>{latencyOf(entry)}</Td>
            {/* The date and the time may take a line each: beside the sidebar at 1024 px every column needs its room. */}
            <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
              <DateTime value={entry.createdAt} seconds />
            </Td>
            <Td className={`${wide} whitespace-nowrap text-zinc-600 dark:text-zinc-400`}>{entry.actorType === 'admin' ? 'Administrator' : 'Tenant'}</Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
