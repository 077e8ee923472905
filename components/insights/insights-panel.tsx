'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Insights, InsightsWindow } from '@/server/services/request-log/request-log-schemas';
import { Card, CardHeader } from '../ui/card';
import { Segmented } from '../ui/segmented';
import { Table, Td, Th } from '../ui/table';
import { bucketLabel, counted, formatCount, formatMs, formatShare, windowLabels, windowOptions } from './insights-figures';

/** Room a chart takes once drawn; its placeholder takes the same, so nothing moves when it arrives. */
const FIGURE_HEIGHT = 'min-h-[17rem]';

/** The charts' place while they load (pulsing), or before they are scrolled near (still). */
function ChartsSkeleton({ waiting = false }: { waiting?: boolean }) {
  const pulse = waiting ? '' : 'animate-pulse ';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={`${FIGURE_HEIGHT} rounded-lg border border-zinc-200 p-4 dark:border-zinc-800`}>
          <div className={`${pulse}h-4 w-24 rounded bg-zinc-200 dark:bg-zinc-800`} />
          <div className={`${pulse}mt-3 h-3 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800`} />
          <div className={`${pulse}mt-6 h-40 rounded bg-zinc-100 dark:bg-zinc-800/60`} />
        </div>
      ))}
    </div>
  );
}

// The chart library is fetched only when a page draws charts, after the page itself.
const InsightsCharts = dynamic(() => import('./insights-charts'), { ssr: false, loading: () => <ChartsSkeleton /> });

/**
 * Whether the element has come into the viewport (and stays so once it has).
 * Charts below the fold (on a phone the panel is several screens down) are not fetched, parsed or
 * drawn while the page loads: the page is ready sooner, and a visit that never scrolls to them
 * never pays for them.
 */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * Traffic, errors, latency and payment volume over a window, as charts with the same figures as a
 * table beneath them. The caller owns the query and the window (kept in the URL).
 */
export function InsightsPanel({
  title,
  description,
  selected,
  onWindow,
  insights,
  error,
}: {
  title: string;
  description: ReactNode;
  selected: InsightsWindow;
  onWindow: (window: InsightsWindow) => void;
  insights: Insights | undefined;
  error: string | null;
}) {
  const [chartsRef, chartsNear] = useNearViewport<HTMLDivElement>();
  return (
    <Card className="mt-6" label={title}>
      <CardHeader title={title} description={description} actions={<Segmented label="Window" options={windowOptions} value={selected} onChange={onWindow} />} />
      <div ref={chartsRef} className="p-4 sm:p-5">
        {error ? (
          <p className="text-sm text-red-600 dark:text-red-400">Figures could not be loaded: {error}</p>
        ) : insights && chartsNear ? (
          <>
            <InsightsCharts insights={insights} />
            <FiguresTable insights={insights} />
          </>
        ) : (
          <ChartsSkeleton waiting={Boolean(insights)} />
        )}
      </div>
    </Card>
  );
}

/** The charts' figures, bucket by bucket: their text alternative, and what a reader can copy. */
function FiguresTable({ insights }: { insights: Insights }) {
  const rows = insights.series.filter((bucket) => bucket.requests > 0 || bucket.payments.length > 0).reverse();
  return (
    <details className="mt-4 rounded-lg border border-zinc-200 dark:border-zinc-800">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Figures as a table ({counted(rows.length, insights.bucket)} with traffic in the {windowLabels[insights.window]})
      </summary>
      <Table caption={`Requests, errors, latency and payments per ${insights.bucket}`}>
        <thead>
          <tr>
            <Th>{insights.bucket === 'hour' ? 'Hour' : 'Day'}</Th>
            <Th className="text-right">Requests</Th>
            <Th className="text-right">4xx</Th>
            <Th className="text-right">5xx</Th>
            <Th className="text-right">Error rate</Th>
            <Th className="text-right">p50</Th>
            <Th className="text-right">p95</Th>
            <Th>Payments created / succeeded</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-4 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
                No requests or payments in the {windowLabels[insights.window]}.
              </td>
            </tr>
          ) : (
            rows.map((bucket) => (
              <tr key={bucket.start}>
                <Td className="whitespace-nowrap">{bucketLabel(insights.bucket, Date.parse(bucket.start) / 1000)}</Td>
                <Td className="text-right tabular-nums">{formatCount(bucket.requests)}</Td>
                <Td className="text-right tabular-nums">{formatCount(bucket.clientErrors)}</Td>
                <Td className="text-right tabular-nums">{formatCount(bucket.serverErrors)}</Td>
                <Td className="text-right tabular-nums">{bucket.requests > 0 ? formatShare((bucket.clientErrors + bucket.serverErrors) / bucket.requests) : '—'}</Td>
                <Td className="text-right tabular-nums">{bucket.p50LatencyMs === null ? '—' : formatMs(bucket.p50LatencyMs)}</Td>
                <Td className="text-right tabular-nums">{bucket.p95LatencyMs === null ? '—' : formatMs(bucket.p95LatencyMs)}</Td>
                <Td className="whitespace-nowrap tabular-nums">
                  {bucket.payments.length === 0
                    ? '—'
                    : bucket.payments.map((entry) => `${entry.created} / ${entry.succeeded} · ${entry.createdAmount} / ${entry.succeededAmount} ${entry.currency}`).join('; ')}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </details>
  );
}
