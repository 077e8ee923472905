import type { ReactNode } from 'react';
import type { WebhookAttempt, WebhookDeliveryDetail } from '@/server/services/webhooks/webhook-schemas';
import { Badge, StatusBadge } from '../ui/badge';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { TextLink } from '../ui/text-link';
import { IdValue, JsonBlock } from './detail-parts';
import { accepted, type AttemptRun, attemptRuns, deliveredRun } from './delivery-runs';
import { LIVE_REFRESH_MS } from './live-refresh';
import type { ConsoleBase } from './payment-detail-view';
import { isQueued } from './tables/deliveries-table';

/** A queued delivery is sent within a second or two: followed closely until then. */
const QUEUED_REFRESH_MS = 1_000;

/** How often a delivery's page reads it again: closely while it waits for the worker, then while retries remain. */
export function deliveryRefreshMs(detail: WebhookDeliveryDetail | undefined): number | false {
  const delivery = detail?.delivery;
  if (!delivery || delivery.status !== 'PENDING') return false;
  return isQueued(delivery) ? QUEUED_REFRESH_MS : LIVE_REFRESH_MS;
}

/**
 * One webhook delivery: what was sent (its type and body), where it stands, and each attempt with
 * the receiver's answer (status, start of its body, how long it took), run by run once it has been
 * resent: the fields speak of the current run, the one its status is about. `actions` is the tenant's Resend.
 */
export function DeliveryDetailView({ detail, base, actions }: { detail: WebhookDeliveryDetail; base: ConsoleBase; actions?: ReactNode }) {
  const { delivery, tenant, paymentId } = detail;
  const runs = attemptRuns(delivery, detail.attempts);
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
            { label: 'Attempts', value: <span className="tabular-nums">{attemptsText(delivery, runs)}</span> },
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
            { label: 'Delivered', value: <Delivered delivery={delivery} runs={runs} /> },
            { label: 'Next attempt', value: nextAttemptText(detail) },
          ]}
        />
      </Card>
      <Card className="mt-6" label="Attempts">
        <CardHeader
          title="Attempts"
          description={runs.length > 1 ? 'Newest first, run by run: a resend starts a new run, counted from attempt 1 again.' : 'Newest first, with what the receiver answered.'}
        />
        {runs.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">No attempt yet. The event is sent within a few seconds.</p>
        ) : runs.length === 1 ? (
          <AttemptList attempts={runs[0]!.attempts} />
        ) : (
          runs.map((run) => <RunSection key={run.number} run={run} current={run === runs[0]} />)
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

/** The current run's attempts; once resent, beside every attempt listed. */
function attemptsText(delivery: WebhookDeliveryDetail['delivery'], runs: AttemptRun[]): string {
  if (runs.length <= 1) return delivery.attemptCount.toLocaleString('en');
  const all = runs.reduce((count, run) => count + run.attempts.length, 0);
  return `${runs[0]!.attempts.length.toLocaleString('en')} in this run · ${all.toLocaleString('en')} in all`;
}

/**
 * When the receiver accepted it. A delivery resent after it was delivered keeps that time while
 * its new run is under way (or has failed): said as the earlier run's, not beside Pending as if it were now.
 */
function Delivered({ delivery, runs }: { delivery: WebhookDeliveryDetail['delivery']; runs: AttemptRun[] }) {
  if (!delivery.deliveredAt) return '—';
  if (delivery.status === 'SUCCEEDED') return <DateTime value={delivery.deliveredAt} seconds />;
  const run = deliveredRun(runs);
  return (
    <span className="text-zinc-600 dark:text-zinc-400">
      {delivery.status === 'PENDING' ? 'Not yet in this run' : 'Not in this run'} · {run ? `run ${run.number}` : 'an earlier run'} was delivered{' '}
      <DateTime value={delivery.deliveredAt} seconds />
    </span>
  );
}

/** One run under its heading: the first sending, or a resend. */
function RunSection({ run, current }: { run: AttemptRun; current: boolean }) {
  const name = `Run ${run.number}`;
  return (
    <div className="border-b border-zinc-200 last:border-b-0 dark:border-zinc-800">
      <h3 className="flex flex-wrap items-baseline gap-x-2 bg-zinc-50 px-5 py-2 text-sm font-semibold dark:bg-zinc-950/60">
        {name} · {run.number === 1 ? 'first sent' : 'resent'}
        {current && <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">current</span>}
      </h3>
      {run.attempts.length === 0 ? (
        <p className="px-5 py-4 text-sm text-zinc-500 dark:text-zinc-400">No attempt yet in this run: queued, sending shortly.</p>
      ) : (
        <AttemptList attempts={run.attempts} label={`${name} attempts`} />
      )}
    </div>
  );
}

function AttemptList({ attempts, label }: { attempts: WebhookAttempt[]; label?: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
      {attempts.map((attempt) => (
        <AttemptItem key={`${attempt.attemptNumber}-${attempt.attemptedAt}`} attempt={attempt} />
      ))}
    </ol>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm font-medium">Attempt {attempt.attemptNumber}</p>
        <Badge tone={accepted(attempt) ? 'green' : 'red'}>{attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : 'No answer'}</Badge>
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
