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
import { adminProcedure, router, signInProcedure, tenantProcedure } from '../trpc';

const tags = ['Tenants'];

/** What an API key needs here: tenant (read for queries, write for changes). */
const tenantSelfProcedure = tenantProcedure.meta({ permission: { resource: 'tenant' } });

/**
 * Tenants: registration and lifecycle by administrators, login, and self-service. Static paths
 * (`/tenants/me`) are declared before `/tenants/{id}`: the first matching route wins.
 */
export const tenantsRouter = router({
  register: adminProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', errorResponses: [400, 401, 409, 413, 415], path: '/tenants/register', tags, summary: 'Register a tenant', description: 'Creates an ACTIVE tenant with the given secret (stored as a hash, never returned). Without `appId` one is generated. 409 when the `appId` is taken.' },
    })
    .input(registerTenantInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => registerTenant(ctx, input)),

  login: signInProcedure
    .meta({ openapi: { method: 'POST', errorResponses: [400, 401, 413, 415, 429], path: '/tenants/login', tags, summary: 'Log in with appId and secret', description: 'Exchanges `appId` and `appSecret` for a bearer token valid 24 hours. Attempts are rate limited per appId and client IP, counted before the secret is checked; failed attempts for one appId from every address together lead to lock-outs (429 with `Retry-After`, the right secret included) that grow longer each time. A suspended or deleted tenant is refused with 401, which says why only to a caller with the right secret.' } })
    .input(loginInput)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => loginTenant(ctx, input)),

  me: tenantSelfProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 429], path: '/tenants/me', tags, summary: 'The calling tenant', description: 'The tenant the bearer token belongs to. A suspended or deleted tenant, or a token issued before the last secret change, is refused with 401.' } })
    .input(z.object({}))
    .output(tenantSchema)
    .query(({ ctx }) => toTenant(ctx.tenant)),

  updateMe: tenantSelfProcedure
    // Fresh: a new webhook URL sends every later event elsewhere; for the same reason a key needs webhooks:write too.
    .meta({ fresh: true, permission: [{ resource: 'tenant' }, { resource: 'webhooks' }], openapi: { method: 'PATCH', errorResponses: [400, 401, 413, 415, 429], path: '/tenants/me', tags, summary: "Update the calling tenant's name or webhook URL", description: 'Changes the name or the webhook URL (`null` removes it); other fields are refused with 400 naming them. The change is audited.' } })
    .input(updateTenantInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => updateTenant(ctx, ctx.tenant, input)),

  exportMe: tenantSelfProcedure
    .meta({
      role: { member: 'developer' },
      // The export holds the payments and the webhook log beside the tenant's record.
      permission: [{ resource: 'tenant' }, { resource: 'payments' }, { resource: 'webhooks' }],
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
        () => exportTenantData(ctx, ctx.tenant),
        'The analytics store is unavailable; try the export again shortly',
      );
      ctx.response.headers['Content-Disposition'] = `attachment; filename="${ctx.tenant.appId}-export-${data.exportedAt.slice(0, 10)}.json"`;
      ctx.response.headers['Cache-Control'] = 'no-store';
      return data;
    }),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401], path: '/tenants', tags, summary: 'List tenants', description: 'Every tenant, deleted ones included, paginated; filtered by status, a search in name and appId, and creation date, and sorted by the field given in `sortBy`.' } })
    .input(listTenantsInput)
    .output(tenantListSchema)
    .query(({ ctx, input }) => listTenants(ctx.db, input)),

  get: adminProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 404], path: '/tenants/{id}', tags, summary: 'A tenant by id', description: 'Any tenant by id, whatever its status. 404 when there is none.' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .query(async ({ ctx, input }) => toTenant(await getTenantOrThrow(ctx.db, input.id))),

  suspend: adminProcedure
    .meta({ bodyless: true, openapi: { method: 'POST', errorResponses: [401, 404, 422], path: '/tenants/{id}/suspend', tags, summary: 'Suspend an ACTIVE tenant', description: 'An ACTIVE tenant becomes SUSPENDED: its API calls and logins are refused with 401 until it is reactivated. 422 from any other status. The body may be omitted.' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(ctx, input.id, 'suspend')),

  reactivate: adminProcedure
    .meta({
      bodyless: true,
      openapi: { method: 'POST', errorResponses: [401, 404, 422], path: '/tenants/{id}/reactivate', tags, summary: 'Reactivate a SUSPENDED tenant', description: 'A SUSPENDED tenant becomes ACTIVE again, and its unexpired tokens work again. 422 from any other status. The body may be omitted.' },
    })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(ctx, input.id, 'reactivate')),

  delete: adminProcedure
    .meta({ fresh: true, openapi: { method: 'DELETE', errorResponses: [401, 404, 422], path: '/tenants/{id}', tags, summary: 'Delete a tenant (soft; cannot be undone)', description: 'Marks the tenant DELETED: its tokens stop working and it can no longer log in. The row and its payments are kept. 422 when it is already deleted.' } })
    .input(tenantIdInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => transitionTenant(ctx, input.id, 'delete')),

  changeSecret: adminProcedure
    .meta({
      fresh: true,
      openapi: { method: 'PUT', errorResponses: [400, 401, 404, 413, 415, 422], path: '/tenants/{id}/secret', tags, summary: "Replace a tenant's secret; earlier tokens stop working", description: 'Sets a new `appSecret` (at least 12 characters, stored as a hash). Every token issued before the change is refused from then on; the tenant logs in again with the new secret.' },
    })
    .input(changeSecretInput)
    .output(tenantSchema)
    .mutation(({ ctx, input }) => changeTenantSecret(ctx, input.id, input.appSecret)),
});
