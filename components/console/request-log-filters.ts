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

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The list query for the console's filters as the URL holds them. Values the API would refuse
 * (a hand-edited URL) are left out rather than failing the page; `to` is a whole day, so the
 * API's exclusive `createdBefore` is the day after it.
 */
export function requestLogQuery(view: { status: string; method: string; path: string; correlationId: string; from: string; to: string }) {
  const status = statusFilters.some((option) => option.value === view.status) && view.status !== '' ? view.status : undefined;
  const method = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(view.method) ? (view.method as 'GET') : undefined;
  return {
    ...(status ? { status } : {}),
    ...(method ? { method } : {}),
    ...(view.path.trim() ? { path: view.path.trim().slice(0, 500) } : {}),
    ...(view.correlationId ? { correlationId: view.correlationId.slice(0, 200) } : {}),
    ...(isDate(view.from) ? { createdAfter: view.from } : {}),
    ...(isDate(view.to) ? { createdBefore: dayAfter(view.to) } : {}),
  };
}
