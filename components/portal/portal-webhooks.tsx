'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookDeliveryStatuses } from '@/server/services/webhooks/webhook-constants';
import { Card, PageHeader } from '../ui/card';
import { StatusSelect } from '../ui/field';
import { pageSizeOf, Pagination } from '../ui/table';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { DeliveriesTable, isQueued } from '../console/tables/deliveries-table';
import { messageOf, useTRPC } from '../console/trpc';
import { ResendButton } from './resend-button';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const QUEUED_REFRESH_MS = 1_000;
const defaults = { status: '', limit: '20', offset: '0' };

export function PortalWebhooks() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const status = webhookDeliveryStatuses.find((value) => value === view.status);
  const list = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ limit, offset, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (retries, the worker): keep the log current while it is open,
    // and closely while one waits for the worker, which sends it within a second or two.
    refetchInterval: (query) => (query.state.data?.data.some(isQueued) ? QUEUED_REFRESH_MS : LIVE_REFRESH_MS),
  });

  return (
    <>
      <PageHeader title="Webhook deliveries" description="Every event sent to your webhook URL, with its attempts. Resend sends it again now, with the same webhook-id." />
      <Card>
        <FilterPanel label="Filter deliveries" active={status ? 1 : 0} className="sm:grid-cols-[12rem]">
          <StatusSelect statuses={webhookDeliveryStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
        </FilterPanel>
        <DeliveriesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={status ? 'No delivery has this status.' : 'No events have been sent yet. Set a webhook URL and send a test event from Settings.'}
          action={(delivery) => <ResendButton delivery={delivery} size="sm" inRow />}
          hrefOf={(delivery) => `/portal/webhooks/${delivery.id}`}
        />
        {list.data && list.data.pagination.total > 0 && <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />}
      </Card>
    </>
  );
}
