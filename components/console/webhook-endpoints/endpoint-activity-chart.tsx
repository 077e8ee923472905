'use client';

import { useMemo } from 'react';
import { bucketLabel, formatCount, tickLabel } from '../../insights/insights-figures';
import { type ChartSeries, TimeSeriesChart } from '../../insights/time-series-chart';
import { useTimeZone } from '../../ui/time-zone';

// indigo-500 and emerald-500, as the insights charts draw requests and successes.
const colors = { attempts: '#6366f1', succeeded: '#10b981' };
const HOUR_S = 3_600;
/** Attempts are whole: a tick between two (0.5 on a scale up to 1) gets no label rather than a rounded, repeated one. */
const countTick = (value: number) => (Number.isInteger(value) ? formatCount(value) : '');

/** One hour of an endpoint's attempts, as the activity query answers it. */
export type ActivityHour = { hour: string; attempts: number; succeeded: number };

/**
 * The endpoint's attempts and successes hour by hour over the last 24 hours, hours without
 * attempts drawn as zero. This module carries the chart library: the page loads it on demand.
 */
/** `readAt`: the hour the figures were read in (ms, whole hours, so a refresh within it draws nothing again); the last bar is that hour. */
export default function EndpointActivityChart({ hours, readAt }: { hours: ActivityHour[]; readAt: number }) {
  const timeZone = useTimeZone();
  const label = useMemo(() => (seconds: number) => bucketLabel('hour', seconds, timeZone), [timeZone]);
  const tick = useMemo(() => (seconds: number) => tickLabel('hour', seconds, timeZone), [timeZone]);
  const { times, series } = useMemo(() => {
    const byHour = new Map(hours.map((entry) => [Math.floor(Date.parse(entry.hour) / 1000), entry]));
    const current = Math.floor(readAt / 1000 / HOUR_S) * HOUR_S;
    const times = Array.from({ length: 24 }, (_, index) => current - (23 - index) * HOUR_S);
    const series: ChartSeries[] = [
      { label: 'Attempts', color: colors.attempts, values: times.map((at) => byHour.get(at)?.attempts ?? 0), format: formatCount, bars: true },
      { label: 'Succeeded', color: colors.succeeded, values: times.map((at) => byHour.get(at)?.succeeded ?? 0), format: formatCount },
    ];
    return { times, series };
  }, [hours, readAt]);
  return <TimeSeriesChart times={times} series={series} bucketLabel={label} tickLabel={tick} timeZone={timeZone} yFormat={countTick} />;
}
