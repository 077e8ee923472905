import type { ReactNode } from 'react';
import type { AuditEvent } from '@/server/services/audit/list-audit-events';
import { Badge } from '../../ui/badge';
import { CopyButton } from '../../ui/copy-button';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { TextLink } from '../../ui/text-link';

/** The administrators' page of what an actor or a target names, where there is one. */
const pageOf: Record<string, string> = { tenant: '/admin/tenants', payment: '/admin/payments', webhook_delivery: '/admin/webhooks' };

/** Ids worth a line and a copy button of their own: a row's UUID, not a fixed name such as the admin key's. */
const isRowId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** How a kind of party reads in the log: "admin", not "console_admin". */
const kindLabel: Record<string, string> = { console_admin: 'admin', webhook_delivery: 'webhook delivery', api_key: 'API key' };

/**
 * One side of an event: its kind and what it is called ("tenant Acme Widgets", "admin
 * ana@example.com", "system"), linked to its page where it has one, and the id on a line of its
 * own with a copy button. A party with no name known reads by its id, the id then being the link.
 */
function Party({ type, id, name }: { type: string | null; id: string | null; name: string | null }) {
  if (!type && !id) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  const kind = type ? (kindLabel[type] ?? type) : null;
  const href = type && id && pageOf[type] ? `${pageOf[type]}/${id}` : undefined;
  const shown = name ?? id;
  return (
    <div className="min-w-0">
      <p className="truncate text-sm" title={name ? `${kind ?? ''} ${name}`.trim() : undefined}>
        {kind && <span className="text-zinc-600 dark:text-zinc-400">{kind} </span>}
        {shown &&
          (href ? (
            <TextLink href={href} className={name ? undefined : 'font-mono text-xs font-normal'}>
              {shown}
            </TextLink>
          ) : (
            <span className={name ? 'font-medium' : 'font-mono text-xs'}>{shown}</span>
          ))}
      </p>
      {name && id && isRowId(id) && (
        <p className="flex min-w-0 items-center gap-1">
          <span className="min-w-0 truncate font-mono text-xs text-zinc-600 select-all dark:text-zinc-400" title={id}>
            {id}
          </span>
          <CopyButton value={id} label={`Copy the ID of ${kind ?? ''} ${name}`.replace('  ', ' ')} variant="icon" className="-my-1.5" />
        </p>
      )}
    </div>
  );
}

const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

/** Columns a phone leaves out: their values fold into the first cell, so a row reads as one card. */
const wide = 'hidden sm:table-cell';

/**
 * The audit log. On a phone a row is one cell: when, the action, who did it, to what, and the
 * details, each on a line of its own.
 */
export function AuditTable({ rows, loading, error, emptyText }: { rows: AuditEvent[] | undefined; loading: boolean; error: string | null; emptyText: string }) {
  return (
    // Fixed layout: the time and the action take their width, the actor, the target and the details
    // share the rest, each cut where it is long, so it fits at every width.
    <Table caption="Audit events" className="table-fixed">
      <thead>
        <tr>
          <Th className="sm:w-36">When</Th>
          <Th className={`${wide} w-52`}>Action</Th>
          <Th className={wide}>Actor</Th>
          <Th className={wide}>Target</Th>
          <Th className={wide}>Details</Th>
        </tr>
      </thead>
      <TableBody phoneColumns={1} columns={5} rows={rows} loading={loading} error={error && `Audit events could not be loaded: ${error}`} empty={emptyText}>
        {(event) => (
          <tr key={event.id}>
            {/* The date and the time on a line each: the column stays narrow enough for the names. */}
            <Td className="text-zinc-600 dark:text-zinc-400">
              <DateTime value={event.at} seconds />
              <div className="mt-2 space-y-2 text-zinc-900 sm:hidden dark:text-zinc-100">
                <ActionBadge action={event.action} />
                <PhoneLine label="By">
                  <Actor event={event} />
                </PhoneLine>
                <PhoneLine label="On">
                  <Party type={event.targetType} id={event.targetId} name={event.targetName} />
                </PhoneLine>
                <Details event={event} />
              </div>
            </Td>
            <Td className={wide}>
              <ActionBadge action={event.action} />
            </Td>
            <Td className={wide}>
              <Actor event={event} />
            </Td>
            <Td className={wide}>
              <Party type={event.targetType} id={event.targetId} name={event.targetName} />
            </Td>
            <Td className={`${wide} text-xs text-zinc-600 dark:text-zinc-400`}>
              <Details event={event} />
            </Td>
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

/** A side of the event on a phone, named: the columns' headers are not on the screen there. */
function PhoneLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[2rem_minmax(0,1fr)] items-baseline gap-x-2">
      <span className="text-xs text-zinc-500 dark:text-zinc-400">{label}</span>
      {children}
    </div>
  );
}

function ActionBadge({ action }: { action: string }) {
  return (
    <Badge tone={action.endsWith('failed') ? 'red' : 'zinc'} className="max-w-full">
      {action}
    </Badge>
  );
}

function Actor({ event }: { event: AuditEvent }) {
  return (
    <div className="min-w-0">
      <Party type={event.actorType} id={event.actorId} name={event.actorName} />
      {/* A member acting for a tenant (or an administrator named otherwise): the person, by e-mail. */}
      {event.personEmail && event.personEmail !== event.actorName && (
        <p className="truncate text-xs text-zinc-600 dark:text-zinc-400" title={`by ${event.personEmail}`}>
          by <span className="font-medium text-zinc-800 dark:text-zinc-200">{event.personEmail}</span>
        </p>
      )}
    </div>
  );
}

function Details({ event }: { event: AuditEvent }) {
  return (
    <div className="min-w-0 text-xs text-zinc-600 dark:text-zinc-400">
      <span className="line-clamp-2 break-words">{detailsText(event.details) || '—'}</span>
      {event.ip && <span className="block">IP {event.ip}</span>}
    </div>
  );
}
