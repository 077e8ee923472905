import type { AuditEvent } from '@/server/services/audit/list-audit-events';
import { Badge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

/** The administrators' page of what an actor or a target names, where there is one. */
const pageOf: Record<string, string> = { tenant: '/admin/tenants', payment: '/admin/payments', webhook_delivery: '/admin/webhooks' };

/** An id, linked to its page when its kind has one. */
function EntityId({ type, id }: { type: string | null; id: string }) {
  const base = type ? pageOf[type] : undefined;
  const text = 'block truncate font-mono text-xs';
  if (!base) {
    return (
      <p className={`${text} text-zinc-500 dark:text-zinc-400`} title={id}>
        {id}
      </p>
    );
  }
  return (
    <TextLink href={`${base}/${id}`} className={`${text} font-normal`} title={id}>
      {id}
    </TextLink>
  );
}

const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

export function AuditTable({ rows, loading, error, emptyText }: { rows: AuditEvent[] | undefined; loading: boolean; error: string | null; emptyText: string }) {
  return (
    <Table caption="Audit events" className="table-fixed min-w-[60rem]">
      <thead>
        <tr>
          <Th className="w-52">When</Th>
          <Th className="w-64">Action</Th>
          <Th className="w-36">Actor</Th>
          <Th className="w-40">Target</Th>
          <Th>Details</Th>
        </tr>
      </thead>
      <TableBody columns={5} rows={rows} loading={loading} error={error && `Audit events could not be loaded: ${error}`} empty={emptyText}>
        {(event) => (
          <tr key={event.id}>
            <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400"><DateTime value={event.at} seconds /></Td>
            <Td>
              <Badge tone={event.action.endsWith('failed') ? 'red' : 'zinc'} className="max-w-full">
                {event.action}
              </Badge>
            </Td>
            <Td>
              <p className="text-sm">{event.actorType}</p>
              {event.actorId && <EntityId type={event.actorType} id={event.actorId} />}
            </Td>
            <Td>
              {event.targetType ? <p className="text-sm">{event.targetType}</p> : '—'}
              {event.targetId && <EntityId type={event.targetType} id={event.targetId} />}
            </Td>
            <Td className="text-xs text-zinc-600 dark:text-zinc-400">
              <span className="line-clamp-2 break-words">{detailsText(event.details) || '—'}</span>
              {event.ip && <span className="block">IP {event.ip}</span>}
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}
