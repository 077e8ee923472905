'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookDeliveryStatuses } from '@/server/services/webhooks/webhook-constants';
import { Card, PageHeader } from '../ui/card';
import { SelectField, StatusSelect } from '../ui/field';
import { pageSizeOf, Pagination } from '../ui/table';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { DeliveriesTable, isQueued } from '../console/tables/deliveries-table';
import { useOwnEndpoints } from '../console/webhook-endpoints/endpoint-directory';
import { messageOf, useTRPC } from '../console/trpc';
import { ResendButton } from './resend-button';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const QUEUED_REFRESH_MS = 1_000;
const defaults = { status: '', endpoint: '', limit: '20', offset: '0' };

export function PortalWebhooks() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = webhookDeliveryStatuses.find((value) => value === view.status);
  const endpoints = useOwnEndpoints();
  // An endpoint id from the URL filters as it is, before the list of endpoints is in: the server
  // refuses one that is not a UUID, and one that is not the tenant's matches nothing.
  const endpointId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(view.endpoint) ? view.endpoint : undefined;
  const list = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ limit, offset, ...(status ? { status } : {}), ...(endpointId ? { endpointId } : {}) }),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (retries, the worker): keep the log current while it is open,
    // and closely while one waits for the worker, which sends it within a second or two.
    refetchInterval: (query) => (query.state.data?.data.some(isQueued) ? QUEUED_REFRESH_MS : LIVE_REFRESH_MS),
  });

  return (
    <>
      <PageHeader
        title="Webhook deliveries"
        description="Every event sent to each of your webhook endpoints, with its attempts. Resend sends it again now to the same endpoint, with the same webhook-id."
      />
      <Card>
        <FilterPanel label="Filter deliveries" active={(status ? 1 : 0) + (endpointId ? 1 : 0)} className="sm:grid-cols-[minmax(0,22rem)_12rem]">
          <SelectField label="Endpoint" value={endpointId ?? ''} onChange={(event) => setView({ endpoint: event.target.value, offset: '0' })}>
            <option value="">All endpoints</option>
            {endpointId && !endpoints.urlOf.has(endpointId) && <option value={endpointId}>{endpointId}</option>}
            {endpoints.endpoints.map((endpoint) => (
              <option key={endpoint.id} value={endpoint.id}>
                {endpoint.url}
              </option>
            ))}
          </SelectField>
          <StatusSelect statuses={webhookDeliveryStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
        </FilterPanel>
        <DeliveriesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={
            endpointId && status ? 'No delivery to this endpoint has this status.' : endpointId ? 'No event has been sent to this endpoint yet.' : status ? 'No delivery has this status.' : 'No events have been sent yet. Add an endpoint and send it an example event from Webhook endpoints.'
          }
          endpoints={endpoints}
          action={(delivery) => <ResendButton delivery={delivery} size="sm" inRow />}
          hrefOf={(delivery) => `/portal/webhooks/${delivery.id}`}
        />
        {list.data && list.data.pagination.total > 0 && <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />}
      </Card>
    </>
  );
}
