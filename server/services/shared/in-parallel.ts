/**
 * Bounded concurrency for a list of jobs, without a dependency: enough lanes to keep a few jobs in
 * flight, and a stop signal that lets the jobs under way finish while no new one starts, so a
 * caller shutting down knows exactly which items it never touched.
 */

/**
 * Runs `work` over `items` with at most `concurrency` at a time; once `signal` aborts no item is
 * started. Returns the items that were never started.
 */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<T[]> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length && !signal?.aborted) await work(items[next++]!);
  });
  await Promise.all(lanes);
  return items.slice(next);
}
