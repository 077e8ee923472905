import type { Db } from '@/db/client';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import type { CsvExport } from './list-exports';
import { csvStream } from './stream';

export type CsvDownload = { filename: string; stream: ReadableStream<Uint8Array> };

/**
 * Starts a download: the export is audited (who, which list, with which filters; the rows are not
 * counted, since they are read only as the client takes them) and its file is a stream that reads
 * the list as it is sent. The file is named after the list and the day (UTC).
 */
export async function startCsvExport(
  context: { db: Db; audit: AuditContext },
  csv: CsvExport,
  scope: { filters: Record<string, unknown>; tenantId?: string },
  now = new Date(),
): Promise<CsvDownload> {
  await recordAuditEvent(context.db, context.audit, {
    action: 'list.exported',
    ...(scope.tenantId ? { targetType: 'tenant', targetId: scope.tenantId } : {}),
    details: { list: csv.list, filters: scope.filters },
  });
  return { filename: `${csv.list}-${now.toISOString().slice(0, 10)}.csv`, stream: csvStream(csv.header, csv.chunks) };
}
