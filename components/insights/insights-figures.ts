import { type InsightsWindow, insightsWindows } from '@/server/services/request-log/request-log-constants';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { formatDay, formatMoment, formatTick } from '@/server/services/time/time';

/** What the charts and their table draw from one insights answer; pure, so it is tested alone. */
export type InsightsFigures = {
  times: number[];
  requests: number[];
  clientErrors: number[];
  serverErrors: number[];
  /** Share of answers of 400 and above, per bucket; null where there were no requests. */
  errorRate: Array<number | null>;
  p50: Array<number | null>;
  p95: Array<number | null>;
  /** Currencies with payments in the window, the busiest (by payments created) first. */
  currencies: string[];
  /** Per currency: amounts created and succeeded per bucket, in the currency's main unit. */
  volume: Record<string, { created: number[]; succeeded: number[] }>;
};

export function insightsFigures(insights: Insights): InsightsFigures {
  const series = insights.series;
  const createdByCurrency = new Map<string, number>();
  for (const total of insights.totals.payments) createdByCurrency.set(total.currency, total.created);
  const currencies = [...createdByCurrency.keys()].sort((a, b) => createdByCurrency.get(b)! - createdByCurrency.get(a)! || a.localeCompare(b));
  const volume: InsightsFigures['volume'] = {};
  for (const currency of currencies) {
    volume[currency] = {
      created: series.map((bucket) => Number(bucket.payments.find((entry) => entry.currency === currency)?.createdAmount ?? 0)),
      succeeded: series.map((bucket) => Number(bucket.payments.find((entry) => entry.currency === currency)?.succeededAmount ?? 0)),
    };
  }
  return {
    times: series.map((bucket) => Date.parse(bucket.start) / 1000),
    requests: series.map((bucket) => bucket.requests),
    clientErrors: series.map((bucket) => bucket.clientErrors),
    serverErrors: series.map((bucket) => bucket.serverErrors),
    errorRate: series.map((bucket) => (bucket.requests > 0 ? (bucket.clientErrors + bucket.serverErrors) / bucket.requests : null)),
    p50: series.map((bucket) => bucket.p50LatencyMs),
    p95: series.map((bucket) => bucket.p95LatencyMs),
    currencies,
    volume,
  };
}

/**
 * The room a chart's figure takes, drawn or still loading: enough for its title, a caption of up to
 * four lines on a phone (two side by side on a wide screen), a legend of two lines and the chart, so
 * the page below does not move when the charts arrive (the overview leads with them).
 */
export const FIGURE_MIN_HEIGHT = 'min-h-[22rem] lg:min-h-[20rem]';

export const windowOptions = insightsWindows.map((value) => ({ value, label: value }));
export const isInsightsWindow = (value: string): value is InsightsWindow => (insightsWindows as readonly string[]).includes(value);

export const windowLabels = { '24h': 'last 24 hours', '7d': 'last 7 days', '30d': 'last 30 days' } as const;

/**
 * A bucket in full, for the legend, the captions and the tables, in the zone the figures were read
 * in: an hour in the one format (`25 Nov 2026, 19:30 GMT+5:30`), a day as that zone's day (`25 Nov 2026`).
 */
export function bucketLabel(bucket: Insights['bucket'], seconds: number, timeZone: string): string {
  return bucket === 'hour' ? formatMoment(seconds * 1000, timeZone) : formatDay(seconds * 1000, timeZone);
}

/** A bucket on a chart's time axis, in the same zone: `14:00` for hours, `25 Nov` for days. */
export function tickLabel(bucket: Insights['bucket'], seconds: number, timeZone: string): string {
  return formatTick(seconds * 1000, timeZone, bucket);
}

/** `1 payment`, `3 payments`. */
export const counted = (count: number, noun: string) => `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;

export const formatCount = (value: number) => Math.round(value).toLocaleString('en');
export const formatShare = (value: number) => `${(value * 100).toFixed(value > 0 && value < 0.01 ? 2 : 1)}%`;
export const formatMs = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** The largest value and where it is: what a chart's caption says besides the total. */
export function peak(values: Array<number | null>, times: number[]): { value: number; at: number } | null {
  let best: { value: number; at: number } | null = null;
  values.forEach((value, index) => {
    if (value !== null && (best === null || value > best.value)) best = { value, at: times[index]! };
  });
  return best;
}
