'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpMethods } from '@/server/services/request-log/request-log-constants';
import { isInsightsWindow, windowOptions } from '../insights/insights-figures';
import { TopErrors } from '../insights/top-errors';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { SelectField, TextField } from '../ui/field';
import { Segmented } from '../ui/segmented';
import { pageSizeOf, Pagination } from '../ui/table';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { RequestDetailDialog } from '../console/request-detail-dialog';
import { RequestLogTable } from '../console/tables/request-log-table';
import { messageOf, useTRPC } from '../console/trpc';
import { requestLogQuery, statusFilters } from '../console/request-log-filters';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const defaults = { status: '', method: '', path: '', correlationId: '', from: '', to: '', limit: '20', offset: '0', entry: '', window: '24h' };

/**
 * Every request the tenant made to the API, newest first: filters and the open entry live in the
 * URL, so a link to a failing request can be shared with a colleague.
 */
export function PortalRequests() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const query = requestLogQuery(view);
  const list = useQuery({
    ...trpc.requestLog.listMine.queryOptions({ limit, offset, ...query }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const entry = useQuery({ ...trpc.requestLog.getMine.queryOptions({ id: view.entry }), enabled: view.entry !== '' });
  const errorsWindow = isInsightsWindow(view.window) ? view.window : '24h';
  const insights = useQuery({ ...trpc.requestLog.insightsMine.queryOptions({ window: errorsWindow }), placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS * 3 });
  const filtered = Object.keys(query).length > 0;
  const filter = (patch: Partial<typeof defaults>) => setView({ ...patch, offset: '0' });

  return (
    <>
      <PageHeader title="Requests" description="Every request your integration made to the API in the last 30 days, newest first. Requests appear within seconds." />
      <Card>
        <form
          role="search"
          aria-label="Filter requests"
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 gap-3 border-b border-zinc-200 p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-zinc-800"
        >
          <SelectField label="Status" value={view.status} onChange={(event) => filter({ status: event.target.value })}>
            {statusFilters.map((option) => (
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
          <TextField label="Path starts with" placeholder="/payments" value={view.path} onChange={(event) => filter({ path: event.target.value })} />
          <TextField label="Correlation ID" value={view.correlationId} onChange={(event) => filter({ correlationId: event.target.value.trim() })} />
          <TextField label="From" type="date" value={view.from} onChange={(event) => filter({ from: event.target.value })} />
          <TextField label="To (inclusive)" type="date" value={view.to} onChange={(event) => filter({ to: event.target.value })} />
        </form>
        <RequestLogTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={filtered ? 'No request matches these filters.' : 'No requests yet. Requests to the API with your token appear here within seconds.'}
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
          description="Answers of 400 and above grouped by status and message, the most frequent first."
          actions={<Segmented label="Errors window" options={windowOptions} value={errorsWindow} onChange={(next) => setView({ window: next })} />}
        />
        <TopErrors
          insights={insights.data}
          loading={insights.isPending}
          error={insights.isError ? messageOf(insights.error) : null}
          hrefOf={(_status, correlationId) => `/portal/requests?correlationId=${encodeURIComponent(correlationId)}`}
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
