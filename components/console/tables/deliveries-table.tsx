import type { ReactNode } from 'react';
import type { WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

/**
 * Waiting for its first attempt: just created, or resent (the retry schedule starts over). The
 * worker sends it as soon as it runs, so it has no time of its own to show.
 */
export const isQueued = (delivery: WebhookDelivery) => delivery.status === 'PENDING' && delivery.attemptCount === 0;

/** The webhook delivery log; `action` adds a last column (the tenant's `Resend`); with `hrefOf` the event opens the delivery. */
export function DeliveriesTable({
  rows,
  loading,
  error,
  emptyText,
  action,
  hrefOf,
}: {
  rows: WebhookDelivery[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  action?: (delivery: WebhookDelivery) => ReactNode;
  hrefOf?: (delivery: WebhookDelivery) => string;
}) {
  const columns = action ? 6 : 5;
  return (
    <Table caption="Webhook deliveries">
      <thead>
        <tr>
          <Th>Event</Th>
          <Th>Status</Th>
          <Th>Attempts</Th>
          <Th>Last result</Th>
          <Th>Created</Th>
          {action && (
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <TableBody columns={columns} rows={rows} loading={loading} error={error && `Deliveries could not be loaded: ${error}`} empty={emptyText}>
        {(delivery) => (
          <tr key={delivery.id}>
            <Td>
              <p className="font-medium">{hrefOf ? <TextLink href={hrefOf(delivery)}>{delivery.eventType}</TextLink> : delivery.eventType}</p>
              <p className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{delivery.id}</p>
            </Td>
            <Td>
              <StatusBadge status={delivery.status} />
            </Td>
            <Td className="tabular-nums">{delivery.attemptCount}</Td>
            <Td className="max-w-72 text-zinc-600 dark:text-zinc-400">
              {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : null}
              {delivery.lastError ? <span className="block truncate">{delivery.lastError}</span> : delivery.lastStatusCode ? null : '—'}
              <NextAttempt delivery={delivery} />
            </Td>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400"><DateTime value={delivery.createdAt} /></Td>
            {action && <Td className="text-right">{action(delivery)}</Td>}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

/** When a pending delivery goes out: about now when queued, else at its retry time. */
function NextAttempt({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status !== 'PENDING') return null;
  if (isQueued(delivery)) return <span className="block text-xs">Queued, sending shortly</span>;
  return delivery.nextAttemptAt ? <span className="block text-xs">Next attempt <DateTime value={delivery.nextAttemptAt} /></span> : null;
}
