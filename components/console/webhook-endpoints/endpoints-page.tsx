'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/button';
import { Card, PageHeader } from '../../ui/card';
import { useConsoleRole } from '../console-role';
import { LIVE_REFRESH_MS } from '../live-refresh';
import { messageOf, useTRPC } from '../trpc';
import { EndpointFormDialog } from './endpoint-form';
import type { EndpointRate } from './endpoint-parts';
import { EndpointsTable } from './endpoints-table';

/** The tenant's webhook endpoints, each with its status and how it fared over the last 24 hours. */
export function WebhookEndpointsPage() {
  const trpc = useTRPC();
  const { mayChange } = useConsoleRole();
  const [adding, setAdding] = useState(false);
  // At most 20 per tenant: one page holds them all.
  const list = useQuery({ ...trpc.webhookEndpoints.list.queryOptions({ limit: 100 }), refetchInterval: LIVE_REFRESH_MS });
  const activity = useQuery({ ...trpc.webhookEndpoints.activity.queryOptions({}), refetchInterval: LIVE_REFRESH_MS });
  const rates = useMemo(() => new Map<string, EndpointRate>((activity.data?.endpoints ?? []).map((entry) => [entry.endpointId, entry])), [activity.data]);

  return (
    <>
      <PageHeader
        title="Webhook endpoints"
        description="Where billing events are sent: each endpoint with the event types it receives and a signing secret of its own."
        actions={mayChange && <Button onClick={() => setAdding(true)}>Add endpoint</Button>}
      />
      <Card>
        <EndpointsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={mayChange ? 'No endpoint yet. Add one to receive billing events.' : 'No endpoint yet.'}
          rates={rates}
          hrefOf={(endpoint) => `/portal/webhooks/endpoints/${endpoint.id}`}
        />
      </Card>
      <EndpointFormDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
