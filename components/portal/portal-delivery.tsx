'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { BackLink, DetailUnavailable } from '../console/detail-parts';
import { DeliveryDetailView } from '../console/delivery-detail-view';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { isQueued } from '../console/tables/deliveries-table';
import { messageOf, statusOf, useTRPC } from '../console/trpc';

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

  if (detail.isError) {
    return (
      <>
        <BackLink href="/portal/webhooks">All deliveries</BackLink>
        <DetailUnavailable missing={statusOf(detail.error) === 404} noun="Webhook delivery" id={id} listHint="find the delivery in the log" message={messageOf(detail.error)} />
      </>
    );
  }
  return (
    <>
      <BackLink href="/portal/webhooks">All deliveries</BackLink>
      {detail.data ? (
        <DeliveryDetailView detail={detail.data} base="/portal" actions={<ResendButton delivery={detail.data.delivery} />} />
      ) : (
        <div aria-busy="true" aria-label="Loading the delivery" className="h-96 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      )}
    </>
  );
}

function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const resend = useMutation(
    trpc.webhooks.resend.mutationOptions({
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.webhooks.delivery.pathFilter()), queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter())]),
    }),
  );
  return (
    <Button
      variant="secondary"
      pending={resend.isPending}
      onClick={async () => {
        try {
          await resend.mutateAsync({ id: delivery.id });
          toast.success(`${delivery.eventType} queued to be sent again`);
        } catch (error) {
          toast.error(messageOf(error));
        }
      }}
    >
      Resend
    </Button>
  );
}
