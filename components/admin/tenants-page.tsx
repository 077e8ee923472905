'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { tenantStatuses } from '@/server/services/tenants/tenant-constants';
import type { Tenant } from '@/server/services/tenants/tenant-schemas';
import { StatusBadge } from '../ui/badge';
import { Card, PageHeader } from '../ui/card';
import { StatusSelect, TextField } from '../ui/field';
import { CopyButton } from '../ui/copy-button';
import { DateTime } from '../ui/date-time';
import { Clipped, pageSizeOf, Pagination, SortableTh, Table, TableBody, Td, Th } from '../ui/table';
import { messageOf, useTRPC } from '../console/trpc';
import { FilterPanel } from '../console/filter-panel';
import { useTypedFilter } from '../console/use-typed-filter';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { RegisterTenantDialog } from './register-tenant-dialog';
import { TenantActions } from './tenant-actions';

const defaults = { search: '', status: '', sortBy: 'createdAt', sortOrder: 'desc', limit: '20', offset: '0' };
type SortField = 'createdAt' | 'updatedAt' | 'name' | 'appId' | 'status';

/** Columns a phone leaves out: their values fold into the tenant's cell. */
const wide = 'hidden sm:table-cell';

/** A tenant's app ID with its copy button, cut with an ellipsis where the column is narrow. */
function AppId({ tenant }: { tenant: Tenant }) {
  return (
    <span className="flex min-w-0 items-center gap-2" title={tenant.appId}>
      <span className="min-w-0 truncate font-mono">{tenant.appId}</span>
      <CopyButton value={tenant.appId} label={`Copy app ID of ${tenant.name}`} />
    </span>
  );
}

export function TenantsPage() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  // The search box updates the URL (and the query) once typing pauses.
  const [search, setSearch] = useTypedFilter(view.search, (typed) => setView({ search: typed, offset: '0' }, 'typing'));
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);

  const status = tenantStatuses.find((value) => value === view.status);
  const sortBy = (['createdAt', 'updatedAt', 'name', 'appId', 'status'] as const).find((value) => value === view.sortBy) ?? 'createdAt';
  const sortOrder = view.sortOrder === 'asc' ? 'asc' : 'desc';
  const list = useQuery({
    ...trpc.tenants.list.queryOptions({ limit, offset, sortBy, sortOrder, ...(status ? { status } : {}), ...(view.search ? { search: view.search } : {}) }),
    placeholderData: keepPreviousData,
  });
  const sort = (field: string, order: 'asc' | 'desc') => setView({ sortBy: field as SortField, sortOrder: order, offset: '0' });
  const sortProps = { sortBy, sortOrder, onSort: sort } as const;

  return (
    <>
      <PageHeader title="Tenants" description="Register tenants and manage their lifecycle." actions={<RegisterTenantDialog />} />
      <Card>
        <FilterPanel label="Filter tenants" active={[view.search, status].filter(Boolean).length} className="sm:grid-cols-[18rem_12rem]">
          <TextField label="Search" type="search" placeholder="Name or app ID" value={search} onChange={(event) => setSearch(event.target.value)} />
          <StatusSelect statuses={tenantStatuses} value={status ?? ''} onChange={(next) => setView({ status: next, offset: '0' })} />
        </FilterPanel>
        {/* Fixed layout: the status, date and actions take the width they need, the name and the app
            ID share the rest. On a phone a row is the tenant's cell (app ID, status and date beneath
            the name) and its actions beside it. */}
        <Table caption="Tenants" className="table-fixed">
          <thead>
            <tr>
              <SortableTh label="Name" field="name" {...sortProps} />
              <SortableTh label="App ID" field="appId" className={wide} {...sortProps} />
              <SortableTh label="Status" field="status" className={`${wide} w-36`} {...sortProps} />
              <SortableTh label="Created" field="createdAt" firstOrder="desc" className={`${wide} w-36`} {...sortProps} />
              <Th className="w-32 text-right sm:w-48">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <TableBody
            columns={5}
            phoneColumns={2}
            rows={list.data?.data}
            loading={list.isPending}
            error={list.isError ? `Tenants could not be loaded: ${messageOf(list.error)}` : null}
            empty={view.search || status ? 'No tenant matches these filters.' : 'No tenants yet. Register the first one.'}
          >
            {(tenant) => (
              <tr key={tenant.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/40">
                <Td>
                  <Clipped value={tenant.name}>
                    <Link href={`/admin/tenants/${tenant.id}`} className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 hover:decoration-current dark:text-indigo-300 dark:decoration-indigo-500/60 dark:hover:text-indigo-200">
                      {tenant.name}
                    </Link>
                  </Clipped>
                  <div className="mt-1 space-y-1 text-xs text-zinc-600 sm:hidden dark:text-zinc-400">
                    <AppId tenant={tenant} />
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <StatusBadge status={tenant.status} />
                      <DateTime value={tenant.createdAt} />
                    </div>
                  </div>
                </Td>
                <Td className={`${wide} text-xs text-zinc-600 dark:text-zinc-400`}>
                  <AppId tenant={tenant} />
                </Td>
                <Td className={wide}>
                  <StatusBadge status={tenant.status} />
                </Td>
                <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
                  <DateTime value={tenant.createdAt} />
                </Td>
                <Td className="text-right align-top sm:align-middle">
                  <TenantActions tenant={tenant} />
                </Td>
              </tr>
            )}
          </TableBody>
        </Table>
        {list.data && list.data.pagination.total > 0 && (
          <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />
        )}
      </Card>
    </>
  );
}
