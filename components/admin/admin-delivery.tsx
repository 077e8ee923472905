'use client';

import { useQuery } from '@tanstack/react-query';
import { DeliveryDetailView, deliveryRefreshMs } from '../console/delivery-detail-view';
import { DetailPage } from '../console/detail-parts';
import { useTRPC } from '../console/trpc';
import { backToTenant } from './back-to-tenant';

/** Any tenant's webhook delivery with its attempts, for administrators (resending is the tenant's). */
export function AdminDelivery({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.webhooks.deliveryForAdmin.queryOptions({ id }), refetchInterval: (query) => deliveryRefreshMs(query.state.data) });
  return (
    <DetailPage query={detail} back={backToTenant} noun="Webhook delivery" id={id} listHint="find the delivery on its tenant's page">
      {(data) => <DeliveryDetailView detail={data} base="/admin" />}
    </DetailPage>
  );
}
