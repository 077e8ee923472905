import { sql } from 'drizzle-orm';
import { requestLog, requestLogErrorsHourly, requestLogHourly } from '@/db/analytics/schema';
import { type AnalyticsDb, rowsOf } from '@/db/client';
import { emptyLatencyBuckets, latencyBucketOf } from './latency-buckets';

/** A request as the log stores it (bodies already redacted and capped). */
export type RequestLogDraft = typeof requestLog.$inferInsert & { createdAt: Date };

/**
 * The hourly figures under this id are every tenant's together: the administrators' insights read
 * a window's few hundred rows, as a tenant's do, however many tenants there are.
 */
export const PLATFORM_TENANT_ID = '00000000-0000-0000-0000-000000000000';

const HOUR_MS = 60 * 60 * 1000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

type HourlyFigures = { tenantId: string; hour: Date; requests: number; clientErrors: number; serverErrors: number; latencyBuckets: number[] };
type ErrorFigures = { tenantId: string; hour: Date; status: number; message: string; count: number; lastAt: Date; lastCorrelationId: string };

/** The batch's hourly figures and error groups, summed in memory: one upsert per (tenant, hour). */
function rollUp(entries: readonly RequestLogDraft[]) {
  const hourly = new Map<string, HourlyFigures>();
  const errors = new Map<string, ErrorFigures>();
  for (const entry of entries) {
    const hour = hourOf(entry.createdAt);
    for (const tenantId of [entry.tenantId, PLATFORM_TENANT_ID]) {
      const key = `${tenantId}|${hour.getTime()}`;
      let figures = hourly.get(key);
      if (!figures) hourly.set(key, (figures = { tenantId, hour, requests: 0, clientErrors: 0, serverErrors: 0, latencyBuckets: emptyLatencyBuckets() }));
      figures.requests++;
      if (entry.status >= 500) figures.serverErrors++;
      else if (entry.status >= 400) figures.clientErrors++;
      figures.latencyBuckets[latencyBucketOf(entry.durationMs)]!++;
      if (entry.status < 400) continue;
      const message = (entry.errorMessage ?? '').slice(0, 300);
      const errorKey = `${key}|${entry.status}|${message}`;
      const group = errors.get(errorKey);
      if (!group) {
        errors.set(errorKey, { tenantId, hour, status: entry.status, message, count: 1, lastAt: entry.createdAt, lastCorrelationId: entry.correlationId });
      } else {
        group.count++;
        if (entry.createdAt >= group.lastAt) Object.assign(group, { lastAt: entry.createdAt, lastCorrelationId: entry.correlationId });
      }
    }
  }
  // In key order: two instances upserting the same hours lock their rows in the same order (no deadlock).
  const sorted = <T>(groups: Map<string, T>) => [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  return { hourly: sorted(hourly), errors: sorted(errors) };
}

/** The entries as one JSON array of rows keyed by column, for `jsonb_to_recordset`. */
function entriesAsJson(entries: readonly RequestLogDraft[]): string {
  const rows = entries.map((entry) => ({
    id: entry.id,
    tenant_id: entry.tenantId,
    created_at: entry.createdAt,
    actor_type: entry.actorType,
    actor_id: entry.actorId ?? null,
    api_key_id: entry.apiKeyId ?? null,
    method: entry.method,
    route: entry.route,
    path: entry.path,
    query: entry.query,
    status: entry.status,
    duration_ms: entry.durationMs,
    correlation_id: entry.correlationId,
    idempotency_key: entry.idempotencyKey ?? null,
    replayed: entry.replayed,
    ip: entry.ip ?? null,
    user_agent: entry.userAgent ?? null,
    request_body: entry.requestBody ?? null,
    error_body: entry.errorBody ?? null,
    error_message: entry.errorMessage ?? null,
  }));
  const json = JSON.stringify(rows);
  // Postgres text holds no NUL character (a client may send one in a body): dropped, rarely needed.
  return json.includes('\\u0000') ? JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value)) : json;
}

/**
 * The batch as one statement with one parameter: the rows travel as a JSON array and Postgres
 * unpacks them (`jsonb_to_recordset`). Nineteen columns bound one by one for 500 rows (9,500
 * parameters, each mapped by the query builder and the driver) cost the server about 90 µs of CPU
 * per entry; one JSON string costs a fraction of that.
 */
function insertEntries(entries: readonly RequestLogDraft[]) {
  return sql`
    insert into ${requestLog} (id, tenant_id, created_at, actor_type, actor_id, api_key_id, method, route, path, query, status, duration_ms,
      correlation_id, idempotency_key, replayed, ip, user_agent, request_body, error_body, error_message)
    select id, tenant_id, created_at, actor_type, actor_id, api_key_id, method, route, path, query, status, duration_ms,
      correlation_id, idempotency_key, replayed, ip, user_agent, request_body, error_body, error_message
    from jsonb_to_recordset(${entriesAsJson(entries)}::jsonb) as entry(id uuid, tenant_id uuid, created_at timestamptz, actor_type text,
      actor_id text, api_key_id uuid, method text, route text, path text, query text, status smallint, duration_ms double precision, correlation_id text,
      idempotency_key text, replayed boolean, ip text, user_agent text, request_body text, error_body text, error_message text)
    on conflict do nothing
    returning id`;
}

/**
 * Writes a batch of log entries and adds them to the hourly figures, in one transaction: the
 * insights never count a request the log does not hold. Ids are unique per entry, so a batch
 * written twice (a retry after a lost commit answer) is not counted twice: `on conflict do nothing`
 * tells which rows are new, and only those are rolled up.
 */
export async function writeRequestLog(analytics: AnalyticsDb, entries: readonly RequestLogDraft[]): Promise<number> {
  if (entries.length === 0) return 0;
  return analytics.transaction(async (tx) => {
    const inserted = rowsOf<{ id: string }>(await tx.execute(insertEntries(entries)));
    if (inserted.length === 0) return 0;
    const fresh = new Set(inserted.map((row) => row.id));
    const { hourly, errors } = rollUp(inserted.length === entries.length ? entries : entries.filter((entry) => fresh.has(entry.id)));
    await tx
      .insert(requestLogHourly)
      .values(hourly)
      .onConflictDoUpdate({
        target: [requestLogHourly.tenantId, requestLogHourly.hour],
        set: {
          requests: sql`${requestLogHourly.requests} + excluded.requests`,
          clientErrors: sql`${requestLogHourly.clientErrors} + excluded.client_errors`,
          serverErrors: sql`${requestLogHourly.serverErrors} + excluded.server_errors`,
          latencyBuckets: sql`array(select coalesce(a, 0) + coalesce(b, 0) from unnest(${requestLogHourly.latencyBuckets}, excluded.latency_buckets) as t(a, b))`,
        },
      });
    if (errors.length > 0) {
      await tx
        .insert(requestLogErrorsHourly)
        .values(errors)
        .onConflictDoUpdate({
          target: [requestLogErrorsHourly.tenantId, requestLogErrorsHourly.hour, requestLogErrorsHourly.status, requestLogErrorsHourly.message],
          set: {
            count: sql`${requestLogErrorsHourly.count} + excluded.count`,
            lastAt: sql`greatest(${requestLogErrorsHourly.lastAt}, excluded.last_at)`,
            lastCorrelationId: sql`case when excluded.last_at >= ${requestLogErrorsHourly.lastAt} then excluded.last_correlation_id else ${requestLogErrorsHourly.lastCorrelationId} end`,
          },
        });
    }
    return inserted.length;
  });
}
