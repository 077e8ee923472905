import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AuditEventRow, auditEvents } from '@/db/analytics/schema';
import { type AnalyticsDb, type Db, rowsOf } from '@/db/client';
import { withPartyNames } from './audit-party-names';
import { dateFilterInput, listOutput, listQueryInput, type Page, page, paginationInput, sortByInput } from '../shared/pagination';

/** An event as the store holds it: the tenant data export carries these. */
export const auditEventRecordSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    actorType: z.string(),
    actorId: z.string().nullable(),
    personId: z.string().nullable().meta({ description: 'The person behind a console action (an administrator, or a member acting for a tenant); null for the API, the admin key and the system.' }),
    personEmail: z.string().nullable().meta({ description: 'That person’s e-mail address when they acted.' }),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    correlationId: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEventRecord' });
export type AuditEventRecord = z.infer<typeof auditEventRecordSchema>;

/**
 * An event of the administrators' audit log, its parties named besides their ids. Not part of a
 * tenant's export: the names include administrators' e-mail addresses.
 */
export const auditEventSchema = auditEventRecordSchema
  .extend({
    actorName: z.string().nullable().meta({ description: 'What the actor is called: a tenant’s name, an administrator’s e-mail; null when the id names nothing the service knows (or there is no id).' }),
    targetName: z.string().nullable().meta({ description: 'What the target is called, as for the actor; a tenant no longer stored keeps the name the event recorded.' }),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEventsShape = {
  ...paginationInput,
  sortBy: sortByInput(['at'], 'at'),
  actorId: z.string().max(255).optional(),
  action: z.string().max(100).optional(),
  targetId: z.string().max(255).optional(),
  personId: z.string().max(255).optional().meta({ description: 'Only events of this person’s console actions.' }),
  involving: z.string().max(255).optional().meta({ description: 'Only events whose actor, person or target is this id (a tenant’s or a person’s whole trail).' }),
  createdAfter: dateFilterInput('createdAfter'),
  createdBefore: dateFilterInput('createdBefore'),
};
export const listAuditEventsInput = listQueryInput(listAuditEventsShape);
export type ListAuditEventsInput = z.infer<typeof listAuditEventsInput>;

export const auditEventListSchema = listOutput(auditEventSchema).meta({ id: 'AuditEventList' });

export const toAuditEvent = (row: AuditEventRow): AuditEventRecord => ({
  id: row.id,
  at: row.at.toISOString(),
  actorType: row.actorType,
  actorId: row.actorId,
  personId: row.personId,
  personEmail: row.personEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  correlationId: row.correlationId,
  ip: row.ip,
  details: row.details,
});

/** What filters the audit log: its input without the page. */
export type AuditEventFilters = Omit<ListAuditEventsInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The filters of the audit log (and of its CSV export). */
export function auditEventFilters(input: AuditEventFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (input.actorId) filters.push(eq(auditEvents.actorId, input.actorId));
  if (input.action) filters.push(eq(auditEvents.action, input.action));
  if (input.targetId) filters.push(eq(auditEvents.targetId, input.targetId));
  if (input.personId) filters.push(eq(auditEvents.personId, input.personId));
  if (input.involving) filters.push(or(eq(auditEvents.actorId, input.involving), eq(auditEvents.personId, input.involving), eq(auditEvents.targetId, input.involving))!);
  if (input.createdAfter) filters.push(gt(auditEvents.at, input.createdAfter));
  if (input.createdBefore) filters.push(lt(auditEvents.at, input.createdBefore));
  return filters.length > 0 ? and(...filters) : undefined;
}

export async function listAuditEvents(analytics: AnalyticsDb, input: ListAuditEventsInput): Promise<Page<AuditEventRecord>> {
  const where = auditEventFilters(input);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    analytics
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(direction(auditEvents.at), direction(auditEvents.id))
      .limit(input.limit)
      .offset(input.offset),
    analytics.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return page(rows.map(toAuditEvent), total?.value ?? 0, input.limit, input.offset);
}

/** A page of the log with its parties named: the page from the audit store, the names from the main database. */
export async function listNamedAuditEvents(deps: { analytics: AnalyticsDb; db: Db }, input: ListAuditEventsInput): Promise<Page<AuditEvent>> {
  const events = await listAuditEvents(deps.analytics, input);
  return { ...events, data: await withPartyNames(deps.db, events.data) };
}

export const auditActionsSchema = z.object({ actions: z.array(z.string()) });

/**
 * Every action the log holds, in alphabetical order: the audit log's action filter offers these.
 * Read as a loose index scan of the action index (one probe per distinct action, the next one
 * after the last), since `select distinct` would read every event.
 */
export async function listAuditActions(analytics: AnalyticsDb): Promise<string[]> {
  const rows = rowsOf<{ action: string }>(
    await analytics.execute(sql`
      with recursive actions(action) as (
        (select ${auditEvents.action} from ${auditEvents} order by ${auditEvents.action} limit 1)
        union all
        select (select next.action from ${auditEvents} as next where next.action > actions.action order by next.action limit 1)
        from actions where actions.action is not null
      )
      select action from actions where action is not null`),
  );
  // In code-point order, whatever the database's collation makes of dots and underscores.
  return rows.map((row) => row.action).sort();
}
