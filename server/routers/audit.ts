import { auditEventListSchema, listAuditEvents, listAuditEventsInput } from '../services/audit/list-audit-events';
import { readAuditTrail } from '../services/audit/read-audit-trail';
import { adminProcedure, router } from '../trpc';

export const auditRouter = router({
  list: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/audit-events', tags: ['Audit'], summary: 'List audit events' } })
    .input(listAuditEventsInput)
    .output(auditEventListSchema)
    .query(({ ctx, input }) =>
      readAuditTrail(
        { shipper: ctx.auditShipper, logger: ctx.logger },
        () => listAuditEvents(ctx.analytics, input),
        'The analytics store is unavailable; audit events are kept and shipped when it returns',
      ),
    ),
});
