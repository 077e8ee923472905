'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpMethods } from '@/server/services/request-log/request-log-constants';
import { UTC } from '@/server/services/time/time';
import { isInsightsWindow, windowOptions } from '../insights/insights-figures';
import { TopErrors } from '../insights/top-errors';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { SelectField, TextField } from '../ui/field';
import { Segmented } from '../ui/segmented';
import { useReaderTimeZone } from '../ui/time-zone';
import { pageSizeOf, Pagination } from '../ui/table';
import { DateRangeFields } from '../console/date-range-fields';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { RequestDetailDialog } from '../console/request-detail-dialog';
import { RequestLogTable } from '../console/tables/request-log-table';
import { messageOf, useTRPC } from '../console/trpc';
import { errorGroupQuery, requestLogQuery, statusChoices } from '../console/request-log-filters';
import { useDayRange } from '../console/use-day-range';
import { useTypedFilter } from '../console/use-typed-filter';
import { type HistoryMode, useUrlState, wholeNumber } from '../console/use-url-state';
import { ClearFiltersButton } from '../console/list-controls';

const defaults = { status: '', method: '', path: '', correlationId: '', error: '', from: '', to: '', limit: '20', offset: '0', entry: '', window: '24h' };
const noFilters = { status: '', method: '', path: '', correlationId: '', error: '', from: '', to: '' };

/**
 * Every request the tenant made to the API, newest first: filters and the open entry live in the
 * URL, so a link to a failing request can be shared with a colleague, and Back undoes a filter or
 * closes the entry.
 */
export function PortalRequests() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const { days, ready } = useDayRange(view.from, view.to);
  const query = requestLogQuery(view, days);
  const list = useQuery({
    ...trpc.requestLog.listMine.queryOptions({ limit, offset, ...query }),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const entry = useQuery({ ...trpc.requestLog.getMine.queryOptions({ id: view.entry }), enabled: view.entry !== '' });
  const errorsWindow = isInsightsWindow(view.window) ? view.window : '24h';
  const readerZone = useReaderTimeZone();
  const insights = useQuery({ ...trpc.requestLog.insightsMine.queryOptions({ window: errorsWindow, timeZone: readerZone ?? UTC }), enabled: readerZone !== null, placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS * 3 });
  // The day range counts once, as it reads on the form: one control.
  const active = [query.status, query.method, query.path, query.correlationId, query.error, query.createdAfter ?? query.createdBefore].filter(Boolean).length;
  const filter = (patch: Partial<typeof defaults>, mode?: HistoryMode) => setView({ ...patch, offset: '0' }, mode);
  // Typed filters reach the URL once typing pauses, a burst of keys as one step back.
  const [path, setPath] = useTypedFilter(view.path, (typed) => filter({ path: typed }, 'typing'));
  const [errorText, setErrorText] = useTypedFilter(view.error, (typed) => filter({ error: typed }, 'typing'));
  const [correlationId, setCorrelationId] = useTypedFilter(view.correlationId, (typed) => filter({ correlationId: typed.trim() }, 'typing'));

  return (
    <>
      <PageHeader title="Requests" description="Every request your integration made to the API in the last 30 days, newest first. Requests appear within seconds." />
      <Card>
        <FilterPanel label="Filter requests" active={active} className="sm:grid-cols-2 lg:grid-cols-4" actions={<ExportLink list="requests" filters={query} forChange />}>
          <SelectField label="Status" value={view.status} onChange={(event) => filter({ status: event.target.value })}>
            {statusChoices(view.status).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Method" value={view.method} onChange={(event) => filter({ method: event.target.value })}>
            <option value="">All methods</option>
            {httpMethods.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </SelectField>
          <TextField label="Path starts with" placeholder="/payments" value={path} onChange={(event) => setPath(event.target.value)} />
          <TextField label="Error message contains" placeholder="must be a UUID" value={errorText} onChange={(event) => setErrorText(event.target.value)} />
          <DateRangeFields from={view.from} to={view.to} onChange={filter} />
          <TextField label="Correlation ID" value={correlationId} onChange={(event) => setCorrelationId(event.target.value)} />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2 lg:col-span-1 lg:pt-7" onClear={() => filter(noFilters)} />
        </FilterPanel>
        <RequestLogTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No request matches these filters.' : 'No requests yet. Requests to the API with your token appear here within seconds.'}
          onOpen={(id) => setView({ entry: id })}
        />
        {list.data && list.data.pagination.total > 0 && (
          <>
            <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />
            {list.data.pagination.total >= 1000 && (
              <p className="px-4 pb-3 text-xs text-zinc-500 dark:text-zinc-400">At least 1,000 requests match: narrow the filters or the dates to reach older ones.</p>
            )}
          </>
        )}
      </Card>

      <Card className="mt-6">
        <CardHeader
          title="Errors by type"
          description="Answers of 400 and above grouped by status and message, the most frequent first. A message shows its requests."
          actions={<Segmented label="Errors window" options={windowOptions} value={errorsWindow} onChange={(next) => setView({ window: next })} />}
        />
        <TopErrors
          insights={insights.data}
          loading={insights.isPending}
          error={insights.isError ? messageOf(insights.error) : null}
          hrefOf={(group) => `/portal/requests?${errorGroupQuery(group)}`}
        />
      </Card>

      <RequestDetailDialog
        open={view.entry !== ''}
        onClose={() => setView({ entry: '' })}
        entry={entry.data}
        error={entry.isError ? messageOf(entry.error) : null}
      />
    </>
  );
}
