import { randomUUID } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@/db/client';
import { tenants, webhookDeliveries } from '@/db/schema';
import { activeTraceCarrier } from '@/server/infra/tracing';
import type { WebhookEventType } from './event-catalog';

// The types live in the catalog, with each one's payload schema; re-exported for the outbox's callers.
export { webhookEventTypes, type WebhookEventType } from './event-catalog';

/**
 * Puts an event in the tenant's webhook outbox. Call it with the transaction that makes the
 * change, so the event exists exactly when the change does. Only ACTIVE tenants with a webhook URL
 * get events (the delivery worker checks both again when it sends): one INSERT … SELECT reads the
 * tenant and writes the row in a single round trip, inside the caller's transaction.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { dueNow?: boolean } = {},
): Promise<string | null> {
  const event = webhookEvent(type, data);
  const result = await tx.execute<{ id: string }>(sql`${webhookEventInsert({ ...event, tenantId, type }, options)} returning id`);
  const [row] = rowsOf<{ id: string }>(result);
  return row?.id ?? null;
}

/**
 * A new event: its id, the JSON payload its receiver gets, and the trace context it is created in
 * (JSON, or null with tracing off), which its attempts continue.
 */
export function webhookEvent(type: WebhookEventType, data: Record<string, unknown>): { id: string; payload: string; traceContext: string | null } {
  const id = randomUUID();
  const traceContext = activeTraceCarrier();
  return { id, payload: JSON.stringify({ id, type, createdAt: new Date().toISOString(), data }), traceContext: traceContext ? JSON.stringify(traceContext) : null };
}

type ValueOrPlaceholder<T> = T | Placeholder | SQL;

/**
 * The INSERT … SELECT of `enqueueWebhookEvent`, not yet run, for a statement that makes the change
 * and enqueues its event at once (a data-modifying CTE). Each value may be a placeholder, for a
 * statement prepared once (db/prepared.ts), or SQL (read from the row the statement writes).
 */
export function webhookEventInsert(
  event: {
    id: ValueOrPlaceholder<string>;
    tenantId: ValueOrPlaceholder<string>;
    type: ValueOrPlaceholder<WebhookEventType>;
    payload: ValueOrPlaceholder<string>;
    traceContext: ValueOrPlaceholder<string | null>;
  },
  options: { dueNow?: boolean } = {},
): SQL {
  const nextAttemptAt = options.dueNow === false ? sql`null::timestamptz` : sql`now()`;
  // Raw SQL: drizzle's insert-select wants every column of the table, in order.
  return sql`
    insert into ${webhookDeliveries} (id, tenant_id, event_type, payload, trace_context, next_attempt_at)
    select ${event.id}::uuid, ${tenants.id}, ${event.type}::text, ${event.payload}::jsonb, ${event.traceContext}::jsonb, ${nextAttemptAt}
    from ${tenants}
    where ${tenants.id} = ${event.tenantId}::uuid and ${tenants.status} = 'ACTIVE' and ${tenants.webhookUrl} is not null`;
}
