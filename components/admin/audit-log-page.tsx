'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { TextField } from '../ui/field';
import { pageSizeOf, Pagination } from '../ui/table';
import { AuditTable } from '../console/tables/audit-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const defaults = { action: '', actorId: '', targetId: '', createdAfter: '', limit: '20', offset: '0' };

export function AuditLogPage() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const filters = {
    ...(view.action ? { action: view.action } : {}),
    ...(view.actorId ? { actorId: view.actorId } : {}),
    ...(view.targetId ? { targetId: view.targetId } : {}),
    ...(view.createdAfter ? { createdAfter: view.createdAfter } : {}),
  };
  const list = useQuery({ ...trpc.audit.list.queryOptions({ limit, offset, ...filters }), placeholderData: keepPreviousData });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setView({ action: form.action?.trim(), actorId: form.actorId?.trim(), targetId: form.targetId?.trim(), createdAfter: form.createdAfter, offset: '0' });
  }

  return (
    <>
      <PageHeader title="Audit log" description="Every administrative action, sign-in, settings change and payment change." />
      <Card>
        <form key={JSON.stringify(filters)} onSubmit={onSubmit} className="grid grid-cols-1 gap-3 border-b border-zinc-200 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end dark:border-zinc-800">
          <TextField label="Action" name="action" defaultValue={view.action} placeholder="tenant.suspended" spellCheck={false} />
          <TextField label="Actor ID" name="actorId" defaultValue={view.actorId} spellCheck={false} />
          <TextField label="Target ID" name="targetId" defaultValue={view.targetId} spellCheck={false} />
          <TextField label="After" name="createdAfter" type="date" defaultValue={view.createdAfter} />
          <div className="flex gap-2">
            <Button type="submit" variant="secondary">
              Filter
            </Button>
            {Object.keys(filters).length > 0 && (
              <Button variant="ghost" onClick={() => setView({ action: '', actorId: '', targetId: '', createdAfter: '', offset: '0' })}>
                Clear
              </Button>
            )}
          </div>
        </form>
        <AuditTable rows={list.data?.data} loading={list.isPending} error={list.isError ? messageOf(list.error) : null} emptyText="No audit event matches these filters." />
        {list.data && list.data.pagination.total > 0 && <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />}
      </Card>
    </>
  );
}
