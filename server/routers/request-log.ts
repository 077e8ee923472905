import {
  findRequestLogEntry,
  insightsInput,
  insightsSchema,
  listRequestLog,
  listRequestLogInput,
  listRequestLogShape,
  platformInsights,
  platformInsightsSchema,
  requestLogEntryDetailSchema,
  requestLogEntryIdInput,
  requestLogListSchema,
  tenantInsights,
} from '../services/request-log';
import { listQueryInput } from '../services/shared/pagination';
import { getTenantOrThrow, tenantIdInput } from '../services/tenants';
import { adminAnalyticsProcedure, router, tenantAnalyticsProcedure } from '../trpc';

const tags = ['Request log'];

/**
 * Each tenant's own API traffic: every request it made (and administrators made on it), and
 * figures over time. `/tenants/me/...` is declared before `/tenants/{id}/...`.
 */
export const requestLogRouter = router({
  listMine: tenantAnalyticsProcedure
    .meta({
      auth: 'tenant',
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 429, 503],
        path: '/tenants/me/request-log',
        tags,
        summary: "The calling tenant's requests, newest first",
        description: 'Requests appear within seconds of their answer. Reading the log or the insights is not itself logged.',
      },
    })
    .input(listRequestLogInput)
    .output(requestLogListSchema)
    .query(({ ctx, input }) => listRequestLog(ctx.container.analytics.db, ctx.tenant.id, input)),

  getMine: tenantAnalyticsProcedure
    .meta({
      auth: 'tenant',
      openapi: { method: 'GET', errorResponses: [401, 404, 429, 503], path: '/tenants/me/request-log/{id}', tags, summary: 'One request of the calling tenant, with its bodies' },
    })
    .input(requestLogEntryIdInput)
    .output(requestLogEntryDetailSchema)
    .query(({ ctx, input }) => findRequestLogEntry(ctx.container.analytics.db, ctx.tenant.id, input.id)),

  insightsMine: tenantAnalyticsProcedure
    .meta({
      auth: 'tenant',
      openapi: { method: 'GET', errorResponses: [400, 401, 429, 503], path: '/tenants/me/insights', tags, summary: "The calling tenant's traffic, errors and payment volume over a window" },
    })
    .input(insightsInput)
    .output(insightsSchema)
    .query(({ ctx, input }) => tenantInsights({ analytics: ctx.container.analytics.db, db: ctx.container.database.db }, ctx.tenant.id, input.window)),

  listForTenant: adminAnalyticsProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401, 404, 503], path: '/tenants/{id}/request-log', tags, summary: "A tenant's requests (administrators)" } })
    .input(listQueryInput({ ...tenantIdInput.shape, ...listRequestLogShape }))
    .output(requestLogListSchema)
    .query(async ({ ctx, input }) => {
      const tenant = await getTenantOrThrow(ctx.container.database.db, input.id);
      const { id: _id, ...query } = input;
      return listRequestLog(ctx.container.analytics.db, tenant.id, query);
    }),

  getForTenant: adminAnalyticsProcedure
    .meta({ auth: 'admin' })
    .input(tenantIdInput.extend({ entryId: requestLogEntryIdInput.shape.id }))
    .output(requestLogEntryDetailSchema)
    .query(({ ctx, input }) => findRequestLogEntry(ctx.container.analytics.db, input.id, input.entryId)),

  insightsPlatform: adminAnalyticsProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/insights', tags, summary: 'Traffic, errors and payment volume across tenants, with the top tenants' } })
    .input(insightsInput)
    .output(platformInsightsSchema)
    .query(({ ctx, input }) => platformInsights({ analytics: ctx.container.analytics.db, db: ctx.container.database.db }, input.window)),
});
