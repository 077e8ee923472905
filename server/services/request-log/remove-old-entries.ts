import { inArray, lt } from 'drizzle-orm';
import { requestLog, requestLogErrorsHourly, requestLogHourly } from '@/db/analytics/schema';
import type { AnalyticsDb } from '@/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement: a long-kept log is trimmed in steps, not one long lock. */
const BATCH = 10_000;

/**
 * Removes request log entries older than `days`, and the hourly figures of hours wholly before the
 * cutoff (the insights then cover only what the log still holds).
 */
export async function removeOldRequestLog(analytics: AnalyticsDb, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  for (;;) {
    const old = analytics.select({ id: requestLog.id }).from(requestLog).where(lt(requestLog.createdAt, cutoff)).limit(BATCH);
    const deleted = await analytics.delete(requestLog).where(inArray(requestLog.id, old)).returning({ id: requestLog.id });
    removed += deleted.length;
    if (deleted.length < BATCH) break;
  }
  const hourCutoff = new Date(Math.floor(cutoff.getTime() / (60 * 60 * 1000)) * 60 * 60 * 1000);
  await analytics.delete(requestLogHourly).where(lt(requestLogHourly.hour, hourCutoff));
  await analytics.delete(requestLogErrorsHourly).where(lt(requestLogErrorsHourly.hour, hourCutoff));
  return removed;
}
