'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import type { EndpointDirectory } from '../tables/deliveries-table';
import { useTRPC } from '../trpc';

// At most 20 endpoints per tenant: one page of 100 holds them all, and it is the page the endpoints
// list reads, so the two share one query.
const ALL = 100;

function directoryOf(endpoints: WebhookEndpoint[] | undefined, hrefOf?: (endpointId: string) => string): EndpointDirectory & { endpoints: WebhookEndpoint[] } {
  return { endpoints: endpoints ?? [], urlOf: new Map((endpoints ?? []).map((endpoint) => [endpoint.id, endpoint.url])), hrefOf };
}

/** The signed-in tenant's endpoints, to name them in its delivery log and filter by them; each opens its page. */
export function useOwnEndpoints() {
  const trpc = useTRPC();
  const list = useQuery(trpc.webhookEndpoints.list.queryOptions({ limit: ALL }));
  return useMemo(() => directoryOf(list.data?.data, (id) => `/portal/webhooks/endpoints/${id}`), [list.data]);
}

/** A tenant's endpoints as administrators read them (no page of their own in the administrators' console). */
export function useTenantEndpoints(tenantId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.webhookEndpoints.listForTenant.queryOptions({ id: tenantId, limit: ALL }));
  return useMemo(() => directoryOf(list.data?.data), [list.data]);
}
