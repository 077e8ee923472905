import { z } from 'zod';
import { readAuditTrail } from '../services/audit/read-audit-trail';
import {
  changeSecretInput,
  changeTenantSecret,
  exportTenantData,
  tenantExportSchema,
  getTenantOrThrow,
  listTenants,
  listTenantsInput,
  loginInput,
  loginResultSchema,
  loginTenant,
  registerTenant,
  registerTenantInput,
  tenantIdInput,
  tenantListSchema,
  tenantSchema,
  toTenant,
  transitionTenant,
  updateTenant,
  updateTenantInput,
} from '../services/tenants';
import { adminProcedure, auditContextOf, loginThrottle, publicProcedure, type RequestContext, router, tenantProcedure } from '../trpc';

const tags = ['Tenants'];
const serviceContext = (ctx: RequestContext & Parameters<typeof auditContextOf>[0]) => ({
  db: ctx.db,
  audit: auditContextOf(ctx),
  webhookTargets: { allowPrivate: ctx.config.webhooks.allowPrivateTargets },
});

/**
 * Tenants: registration and lifecycle by administrators, login, and self-service. Static paths
 * (`/tenants/me`) are declared before `/tenants/{id}`: the first matching route wins.
 */
export const tenantsRouter = router({
  register: adminProcedure
    .meta({
      auth: 'admin',
      successStatus: 201,
      openapi: { method: 'POST', errorResponses: [400, 401, 409, 413, 415], path: '/tenants/register', tags, summary: 'Register a tenant' },
    })
    .input(registerTenantInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => registerTenant(serviceContext(ctx), input)),

  login: publicProcedure
    .use(loginThrottle)
    .meta({ auth: 'none', openapi: { method: 'POST', errorResponses: [400, 401, 413, 415, 429], path: '/tenants/login', tags, summary: 'Log in with appId and secret' } })
    .input(loginInput)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => loginTenant({ ...serviceContext(ctx), jwtSecret: ctx.config.jwtSecret }, input)),

  me: tenantProcedure
    .meta({ auth: 'tenant', openapi: { method: 'GET', errorResponses: [401, 429], path: '/tenants/me', tags, summary: 'The calling tenant' } })
    .input(z.object({}))
    .output(tenantSchema)
    .query(({ ctx }) => toTenant(ctx.tenant)),

  updateMe: tenantProcedure
    .meta({ auth: 'tenant', openapi: { method: 'PATCH', errorResponses: [400, 401, 413, 415, 429], path: '/tenants/me', tags, summary: "Update the calling tenant's name or webhook URL" } })
    .input(updateTenantInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => updateTenant(serviceContext(ctx), ctx.tenant, input)),

  exportMe: tenantProcedure
    .meta({
      auth: 'tenant',
      openapi: {
        method: 'GET',
        errorResponses: [401, 429, 503],
        path: '/tenants/me/export',
        tags,
        summary: "Export the calling tenant's account data",
        description: 'One JSON document (sent as an attachment): the tenant record, its payments, its webhook deliveries with their attempts and its audit trail. No secret or secret hash is part of it.',
      },
    })
    .input(z.object({}))
    .output(tenantExportSchema)
    .query(async ({ ctx }) => {
      // The export holds the audit trail up to now, or is refused (503) rather than incomplete.
      const data = await readAuditTrail(
        { shipper: ctx.auditShipper, logger: ctx.logger },
        () => exportTenantData({ ...serviceContext(ctx), analytics: ctx.analytics }, ctx.tenant),
        'The analytics store is unavailable; try the export again shortly',
      );
      ctx.response.headers['Content-Disposition'] = `attachment; filename="${ctx.tenant.appId}-export-${data.exportedAt.slice(0, 10)}.json"`;
      ctx.response.headers['Cache-Control'] = 'no-store';
      return data;
    }),

  list: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [400, 401], path: '/tenants', tags, summary: 'List tenants' } })
    .input(listTenantsInput)
    .output(tenantListSchema)
    .query(({ ctx, input }) => listTenants(ctx.db, input)),

  get: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'GET', errorResponses: [401, 404], path: '/tenants/{id}', tags, summary: 'A tenant by id' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .query(async ({ ctx, input }) => toTenant(await getTenantOrThrow(ctx.db, input.id))),

  suspend: adminProcedure
    .meta({ auth: 'admin', bodyless: true, openapi: { method: 'POST', errorResponses: [401, 404, 422], path: '/tenants/{id}/suspend', tags, summary: 'Suspend an ACTIVE tenant' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(serviceContext(ctx), input.id, 'suspend')),

  reactivate: adminProcedure
    .meta({
      auth: 'admin',
      bodyless: true,
      openapi: { method: 'POST', errorResponses: [401, 404, 422], path: '/tenants/{id}/reactivate', tags, summary: 'Reactivate a SUSPENDED tenant' },
    })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(serviceContext(ctx), input.id, 'reactivate')),

  delete: adminProcedure
    .meta({ auth: 'admin', openapi: { method: 'DELETE', errorResponses: [401, 404, 422], path: '/tenants/{id}', tags, summary: 'Delete a tenant (soft; cannot be undone)' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(serviceContext(ctx), input.id, 'delete')),

  changeSecret: adminProcedure
    .meta({
      auth: 'admin',
      openapi: { method: 'PUT', errorResponses: [400, 401, 404, 413, 415, 422], path: '/tenants/{id}/secret', tags, summary: "Replace a tenant's secret; earlier tokens stop working" },
    })
    .input(changeSecretInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => changeTenantSecret(serviceContext(ctx), input.id, input.appSecret)),
});
