'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookDeliveryStatuses, type WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
import { Button } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { StatusSelect } from '../ui/field';
import { Pagination } from '../ui/table';
import { useToast } from '../ui/toast';
import { DeliveriesTable } from '../console/tables/deliveries-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const PAGE_SIZE = 20;
const defaults = { status: '', offset: '0' };

export function PortalWebhooks() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const status = webhookDeliveryStatuses.find((value) => value === view.status);
  const list = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ limit: PAGE_SIZE, offset, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (retries, the worker): keep the log current while it is open.
    refetchInterval: 10_000,
  });

  return (
    <>
      <PageHeader title="Webhook deliveries" description="Every event sent to your webhook URL, with its attempts. Resend sends it again now, with the same webhook-id." />
      <Card>
        <div className="border-b border-zinc-200 p-4 dark:border-zinc-800">
          <StatusSelect statuses={webhookDeliveryStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} className="sm:w-48" />
        </div>
        <DeliveriesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={status ? 'No delivery has this status.' : 'No events have been sent yet. Set a webhook URL and send a test event from Settings.'}
          action={(delivery) => <ResendButton delivery={delivery} />}
        />
        {list.data && list.data.pagination.total > 0 && <Pagination total={list.data.pagination.total} limit={PAGE_SIZE} offset={offset} onOffset={(next) => setView({ offset: String(next) })} />}
      </Card>
    </>
  );
}

function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const resend = useMutation(trpc.webhooks.resend.mutationOptions({ onSettled: () => queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()) }));
  return (
    <Button
      size="sm"
      variant="secondary"
      pending={resend.isPending}
      aria-label={`Resend ${delivery.eventType} ${delivery.id}`}
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
