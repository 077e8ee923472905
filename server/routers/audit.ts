import { serviceUnavailable } from '../errors';
import { auditEventListSchema, listAuditEvents, listAuditEventsInput } from '../services/audit/list-audit-events';
import { adminProcedure, router } from '../trpc';

export const auditRouter = router({
  list: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/audit-events', tags: ['Audit'], summary: 'List audit events' } })
    .input(listAuditEventsInput)
    .output(auditEventListSchema)
    .query(async ({ ctx, input }) => {
      const { auditShipper, analytics } = ctx.container;
      // Ship what is staged first, so an action is listed as soon as it has happened.
      try {
        await auditShipper.flush();
        return await listAuditEvents(analytics.db, input);
      } catch (error) {
        ctx.container.logger.warn({ err: error }, 'audit log unavailable');
        throw serviceUnavailable('The analytics store is unavailable; audit events are kept and shipped when it returns', 30);
      }
    }),
});
