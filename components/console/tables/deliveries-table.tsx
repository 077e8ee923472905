import type { ReactNode } from 'react';
import type { WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
import { StatusBadge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

/**
 * Waiting for its first attempt: just created, or resent (the retry schedule starts over). The
 * worker sends it as soon as it runs, so it has no time of its own to show.
 */
export const isQueued = (delivery: WebhookDelivery) => delivery.status === 'PENDING' && delivery.attemptCount === 0;

/** The tenant's endpoints by id, as the delivery log names them: their URL, and their page where the reader has one. */
export type EndpointDirectory = { urlOf: ReadonlyMap<string, string>; hrefOf?: (endpointId: string) => string };

/** Columns a phone leaves out: their values fold into the first cell, so the event, its status and Resend stay on the screen. */
const wide = 'hidden sm:table-cell';
const muted = 'text-zinc-600 dark:text-zinc-400';
/** The attempts' own column needs a desktop's room: below 1280 px their count is in the last result's cell. */
const desktopOnly = 'hidden xl:table-cell';

/**
 * The webhook delivery log; `action` adds a last column (the tenant's `Resend`); with `hrefOf` the
 * event opens the delivery; with `endpoints` a column says which endpoint each went to. On a phone a
 * row is the event's cell (its status, endpoint, last result, attempts and time beneath it) and the
 * action beside it.
 */
export function DeliveriesTable({
  rows,
  loading,
  error,
  emptyText,
  action,
  hrefOf,
  endpoints,
}: {
  rows: WebhookDelivery[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  action?: (delivery: WebhookDelivery) => ReactNode;
  hrefOf?: (delivery: WebhookDelivery) => string;
  endpoints?: EndpointDirectory;
}) {
  const columns = 5 + (action ? 1 : 0) + (endpoints ? 1 : 0);
  return (
    // Fixed layout: the status, attempts, date and action take the width they need; the event, the
    // endpoint and the last result share the rest, cut with an ellipsis (whole on hover and on the
    // delivery's page), so it fits at every width. On a phone the event's cell takes what the
    // action does not.
    <Table caption="Webhook deliveries" className="table-fixed">
      <thead>
        <tr>
          <Th>Event</Th>
          {endpoints && <Th className={wide}>Endpoint</Th>}
          <Th className={`${wide} w-32`}>Status</Th>
          <Th className={`${desktopOnly} w-24`}>Attempts</Th>
          <Th className={wide}>Last result</Th>
          <Th className={`${wide} w-32`}>Created</Th>
          {action && (
            <Th className="w-28 text-right">
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <TableBody phoneColumns={action ? 2 : 1} columns={columns} rows={rows} loading={loading} error={error && `Deliveries could not be loaded: ${error}`} empty={emptyText}>
        {(delivery) => (
          <tr key={delivery.id}>
            <Td>
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <Clipped value={delivery.eventType} className="min-w-0 font-medium">
                  {hrefOf ? <TextLink href={hrefOf(delivery)}>{delivery.eventType}</TextLink> : delivery.eventType}
                </Clipped>
                <span className="shrink-0 sm:hidden">
                  <StatusBadge status={delivery.status} />
                </span>
              </div>
              <Clipped value={delivery.id} className={`font-mono text-xs ${muted}`} />
              <div className={`mt-1 space-y-0.5 text-xs sm:hidden ${muted}`}>
                {endpoints && <EndpointOf delivery={delivery} endpoints={endpoints} />}
                <LastResult delivery={delivery} />
                <p>
                  {attemptsText(delivery)} · <DateTime value={delivery.createdAt} />
                </p>
              </div>
            </Td>
            {endpoints && (
              <Td className={`${wide} font-mono text-xs`}>
                <EndpointOf delivery={delivery} endpoints={endpoints} />
              </Td>
            )}
            <Td className={wide}>
              <StatusBadge status={delivery.status} />
            </Td>
            <Td className={`${desktopOnly} tabular-nums`}>{delivery.attemptCount}</Td>
            <Td className={`${wide} ${muted}`}>
              <LastResult delivery={delivery} />
              <span className="block text-xs xl:hidden">{attemptsText(delivery)}</span>
            </Td>
            <Td className={`${wide} ${muted}`}>
              <DateTime value={delivery.createdAt} />
            </Td>
            {action && <Td className="text-right align-top sm:align-middle">{action(delivery)}</Td>}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

const attemptsText = (delivery: WebhookDelivery) => (delivery.attemptCount === 1 ? '1 attempt' : `${delivery.attemptCount} attempts`);

/** The endpoint a delivery went to: its URL (linked to its page where there is one), or that it was removed. */
function EndpointOf({ delivery, endpoints }: { delivery: WebhookDelivery; endpoints: EndpointDirectory }) {
  if (!delivery.endpointId) return <span className="font-sans italic">Removed endpoint</span>;
  const url = endpoints.urlOf.get(delivery.endpointId);
  // Not among the endpoints read (still loading): its id, which the endpoint's page also shows.
  const shown = url ?? delivery.endpointId;
  return (
    <Clipped value={shown}>
      {endpoints.hrefOf ? (
        <TextLink href={endpoints.hrefOf(delivery.endpointId)} className="font-normal">
          {shown}
        </TextLink>
      ) : (
        shown
      )}
    </Clipped>
  );
}

/** The last answer (or error) and, while pending, when it goes out next. */
function LastResult({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      {delivery.lastStatusCode ? <span className="block">HTTP {delivery.lastStatusCode}</span> : null}
      {delivery.lastError ? <Clipped value={delivery.lastError} /> : delivery.lastStatusCode ? null : <span className="block">—</span>}
      <NextAttempt delivery={delivery} />
    </>
  );
}

/** When a pending delivery goes out: about now when queued, else at its retry time. */
function NextAttempt({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status !== 'PENDING') return null;
  if (isQueued(delivery)) return <span className="block text-xs">Queued, sending shortly</span>;
  return delivery.nextAttemptAt ? (
    <span className="block text-xs">
      Next attempt <DateTime value={delivery.nextAttemptAt} />
    </span>
  ) : null;
}
