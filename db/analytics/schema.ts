import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgSchema, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditEventColumns } from '../schema/columns';

/**
 * The analytics store: its own schema, in the main database by default or in the database at
 * ANALYTICS_DATABASE_URL. Events are keyed by their id, so shipping one twice stores it once.
 */
export const analytics = pgSchema('analytics');

export const auditEvents = analytics.table(
  'audit_events',
  {
    ...auditEventColumns(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Each ends in the id, the list's tie-break: a page in `at` order is an index range read
  // (either direction), with no sort of the rows that share a filter value.
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_id_at_idx').on(t.actorId, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
    index('audit_events_target_id_at_idx').on(t.targetId, t.at, t.id),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * The request log: one row per request a tenant made to the billing API (or an administrator made
 * on a tenant), written in batches after the answer. Bodies are kept only for answers of 400 and
 * above, redacted and capped before they get here.
 */
export const requestLog = analytics.table(
  'request_log',
  {
    id: uuid().primaryKey(),
    tenantId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** `tenant` or `admin`: who made the request on the tenant. */
    actorType: text().notNull(),
    actorId: text(),
    /** The tenant API key the request was made with; null for a token, a console session or an administrator. */
    apiKeyId: uuid(),
    method: text().notNull(),
    /** The matched route's template (`/payments/{id}`), or `unmatched`. */
    route: text().notNull(),
    path: text().notNull(),
    /** The query string without its `?`, secrets redacted; empty when there was none. */
    query: text().notNull(),
    status: smallint().notNull(),
    durationMs: doublePrecision().notNull(),
    correlationId: text().notNull(),
    idempotencyKey: text(),
    replayed: boolean().notNull(),
    ip: text(),
    userAgent: text(),
    requestBody: text(),
    errorBody: text(),
    /** The error's message, for grouping errors by type. */
    errorMessage: text(),
  },
  (t) => [
    // Ascending, ending in the id: the list's `created_at desc, id desc` (nulls first, Postgres's
    // default for desc) is this index read backwards, `asc` read forwards. An index declared
    // `desc` (drizzle adds nulls last) matches neither, and Postgres then walked the time index of
    // every tenant, filtering: a new tenant's first page read the whole table.
    index('request_log_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('request_log_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('request_log_tenant_correlation_id_idx').on(t.tenantId, t.correlationId),
    index('request_log_tenant_path_created_at_idx').on(t.tenantId, t.path.op('text_pattern_ops'), t.createdAt, t.id),
    // Errors are the rarer rows tenants look for: their own index keeps a 4xx page short.
    index('request_log_tenant_errors_created_at_idx').on(t.tenantId, t.createdAt, t.id).where(sql`status >= 400`),
    // The retention job deletes by age across tenants.
    index('request_log_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Hourly figures per tenant, added to in the transaction that writes the log rows: insights over
 * 30 days read at most 720 rows per tenant instead of the log itself.
 */
export const requestLogHourly = analytics.table(
  'request_log_hourly',
  {
    tenantId: uuid().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    requests: bigint({ mode: 'number' }).notNull(),
    clientErrors: bigint({ mode: 'number' }).notNull(),
    serverErrors: bigint({ mode: 'number' }).notNull(),
    /** Requests per latency bucket (request-log/latency-buckets.ts), for p50 and p95. */
    latencyBuckets: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour] }), index('request_log_hourly_hour_idx').on(t.hour)],
);

/** Errors per tenant, hour, status and message: the most frequent errors of a window. */
export const requestLogErrorsHourly = analytics.table(
  'request_log_errors_hourly',
  {
    tenantId: uuid().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    status: smallint().notNull(),
    message: text().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
    lastCorrelationId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.status, t.message] }), index('request_log_errors_hourly_hour_idx').on(t.hour)],
);

export type RequestLogRow = typeof requestLog.$inferSelect;
