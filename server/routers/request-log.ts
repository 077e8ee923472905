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
import { tenantIdInput } from '../services/tenants';
import { tenantIdOf } from '../services/shared/tenant-scope';
import { listOfTenant, tenantListInput } from './tenant-lists';
import { adminAnalyticsProcedure, type ProcedureMeta, router, tenantAnalyticsProcedure } from '../trpc';

const tags = ['Request log'];

/** What an API key needs here: requestLog read (the insights' payment volume: payments read too). */
const logProcedure = tenantAnalyticsProcedure.meta({ permission: { resource: 'requestLog' } });

/** The log shows the tenant's traffic: developers and owners only, on the list and its export alike. */
export const requestLogRole = { member: 'developer' } as const satisfies ProcedureMeta['role'];

/**
 * Each tenant's own API traffic: every request it made (and administrators made on it), and
 * figures over time. `/tenants/me/...` is declared before `/tenants/{id}/...`.
 */
export const requestLogRouter = router({
  listMine: logProcedure
    .meta({
      role: requestLogRole,
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
    .query(({ ctx, input }) => listRequestLog(ctx.analytics, ctx.tenant.id, input)),

  getMine: logProcedure
    .meta({
      role: requestLogRole,
      openapi: { method: 'GET', errorResponses: [401, 404, 429, 503], path: '/tenants/me/request-log/{id}', tags, summary: 'One request of the calling tenant, with its bodies', description: 'One logged request with its request and response bodies, cut to a fixed length; the values of fields named like secrets, tokens, passwords, keys or signatures are replaced before they are stored. Another tenant’s request is a 404.' },
    })
    .input(requestLogEntryIdInput)
    .output(requestLogEntryDetailSchema)
    .query(({ ctx, input }) => findRequestLogEntry(ctx.analytics, ctx.tenant.id, input.id)),

  insightsMine: logProcedure
    .meta({
      permission: [{ resource: 'requestLog' }, { resource: 'payments' }],
      openapi: { method: 'GET', errorResponses: [400, 401, 429, 503], path: '/tenants/me/insights', tags, summary: "The calling tenant's traffic, errors and payment volume over a window", description: 'Requests, client and server errors, median and 95th-percentile latency and payment volume of the calling tenant over the last 24 hours, 7 days or 30 days (`window`), in hourly or daily buckets, with its most frequent errors.' },
    })
    .input(insightsInput)
    .output(insightsSchema)
    .query(({ ctx, input }) => tenantInsights({ analytics: ctx.analytics, db: ctx.db }, ctx.tenant.id, input.window, input.timeZone)),

  listForTenant: adminAnalyticsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401, 404, 503], path: '/tenants/{id}/request-log', tags, summary: "A tenant's requests (administrators)", description: 'The logged requests of any tenant, with the same filters as the tenant’s own log. 404 when there is no such tenant.' } })
    .input(tenantListInput(listRequestLogShape))
    .output(requestLogListSchema)
    .query(({ ctx, input }) => listOfTenant(ctx.db, ctx.scope, input, (scope, query) => listRequestLog(ctx.analytics, tenantIdOf(scope), query))),

  getForTenant: adminAnalyticsProcedure
    .input(tenantIdInput.extend({ entryId: requestLogEntryIdInput.shape.id }))
    .output(requestLogEntryDetailSchema)
    .query(({ ctx, input }) => findRequestLogEntry(ctx.analytics, input.id, input.entryId)),

  insightsPlatform: adminAnalyticsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401, 503], path: '/insights', tags, summary: 'Traffic, errors and payment volume across tenants, with the top tenants', description: 'The same figures as a tenant’s insights for every tenant together over `window`, with the five tenants with the most requests and the five with the most errors.' } })
    .input(insightsInput)
    .output(platformInsightsSchema)
    .query(({ ctx, input }) => platformInsights({ analytics: ctx.analytics, db: ctx.db }, input.window, input.timeZone)),
});
