import { and, asc, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type AuditEventRow, auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb } from '@/db/client';
import { dateFilterInput, listOutput, listQueryInput, type Page, page, paginationInput, sortByInput } from '../shared/pagination';

export const auditEventSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    actorType: z.string(),
    actorId: z.string().nullable(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    correlationId: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEventsInput = listQueryInput({
  ...paginationInput,
  sortBy: sortByInput(['at'], 'at'),
  actorId: z.string().max(255).optional(),
  action: z.string().max(100).optional(),
  targetId: z.string().max(255).optional(),
  involving: z.string().max(255).optional().meta({ description: 'Only events whose actor or target is this id (a tenant’s whole trail).' }),
  createdAfter: dateFilterInput('createdAfter'),
});
export type ListAuditEventsInput = z.infer<typeof listAuditEventsInput>;

export const auditEventListSchema = listOutput(auditEventSchema).meta({ id: 'AuditEventList' });

export const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actorType: row.actorType,
  actorId: row.actorId,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  correlationId: row.correlationId,
  ip: row.ip,
  details: row.details,
});

export async function listAuditEvents(analytics: AnalyticsDb, input: ListAuditEventsInput): Promise<Page<AuditEvent>> {
  const filters: SQL[] = [];
  if (input.actorId) filters.push(eq(auditEvents.actorId, input.actorId));
  if (input.action) filters.push(eq(auditEvents.action, input.action));
  if (input.targetId) filters.push(eq(auditEvents.targetId, input.targetId));
  if (input.involving) filters.push(or(eq(auditEvents.actorId, input.involving), eq(auditEvents.targetId, input.involving))!);
  if (input.createdAfter) filters.push(gt(auditEvents.at, input.createdAfter));
  const where = filters.length > 0 ? and(...filters) : undefined;
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
