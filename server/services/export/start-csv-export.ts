import type { Db } from '@/db/client';
import type { Logger } from '../../infra/logger';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import type { CsvValue } from './csv';
import type { CsvExport } from './list-exports';
import { csvStream } from './stream';

export type CsvDownload = { filename: string; stream: ReadableStream<Uint8Array> };

/**
 * Starts a download. The first rows are read before the answer starts, so a database that cannot
 * be reached is a 503 with Retry-After like any other request, not a 200 whose file breaks off at
 * once. Then the export is audited (who, which list, with which filters; the rows are not counted,
 * since the rest are read only as the client takes them), and its file is a stream that reads the
 * list as it is sent. The file is named after the list and the day (UTC).
 */
export async function startCsvExport(
  context: { db: Db; audit: AuditContext; logger: Logger },
  csv: CsvExport,
  audited: { filters: Record<string, unknown>; tenantId?: string },
  now = new Date(),
): Promise<CsvDownload> {
  const iterator = csv.chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  try {
    await recordAuditEvent(context.db, context.audit, {
      action: 'list.exported',
      ...(audited.tenantId ? { targetType: 'tenant', targetId: audited.tenantId } : {}),
      details: { list: csv.list, filters: audited.filters },
    });
  } catch (error) {
    await iterator.return?.();
    throw error;
  }
  const onFailure = (error: unknown) => context.logger.error({ err: error, list: csv.list }, 'CSV export failed after its file started; the transfer was aborted');
  return { filename: `${csv.list}-${now.toISOString().slice(0, 10)}.csv`, stream: csvStream(csv.header, startingWith(first, iterator), onFailure) };
}

/** The chunks again, the one already read first; returning it returns the walk underneath. */
async function* startingWith(first: IteratorResult<CsvValue[][]>, rest: AsyncIterator<CsvValue[][]>): AsyncGenerator<CsvValue[][]> {
  try {
    for (let next = first; !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}
