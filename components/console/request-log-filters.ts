
/** The status filters the console offers: the classes, then the codes clients meet most. */
export const statusFilters = [
  { value: '', label: 'All statuses' },
  { value: '2xx', label: '2xx · Success' },
  { value: '4xx', label: '4xx · Client errors' },
  { value: '5xx', label: '5xx · Server errors' },
  { value: '400', label: '400 · Bad request' },
  { value: '401', label: '401 · Unauthorized' },
  { value: '403', label: '403 · Forbidden' },
  { value: '404', label: '404 · Not found' },
  { value: '409', label: '409 · Conflict' },
  { value: '422', label: '422 · Unprocessable' },
  { value: '429', label: '429 · Too many requests' },
  { value: '500', label: '500 · Internal error' },
  { value: '503', label: '503 · Unavailable' },
] as const;

/** A status code (`413`) or a class (`4xx`), as the API reads it. */
const isStatusFilter = (value: string) => /^[1-5](?:\d\d|xx)$/.test(value);

/** The request log's filters as the URL holds them, by key. */
export type RequestLogView = { status: string; method: string; path: string; correlationId: string; error: string; from: string; to: string };

/**
 * The list query for the console's filters as the URL holds them. Values the API would refuse
 * (a hand-edited URL) are left out rather than failing the page; `days` is the day range as
 * `useDayRange` reads it, in the reader's time zone.
 */
export function requestLogQuery(view: RequestLogView, days: { createdAfter?: string; createdBefore?: string }) {
  const status = isStatusFilter(view.status) ? view.status : undefined;
  const method = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(view.method) ? (view.method as 'GET') : undefined;
  return {
    ...(status ? { status } : {}),
    ...(method ? { method } : {}),
    ...(view.path.trim() ? { path: view.path.trim().slice(0, 500) } : {}),
    ...(view.correlationId ? { correlationId: view.correlationId.slice(0, 200) } : {}),
    ...(view.error.trim() ? { error: view.error.trim().slice(0, 300) } : {}),
    ...days,
  };
}

/** The status choices for a filter set to `current`: the usual ones, and `current` when it is a code they leave out (a link from a 413 group). */
export function statusChoices(current: string): ReadonlyArray<{ value: string; label: string }> {
  return isStatusFilter(current) && !statusFilters.some((option) => option.value === current) ? [...statusFilters, { value: current, label: current }] : statusFilters;
}

/** The request log's query string for one group of errors: its status and its message. */
export function errorGroupQuery(group: { status: number; message: string }): string {
  return new URLSearchParams({ status: String(group.status), ...(group.message ? { error: group.message } : {}) }).toString();
}
