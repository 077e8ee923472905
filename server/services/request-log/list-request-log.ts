import { and, asc, count, desc, eq, gt, gte, ilike, like, lt, type SQL, sql } from 'drizzle-orm';
import { type RequestLogRow, requestLog } from '@/db/analytics/schema';
import type { AnalyticsDb } from '@/db/client';
import { notFound } from '../../errors';
import { type Page } from '../shared/pagination';
import type { ListRequestLogInput, RequestLogEntry, RequestLogEntryDetail } from './request-log-schemas';
import { isRowId } from '../shared/row-id';

/** `total` counts matching entries up to this many: counting a million rows per page is not worth it. */
export const REQUEST_LOG_TOTAL_CAP = 1000;

export const toRequestLogEntry = (row: RequestLogRow): RequestLogEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorType: row.actorType === 'admin' ? 'admin' : 'tenant',
  actorId: row.actorId,
  apiKeyId: row.apiKeyId,
  method: row.method,
  route: row.route,
  path: row.path,
  query: row.query,
  status: row.status,
  durationMs: Math.round(row.durationMs * 10) / 10,
  correlationId: row.correlationId,
  idempotencyKey: row.idempotencyKey,
  replayed: row.replayed,
  ip: row.ip,
  userAgent: row.userAgent,
  errorMessage: row.errorMessage,
});


const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** What filters the request log: its input without the page. */
export type RequestLogFilters = Omit<ListRequestLogInput, 'limit' | 'offset' | 'sortBy' | 'sortOrder'>;

/** The filters of a tenant's request log (and of its CSV export). */
export function requestLogFilters(tenantId: string, input: RequestLogFilters): SQL {
  const filters: SQL[] = [eq(requestLog.tenantId, tenantId)];
  if (input.status) {
    const code = Number(input.status.replace('xx', '00'));
    if (input.status.endsWith('xx')) filters.push(gte(requestLog.status, code), lt(requestLog.status, code + 100));
    else filters.push(eq(requestLog.status, code));
  }
  if (input.method) filters.push(eq(requestLog.method, input.method));
  if (input.path) filters.push(like(requestLog.path, likePrefix(input.path)));
  if (input.createdAfter) filters.push(gt(requestLog.createdAt, input.createdAfter));
  if (input.createdBefore) filters.push(lt(requestLog.createdAt, input.createdBefore));
  if (input.correlationId) filters.push(eq(requestLog.correlationId, input.correlationId));
  // Only errors carry a message: the status bound lets the errors' own index serve the search.
  if (input.error) filters.push(gte(requestLog.status, 400), ilike(requestLog.errorMessage, `%${escapeLike(input.error)}%`));
  return and(...filters)!;
}

/** A tenant's requests, newest first by default, with the list envelope (`total` capped: see above). */
export async function listRequestLog(analytics: AnalyticsDb, tenantId: string, input: ListRequestLogInput): Promise<Page<RequestLogEntry>> {
  const where = requestLogFilters(tenantId, input);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const { limit, offset } = input;
  const [rows, counted] = await Promise.all([
    analytics
      .select()
      .from(requestLog)
      .where(where)
      .orderBy(direction(requestLog.createdAt), direction(requestLog.id))
      .limit(limit)
      .offset(offset),
    analytics
      .select({ value: count() })
      .from(analytics.select({ one: sql`1` }).from(requestLog).where(where).limit(REQUEST_LOG_TOTAL_CAP).as('capped')),
  ]);
  // The rows and the count are read side by side while batches keep landing: a batch committed
  // between the two must not leave a page with more rows than its total says there are.
  const total = Math.max(counted[0]?.value ?? 0, offset + rows.length);
  return {
    data: rows.map(toRequestLogEntry),
    pagination: { total, limit, offset, hasMore: offset + rows.length < total || (total === REQUEST_LOG_TOTAL_CAP && rows.length === limit) },
  };
}

/** One of the tenant's requests with its bodies; another tenant's entry is not found, like a missing one. */
export async function findRequestLogEntry(analytics: AnalyticsDb, tenantId: string, id: string): Promise<RequestLogEntryDetail> {
  // An id that is not a UUID names no entry (and would fail the column's cast).
  if (!isRowId(id)) throw notFound('Request log entry not found');
  const [row] = await analytics
    .select()
    .from(requestLog)
    .where(and(eq(requestLog.tenantId, tenantId), eq(requestLog.id, id)))
    .limit(1);
  if (!row) throw notFound('Request log entry not found');
  return { ...toRequestLogEntry(row), requestBody: row.requestBody, errorBody: row.errorBody };
}
