import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['PENDING', 'SUCCEEDED', 'FAILED']);

/**
 * Where a tenant's events go: up to 20 URLs per tenant, each choosing its event types, with its own
 * signing secret, headers and rate. The endpoint marked `is_primary` (one per tenant at most) is
 * the tenant's `webhookUrl` and holds the tenant's webhook secret (`/tenants/me/webhook-secret`):
 * the one home of both. A tenant has a secret before it has a URL, so its primary may have no
 * URL: such a row holds the secret alone, receives nothing and is no endpoint to the API.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Null only on a primary endpoint while the tenant has no `webhookUrl`. */
    url: text(),
    description: text().notNull().default(''),
    /** The event types it receives; empty: every type. */
    eventTypes: text().array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(true),
    /** Why it was disabled, when the platform disabled it (failing for too long) or a person said why. */
    disabledReason: text(),
    disabledAt: timestamp({ withTimezone: true }),
    /** Custom headers sent with every delivery, name to value; each value sealed (server/infra/secret-box.ts). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** At most this many deliveries a second to it; null: no cap. */
    rateLimitPerSecond: integer(),
    /** The next free sending slot under `rateLimitPerSecond`, shared by every worker. */
    rateNextAt: timestamp({ withTimezone: true }),
    isPrimary: boolean().notNull().default(false),
    /**
     * Its signing secret and the one a rotation replaced, each sealed for its place
     * (`secretPlaces.endpointSecret`); the replaced one signs beside the new one until its expiry.
     * Null until first use on a primary made before secrets existed.
     */
    secret: text(),
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    /** The first failed attempt since the last success; null while it is healthy. */
    failingSince: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    /** When its owners were last told it started failing: once a day at most, however often it flaps. */
    failureNotifiedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_endpoints_tenant_id_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('webhook_endpoints_primary_key').on(t.tenantId).where(sql`${t.isPrimary}`),
    // The disabling job: enabled endpoints failing for a while.
    index('webhook_endpoints_failing_since_idx').on(t.failingSince).where(sql`${t.enabled} and ${t.failingSince} is not null`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

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
    /**
     * The endpoint it goes to; null once that endpoint is removed (its log stays). The delivery to
     * the primary endpoint has the event's id as its own id, as every delivery had before endpoints.
     */
    endpointId: uuid().references(() => webhookEndpoints.id, { onDelete: 'set null' }),
    /** The event's id (`payload.id`), the `webhook-id` of every attempt to every endpoint. */
    eventId: uuid().notNull(),
    /** A rate-limited endpoint's slot this delivery holds: sent when it comes due, without taking another. */
    rateSlotAt: timestamp({ withTimezone: true }),
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
    // An endpoint's log, and what recovery looks for.
    index('webhook_deliveries_endpoint_created_at_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_tenant_event_type_created_at_idx').on(t.tenantId, t.eventType, t.createdAt, t.id),
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
