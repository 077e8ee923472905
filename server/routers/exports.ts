import { readAuditTrail } from '../services/audit/read-audit-trail';
import {
  auditEventsExport,
  disputesExport,
  exportAuditEventsInput,
  exportDisputesInput,
  exportPaymentsInput,
  exportPlatformDisputesInput,
  exportPlatformPaymentsInput,
  exportPlatformRefundsInput,
  exportRefundsInput,
  exportRequestLogInput,
  exportTenantRequestLogInput,
  paymentsExport,
  platformDisputesExport,
  platformPaymentsExport,
  platformRefundsExport,
  refundsExport,
  requestLogExport,
  startCsvExport,
} from '../services/export';
import { getTenantOrThrow } from '../services/tenants';
import { requestLogRole } from './request-log';
import {
  adminAnalyticsDownloadProcedure,
  adminDownloadProcedure,
  router,
  tenantAnalyticsDownloadProcedure,
  tenantDownloadProcedure,
} from '../trpc';

/**
 * The console's CSV exports (no REST route, no `/api/trpc` call: the console's download route
 * `/api/export/{list}.csv` sends the file). Each takes its list's filters and order without the page,
 * and needs the role its list needs.
 */
export const exportsRouter = router({
  payments: tenantDownloadProcedure
    .input(exportPaymentsInput)
    .query(({ ctx, input }) => startCsvExport(ctx, paymentsExport(ctx.db, ctx.scope, input), { filters: input, tenantId: ctx.tenant.id })),

  refunds: tenantDownloadProcedure
    .input(exportRefundsInput)
    .query(({ ctx, input }) => startCsvExport(ctx, refundsExport(ctx.db, ctx.scope, input), { filters: input, tenantId: ctx.tenant.id })),

  disputes: tenantDownloadProcedure
    .input(exportDisputesInput)
    .query(({ ctx, input }) => startCsvExport(ctx, disputesExport(ctx.db, ctx.scope, input), { filters: input, tenantId: ctx.tenant.id })),

  requests: tenantAnalyticsDownloadProcedure
    .meta({ role: requestLogRole })
    .input(exportRequestLogInput)
    .query(({ ctx, input }) => startCsvExport(ctx, requestLogExport(ctx.analytics, ctx.tenant.id, input), { filters: input, tenantId: ctx.tenant.id })),

  platformPayments: adminDownloadProcedure
    .input(exportPlatformPaymentsInput)
    .query(({ ctx, input }) => startCsvExport(ctx, platformPaymentsExport(ctx.db, ctx.scope, input), { filters: input, ...(input.tenantId ? { tenantId: input.tenantId } : {}) })),

  platformRefunds: adminDownloadProcedure
    .input(exportPlatformRefundsInput)
    .query(({ ctx, input }) => startCsvExport(ctx, platformRefundsExport(ctx.db, ctx.scope, input), { filters: input, ...(input.tenantId ? { tenantId: input.tenantId } : {}) })),

  platformDisputes: adminDownloadProcedure
    .input(exportPlatformDisputesInput)
    .query(({ ctx, input }) => startCsvExport(ctx, platformDisputesExport(ctx.db, ctx.scope, input), { filters: input, ...(input.tenantId ? { tenantId: input.tenantId } : {}) })),

  tenantRequests: adminAnalyticsDownloadProcedure
    .input(exportTenantRequestLogInput)
    .query(async ({ ctx, input }) => {
      const tenant = await getTenantOrThrow(ctx.db, input.id);
      const { id: _id, ...filters } = input;
      return startCsvExport(ctx, requestLogExport(ctx.analytics, tenant.id, filters), { filters, tenantId: tenant.id });
    }),

  // The trail is read once the events staged so far are shipped (503 while the store is down), as its list is.
  audit: adminAnalyticsDownloadProcedure
    .input(exportAuditEventsInput)
    .query(async ({ ctx, input }) => {
      await readAuditTrail({ shipper: ctx.auditShipper, logger: ctx.logger }, () => Promise.resolve(), 'The analytics store is unavailable; audit events are kept and shipped when it returns');
      return startCsvExport(ctx, auditEventsExport({ analytics: ctx.analytics, db: ctx.db }, input), { filters: input });
    }),
});
