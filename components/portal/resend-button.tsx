'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { messageOf, useTRPC } from '../console/trpc';
import { useConsoleRole } from '../console/console-role';

/** Resending is for developers and owners. */
export function ResendButton(props: { delivery: WebhookDelivery; size?: 'sm' | 'md'; inRow?: boolean }) {
  const { mayChange } = useConsoleRole();
  return mayChange ? <ResendButtonControl {...props} /> : null;
}

/**
 * Queues a delivery to be sent again. The delivery log shows it as the server now has it (queued
 * again) at once, and the log and the delivery's page are read again after.
 */
function ResendButtonControl({ delivery, size = 'md', inRow = false }: { delivery: WebhookDelivery; size?: 'sm' | 'md'; inRow?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const resend = useMutation(
    trpc.webhooks.resend.mutationOptions({
      onSuccess: (queued) =>
        queryClient.setQueriesData<{ data: WebhookDelivery[] }>(trpc.webhooks.deliveries.pathFilter(), (list) =>
          list ? { ...list, data: list.data.map((row) => (row.id === queued.id ? queued : row)) } : list,
        ),
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.webhooks.delivery.pathFilter()), queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter())]),
    }),
  );
  return (
    <Button
      size={size}
      variant="secondary"
      pending={resend.isPending}
      // In a row of the log, the name says which delivery it resends.
      aria-label={inRow ? `Resend ${delivery.eventType} ${delivery.id}` : undefined}
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
