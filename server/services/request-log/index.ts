import 'server-only';
export * from './request-log-schemas';
export { errorSummaryOf } from './error-summary';
export { findRequestLogEntry, listRequestLog, REQUEST_LOG_TOTAL_CAP } from './list-request-log';
export { platformInsights, tenantInsights } from './insights';
export { type RequestLogDraft, writeRequestLog, PLATFORM_TENANT_ID } from './write-request-log';
export { redactBody, redactQuery, REQUEST_LOG_BODY_CAP } from './redact';
export { removeOldRequestLog } from './remove-old-entries';
