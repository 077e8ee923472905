'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Card, PageHeader } from '../ui/card';
import { SelectField, TextField } from '../ui/field';
import { pageSizeOf, Pagination } from '../ui/table';
import { useDayRange } from '../console/use-day-range';
import { DateRangeFields } from '../console/date-range-fields';
import { ExportLink } from '../console/export-link';
import { FilterPanel } from '../console/filter-panel';
import { AuditTable } from '../console/tables/audit-table';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';
import { ClearFiltersButton } from '../console/list-controls';

const defaults = { action: '', actorId: '', targetId: '', from: '', to: '', limit: '20', offset: '0' };
const cleared = { action: '', actorId: '', targetId: '', from: '', to: '', offset: '0' };

/**
 * The actions under the domain they belong to (the text before the first dot), for the select's
 * groups: "tenant" holds tenant.registered, tenant.suspended and the rest.
 */
function groupByDomain(actions: string[]): Array<[domain: string, actions: string[]]> {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const domain = action.split('.')[0]!;
    groups.set(domain, [...(groups.get(domain) ?? []), action]);
  }
  return [...groups];
}

/**
 * The action filter offers the actions the log holds (read from the log itself, so it never offers
 * one nothing has done yet, and never misses one the code records under a name built at run time).
 * An action in the URL the list does not hold yet (a link to a fresh one) is offered too.
 */
function ActionSelect({ value, onChange }: { value: string; onChange: (action: string) => void }) {
  const trpc = useTRPC();
  const actions = useQuery({ ...trpc.audit.actions.queryOptions(), staleTime: 60_000 });
  const known = actions.data?.actions ?? [];
  const offered = value && !known.includes(value) ? [...known, value].sort() : known;
  return (
    <SelectField label="Action" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{actions.isError ? 'All actions (list unavailable)' : 'All actions'}</option>
      {groupByDomain(offered).map(([domain, group]) => (
        <optgroup key={domain} label={domain}>
          {group.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

/** Typing pauses this long before an id filter is applied: one query per id, not per key. */
const TYPING_PAUSE_MS = 300;

/**
 * An id filter: applied once typing pauses, and following the URL when it changes otherwise (Back,
 * Clear filters) without undoing keys typed since the last value applied.
 */
function IdFilter({ label, value, onApply }: { label: string; value: string; onApply: (value: string) => void }) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = next;
      onApply(next);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onApply]);
  return <TextField label={label} value={text} spellCheck={false} autoComplete="off" className="min-w-0" onChange={(event) => setText(event.target.value)} />;
}

export function AuditLogPage() {
  const trpc = useTRPC();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const { days, ready } = useDayRange(view.from, view.to);
  const filters = {
    ...(view.action ? { action: view.action } : {}),
    ...(view.actorId ? { actorId: view.actorId } : {}),
    ...(view.targetId ? { targetId: view.targetId } : {}),
    ...days,
  };
  const list = useQuery({ ...trpc.audit.list.queryOptions({ limit, offset, ...filters }), enabled: ready, placeholderData: keepPreviousData });
  const applyActorId = useCallback((actorId: string) => setView({ actorId, offset: '0' }), [setView]);
  const applyTargetId = useCallback((targetId: string) => setView({ targetId, offset: '0' }), [setView]);
  const active = [view.action, view.actorId, view.targetId, view.from || view.to].filter(Boolean).length;

  return (
    <>
      <PageHeader title="Audit log" description="Every administrative action, sign-in, settings change and payment change." />
      <Card>
        <FilterPanel label="Filter audit events" active={active} className="sm:grid-cols-2 lg:grid-cols-5 lg:items-start" actions={<ExportLink list="audit" filters={filters} />}>
          <ActionSelect value={view.action} onChange={(action) => setView({ action, offset: '0' })} />
          <IdFilter label="Actor ID" value={view.actorId} onApply={applyActorId} />
          <IdFilter label="Target ID" value={view.targetId} onApply={applyTargetId} />
          <DateRangeFields from={view.from} to={view.to} onChange={(range) => setView({ ...range, offset: '0' })} />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2 lg:col-span-5" onClear={() => setView(cleared)} />
        </FilterPanel>
        <AuditTable rows={list.data?.data} loading={list.isPending} error={list.isError ? messageOf(list.error) : null} emptyText="No audit event matches these filters." />
        {list.data && list.data.pagination.total > 0 && (
          <Pagination total={list.data.pagination.total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />
        )}
      </Card>
    </>
  );
}
