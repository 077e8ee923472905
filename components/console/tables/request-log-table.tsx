import type { RequestLogEntry } from '@/server/services/request-log/request-log-schemas';
import { Badge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';

export const statusTone = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'amber' : status >= 300 ? 'blue' : 'green');

/**
 * Logged requests as a table; the caller owns the query, the filters and which entry is open.
 * Each row opens its entry with a button on its method and path, so the table works from the keyboard.
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
    <Table caption="Requests">
      <thead>
        <tr>
          <Th>Status</Th>
          <Th>Request</Th>
          <Th>Error</Th>
          <Th className="text-right">Latency</Th>
          <Th>Time</Th>
          <Th>Made by</Th>
        </tr>
      </thead>
      <TableBody columns={6} rows={rows} loading={loading} error={error && `Requests could not be loaded: ${error}`} empty={emptyText}>
        {(entry) => (
          <tr key={entry.id} className="cursor-pointer hover:bg-zinc-50 dark:hover:bg-zinc-800/40" onClick={() => onOpen(entry.id)}>
            <Td>
              <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
            </Td>
            <Td className="max-w-80">
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(entry.id);
                }}
                className="text-left font-mono text-xs text-indigo-600 hover:underline dark:text-indigo-400"
              >
                <span className="font-semibold">{entry.method}</span> <span className="break-all">{entry.path}</span>
              </button>
              {entry.replayed && (
                <Badge tone="indigo" className="ml-2">
                  Replayed
                </Badge>
              )}
            </Td>
            <Td className="max-w-64 truncate text-zinc-600 dark:text-zinc-400">{entry.errorMessage ?? '—'}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums text-zinc-600 dark:text-zinc-400">{entry.durationMs.toLocaleString('en', { maximumFractionDigits: 1 })} ms</Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400"><DateTime value={entry.createdAt} seconds /></Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400">{entry.actorType === 'admin' ? 'Administrator' : 'Tenant'}</Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
