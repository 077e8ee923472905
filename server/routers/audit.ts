import { z } from 'zod';
import { auditActionsSchema, auditEventListSchema, listAuditActions, listAuditEventsInput, listNamedAuditEvents } from '../services/audit/list-audit-events';
import { readAuditTrail } from '../services/audit/read-audit-trail';
import { adminProcedure, router } from '../trpc';

const whenDown = 'The analytics store is unavailable; audit events are kept and shipped when it returns';

export const auditRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/audit-events', tags: ['Audit'], summary: 'List audit events', description: 'Who did what to which record, newest first, paginated: filtered by actor, action, target, either side (`involving`) and date (`createdAfter`, `createdBefore`). Each event names its actor and target (`actorName`, `targetName`: a tenant’s name, an administrator’s e-mail) besides their ids. Events staged but not yet shipped are shipped first, so the trail is complete; 503 when the analytics store is down.' } })
    .input(listAuditEventsInput)
    .output(auditEventListSchema)
    .query(({ ctx, input }) => readAuditTrail({ shipper: ctx.auditShipper, logger: ctx.logger }, () => listNamedAuditEvents({ analytics: ctx.analytics, db: ctx.db }, input), whenDown)),

  /** The actions the log holds, for the console's action filter (no REST route). */
  actions: adminProcedure
    .input(z.object({}).optional())
    .output(auditActionsSchema)
    .query(async ({ ctx }) => ({ actions: await readAuditTrail({ shipper: ctx.auditShipper, logger: ctx.logger }, () => listAuditActions(ctx.analytics), whenDown) })),
});
