'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import { webhookDeliveryStatuses } from '@/server/services/webhooks/webhook-constants';
import type { WebhookEventType } from '@/server/services/webhooks/event-catalog';
import { memberRoleLabels } from '@/server/services/people/role-labels';
import { Button } from '../../ui/button';
import { Card, CardHeader, DetailList, PageHeader } from '../../ui/card';
import { DateTime } from '../../ui/date-time';
import { ConfirmDialog } from '../../ui/dialog';
import { SelectField, StatusSelect } from '../../ui/field';
import { pageSizeOf, Pagination } from '../../ui/table';
import { useToast } from '../../ui/toast';
import { useConsoleRole } from '../console-role';
import { BackLink, DetailPage, IdValue } from '../detail-parts';
import { FilterPanel } from '../filter-panel';
import { LIVE_REFRESH_MS } from '../live-refresh';
import { DeliveriesTable, isQueued } from '../tables/deliveries-table';
import { messageOf, useTRPC } from '../trpc';
import { useUrlState, wholeNumber } from '../use-url-state';
import { EndpointActivity } from './endpoint-activity';
import { EndpointFormDialog } from './endpoint-form';
import { EndpointStatus, EventTypeList, PrimaryBadge } from './endpoint-parts';
import { EndpointSecretPanel } from './endpoint-secret-panel';
import { RecoverPanel } from './recover-panel';
import { SendExamplePanel } from './send-example-panel';

const QUEUED_REFRESH_MS = 1_000;

/** One of the tenant's webhook endpoints: how it fares, its deliveries, and (for developers and owners) its controls. */
export function WebhookEndpointDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const endpoint = useQuery({ ...trpc.webhookEndpoints.get.queryOptions({ id }), refetchInterval: LIVE_REFRESH_MS });
  return (
    <DetailPage query={endpoint} back={() => <BackLink href="/portal/webhooks/endpoints">All endpoints</BackLink>} noun="Webhook endpoint" id={id} listHint="find the endpoint in the list">
      {(data) => <EndpointView endpoint={data} />}
    </DetailPage>
  );
}

function EndpointView({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { mayChange, role } = useConsoleRole();
  const { headerNames } = endpoint;
  return (
    <>
      <PageHeader
        title={endpoint.description || 'Webhook endpoint'}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all font-mono text-zinc-700 dark:text-zinc-300">{endpoint.url}</span>
            {endpoint.primary && <PrimaryBadge />}
          </span>
        }
        actions={mayChange && <EndpointActions endpoint={endpoint} />}
      />
      <Card label="Details">
        <CardHeader title="Details" />
        <DetailList
          items={[
            { label: 'Status', value: <EndpointStatus endpoint={endpoint} /> },
            { label: 'Event types', value: <EventTypeList types={endpoint.eventTypes} /> },
            { label: 'Endpoint ID', value: <IdValue value={endpoint.id} label="endpoint ID" /> },
            { label: 'Rate limit', value: endpoint.rateLimitPerSecond ? `${endpoint.rateLimitPerSecond.toLocaleString('en')} a second` : 'None' },
            // Names only: a value is often a key the receiver checks.
            { label: 'Custom headers', value: headerNames.length > 0 ? <span className="break-all font-mono text-xs">{headerNames.join(', ')}</span> : 'None' },
            { label: 'Last success', value: <DateTime value={endpoint.lastSuccessAt} /> },
            { label: 'Created', value: <DateTime value={endpoint.createdAt} /> },
            {
              label: 'Primary',
              value: endpoint.primary ? 'Yes: the webhookUrl of the API, signed with the tenant’s webhook secret (the one shown here)' : 'No',
            },
          ]}
        />
      </Card>
      <EndpointActivity id={endpoint.id} className="mt-6" />
      {mayChange ? (
        <>
          <SendExamplePanel endpoint={endpoint} className="mt-6" />
          <RecoverPanel endpoint={endpoint} className="mt-6" />
          <EndpointSecretPanel id={endpoint.id} primary={endpoint.primary} className="mt-6" />
        </>
      ) : (
        <p className="mt-6 text-sm text-zinc-600 dark:text-zinc-400">
          Your role ({memberRoleLabels[role as keyof typeof memberRoleLabels] ?? role}) reads this endpoint. Developers and owners change it, send example events, recover deliveries and see its signing secret.
        </p>
      )}
      <EndpointDeliveries endpointId={endpoint.id} />
    </>
  );
}

/** Enable or disable, edit, delete. */
function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const invalidate = () => queryClient.invalidateQueries(trpc.webhookEndpoints.pathFilter());
  const update = useMutation(
    trpc.webhookEndpoints.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.webhookEndpoints.get.queryKey({ id: saved.id }), saved),
      onSettled: invalidate,
    }),
  );
  const remove = useMutation(trpc.webhookEndpoints.delete.mutationOptions());

  async function toggle() {
    try {
      const saved = await update.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled });
      toast.success(saved.enabled ? 'Endpoint enabled' : 'Endpoint disabled');
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={toggle} pending={update.isPending}>
        {endpoint.enabled ? 'Disable' : 'Enable'}
      </Button>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="danger" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      <EndpointFormDialog open={editing} onClose={() => setEditing(false)} endpoint={endpoint} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this endpoint?"
        description={
          <>
            Events stop going to <span className="break-all font-mono">{endpoint.url}</span>; what it has not been sent yet is given up. Its delivery log stays.
            {endpoint.primary && ' It is the primary endpoint: the webhookUrl of the API is cleared.'}
          </>
        }
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ id: endpoint.id });
            toast.success('Endpoint deleted');
            setDeleting(false);
            router.push('/portal/webhooks/endpoints');
            // After leaving: read again here, the page would find its endpoint gone.
            await queryClient.invalidateQueries(trpc.webhookEndpoints.list.pathFilter());
          } catch (error) {
            toast.error(messageOf(error));
            setDeleting(false);
          }
        }}
      />
    </>
  );
}

const deliveryDefaults = { eventType: '', status: '', limit: '20', offset: '0' };

/** The endpoint's deliveries, filtered by event type and status in the URL; each opens its page with the attempts. */
function EndpointDeliveries({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(deliveryDefaults);
  const catalog = useQuery({ ...trpc.webhooks.eventTypes.queryOptions({}), staleTime: Infinity });
  const types = catalog.data?.data.map((entry) => entry.type) ?? [];
  const eventType = types.find((type): type is WebhookEventType => type === view.eventType);
  const status = webhookDeliveryStatuses.find((value) => value === view.status);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const list = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ endpointId, limit, offset, ...(eventType ? { eventType } : {}), ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isQueued) ? QUEUED_REFRESH_MS : LIVE_REFRESH_MS),
  });
  const active = (eventType ? 1 : 0) + (status ? 1 : 0);
  return (
    <Card className="mt-6" label="Deliveries">
      <CardHeader title="Deliveries" description="Every event sent to this endpoint; open one for its attempts." />
      <FilterPanel label="Filter deliveries" active={active} className="sm:grid-cols-[16rem_12rem]">
        <SelectField label="Event type" value={eventType ?? ''} onChange={(event) => setView({ eventType: event.target.value, offset: '0' })}>
          <option value="">All event types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <StatusSelect statuses={webhookDeliveryStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
      </FilterPanel>
      <DeliveriesTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText={active > 0 ? 'No delivery matches these filters.' : 'No event has been sent to this endpoint yet.'}
        hrefOf={(delivery) => `/portal/webhooks/${delivery.id}`}
      />
      {list.data && list.data.pagination.total > 0 && (
        <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />
      )}
    </Card>
  );
}
