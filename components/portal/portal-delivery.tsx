'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailPage } from '../console/detail-parts';
import { DeliveryDetailView, deliveryRefreshMs } from '../console/delivery-detail-view';
import { useTRPC } from '../console/trpc';
import { ResendButton } from './resend-button';

/** One of the tenant's webhook deliveries with its attempts; another tenant's is not found. */
export function PortalDelivery({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.webhooks.delivery.queryOptions({ id }), refetchInterval: (query) => deliveryRefreshMs(query.state.data) });

  return (
    <DetailPage query={detail} back={() => <BackLink href="/portal/webhooks">All deliveries</BackLink>} noun="Webhook delivery" id={id} listHint="find the delivery in the log">
      {(data) => <DeliveryDetailView detail={data} base="/portal" actions={<ResendButton delivery={data.delivery} />} />}
    </DetailPage>
  );
}
