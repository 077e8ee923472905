'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailUnavailable } from '../console/detail-parts';
import { DeliveryDetailView } from '../console/delivery-detail-view';
import { messageOf, statusOf, useTRPC } from '../console/trpc';

/** Any tenant's webhook delivery with its attempts, for administrators (resending is the tenant's). */
export function AdminDelivery({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.webhooks.deliveryForAdmin.queryOptions({ id }));
  const back = detail.data ? (
    <BackLink href={`/admin/tenants/${detail.data.tenant.id}`}>{detail.data.tenant.name}</BackLink>
  ) : (
    <BackLink href="/admin/tenants">All tenants</BackLink>
  );

  if (detail.isError) {
    return (
      <>
        {back}
        <DetailUnavailable missing={statusOf(detail.error) === 404} noun="Webhook delivery" id={id} listHint="find the delivery on its tenant's page" message={messageOf(detail.error)} />
      </>
    );
  }
  return (
    <>
      {back}
      {detail.data ? (
        <DeliveryDetailView detail={detail.data} base="/admin" />
      ) : (
        <div aria-busy="true" aria-label="Loading the delivery" className="h-96 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      )}
    </>
  );
}
