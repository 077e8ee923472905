import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import { Clipped, Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';
import { type EndpointRate, EndpointStatus, EventTypeList, PrimaryBadge, SuccessRate } from './endpoint-parts';

/** Shown on wide screens only: on a phone the endpoint's cell holds them. */
const wide = 'hidden sm:table-cell';

/**
 * A tenant's webhook endpoints. With `rates` a success column (the last 24 hours); with `hrefOf`
 * the URL opens the endpoint. On a phone a row is a card in one cell: URL and description, then
 * status, event types and success rate.
 */
export function EndpointsTable({
  rows,
  loading,
  error,
  emptyText,
  rates,
  hrefOf,
}: {
  rows: WebhookEndpoint[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  rates?: Map<string, EndpointRate>;
  hrefOf?: (endpoint: WebhookEndpoint) => string;
}) {
  const columns = rates ? 4 : 3;
  return (
    // Fixed layout: the endpoint's cell takes what the other columns leave (the whole screen on a
    // phone), and a long URL is cut on one line, whole on hover and on the endpoint's page.
    <Table caption="Webhook endpoints" className="table-fixed">
      <thead>
        <tr>
          <Th>Endpoint</Th>
          <Th className={`${wide} w-44`}>Status</Th>
          <Th className={`${wide} w-52`}>Event types</Th>
          {rates && <Th className={`${wide} w-36 whitespace-nowrap`}>Success (24 h)</Th>}
        </tr>
      </thead>
      <TableBody phoneColumns={1} columns={columns} rows={rows} loading={loading} error={error && `Endpoints could not be loaded: ${error}`} empty={emptyText}>
        {(endpoint) => (
          <tr key={endpoint.id}>
            <Td>
              <div className="flex min-w-0 items-start gap-2">
                <Clipped value={endpoint.url} className="min-w-0 font-mono text-xs font-medium">
                  {hrefOf ? <TextLink href={hrefOf(endpoint)}>{endpoint.url}</TextLink> : endpoint.url}
                </Clipped>
                {endpoint.primary && <PrimaryBadge />}
              </div>
              {endpoint.description && <p className="mt-1 break-words text-zinc-600 dark:text-zinc-400">{endpoint.description}</p>}
              <div className="mt-2 space-y-2 sm:hidden">
                <div>
                  <EndpointStatus endpoint={endpoint} />
                </div>
                <div>
                  <EventTypeList types={endpoint.eventTypes} />
                </div>
                {rates && (
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    Success (24 h): <SuccessRate rate={rates.get(endpoint.id)} />
                  </p>
                )}
              </div>
            </Td>
            <Td className={wide}>
              <EndpointStatus endpoint={endpoint} />
            </Td>
            <Td className={wide}>
              <EventTypeList types={endpoint.eventTypes} />
            </Td>
            {rates && (
              <Td className={`${wide} whitespace-nowrap`}>
                <SuccessRate rate={rates.get(endpoint.id)} />
              </Td>
            )}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
