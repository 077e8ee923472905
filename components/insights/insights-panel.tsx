'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Insights, InsightsWindow } from '@/server/services/request-log/request-log-schemas';
import { zoneAbbreviation } from '@/server/services/time/time';
import { Card, CardHeader } from '../ui/card';
import { Segmented } from '../ui/segmented';
import { formatAmount } from '../ui/format';
import { Table, Td, Th } from '../ui/table';
import { bucketLabel, counted, FIGURE_MIN_HEIGHT, formatCount, formatMs, formatShare, windowLabels, windowOptions } from './insights-figures';
import { MoneyCards } from './money-cards';


/** The charts' place while they load (pulsing), or before they are scrolled near (still). */
function ChartsSkeleton({ waiting = false }: { waiting?: boolean }) {
  const pulse = waiting ? '' : 'animate-pulse ';
  return (
    <div aria-hidden="true" className="order-1 sm:order-none">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={`${FIGURE_MIN_HEIGHT} rounded-lg border border-zinc-200 p-4 dark:border-zinc-800`}>
            <div className={`${pulse}h-4 w-24 rounded bg-zinc-200 dark:bg-zinc-800`} />
            <div className={`${pulse}mt-3 h-3 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800`} />
            <div className={`${pulse}mt-6 h-40 rounded bg-zinc-100 dark:bg-zinc-800/60`} />
          </div>
        ))}
      </div>
      {/* Where the figures' tables will be offered: the same line, so nothing below moves. */}
      <div className="mt-4 rounded-lg border border-zinc-200 px-4 py-2.5 text-sm font-medium text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">Figures as tables</div>
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
 * Payment and refunded volume and the open disputes as cards, then traffic, errors, latency and
 * payment volume over a window as charts with the same figures as tables beneath them. The caller
 * owns the query and the window (kept in the URL), and says where the disputes are listed.
 */
export function InsightsPanel({
  title,
  description,
  selected,
  onWindow,
  insights,
  error,
  className,
  disputesHref,
}: {
  title: string;
  description: ReactNode;
  selected: InsightsWindow;
  onWindow: (window: InsightsWindow) => void;
  insights: Insights | undefined;
  error: string | null;
  className?: string;
  disputesHref?: string;
}) {
  const [chartsRef, chartsNear] = useNearViewport<HTMLDivElement>();
  return (
    <Card className={className} label={title}>
      <CardHeader title={title} description={description} actions={<Segmented label="Window" options={windowOptions} value={selected} onChange={onWindow} />} />
      {/* The cards lead on a wide screen; on a phone the charts do (the overview leads with them), the cards follow them. */}
      <div ref={chartsRef} className="flex flex-col gap-4 p-4 sm:p-5">
        {error ? (
          <p className="text-sm text-red-600 dark:text-red-400">Figures could not be loaded: {error}</p>
        ) : (
          <>
            <MoneyCards insights={insights} disputesHref={disputesHref} className="order-2 sm:order-none" />
            {insights && chartsNear ? (
              <>
                <div className="order-1 sm:order-none">
                  <InsightsCharts insights={insights} />
                </div>
                <FiguresTables insights={insights} />
              </>
            ) : (
              <ChartsSkeleton waiting={Boolean(insights)} />
            )}
          </>
        )}
      </div>
    </Card>
  );
}

/** The charts' figures, bucket by bucket: their text alternative, and what a reader can copy. */
export function FiguresTables({ insights }: { insights: Insights }) {
  const rows = insights.series.filter((bucket) => bucket.requests > 0 || bucket.payments.length > 0).reverse();
  return (
    <details className="order-3 rounded-lg border border-zinc-200 sm:order-none dark:border-zinc-800">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Figures as tables ({counted(rows.length, insights.bucket)} with traffic in the {windowLabels[insights.window]})
      </summary>
      <RequestsTable insights={insights} rows={rows} />
      <PaymentsTable insights={insights} rows={rows} />
    </details>
  );
}

type Bucket = Insights['series'][number];
/** Hours name their zone in each cell; days name it in the heading. */
const bucketName = (insights: Insights) => (insights.bucket === 'hour' ? 'Hour' : `Day (${zoneAbbreviation(insights.timeZone, insights.to)})`);
const bucketCell = (insights: Insights, bucket: Bucket) => <Td className="whitespace-nowrap">{bucketLabel(insights.bucket, Date.parse(bucket.start) / 1000, insights.timeZone)}</Td>;

function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {children}
      </td>
    </tr>
  );
}

function RequestsTable({ insights, rows }: { insights: Insights; rows: Bucket[] }) {
  const withRequests = rows.filter((bucket) => bucket.requests > 0);
  return (
    // A grid of figures read across its columns, hour by hour: on a phone it scrolls sideways (with
    // a hint) rather than folding each hour into a card, where the columns could not be compared.
    <Table caption={`Requests, errors and latency per ${insights.bucket}`} scrollsSideways minWidth="min-w-[40rem]">
      <thead>
        <tr>
          <Th>{bucketName(insights)}</Th>
          <Th className="text-right">Requests</Th>
          <Th className="text-right">4xx</Th>
          <Th className="text-right">5xx</Th>
          <Th className="text-right">Error rate</Th>
          <Th className="text-right">p50</Th>
          <Th className="text-right">p95</Th>
        </tr>
      </thead>
      <tbody>
        {withRequests.length === 0 ? (
          <EmptyRow columns={7}>No requests in the {windowLabels[insights.window]}.</EmptyRow>
        ) : (
          withRequests.map((bucket) => (
            <tr key={bucket.start}>
              {bucketCell(insights, bucket)}
              <Td className="text-right tabular-nums">{formatCount(bucket.requests)}</Td>
              <Td className="text-right tabular-nums">{formatCount(bucket.clientErrors)}</Td>
              <Td className="text-right tabular-nums">{formatCount(bucket.serverErrors)}</Td>
              <Td className="text-right tabular-nums">{formatShare((bucket.clientErrors + bucket.serverErrors) / bucket.requests)}</Td>
              <Td className="text-right tabular-nums">{bucket.p50LatencyMs === null ? '—' : formatMs(bucket.p50LatencyMs)}</Td>
              <Td className="text-right tabular-nums">{bucket.p95LatencyMs === null ? '—' : formatMs(bucket.p95LatencyMs)}</Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/** One row per bucket and currency: amounts of different currencies are never added up or shown in one cell. */
function PaymentsTable({ insights, rows }: { insights: Insights; rows: Bucket[] }) {
  const entries = rows.flatMap((bucket) => bucket.payments.map((entry) => ({ bucket, entry })));
  const money = (amount: string, currency: string) => formatAmount(amount, currency);
  return (
    // Read across its columns like the requests' grid: it scrolls sideways on a phone, with a hint.
    <Table caption={`Payments per ${insights.bucket}`} scrollsSideways minWidth="min-w-[40rem]">
      <thead>
        <tr>
          <Th>{bucketName(insights)}</Th>
          <Th>Currency</Th>
          <Th className="text-right">Created</Th>
          <Th className="text-right">Amount created</Th>
          <Th className="text-right">Succeeded</Th>
          <Th className="text-right">Amount succeeded</Th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <EmptyRow columns={6}>No payments in the {windowLabels[insights.window]}.</EmptyRow>
        ) : (
          entries.map(({ bucket, entry }) => (
            <tr key={`${bucket.start}-${entry.currency}`}>
              {bucketCell(insights, bucket)}
              <Td>{entry.currency}</Td>
              <Td className="text-right tabular-nums">{formatCount(entry.created)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{money(entry.createdAmount, entry.currency)}</Td>
              <Td className="text-right tabular-nums">{formatCount(entry.succeeded)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{money(entry.succeededAmount, entry.currency)}</Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
