'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; color: string; values: Array<number | null>; format: (value: number) => string; bars?: boolean };

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeToScheme = (onChange: () => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** The console's theme follows the system's; the canvas is drawn again when it changes. */
function useDarkScheme(): boolean {
  return useSyncExternalStore(
    subscribeToScheme,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
}

// zinc-500 / zinc-400 for text, zinc-200 / zinc-800 for the grid: the console's own neutrals.
const themes = {
  light: { text: '#71717a', grid: '#e4e4e7' },
  dark: { text: '#a1a1aa', grid: '#27272a' },
};

export const CHART_HEIGHT = 160;

const AXIS_FONT = '11px ui-sans-serif, system-ui, sans-serif';
/** Space between a y-axis label and its tick, the tick's length, and room kept at the chart's left edge. */
const AXIS_GAP = 5;
const TICK_SIZE = 6;
const EDGE_ROOM = 4;

let measuring: CanvasRenderingContext2D | null = null;
/** How wide a label is drawn in the axis font, in CSS pixels. */
function labelWidth(label: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return label.length * 7;
  measuring.font = AXIS_FONT;
  return measuring.measureText(label).width;
}

/**
 * The y axis as wide as its widest label (uPlot calls this with the labels it is about to draw):
 * a fixed width cut long labels at the chart's edge, "00,000" for 200,000.
 */
const yAxisSize: uPlot.Axis.Size = (_chart, labels) => {
  const widest = Math.max(0, ...(labels ?? []).map((label) => (label ? labelWidth(String(label)) : 0)));
  return Math.ceil(EDGE_ROOM + widest + AXIS_GAP + TICK_SIZE);
};

/** Indexes of values with no value on either side. */
function isolatedPoints(values: Array<number | null>): number[] {
  const isolated: number[] = [];
  values.forEach((value, index) => {
    if (value !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null) isolated.push(index);
  });
  return isolated;
}

/**
 * A small time-series chart on a canvas (uPlot: ~50 kB, no dependencies, loaded only by the
 * pages that draw). The canvas is decorative for assistive technology: the figure's caption
 * states what it shows and the page offers the same figures as a table. Hovering a point shows
 * that bucket's values in the legend, so the numbers are readable without a tooltip.
 */
export function TimeSeriesChart({
  times,
  series,
  bucketLabel,
  tickLabel,
  yFormat,
  timeZone,
}: {
  /** Bucket starts, in seconds since the epoch, evenly spaced. */
  times: number[];
  series: ChartSeries[];
  /** A bucket in full, for the legend: `25 Nov 2026, 14:00 UTC`. */
  bucketLabel: (seconds: number) => string;
  /** A bucket on the time axis, short: `14:00`, `25 Nov`. */
  tickLabel: (seconds: number) => string;
  yFormat: (value: number) => string;
  /** The zone the labels are in: uPlot places its time ticks on that zone's hours and days. */
  timeZone: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const step = times.length > 1 ? times[1]! - times[0]! : 3600;
    const element = container.current;
    if (!element) return;
    const theme = dark ? themes.dark : themes.light;
    const axis = { stroke: theme.text, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid, width: 1, size: TICK_SIZE }, gap: AXIS_GAP, font: AXIS_FONT };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: CHART_HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone === 'UTC' ? 'Etc/UTC' : timeZone),
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      scales: {
        // Half a bucket of room on each side: the newest bucket's bar is whole, not cut at the edge.
        x: { time: true, range: (_u, min, max) => [min - step / 2, max + step / 2] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        { ...axis, size: 28, values: (_u, ticks) => ticks.map(tickLabel) },
        { ...axis, size: yAxisSize, values: (_u, ticks) => ticks.map(yFormat) },
      ],
      series: [
        {},
        ...series.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: 2,
          fill: line.bars ? `${line.color}cc` : `${line.color}14`,
          // A line needs two neighbouring values: a value alone between gaps (the one hour with
          // requests) gets a point, or it would not be drawn at all.
          points: { show: !line.bars, size: 6, fill: line.color, filter: isolatedPoints(line.values) },
          spanGaps: false,
          ...(line.bars ? { paths: uPlot.paths.bars!({ size: [0.7, 24] }) } : {}),
        })),
      ],
      hooks: { setCursor: [(chart) => setHovered(chart.cursor.idx ?? null)] },
    };
    const chart = new uPlot(options, [times, ...series.map((line) => line.values)] as uPlot.AlignedData, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, dark, yFormat, tickLabel, timeZone]);

  const at = hovered ?? times.length - 1;
  return (
    <div>
      <div className="mb-2 flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        {times.length > 0 && <span className="font-medium text-zinc-700 dark:text-zinc-300">{bucketLabel(times[at]!)}</span>}
        {series.map((line) => {
          const value = line.values[at];
          return (
            <span key={line.label} className="inline-flex items-center gap-1.5">
              <span className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
              {line.label} <span className="tabular-nums text-zinc-900 dark:text-zinc-100">{value === null || value === undefined ? '—' : line.format(value)}</span>
            </span>
          );
        })}
      </div>
      <div ref={container} aria-hidden="true" className="w-full overflow-hidden" style={{ height: CHART_HEIGHT }} />
    </div>
  );
}
