import type { ReactNode } from 'react';
import type { PaymentDetail, PaymentTimelineEntry } from '@/server/services/payments/payment-detail';
import { StatusBadge, statusLabel } from '../ui/badge';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { formatAmount } from '../ui/format';
import { TextLink } from '../ui/text-link';
import { IdValue, ProviderIdValue } from './detail-parts';
import { LIVE_REFRESH_MS } from './live-refresh';
import { DeliveriesTable, type EndpointDirectory, isQueued } from './tables/deliveries-table';
import { useOwnEndpoints, useTenantEndpoints } from './webhook-endpoints/endpoint-directory';

/** Where the console's pages of one kind live: `/admin` or `/portal`. */
export type ConsoleBase = '/admin' | '/portal';

/** A queued event goes out within a second or two: followed closely until its first attempt is in. */
const QUEUED_REFRESH_MS = 1_000;

/**
 * How often a payment's page reads it again: while the provider may still move it on, and while
 * an event about it waits to be sent or retried (a cancel, a final state, queues one more); a
 * final payment whose events are all settled stays as it is.
 */
export function paymentRefreshMs(detail: PaymentDetail | undefined): number | false {
  if (!detail) return LIVE_REFRESH_MS;
  if (detail.deliveries.some(isQueued)) return QUEUED_REFRESH_MS;
  const moving = detail.payment.status === 'PENDING' || detail.payment.status === 'PROCESSING';
  return moving || detail.deliveries.some((delivery) => delivery.status === 'PENDING') ? LIVE_REFRESH_MS : false;
}

/**
 * One payment as the tenant and administrators see it: its fields and ids (each copyable), the
 * states it went through, and the webhook events sent about it. `actions` is the tenant's Cancel
 * and Refund; `refunds` and `disputes`, the lists of the payment's refunds and disputes, follow the details.
 */
export function PaymentDetailView({ detail, base, actions, refunds, disputes }: { detail: PaymentDetail; base: ConsoleBase; actions?: ReactNode; refunds?: ReactNode; disputes?: ReactNode }) {
  const { payment, tenant, connector } = detail;
  const metadata = Object.entries(payment.metadata ?? {});
  return (
    <>
      <PageHeader
        title={formatAmount(payment.amount, payment.currency)}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={payment.status} />
            <span>Payment from {payment.userId}</span>
          </span>
        }
        actions={actions}
      />
      <Card>
        <CardHeader title="Details" />
        <DetailList
          items={[
            { label: 'Payment ID', value: <IdValue value={payment.id} label="payment ID" /> },
            { label: 'Provider payment ID', value: payment.providerPaymentId ? <ProviderIdValue value={payment.providerPaymentId} object="payments" account={connector} /> : '—' },
            {
              label: 'Connector',
              value: connector ? (
                <span>
                  {connector.name} <span className="text-zinc-500 dark:text-zinc-400">({connector.provider === 'stripe' ? `Stripe, ${connector.livemode ? 'live' : 'test'} mode` : 'sandbox'})</span>
                </span>
              ) : (
                'Built-in sandbox'
              ),
            },
            { label: 'User ID', value: <IdValue value={payment.userId} label="user ID" /> },
            {
              label: 'Tenant',
              value:
                base === '/admin' ? (
                  <TextLink href={`/admin/tenants/${tenant.id}`}>
                    {tenant.name} <span className="font-mono text-xs font-normal">({tenant.appId})</span>
                  </TextLink>
                ) : (
                  tenant.name
                ),
            },
            { label: 'Amount', value: <span className="tabular-nums">{formatAmount(payment.amount, payment.currency)}</span> },
            { label: 'Refunded', value: <span className="tabular-nums">{formatAmount(payment.amountRefunded, payment.currency)}</span> },
            { label: 'Status', value: <StatusBadge status={payment.status} /> },
            ...(payment.status === 'FAILED' ? [{ label: 'Failure reason', value: payment.failureReason ?? 'The provider gave no reason.' }] : []),
            { label: 'Description', value: payment.description ?? '—' },
            {
              label: 'Metadata',
              value:
                metadata.length === 0 ? (
                  '—'
                ) : (
                  <span className="block space-y-0.5">
                    {metadata.map(([key, value]) => (
                      <span key={key} className="block break-all font-mono text-xs">
                        {key}: {value}
                      </span>
                    ))}
                  </span>
                ),
            },
            { label: 'Created', value: <DateTime value={payment.createdAt} seconds /> },
            { label: 'Updated', value: <DateTime value={payment.updatedAt} seconds /> },
          ]}
        />
      </Card>
      {refunds}
      {disputes}
      <Card className="mt-6">
        <CardHeader title="Timeline" description="Each state the payment entered, with when it entered it." />
        <PaymentTimeline entries={detail.timeline} failureReason={payment.failureReason} />
      </Card>
      {base === '/admin' ? <AdminWebhookEvents detail={detail} /> : <PortalWebhookEvents detail={detail} />}
    </>
  );
}

function PortalWebhookEvents({ detail }: { detail: PaymentDetail }) {
  return <WebhookEvents detail={detail} base="/portal" endpoints={useOwnEndpoints()} />;
}

function AdminWebhookEvents({ detail }: { detail: PaymentDetail }) {
  return <WebhookEvents detail={detail} base="/admin" endpoints={useTenantEndpoints(detail.tenant.id)} />;
}

/** The events sent about the payment, each with the endpoint it went to. */
function WebhookEvents({ detail, base, endpoints }: { detail: PaymentDetail; base: ConsoleBase; endpoints: EndpointDirectory }) {
  return (
    <Card className="mt-6">
      <CardHeader title="Webhook events" description="The events sent about this payment, to each endpoint that receives their type." />
      <DeliveriesTable
        rows={detail.deliveries}
        loading={false}
        error={null}
        emptyText="No event about this payment was sent: the tenant had no endpoint for it when it changed."
        hrefOf={(delivery) => `${base}/webhooks/${delivery.id}`}
        endpoints={endpoints}
      />
    </Card>
  );
}

const sourceText = (entry: PaymentTimelineEntry) =>
  entry.source === 'provider' ? `Reported by the payment provider${entry.providerEventId ? ` (${entry.providerEventId})` : ''}` : null;

/** The states in order, oldest first, as a list a screen reader reads in order too. */
function PaymentTimeline({ entries, failureReason }: { entries: PaymentTimelineEntry[]; failureReason: string | null }) {
  return (
    <ol className="px-5 py-4">
      {entries.map((entry, index) => (
        <li key={entry.status} className="relative flex gap-3 pb-5 last:pb-0">
          {index < entries.length - 1 && <span aria-hidden="true" className="absolute top-3 left-[5px] h-full w-px bg-zinc-200 dark:bg-zinc-800" />}
          <span aria-hidden="true" className={`relative mt-1.5 size-[11px] shrink-0 rounded-full ring-4 ring-white dark:ring-zinc-900 ${dotTone[entry.status]}`} />
          <div className="min-w-0">
            <p className="text-sm font-medium">{statusLabel(entry.status)}</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <DateTime value={entry.at} seconds />
            </p>
            {sourceText(entry) && <p className="break-all text-xs text-zinc-500 dark:text-zinc-400">{sourceText(entry)}</p>}
            {entry.status === 'FAILED' && failureReason && <p className="text-sm text-red-700 dark:text-red-300">{failureReason}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

const dotTone: Record<PaymentTimelineEntry['status'], string> = {
  PENDING: 'bg-sky-500',
  PROCESSING: 'bg-indigo-500',
  SUCCEEDED: 'bg-emerald-500',
  FAILED: 'bg-red-500',
  CANCELED: 'bg-zinc-400',
  REFUNDED: 'bg-amber-500',
};
