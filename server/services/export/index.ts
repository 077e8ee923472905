import 'server-only';
export * from './export-schemas';
export { auditEventsExport, type CsvExport, disputesExport, paymentsExport, platformDisputesExport, platformPaymentsExport, platformRefundsExport, refundsExport, requestLogExport } from './list-exports';
export { type CsvDownload, startCsvExport } from './start-csv-export';
export { csvStream } from './stream';
