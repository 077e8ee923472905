import {
  adminApiKeyIdInput,
  apiKeyIdInput,
  apiKeyListSchema,
  apiKeySchema,
  createApiKey,
  createApiKeyInput,
  createdApiKeySchema,
  getApiKey,
  listApiKeys,
  listApiKeysInput,
  listApiKeysShape,
  revokeApiKey,
  rollApiKey,
  rollApiKeyInput,
  rolledApiKeySchema,
  updateApiKey,
  updateApiKeyInput,
} from '../services/api-keys';
import { getTenantOrThrow } from '../services/tenants';
import { listOfTenant, tenantListInput } from './tenant-lists';
import { adminProcedure, type RequestContext, router, tenantProcedure } from '../trpc';

const tags = ['API keys'];

/** An answer holding a key is kept by no cache on the way. */
const noStore = (ctx: RequestContext) => {
  ctx.response.headers['Cache-Control'] = 'no-store';
};

/** Reading keys is reading about the tenant (`tenant:read`); managing them is for the tenant's token and the console only. */
const keysProcedure = tenantProcedure.meta({ permission: { resource: 'tenant' } });
const keysManagement = tenantProcedure.meta({ permission: 'refused' });

/**
 * The calling tenant's API keys: several, named, restricted per resource, optionally expiring and
 * bound to addresses, rolled with an overlap; and the administrators' view of a tenant's keys.
 * No answer but a creation's or a roll's holds a key, and no key is ever stored. `/tenants/me/…`
 * is declared before `/tenants/{id}/…`: the first matching route wins.
 */
export const apiKeysRouter = router({
  create: keysManagement
    .meta({
      // Fresh: a key is access handed over. Not idempotent: a stored answer would keep the key in the cache for a day.
      fresh: true,
      idempotent: false,
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 403, 413, 415, 429],
        path: '/tenants/me/api-keys',
        tags,
        summary: 'Create an API key (shown once)',
        description:
          'A key `bk_…` with the permissions given, optionally expiring and bound to addresses. The key is in this answer only (sent with ' +
          '`Cache-Control: no-store`); the service keeps a keyed hash. Use it as `Authorization: Bearer <key>` wherever the tenant’s token ' +
          'is accepted. No `Idempotency-Key`: a retry creates a second key (revoke the extra one). API keys cannot manage keys (403).',
      },
    })
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return createApiKey(ctx, ctx.tenant.id, input);
    }),

  list: keysProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 403, 429],
        path: '/tenants/me/api-keys',
        tags,
        summary: 'The tenant’s API keys (never the keys themselves)',
        description: 'Every key of the calling tenant, revoked and expired ones included, newest first by default: prefix and last four, permissions, state, who created it, and its last use (at most a minute behind).',
      },
    })
    .input(listApiKeysInput)
    .output(apiKeyListSchema)
    .query(({ ctx, input }) => listApiKeys(ctx.db, ctx.scope, input)),

  get: keysProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 403, 404, 429], path: '/tenants/me/api-keys/{id}', tags, summary: 'One API key (never the key itself)', description: 'Another tenant’s key is a 404.' } })
    .input(apiKeyIdInput)
    .output(apiKeySchema)
    .query(({ ctx, input }) => getApiKey(ctx.db, ctx.tenant.id, input.id)),

  update: keysManagement
    .meta({
      // Fresh: new permissions or addresses hand over access.
      fresh: true,
      openapi: {
        method: 'PATCH',
        errorResponses: [400, 401, 403, 404, 413, 415, 422, 429],
        path: '/tenants/me/api-keys/{id}',
        tags,
        summary: 'Change an API key’s name, permissions, addresses or expiry',
        description: 'Changes the fields given; each change is audited with its old and new value and applies from the next request. 422 for a revoked or expired key, or for the expiry of a key being rolled.',
      },
    })
    .input(updateApiKeyInput)
    .output(apiKeySchema)
    .mutation(({ ctx, input }) => updateApiKey(ctx, ctx.tenant.id, input)),

  revoke: keysManagement
    .meta({
      fresh: true,
      openapi: {
        method: 'DELETE',
        errorResponses: [401, 403, 404, 429],
        path: '/tenants/me/api-keys/{id}',
        tags,
        summary: 'Revoke an API key (refused from the next request on)',
        description: 'The key is refused from the next request on, on every instance. Revoking a revoked key answers it unchanged.',
      },
    })
    .input(apiKeyIdInput)
    .output(apiKeySchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, ctx.tenant.id, input.id)),

  roll: keysManagement
    .meta({
      fresh: true,
      idempotent: false,
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 403, 404, 413, 415, 422, 429],
        path: '/tenants/me/api-keys/{id}/roll',
        tags,
        summary: 'Roll an API key: a new key, the old one working until `expireOldIn`',
        description:
          'A new key (shown once) with the same name, permissions, addresses and expiry; the old one keeps working for `expireOldIn` ' +
          '(`now`, `1h`, `24h` or `7d`, or until its own earlier expiry) and is refused after. 422 for a revoked, expired or already rolled key.',
      },
    })
    .input(rollApiKeyInput)
    .output(rolledApiKeySchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return rollApiKey(ctx, ctx.tenant.id, input);
    }),

  listForTenant: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 404],
        path: '/tenants/{id}/api-keys',
        tags,
        summary: 'A tenant’s API keys (administrators)',
        description: 'The keys of any tenant, as the tenant lists them: never a key or its hash. 404 when there is no such tenant.',
      },
    })
    .input(tenantListInput(listApiKeysShape))
    .output(apiKeyListSchema)
    .query(({ ctx, input }) => listOfTenant(ctx.db, ctx.scope, input, (scope, query) => listApiKeys(ctx.db, scope, query))),

  revokeForTenant: adminProcedure
    .meta({
      fresh: true,
      openapi: {
        method: 'DELETE',
        errorResponses: [401, 404],
        path: '/tenants/{id}/api-keys/{keyId}',
        tags,
        summary: 'Revoke a tenant’s API key (administrators)',
        description: 'As the tenant’s own revocation, audited as the administrator’s. 404 when there is no such tenant, or no such key of it.',
      },
    })
    .input(adminApiKeyIdInput)
    .output(apiKeySchema)
    .mutation(async ({ ctx, input }) => {
      const tenant = await getTenantOrThrow(ctx.db, input.id);
      return revokeApiKey(ctx, tenant.id, input.keyId);
    }),
});
