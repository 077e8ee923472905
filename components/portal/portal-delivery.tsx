'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailPage } from '../console/detail-parts';
import { DeliveryDetailView } from '../console/delivery-detail-view';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { isQueued } from '../console/tables/deliveries-table';
import { useTRPC } from '../console/trpc';
import { ResendButton } from './resend-button';

const QUEUED_REFRESH_MS = 1_000;

/** One of the tenant's webhook deliveries with its attempts; another tenant's is not found. */
export function PortalDelivery({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.webhooks.delivery.queryOptions({ id }),
    // Followed closely while it waits for the worker (sent within a second or two), then while retries remain.
    refetchInterval: (query) => {
      const delivery = query.state.data?.delivery;
      if (!delivery || delivery.status !== 'PENDING') return false;
      return isQueued(delivery) ? QUEUED_REFRESH_MS : LIVE_REFRESH_MS;
    },
  });

  return (
    <DetailPage query={detail} back={() => <BackLink href="/portal/webhooks">All deliveries</BackLink>} noun="Webhook delivery" id={id} listHint="find the delivery in the log">
      {(data) => <DeliveryDetailView detail={data} base="/portal" actions={<ResendButton delivery={data.delivery} />} />}
    </DetailPage>
  );
}
