import { auditEventListSchema, listAuditEvents, listAuditEventsInput } from '../services/audit/list-audit-events';
import { readAuditTrail } from '../services/audit/read-audit-trail';
import { adminProcedure, router } from '../trpc';

export const auditRouter = router({
  list: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/audit-events', tags: ['Audit'], summary: 'List audit events', description: 'Who did what to which record, newest first, paginated: filtered by actor, action, target, either side (`involving`) and date. Events staged but not yet shipped are shipped first, so the trail is complete; 503 when the analytics store is down.' } })
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
