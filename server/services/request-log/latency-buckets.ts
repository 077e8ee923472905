/**
 * Upper bounds (ms) of the latency buckets the hourly figures count requests in: about 25% apart,
 * so a percentile read from them is within a quarter of the true value. The last bucket is open.
 */
export const LATENCY_BOUNDS_MS = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500,
  2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000, 60000,
] as const;

/** How many buckets there are: one per bound and the open one above the last. */
export const LATENCY_BUCKET_COUNT = LATENCY_BOUNDS_MS.length + 1;

export function latencyBucketOf(durationMs: number): number {
  let low = 0;
  let high: number = LATENCY_BOUNDS_MS.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (durationMs <= LATENCY_BOUNDS_MS[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

export const emptyLatencyBuckets = (): number[] => new Array<number>(LATENCY_BUCKET_COUNT).fill(0);

/** Adds `more` into `into`, bucket by bucket. */
export function addLatencyBuckets(into: number[], more: readonly number[]): number[] {
  for (let index = 0; index < LATENCY_BUCKET_COUNT; index++) into[index] = (into[index] ?? 0) + (more[index] ?? 0);
  return into;
}

/**
 * The `quantile` (0..1) of the requests counted in `buckets`, interpolated linearly within its
 * bucket; null when nothing was counted. The open bucket reads as its lower bound.
 */
export function latencyPercentile(buckets: readonly number[], quantile: number): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = quantile * total;
  let seen = 0;
  for (let index = 0; index < buckets.length; index++) {
    const count = buckets[index] ?? 0;
    if (count > 0 && seen + count >= rank) {
      const lower = index === 0 ? 0 : LATENCY_BOUNDS_MS[index - 1]!;
      const upper = LATENCY_BOUNDS_MS[index] ?? lower;
      const value = lower + ((upper - lower) * (rank - seen)) / count;
      return Math.round(value * 10) / 10;
    }
    seen += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
}
