'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '../ui/card';
import { SelectField } from '../ui/field';
import { Pagination } from '../ui/table';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { RequestDetailDialog } from '../console/request-detail-dialog';
import { requestLogQuery, statusChoices } from '../console/request-log-filters';
import { RequestLogTable } from '../console/tables/request-log-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const SECTION_SIZE = 10;
/** Named for their section: the tenant's page holds other lists that may keep their own state in the URL. */
const defaults = { requestStatus: '', requestOffset: '0', request: '' };

/**
 * A tenant's requests as the tenant sees them in its portal, administrators' calls on it included.
 * The filter, the page and the open request are in the URL: a reload or Back keeps them.
 */
export function TenantRequestLog({ id }: { id: string }) {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.requestOffset, 0);
  const query = requestLogQuery({ status: view.requestStatus, method: '', path: '', correlationId: '', error: '', from: '', to: '' }, {});
  const list = useQuery({
    ...trpc.requestLog.listForTenant.queryOptions({ id, limit: SECTION_SIZE, offset, ...query }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const entry = useQuery({ ...trpc.requestLog.getForTenant.queryOptions({ id, entryId: view.request }), enabled: view.request !== '' });
  return (
    <Card className="mt-6">
      <CardHeader title="Requests" description="The tenant's API requests, newest first, and administrators' calls on it." />
      <FilterPanel label="Filter requests" active={query.status ? 1 : 0} className="sm:grid-cols-[14rem]" actions={<ExportLink list="requests" filters={{ id, ...query }} />}>
        <SelectField label="Status" value={view.requestStatus} onChange={(event) => setView({ requestStatus: event.target.value, requestOffset: '0' })}>
          {statusChoices(view.requestStatus).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      <RequestLogTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText={query.status ? 'No request with this status.' : 'This tenant has made no requests in the retention window.'}
        onOpen={(entryId) => setView({ request: entryId })}
      />
      {list.data && list.data.pagination.total > SECTION_SIZE && (
        <Pagination total={list.data.pagination.total} limit={SECTION_SIZE} offset={offset} onOffset={(next) => setView({ requestOffset: String(next) })} />
      )}
      <RequestDetailDialog open={view.request !== ''} onClose={() => setView({ request: '' })} entry={entry.data} error={entry.isError ? messageOf(entry.error) : null} />
    </Card>
  );
}
