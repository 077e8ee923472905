import { and } from 'drizzle-orm';
import { auditEvents, requestLog } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { type DisputeRow, disputes, type PaymentRow, payments, type RefundRow, refunds } from '@/db/schema';
import { withPartyNames } from '../audit/audit-party-names';
import { auditEventFilters, toAuditEvent } from '../audit/list-audit-events';
import { disputeFilters, disputeSortColumns } from '../disputes/list-disputes';
import { paymentFilters, paymentSortColumns } from '../payments/list-payments';
import { withTenants } from '../platform/list-platform';
import type { TenantRef } from '../platform/platform-schemas';
import { refundFilters } from '../refunds/list-refunds';
import { enterScope, type PlatformScope, platformOrTenant, type Scope, type TenantScope } from '../shared/tenant-scope';
import { requestLogFilters, toRequestLogEntry } from '../request-log/list-request-log';
import { type CsvValue, decimal } from './csv';
import type {
  ExportAuditEventsInput,
  ExportDisputesInput,
  ExportPaymentsInput,
  ExportPlatformDisputesInput,
  ExportPlatformPaymentsInput,
  ExportPlatformRefundsInput,
  ExportRefundsInput,
  ExportRequestLogInput,
} from './export-schemas';
import { walkKeyset } from './keyset';

/**
 * The lists the console exports as CSV: each read with its list's own filters and order (the
 * list's filter function, its sort column, the id as the tie-break), its items flattened into
 * columns. Amounts are the stored decimal text, dates ISO 8601 UTC, metadata and details JSON text.
 */
export type CsvExport = {
  /** The file's name before its date: `payments`, `audit`. */
  list: string;
  header: readonly string[];
  chunks: AsyncIterable<CsvValue[][]>;
};

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

async function* mapChunks<Row>(chunks: AsyncIterable<Row[]>, toCells: (rows: Row[]) => Promise<CsvValue[][]> | CsvValue[][]): AsyncGenerator<CsvValue[][]> {
  for await (const rows of chunks) yield await toCells(rows);
}

const tenantHeader = ['tenantName', 'tenantAppId'] as const;
const tenantCells = (tenant: TenantRef): CsvValue[] => [tenant.name, tenant.appId];

const paymentHeader = ['id', 'tenantId', 'amount', 'currency', 'status', 'userId', 'description', 'metadata', 'providerPaymentId', 'failureReason', 'amountRefunded', 'createdAt', 'updatedAt', 'canceledAt'] as const;
const paymentCells = (row: PaymentRow): CsvValue[] => [
  row.id,
  row.tenantId,
  decimal(row.amount),
  row.currency,
  row.status,
  row.userId,
  row.description,
  json(row.metadata),
  row.providerPaymentId,
  row.failureReason,
  decimal(row.amountRefunded),
  row.createdAt,
  row.updatedAt,
  row.canceledAt,
];

/** Each chunk is its own short transaction in the scope (a tenant's: as the tenant), never one held for the whole download. */
const inScope = (scope: Scope) => (tx: Db) => enterScope(tx, scope);

const paymentRows = (db: Db, scope: Scope, input: ExportPaymentsInput | ExportPlatformPaymentsInput) =>
  walkKeyset({ db, table: payments, where: and(...paymentFilters(scope, input)), sortColumn: paymentSortColumns[input.sortBy], idColumn: payments.id, sortOrder: input.sortOrder, enter: inScope(scope) });

/** A tenant's payments, as `/portal/payments` lists them. */
export function paymentsExport(db: Db, scope: TenantScope, input: ExportPaymentsInput): CsvExport {
  return { list: 'payments', header: paymentHeader, chunks: mapChunks(paymentRows(db, scope, input), (rows) => rows.map(paymentCells)) };
}

/** Every tenant's payments (or one tenant's with `tenantId`), as `/admin/payments` lists them. */
export function platformPaymentsExport(db: Db, scope: PlatformScope, input: ExportPlatformPaymentsInput): CsvExport {
  const [id, tenantId, ...rest] = paymentHeader;
  return {
    list: 'payments',
    header: [id, tenantId, ...tenantHeader, ...rest],
    chunks: mapChunks(paymentRows(db, platformOrTenant(scope, input.tenantId), input), async (rows) =>
      (await withTenants(db, rows, (row) => row.tenantId)).map((row) => {
        const [rowId, rowTenantId, ...cells] = paymentCells(row);
        return [rowId, rowTenantId, ...tenantCells(row.tenant), ...cells];
      }),
    ),
  };
}

const refundHeader = ['id', 'paymentId', 'amount', 'currency', 'status', 'reason', 'metadata', 'providerRefundId', 'failureReason', 'createdAt', 'updatedAt'] as const;
const refundCells = (row: RefundRow): CsvValue[] => [
  row.id,
  row.paymentId,
  decimal(row.amount),
  row.currency,
  row.status,
  row.reason,
  json(row.metadata),
  row.providerRefundId,
  row.failureReason,
  row.createdAt,
  row.updatedAt,
];

/** A tenant's refunds, or with the administrators' `paymentId` filter one payment's. */
const refundRows = (db: Db, scope: Scope, input: ExportRefundsInput & { paymentId?: string }) =>
  walkKeyset({ db, table: refunds, where: and(...refundFilters(scope, input, { paymentId: input.paymentId })), sortColumn: refunds.createdAt, idColumn: refunds.id, sortOrder: input.sortOrder, enter: inScope(scope) });

/** A tenant's refunds. */
export function refundsExport(db: Db, scope: TenantScope, input: ExportRefundsInput): CsvExport {
  return { list: 'refunds', header: refundHeader, chunks: mapChunks(refundRows(db, scope, input), (rows) => rows.map(refundCells)) };
}

/** Every tenant's refunds (or one tenant's with `tenantId`), each with its tenant. */
export function platformRefundsExport(db: Db, scope: PlatformScope, input: ExportPlatformRefundsInput): CsvExport {
  const [id, ...rest] = refundHeader;
  return {
    list: 'refunds',
    header: [id, 'tenantId', ...tenantHeader, ...rest],
    chunks: mapChunks(refundRows(db, platformOrTenant(scope, input.tenantId), input), async (rows) =>
      (await withTenants(db, rows, (row) => row.tenantId)).map((row) => {
        const [rowId, ...cells] = refundCells(row);
        return [rowId, row.tenantId, ...tenantCells(row.tenant), ...cells];
      }),
    ),
  };
}

const disputeHeader = ['id', 'paymentId', 'amount', 'currency', 'reason', 'status', 'evidenceDueBy', 'evidence', 'evidenceSubmittedAt', 'providerDisputeId', 'createdAt', 'updatedAt'] as const;
const disputeCells = (row: DisputeRow): CsvValue[] => [
  row.id,
  row.paymentId,
  decimal(row.amount),
  row.currency,
  row.reason,
  row.status,
  row.evidenceDueBy,
  json(row.evidence),
  row.evidenceSubmittedAt,
  row.providerDisputeId,
  row.createdAt,
  row.updatedAt,
];

const disputeRows = (db: Db, scope: Scope, input: ExportDisputesInput) =>
  walkKeyset({ db, table: disputes, where: and(...disputeFilters(scope, input)), sortColumn: disputeSortColumns[input.sortBy], idColumn: disputes.id, sortOrder: input.sortOrder, enter: inScope(scope) });

/** A tenant's disputes, as `/portal/disputes` lists them. */
export function disputesExport(db: Db, scope: TenantScope, input: ExportDisputesInput): CsvExport {
  return { list: 'disputes', header: disputeHeader, chunks: mapChunks(disputeRows(db, scope, input), (rows) => rows.map(disputeCells)) };
}

/** Every tenant's disputes (or one tenant's with `tenantId`), as `/admin/disputes` lists them. */
export function platformDisputesExport(db: Db, scope: PlatformScope, input: ExportPlatformDisputesInput): CsvExport {
  const [id, ...rest] = disputeHeader;
  return {
    list: 'disputes',
    header: [id, 'tenantId', ...tenantHeader, ...rest],
    chunks: mapChunks(disputeRows(db, platformOrTenant(scope, input.tenantId), input), async (rows) =>
      (await withTenants(db, rows, (row) => row.tenantId)).map((row) => {
        const [rowId, ...cells] = disputeCells(row);
        return [rowId, row.tenantId, ...tenantCells(row.tenant), ...cells];
      }),
    ),
  };
}

const requestHeader = ['id', 'createdAt', 'actorType', 'actorId', 'apiKeyId', 'method', 'route', 'path', 'query', 'status', 'durationMs', 'correlationId', 'idempotencyKey', 'replayed', 'ip', 'userAgent', 'errorMessage'] as const;

/** A tenant's request log, as `/portal/requests` (and the tenant's page for administrators) lists it. */
export function requestLogExport(analytics: AnalyticsDb, tenantId: string, input: ExportRequestLogInput): CsvExport {
  const rows = walkKeyset({ db: analytics, table: requestLog, where: requestLogFilters(tenantId, input), sortColumn: requestLog.createdAt, idColumn: requestLog.id, sortOrder: input.sortOrder });
  return {
    list: 'requests',
    header: requestHeader,
    chunks: mapChunks(rows, (chunk) =>
      chunk.map((row) => {
        const entry = toRequestLogEntry(row);
        return [entry.id, row.createdAt, entry.actorType, entry.actorId, entry.apiKeyId, entry.method, entry.route, entry.path, entry.query, entry.status, entry.durationMs, entry.correlationId, entry.idempotencyKey, entry.replayed, entry.ip, entry.userAgent, entry.errorMessage];
      }),
    ),
  };
}

const auditHeader = ['id', 'at', 'actorType', 'actorId', 'actorName', 'personId', 'personEmail', 'action', 'targetType', 'targetId', 'targetName', 'correlationId', 'ip', 'details'] as const;

/** The audit log, as `/admin/audit` lists it: its parties named (from the main database) as on the page. */
export function auditEventsExport(deps: { analytics: AnalyticsDb; db: Db }, input: ExportAuditEventsInput): CsvExport {
  const rows = walkKeyset({ db: deps.analytics, table: auditEvents, where: auditEventFilters(input), sortColumn: auditEvents.at, idColumn: auditEvents.id, sortOrder: input.sortOrder });
  return {
    list: 'audit',
    header: auditHeader,
    chunks: mapChunks(rows, async (chunk) =>
      (await withPartyNames(deps.db, chunk.map(toAuditEvent))).map((event) => [
        event.id,
        event.at,
        event.actorType,
        event.actorId,
        event.actorName,
        event.personId,
        event.personEmail,
        event.action,
        event.targetType,
        event.targetId,
        event.targetName,
        event.correlationId,
        event.ip,
        json(event.details),
      ]),
    ),
  };
}
