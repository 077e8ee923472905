import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['PENDING', 'SUCCEEDED', 'FAILED']);

/**
 * Outgoing tenant webhooks: one row per event and tenant, written in the same
 * transaction as the change that caused it (the outbox). Its id is the stable `webhook-id` of
 * every attempt, resends included. A worker claims due rows (`next_attempt_at`) with SKIP LOCKED.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    eventType: text().notNull(),
    /** The whole body sent: `{id, type, createdAt, data}`. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: webhookDeliveryStatus().notNull().default('PENDING'),
    attemptCount: integer().notNull().default(0),
    /** When the next attempt is due; null once delivered or given up. */
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow(),
    /** Set while a worker holds the row, so a crashed worker's claim can expire. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * The W3C trace context (`traceparent`, and `tracestate` when there is one) of the span the
     * event was created in, so each attempt continues the trace of the request that caused it;
     * null when tracing was off.
     */
    traceContext: jsonb().$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt),
    index('webhook_deliveries_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    // The delivery log filtered by status (FAILED is the one tenants look for, and the rarest).
    index('webhook_deliveries_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    // The retention job: finished deliveries older than WEBHOOK_RETENTION_DAYS.
    index('webhook_deliveries_status_updated_at_idx').on(t.status, t.updatedAt),
    // The deliveries of one payment (its detail page): the id of the event's subject, `data.id`.
    index('webhook_deliveries_tenant_subject_idx').on(t.tenantId, sql`(${t.payload} -> 'data' ->> 'id')`),
  ],
);

/**
 * How many deliveries each tenant has by status, kept by triggers on `webhook_deliveries` like
 * `payment_counts` (migration 0003): the delivery log's total without counting millions of rows.
 */
export const webhookDeliveryCounts = pgTable(
  'webhook_delivery_counts',
  {
    tenantId: uuid().notNull(),
    status: webhookDeliveryStatus().notNull(),
    shard: smallint().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.shard] })],
);

/** Every attempt to deliver, kept for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptNumber: integer().notNull(),
    url: text().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    durationMs: integer().notNull(),
    statusCode: integer(),
    error: text(),
    /** The first 1,024 characters of the receiver's answer, so a tenant can read why it refused an event. */
    responseExcerpt: text(),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId, t.attemptedAt)],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
