'use client';

import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '../ui/card';
import { EndpointsTable } from '../console/webhook-endpoints/endpoints-table';
import { messageOf, useTRPC } from '../console/trpc';

/** A tenant's webhook endpoints as the tenant sees them, read only (their secrets are the tenant's). */
export function TenantWebhookEndpoints({ id }: { id: string }) {
  const trpc = useTRPC();
  // At most 20 per tenant: one page holds them all.
  const list = useQuery(trpc.webhookEndpoints.listForTenant.queryOptions({ id, limit: 100 }));
  return (
    <Card className="mt-6">
      <CardHeader title="Webhook endpoints" description={list.data ? `${list.data.pagination.total.toLocaleString('en')} in all` : undefined} />
      <EndpointsTable rows={list.data?.data} loading={list.isPending} error={list.isError ? messageOf(list.error) : null} emptyText="This tenant has no webhook endpoint." />
    </Card>
  );
}
