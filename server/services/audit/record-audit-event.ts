import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { auditOutbox } from '@/db/schema';
import type { AuditContext, AuditEventInput } from './types';

/**
 * Stages an audit event. Call it with the transaction that makes the change, so the event exists
 * exactly when the change does; the shipper moves it to the analytics store afterwards.
 */
export async function recordAuditEvent(tx: Db, context: AuditContext, event: AuditEventInput): Promise<void> {
  await auditEventInsert(tx, context, event);
}

/**
 * The INSERT that stages an audit event, not yet run: awaited it runs alone; embedded in a larger
 * statement (a data-modifying CTE) it commits with that statement's other writes.
 */
export function auditEventInsert(tx: Db, context: AuditContext, event: AuditEventInput) {
  return tx.insert(auditOutbox).values(auditEventRow(context, event));
}

/** The columns of an outbox row, for a statement prepared once (db/prepared.ts). */
export const AUDIT_EVENT_COLUMNS = ['id', 'actorType', 'actorId', 'personId', 'personEmail', 'action', 'targetType', 'targetId', 'correlationId', 'ip', 'details'] as const;

/** The outbox row of an event: what `auditEventInsert` writes. */
export function auditEventRow(context: AuditContext, event: AuditEventInput) {
  return {
    id: randomUUID(),
    actorType: context.actor.type,
    actorId: context.actor.id,
    personId: context.actor.person?.id ?? null,
    personEmail: context.actor.person?.email ?? null,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    correlationId: context.correlationId,
    ip: context.ip,
    details: context.actor.apiKey ? { ...event.details, apiKey: context.actor.apiKey } : (event.details ?? {}),
  } satisfies Record<(typeof AUDIT_EVENT_COLUMNS)[number], unknown>;
}
