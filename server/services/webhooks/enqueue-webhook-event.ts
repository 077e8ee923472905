import { randomUUID } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@/db/client';
import { tenants, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { activeTraceCarrier } from '@/server/infra/tracing';
import type { WebhookEventType } from './event-catalog';

// The types live in the catalog, with each one's payload schema; re-exported for the outbox's callers.
export { webhookEventTypes, type WebhookEventType } from './event-catalog';

/**
 * Puts an event in the tenant's webhook outbox: one delivery for each enabled endpoint whose types
 * include it. Call it with the transaction that makes the change, so the event exists exactly when
 * the change does. Only ACTIVE tenants get events (the delivery worker checks the tenant and the
 * endpoint again when it sends): one INSERT … SELECT reads the endpoints and writes the rows in a
 * single round trip, inside the caller's transaction. Answers the deliveries' ids.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string[]> {
  const event = webhookEvent(type, data);
  const result = await tx.execute<{ id: string }>(sql`${webhookEventInsert({ ...event, tenantId, type }, options)} returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * `dueNow: false` writes the deliveries for the caller to send itself (no worker claims them);
 * `endpointId` sends to that endpoint alone, whatever its types (an example event, sent on request).
 */
export type EnqueueOptions = { dueNow?: boolean; endpointId?: string };

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
  options: EnqueueOptions = {},
): SQL {
  const nextAttemptAt = options.dueNow === false ? sql`null::timestamptz` : sql`now()`;
  const endpoints = options.endpointId
    ? sql`e.id = ${options.endpointId}::uuid`
    : sql`e.enabled and (cardinality(e.event_types) = 0 or ${event.type}::text = any(e.event_types))`;
  // Raw SQL: drizzle's insert-select wants every column of the table, in order. The primary
  // endpoint's delivery keeps the event's id as its own, as the one delivery of an event had before
  // there were several endpoints; the others get ids of their own. Every one is sent with the
  // event's id as `webhook-id`. A primary without a URL (the tenant's secret alone) receives nothing.
  return sql`
    insert into ${webhookDeliveries} (id, event_id, tenant_id, endpoint_id, event_type, payload, trace_context, next_attempt_at)
    select case when e.is_primary then ${event.id}::uuid else gen_random_uuid() end, ${event.id}::uuid, e.tenant_id, e.id,
      ${event.type}::text, ${event.payload}::jsonb, ${event.traceContext}::jsonb, ${nextAttemptAt}
    from ${webhookEndpoints} e join ${tenants} t on t.id = e.tenant_id
    where e.tenant_id = ${event.tenantId}::uuid and t.status = 'ACTIVE' and e.url is not null and ${endpoints}`;
}
