import type { ReactNode } from 'react';
import type { WebhookAttempt, WebhookDeliveryDetail } from '@/server/services/webhooks/webhook-schemas';
import { Badge, StatusBadge } from '../ui/badge';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { TextLink } from '../ui/text-link';
import { IdValue, JsonBlock } from './detail-parts';
import type { ConsoleBase } from './payment-detail-view';
import { isQueued } from './tables/deliveries-table';

/**
 * One webhook delivery: what was sent (its type and body), where it stands, and each attempt with
 * the receiver's answer (status, start of its body, how long it took). `actions` is the tenant's Resend.
 */
export function DeliveryDetailView({ detail, base, actions }: { detail: WebhookDeliveryDetail; base: ConsoleBase; actions?: ReactNode }) {
  const { delivery, tenant, paymentId } = detail;
  return (
    <>
      <PageHeader
        title={delivery.eventType}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={delivery.status} />
            <span>Webhook event</span>
          </span>
        }
        actions={actions}
      />
      <Card>
        <CardHeader title="Details" />
        <DetailList
          items={[
            { label: 'Delivery ID', value: <IdValue value={delivery.id} label="delivery ID" /> },
            { label: 'Event type', value: <span className="font-mono text-xs">{delivery.eventType}</span> },
            { label: 'Status', value: <StatusBadge status={delivery.status} /> },
            { label: 'Attempts', value: <span className="tabular-nums">{delivery.attemptCount}</span> },
            ...(paymentId ? [{ label: 'Payment', value: <TextLink href={`${base}/payments/${paymentId}`} className="break-all font-mono text-xs">{paymentId}</TextLink> }] : []),
            ...(base === '/admin'
              ? [
                  {
                    label: 'Tenant',
                    value: (
                      <TextLink href={`/admin/tenants/${tenant.id}`}>
                        {tenant.name} <span className="font-mono text-xs font-normal">({tenant.appId})</span>
                      </TextLink>
                    ),
                  },
                ]
              : []),
            { label: 'Created', value: <DateTime value={delivery.createdAt} seconds /> },
            { label: 'Delivered', value: <DateTime value={delivery.deliveredAt} seconds /> },
            { label: 'Next attempt', value: nextAttemptText(detail) },
          ]}
        />
      </Card>
      <Card className="mt-6">
        <CardHeader title="Attempts" description="Newest first, with what the receiver answered. A resend starts the count again at 1." />
        {detail.attempts.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">No attempt yet. The event is sent within a few seconds.</p>
        ) : (
          <ol className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
            {detail.attempts.map((attempt) => (
              <AttemptItem key={`${attempt.attemptNumber}-${attempt.attemptedAt}`} attempt={attempt} />
            ))}
          </ol>
        )}
      </Card>
      <Card className="mt-6">
        <CardHeader title="Payload" description="The body of every attempt, signed with the webhook secret." />
        <div className="p-5">
          <JsonBlock value={delivery.payload} />
        </div>
      </Card>
    </>
  );
}

function nextAttemptText({ delivery }: WebhookDeliveryDetail): ReactNode {
  if (delivery.status !== 'PENDING') return '—';
  if (isQueued(delivery)) return 'Queued, sending shortly';
  return <DateTime value={delivery.nextAttemptAt} seconds />;
}

const answered = (attempt: WebhookAttempt) => attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm font-medium">Attempt {attempt.attemptNumber}</p>
        <Badge tone={answered(attempt) ? 'green' : 'red'}>{attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : 'No answer'}</Badge>
        <p className="text-sm tabular-nums text-zinc-600 dark:text-zinc-400">{attempt.durationMs.toLocaleString('en')} ms</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <DateTime value={attempt.attemptedAt} seconds />
        </p>
      </div>
      <p className="mt-1 break-all font-mono text-xs text-zinc-500 dark:text-zinc-400">{attempt.url}</p>
      {attempt.error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{attempt.error}</p>}
      {attempt.responseExcerpt !== null ? (
        <div className="mt-2">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Response body</p>
          <pre className="mt-1 max-h-48 overflow-y-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-50 p-3 font-mono text-xs text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200" tabIndex={0}>
            {attempt.responseExcerpt}
          </pre>
        </div>
      ) : (
        attempt.statusCode !== null && <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">No response body was kept (the receiver sent none).</p>
      )}
    </li>
  );
}
