/**
 * Every date filter in the console is a range of whole days in the reader's time zone, both ends
 * included: "From 3 Mar" to "To 3 Mar" is that one day. The API's `createdAfter` is inclusive and
 * its `createdBefore` exclusive, so the range is sent as the first instant of `from` and the first
 * instant of the day after `to`, both in the browser's zone.
 */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The first instant of a calendar day in the browser's time zone, as an ISO time (UTC). */
export function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** The first instant of the day after `day`, in the browser's time zone. */
export function startOfNextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + 1).toISOString();
}

/** The API's filters for an inclusive day range as the URL holds it; days it cannot read are left out. */
export function dayRangeQuery(from: string, to: string): { createdAfter?: string; createdBefore?: string } {
  return {
    ...(isDay(from) ? { createdAfter: startOfDay(from) } : {}),
    ...(isDay(to) ? { createdBefore: startOfNextDay(to) } : {}),
  };
}

/** The hint every date range shows, so the pages say what their dates mean. */
export const DAY_RANGE_HINT = 'Whole days in your time zone, both included.';
