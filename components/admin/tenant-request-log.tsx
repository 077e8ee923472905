'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardHeader } from '../ui/card';
import { SelectField } from '../ui/field';
import { Pagination } from '../ui/table';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { RequestDetailDialog } from '../console/request-detail-dialog';
import { statusFilters } from '../console/request-log-filters';
import { RequestLogTable } from '../console/tables/request-log-table';
import { messageOf, useTRPC } from '../console/trpc';

const SECTION_SIZE = 10;

/** A tenant's requests as the tenant sees them in its portal, administrators' calls on it included. */
export function TenantRequestLog({ id }: { id: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState('');
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const list = useQuery({
    ...trpc.requestLog.listForTenant.queryOptions({ id, limit: SECTION_SIZE, offset, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const entry = useQuery({ ...trpc.requestLog.getForTenant.queryOptions({ id, entryId: openEntry ?? '' }), enabled: openEntry !== null });
  return (
    <Card className="mt-6">
      <CardHeader
        title="Requests"
        description="The tenant's API requests, newest first, and administrators' calls on it."
        actions={
          <SelectField
            label="Status"
            className="w-48"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setOffset(0);
            }}
          >
            {statusFilters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        }
      />
      <RequestLogTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText={status ? 'No request with this status.' : 'This tenant has made no requests in the retention window.'}
        onOpen={setOpenEntry}
      />
      {list.data && list.data.pagination.total > SECTION_SIZE && <Pagination total={list.data.pagination.total} limit={SECTION_SIZE} offset={offset} onOffset={setOffset} />}
      <RequestDetailDialog open={openEntry !== null} onClose={() => setOpenEntry(null)} entry={entry.data} error={entry.isError ? messageOf(entry.error) : null} />
    </Card>
  );
}
