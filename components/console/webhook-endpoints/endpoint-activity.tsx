'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { Card, CardHeader } from '../../ui/card';
import { LIVE_REFRESH_MS } from '../live-refresh';
import { messageOf, useTRPC } from '../trpc';
import { successRateText } from './endpoint-parts';

const HOUR_MS = 3_600_000;

/** The chart's height with its legend line: the placeholder holds that place while the chart loads. */
const chartPlaceholder = () => <div aria-hidden="true" className="h-[188px] animate-pulse rounded bg-zinc-100 dark:bg-zinc-800/60" />;
// The chart library is fetched only when an endpoint's page draws it, after the page itself.
const EndpointActivityChart = dynamic(() => import('./endpoint-activity-chart'), { ssr: false, loading: chartPlaceholder });

/** How the endpoint fared over the last 24 hours: a chart by hour, and the same in words. */
export function EndpointActivity({ id, className }: { id: string; className?: string }) {
  const trpc = useTRPC();
  const activity = useQuery({ ...trpc.webhookEndpoints.activity.queryOptions({ id }), refetchInterval: LIVE_REFRESH_MS });
  const titleId = useId();
  const hours = activity.data?.hours ?? [];
  const attempts = hours.reduce((sum, entry) => sum + entry.attempts, 0);
  const succeeded = hours.reduce((sum, entry) => sum + entry.succeeded, 0);
  const caption =
    attempts === 0
      ? 'No attempts in the last 24 hours.'
      : `${attempts.toLocaleString('en')} attempt${attempts === 1 ? '' : 's'} in the last 24 hours, ${succeeded.toLocaleString('en')} answered 2xx (${successRateText({ attempts, succeeded })}).`;
  return (
    <Card className={className} label="Last 24 hours">
      <CardHeader title="Last 24 hours" />
      <figure aria-labelledby={titleId} className="min-w-0 px-5 py-4">
        <h3 id={titleId} className="sr-only">
          Attempts and successes by hour
        </h3>
        <figcaption className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{activity.isError ? `Activity could not be loaded: ${messageOf(activity.error)}` : activity.data ? caption : 'Loading…'}</figcaption>
        {activity.data ? <EndpointActivityChart hours={hours} readAt={Math.floor(activity.dataUpdatedAt / HOUR_MS) * HOUR_MS} /> : chartPlaceholder()}
      </figure>
    </Card>
  );
}
