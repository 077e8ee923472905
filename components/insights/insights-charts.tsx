'use client';

import { type ReactNode, useId, useMemo, useState } from 'react';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { type ChartSeries, TimeSeriesChart } from './time-series-chart';
import { formatAmount, formatAmountCompact } from '../ui/format';
import { bucketLabel, counted, FIGURE_MIN_HEIGHT, formatCount, formatMs, formatShare, type InsightsFigures, insightsFigures, peak, tickLabel, windowLabels } from './insights-figures';

// indigo-500, amber-500, red-500, emerald-500, sky-500: readable on white and on zinc-900.
const colors = { requests: '#6366f1', client: '#f59e0b', server: '#ef4444', succeeded: '#10b981', created: '#0ea5e9', p50: '#0ea5e9', p95: '#6366f1' };

/**
 * The four charts of an insights window: requests, error rate, latency and payment volume. This
 * module carries the chart library; pages load it on demand (see InsightsPanel), so pages without
 * charts never download it.
 */
export default function InsightsCharts({ insights }: { insights: Insights }) {
  const figures = useMemo(() => insightsFigures(insights), [insights]);
  // In the zone the figures were read in (the reader's, as asked): a day bucket is that zone's day.
  const { bucket, timeZone } = insights;
  const label = useMemo(() => (seconds: number) => bucketLabel(bucket, seconds, timeZone), [bucket, timeZone]);
  const tick = useMemo(() => (seconds: number) => tickLabel(bucket, seconds, timeZone), [bucket, timeZone]);
  const per = insights.bucket === 'hour' ? 'hour' : 'day';
  const span = windowLabels[insights.window];

  const requestSeries = useMemo<ChartSeries[]>(
    () => [
      { label: 'Requests', color: colors.requests, values: figures.requests, format: formatCount, bars: true },
      { label: '4xx', color: colors.client, values: figures.clientErrors, format: formatCount },
      { label: '5xx', color: colors.server, values: figures.serverErrors, format: formatCount },
    ],
    [figures],
  );
  const errorSeries = useMemo<ChartSeries[]>(() => [{ label: 'Error rate', color: colors.server, values: figures.errorRate, format: formatShare }], [figures]);
  const latencySeries = useMemo<ChartSeries[]>(
    () => [
      { label: 'p50', color: colors.p50, values: figures.p50, format: formatMs },
      { label: 'p95', color: colors.p95, values: figures.p95, format: formatMs },
    ],
    [figures],
  );

  const requestPeak = peak(figures.requests, figures.times);
  const errorPeak = peak(figures.errorRate, figures.times);
  const latencyPeak = peak(figures.p95, figures.times);
  const totals = insights.totals;
  const errorShare = totals.requests > 0 ? (totals.clientErrors + totals.serverErrors) / totals.requests : null;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Requests"
        caption={`${counted(totals.requests, 'request')} in the ${span}: ${formatCount(totals.clientErrors)} answered 4xx and ${formatCount(totals.serverErrors)} 5xx${requestPeak && requestPeak.value > 0 ? `; busiest ${per} ${label(requestPeak.at)} with ${formatCount(requestPeak.value)}` : ''}.`}
      >
        <TimeSeriesChart times={figures.times} series={requestSeries} bucketLabel={label} tickLabel={tick} timeZone={timeZone} yFormat={formatCount} />
      </ChartFigure>
      <ChartFigure
        title="Error rate"
        caption={
          errorShare === null
            ? `No requests in the ${span}.`
            : `${formatShare(errorShare)} of requests answered 400 or above in the ${span}${errorPeak && errorPeak.value > 0 ? `; highest ${formatShare(errorPeak.value)} at ${label(errorPeak.at)}` : ''}.`
        }
      >
        <TimeSeriesChart times={figures.times} series={errorSeries} bucketLabel={label} tickLabel={tick} timeZone={timeZone} yFormat={formatShare} />
      </ChartFigure>
      <ChartFigure
        title="Latency"
        caption={
          totals.p95LatencyMs === null
            ? `No requests in the ${span}.`
            : `Median ${formatMs(totals.p50LatencyMs ?? 0)}, 95th percentile ${formatMs(totals.p95LatencyMs)} over the ${span}${latencyPeak ? `; slowest ${per} ${label(latencyPeak.at)} at ${formatMs(latencyPeak.value)} (p95)` : ''}.`
        }
      >
        <TimeSeriesChart times={figures.times} series={latencySeries} bucketLabel={label} tickLabel={tick} timeZone={timeZone} yFormat={formatMs} />
      </ChartFigure>
      <PaymentVolume insights={insights} figures={figures} label={label} tick={tick} />
    </div>
  );
}

/** Amounts of different currencies do not share an axis: one currency at a time, the busiest first. */
function PaymentVolume({ insights, figures, label, tick }: { insights: Insights; figures: InsightsFigures; label: (seconds: number) => string; tick: (seconds: number) => string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && figures.currencies.includes(chosen) ? chosen : figures.currencies[0];
  // The legend writes amounts as every page does; the axis compactly, so its labels stay short.
  const money = useMemo(() => (currency ? { full: (value: number) => formatAmount(value, currency), axis: (value: number) => formatAmountCompact(value, currency) } : null), [currency]);
  const series = useMemo<ChartSeries[]>(
    () =>
      currency && money
        ? [
            { label: 'Succeeded', color: colors.succeeded, values: figures.volume[currency]!.succeeded, format: money.full, bars: true },
            { label: 'Created', color: colors.created, values: figures.volume[currency]!.created, format: money.full },
          ]
        : [],
    [currency, money, figures],
  );
  const total = insights.totals.payments.find((entry) => entry.currency === currency);
  return (
    <ChartFigure
      title="Payment volume"
      caption={
        total
          ? `${counted(total.created, 'payment')} created for ${formatAmount(total.createdAmount, total.currency)} and ${formatCount(total.succeeded)} succeeded for ${formatAmount(total.succeededAmount, total.currency)} in the ${windowLabels[insights.window]}.`
          : `No payments in the ${windowLabels[insights.window]}.`
      }
      actions={
        figures.currencies.length > 1 && (
          <label className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
            Currency
            <select
              value={currency}
              onChange={(event) => setChosen(event.target.value)}
              className="h-7 rounded-md border border-zinc-300 bg-white px-2 text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            >
              {figures.currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        )
      }
    >
      {money ? (
        <TimeSeriesChart times={figures.times} series={series} bucketLabel={label} tickLabel={tick} timeZone={insights.timeZone} yFormat={money.axis} />
      ) : (
        <p className="grid h-[188px] place-items-center text-sm text-zinc-500 dark:text-zinc-400">Payments created in the window appear here.</p>
      )}
    </ChartFigure>
  );
}

/** A chart named by its title and described by its caption, which says in words what it draws. */
function ChartFigure({ title, caption, actions, children }: { title: string; caption: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className={`${FIGURE_MIN_HEIGHT} min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800`}>
      {/* As tall with or without the currency picker. */}
      <div className="mb-1 flex min-h-7 items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        {actions}
      </div>
      <figcaption className="mb-3 text-xs text-zinc-500 dark:text-zinc-400">{caption}</figcaption>
      {children}
    </figure>
  );
}
