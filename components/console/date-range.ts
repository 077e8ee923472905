import { addDays, isCalendarDay, startOfDay } from '@/server/services/time/time';

/**
 * Every date filter in the console is a range of whole days in the reader's time zone (the one
 * the console shows times in), both ends included: "From 3 Mar" to "To 3 Mar" is that one day. The
 * API's `createdAfter` is inclusive and its `createdBefore` exclusive, so the range is sent as the
 * first instant of `from` and the first instant of the day after `to`, both in that zone.
 */
export const isDay = isCalendarDay;

/** The API's filters for an inclusive day range as the URL holds it; days it cannot read are left out. */
export function dayRangeQuery(from: string, to: string, timeZone: string): { createdAfter?: string; createdBefore?: string } {
  return {
    ...(isDay(from) ? { createdAfter: startOfDay(from, timeZone).toISOString() } : {}),
    ...(isDay(to) ? { createdBefore: startOfDay(addDays(to, 1), timeZone).toISOString() } : {}),
  };
}

/** The hint every date range shows, so the pages say what their dates mean. */
export const dayRangeHint = (zone: string) => `Whole days in ${zone}, both included.`;
