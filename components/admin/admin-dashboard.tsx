'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { paymentStatuses } from '@/server/services/payments/payment-constants';
import { tenantStatuses } from '@/server/services/tenants/tenant-constants';
import type { FailOpenReason } from '@/server/infra/ratelimit';
import { formatClock, UTC, zoneLabel } from '@/server/services/time/time';
import { Badge, StatusBadge } from '../ui/badge';
import { StatusCountGrid } from '../ui/count-grid';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { cn } from '../ui/cn';
import { DateTime } from '../ui/date-time';
import { formatPercent } from '../ui/format';
import { useReaderTimeZone } from '../ui/time-zone';
import { isInsightsWindow, windowLabels } from '../insights/insights-figures';
import { InsightsPanel } from '../insights/insights-panel';
import { TopErrors } from '../insights/top-errors';
import { TopTenants } from '../insights/top-tenants';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState } from '../console/use-url-state';

const dependencyLabels = { database: 'Database', cache: 'Cache', analytics: 'Analytics' } as const;

export function AdminDashboard() {
  const trpc = useTRPC();
  const readiness = useQuery({ ...trpc.health.ready.queryOptions({}), refetchInterval: LIVE_REFRESH_MS });
  const dashboard = useQuery({ ...trpc.console.dashboard.queryOptions({}), refetchInterval: LIVE_REFRESH_MS });
  const [view, setView] = useUrlState({ window: '24h' });
  const span = isInsightsWindow(view.window) ? view.window : '24h';
  // Figures per hour move slowly: read again less often than the live counts.
  // Days are the reader's: the figures are asked for once the page knows the reader's zone.
  const readerZone = useReaderTimeZone();
  const timeZone = readerZone ?? UTC;
  const insights = useQuery({ ...trpc.requestLog.insightsPlatform.queryOptions({ window: span, timeZone }), enabled: readerZone !== null, placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS * 3 });
  const insightsError = insights.isError ? messageOf(insights.error) : null;

  const outgoing = dashboard.data?.outgoing;
  const checkedAt = readiness.data ? formatClock(readiness.data.timestamp, timeZone) : null;

  return (
    <>
      <PageHeader title="Dashboard" description="What is happening across tenants, and the health of the service." />

      {dashboard.data?.rateLimiter.failingOpen && <RateLimiterAlarm {...dashboard.data.rateLimiter} />}

      {/* What tenants are doing first: traffic over the window with its busiest tenants and errors, then health. */}
      <InsightsPanel
        className="mb-6"
        title="Traffic across tenants"
        description={`Tenants' payments, refunds and open disputes, and their API requests, errors and latency over the ${windowLabels[span]}, in ${zoneLabel(timeZone)}, from the request log of every instance.`}
        selected={span}
        onWindow={(next) => setView({ window: next })}
        insights={insights.data}
        error={insightsError}
        disputesHref="/admin/disputes"
      />
      <div className="mb-6 grid grid-cols-1 gap-6 xl:grid-cols-5">
        <Card className="xl:col-span-2">
          <CardHeader title="Top tenants" description={`The ${windowLabels[span]}`} />
          {insightsError ? <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">Figures could not be loaded: {insightsError}</p> : <TopTenants insights={insights.data} />}
        </Card>
        <Card className="xl:col-span-3">
          <CardHeader title="Errors by type" description={`All tenants, the ${windowLabels[span]}`} />
          <TopErrors insights={insights.data} loading={insights.isPending} error={insightsError} />
        </Card>
      </div>

      <Card>
        <CardHeader
          title="Readiness"
          description={checkedAt ? `Checked ${checkedAt} · refreshes every 5 seconds` : 'Checking…'}
          actions={
            readiness.data && (
              <Badge tone={readiness.data.status === 'ok' ? 'green' : 'red'}>{readiness.data.status === 'ok' ? 'All systems up' : 'Degraded'}</Badge>
            )
          }
        />
        <ul className="grid grid-cols-1 divide-y divide-zinc-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0 dark:divide-zinc-800" aria-label="Dependencies">
          {(Object.keys(dependencyLabels) as Array<keyof typeof dependencyLabels>).map((name) => {
            const result = readiness.data?.details[name];
            return (
              <li key={name} className="px-5 py-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-medium">{dependencyLabels[name]}</p>
                  {result ? <StatusBadge status={result.status} /> : <span className="h-5 w-12 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />}
                </div>
                <p className="mt-1 min-h-5 text-sm text-zinc-500 dark:text-zinc-400">{result?.status === 'down' ? result.message : result ? 'Answering pings' : ''}</p>
              </li>
            );
          })}
        </ul>
        {readiness.isError && <p className="border-t border-zinc-200 px-5 py-3 text-sm text-red-600 dark:border-zinc-800 dark:text-red-400">Readiness could not be read: {messageOf(readiness.error)}</p>}
      </Card>

      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
        <Stat label="Requests per second" value={dashboard.data ? dashboard.data.traffic.requestsPerSecond.toFixed(1) : null} note={windowNote(dashboard.data?.traffic.windowSeconds)}>
          <Sparkline points={dashboard.data?.traffic.series.map((point) => point.requestsPerSecond) ?? []} />
        </Stat>
        <Stat
          label="Server error rate (5xx)"
          value={dashboard.data ? formatPercent(dashboard.data.traffic.serverErrorRate) : null}
          tone={dashboard.data && dashboard.data.traffic.serverErrorRate > 0.01 ? 'bad' : 'neutral'}
          note={windowNote(dashboard.data?.traffic.windowSeconds)}
        >
          <Sparkline points={dashboard.data?.traffic.series.map((point) => point.serverErrorRate) ?? []} tone="red" />
        </Stat>
        <Stat label="Client error rate (4xx)" value={dashboard.data ? formatPercent(dashboard.data.traffic.clientErrorRate) : null} note="Rejected requests: validation, auth, limits" />
      </div>

      <section aria-label="Outgoing" className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label="Webhooks waiting" value={outgoing ? String(outgoing.webhooks.pending) : null} note="Due or waiting to be retried" />
        <Stat
          label="Webhooks failed (24 h)"
          value={outgoing ? String(outgoing.webhooks.failedLastDay) : null}
          tone={outgoing && outgoing.webhooks.failedLastDay > 0 ? 'bad' : 'neutral'}
          note="Given up after the last retry"
        />
        <Stat
          label="Mails queued"
          value={outgoing ? String(outgoing.mail.queued) : null}
          note={outgoing?.mail.relay === 'log' ? 'No SMTP relay configured: mails go to the log' : 'Waiting for the SMTP relay'}
        />
        <Stat
          label="Mails failed (24 h)"
          value={outgoing ? String(outgoing.mail.failedLastDay) : null}
          tone={outgoing && outgoing.mail.failedLastDay > 0 ? 'bad' : 'neutral'}
          note="Refused by the relay, or given up"
        />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-5">
        <Card className="xl:col-span-2">
          <CardHeader
            title="Tenants by status"
            description="All time"
            actions={<Link className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400" href="/admin/tenants">View tenants</Link>}
          />
          <StatusCountGrid counts={dashboard.data?.tenantsByStatus} statuses={tenantStatuses} noun="tenant" hrefOf={(status) => `/admin/tenants?status=${status}`} columns="sm:grid-cols-3" />
        </Card>
        <Card className="xl:col-span-3">
          <CardHeader title="Payments today by status" description="All tenants, since 00:00 UTC" />
          {/* Six statuses in a row only where the card is wide enough for "Processing" and "Cancelled"
              (full width below xl; three fifths of the page from 2xl); else two rows of three. */}
          <StatusCountGrid counts={dashboard.data?.paymentsTodayByStatus} statuses={paymentStatuses} columns="sm:grid-cols-3 lg:grid-cols-6 xl:grid-cols-3 2xl:grid-cols-6" />
        </Card>
      </div>

      {dashboard.isError && <p className="mt-4 text-sm text-red-600 dark:text-red-400">Figures could not be loaded: {messageOf(dashboard.error)}</p>}
    </>
  );
}

const failOpenCauses: Record<FailOpenReason, string> = {
  timeout: 'the cache does not answer in time',
  unreachable: 'the cache cannot be reached',
  script_error: 'the cache answers the rate-limit script with an error',
};

/**
 * The rate limiter lets requests through uncounted (it fails open so that an outage of the cache
 * does not take the API down): no tenant is held to its limit until it counts again.
 */
function RateLimiterAlarm({ since, reason, requestsLetThrough }: { since: string; reason: FailOpenReason; requestsLetThrough: number }) {
  return (
    <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
      <p className="font-semibold">Rate limiter failing open: requests are not counted</p>
      <p className="mt-1">
        Since <DateTime value={since} seconds /> {failOpenCauses[reason]}. {requestsLetThrough} {requestsLetThrough === 1 ? 'request has' : 'requests have'} gone through this instance
        without a limit. Alert on <code>rate_limit_failing_open</code>; the log has the cache&apos;s error.
      </p>
    </div>
  );
}

const windowNote = (seconds: number | undefined) => (seconds ? `This instance, last ${seconds} s` : 'This instance; measuring…');

function Stat({ label, value, note, tone = 'neutral', children }: { label: string; value: string | null; note: string; tone?: 'neutral' | 'bad'; children?: React.ReactNode }) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-zinc-500 dark:text-zinc-400">{label}</p>
      <p className={cn('mt-2 text-3xl font-semibold tabular-nums tracking-tight', tone === 'bad' && 'text-red-600 dark:text-red-400')}>
        {value ?? <span className="inline-block h-8 w-20 animate-pulse rounded bg-zinc-200 align-middle dark:bg-zinc-800" />}
      </p>
      <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{note}</p>
      {children && <div className="mt-3">{children}</div>}
    </Card>
  );
}

/** A tiny line chart of the last readings (decorative: the figure above it is the value). */
function Sparkline({ points, tone = 'indigo' }: { points: number[]; tone?: 'indigo' | 'red' }) {
  if (points.length < 2) return <div className="h-10" aria-hidden="true" />;
  const max = Math.max(...points, 0.0001);
  const step = 100 / (points.length - 1);
  const path = points.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(2)},${(38 - (value / max) * 34).toFixed(2)}`).join(' ');
  return (
    <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-10 w-full" aria-hidden="true">
      <path d={path} fill="none" strokeWidth="2" vectorEffect="non-scaling-stroke" className={tone === 'red' ? 'stroke-red-500' : 'stroke-indigo-500'} />
    </svg>
  );
}
