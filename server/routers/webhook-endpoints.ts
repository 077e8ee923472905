import { z } from 'zod';
import {
  createWebhookEndpointInput,
  listWebhookEndpointsInput,
  listWebhookEndpointsShape,
  recoverWebhookEndpointInput,
  testWebhookEndpointInput,
  updateWebhookEndpointInput,
  webhookEndpointIdInput,
  webhookEndpointListSchema,
  webhookEndpointRecoverySchema,
  webhookEndpointSchema,
  webhookEndpointTestResultSchema,
} from '../services/webhooks/endpoint-schemas';
import { endpointActivitySchema, readEndpointActivity } from '../services/webhooks/endpoint-activity';
import { recoverWebhookEndpoint } from '../services/webhooks/recover-deliveries';
import { sendExampleEvent } from '../services/webhooks/send-test-webhook';
import { memberMay } from '../services/people/roles';
import { grants } from '../services/api-keys/permissions';
import type { StoredKeyPermissions } from '@/db/schema';
import { listOfTenant, tenantListInput } from './tenant-lists';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  endpointAsSeen,
  findWebhookEndpoint,
  type HeaderVisibility,
  listWebhookEndpoints,
  readWebhookEndpointSecret,
  readWebhookEndpointSecretGrace,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
} from '../services/webhooks/webhook-endpoints';
import { rotatedWebhookSecretSchema, rotateWebhookSecretInput, webhookSecretGraceSchema, webhookSecretSchema } from '../services/webhooks/webhook-schemas';
import { adminProcedure, type RequestContext, router, tenantProcedure } from '../trpc';

const tags = ['Webhook endpoints'];

/** What an API key needs here: webhooks (read for queries, write for changes). */
const endpointsProcedure = tenantProcedure.meta({ permission: { resource: 'webhooks' } });

/**
 * Header values go to whoever may read the signing secret (`secret` below: a developer or owner,
 * the tenant's token, or an API key with `webhooks:write`); a viewer or a read-only key reads the names alone.
 */
const headerVisibility = (ctx: RequestContext & { apiKeyPermissions: StoredKeyPermissions | null }): HeaderVisibility => ({
  headerValues: ctx.apiKeyPermissions ? grants(ctx.apiKeyPermissions, { resource: 'webhooks', access: 'write' }) : ctx.session?.kind !== 'tenant' || memberMay(ctx.session.role, 'developer'),
});

/**
 * The calling tenant's webhook endpoints: several URLs, each with its event types, secret,
 * headers and rate; an example event on request; recovery of what one missed. The tenant comes
 * from the token. `/tenants/me/…` is declared before `/tenants/{id}/…`: the first matching route wins.
 */
export const webhookEndpointsRouter = router({
  list: endpointsProcedure
    .meta({
      openapi: { method: 'GET', errorResponses: [400, 401, 429], path: '/tenants/me/webhook-endpoints', tags, summary: 'The tenant’s webhook endpoints', description: 'Every endpoint of the calling tenant, newest first by default. The primary endpoint is the tenant’s `webhookUrl`. At most 20 can be added; setting `webhookUrl` is never refused for the limit, so a tenant at 20 that sets one has 21.' },
    })
    .input(listWebhookEndpointsInput)
    .output(webhookEndpointListSchema)
    .query(({ ctx, input }) => listWebhookEndpoints(ctx, ctx.scope, input, headerVisibility(ctx))),

  // Fresh, as an update: a new endpoint receives the tenant's events at an address of the caller's choice.
  create: endpointsProcedure
    .meta({
      fresh: true,
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 413, 415, 422, 429],
        path: '/tenants/me/webhook-endpoints',
        tags,
        summary: 'Add a webhook endpoint',
        description:
          'Adds an endpoint with its own signing secret (`GET …/{id}/secret`). `eventTypes` absent or empty receives every type; an unknown ' +
          'type is a 400 naming it. A URL that is, or resolves to, a private address is a 400. 422 when the tenant already has 20.',
      },
    })
    .input(createWebhookEndpointInput)
    .output(webhookEndpointSchema)
    .mutation(({ ctx, input }) => createWebhookEndpoint(ctx, ctx.tenant.id, input)),

  get: endpointsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 404, 429], path: '/tenants/me/webhook-endpoints/{id}', tags, summary: 'One webhook endpoint', description: 'Another tenant’s endpoint is a 404.' } })
    .input(webhookEndpointIdInput)
    .output(webhookEndpointSchema)
    .query(async ({ ctx, input }) => endpointAsSeen(ctx.secrets, await findWebhookEndpoint(ctx.db, ctx.tenant.id, input.id), headerVisibility(ctx))),

  // Fresh: a new URL or new headers send every later event elsewhere.
  update: endpointsProcedure
    .meta({
      fresh: true,
      openapi: {
        method: 'PATCH',
        errorResponses: [400, 401, 404, 413, 415, 429],
        path: '/tenants/me/webhook-endpoints/{id}',
        tags,
        summary: 'Change a webhook endpoint, or enable or disable it',
        description:
          'Changes the fields given. `enabled: true` re-enables an endpoint (also one disabled for failing) and clears its reason; ' +
          '`headers` replaces every custom header. Changing the primary endpoint’s URL changes the tenant’s `webhookUrl`.',
      },
    })
    .input(updateWebhookEndpointInput)
    .output(webhookEndpointSchema)
    .mutation(({ ctx, input }) => updateWebhookEndpoint(ctx, ctx.tenant.id, input)),

  delete: endpointsProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        errorResponses: [401, 404, 429],
        path: '/tenants/me/webhook-endpoints/{id}',
        tags,
        summary: 'Remove a webhook endpoint',
        description: 'Answers the endpoint as it was. Its delivery log stays; what it had not been sent yet is given up. Removing the primary endpoint clears the tenant’s `webhookUrl`.',
      },
    })
    .input(webhookEndpointIdInput)
    .output(webhookEndpointSchema)
    .mutation(async ({ ctx, input }) => {
      const endpoint = endpointAsSeen(ctx.secrets, await findWebhookEndpoint(ctx.db, ctx.tenant.id, input.id), headerVisibility(ctx));
      await deleteWebhookEndpoint(ctx, ctx.tenant.id, input.id);
      return endpoint;
    }),

  secret: endpointsProcedure
    .meta({
      fresh: true,
      role: { member: 'developer' },
      // Revealing a secret is as much as changing one.
      permission: { resource: 'webhooks', access: 'write' },
      openapi: {
        method: 'GET',
        errorResponses: [401, 404, 429],
        path: '/tenants/me/webhook-endpoints/{id}/secret',
        tags,
        summary: 'The secret that signs an endpoint’s deliveries',
        description: 'The primary endpoint’s is the tenant’s webhook secret (`/tenants/me/webhook-secret`). Sent with `Cache-Control: no-store`.',
      },
    })
    .input(webhookEndpointIdInput)
    .output(webhookSecretSchema)
    .query(async ({ ctx, input }) => {
      ctx.response.headers['Cache-Control'] = 'no-store';
      return { secret: await readWebhookEndpointSecret(ctx, ctx.tenant.id, input.id) };
    }),

  rotateSecret: endpointsProcedure
    .meta({
      fresh: true,
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 404, 429],
        path: '/tenants/me/webhook-endpoints/{id}/secret/rotate',
        tags,
        summary: 'Replace an endpoint’s signing secret, keeping the old one valid for a grace period',
        description:
          'As `/tenants/me/webhook-secret/rotate`, for one endpoint: for the grace period (`gracePeriod`, default `24h`) its deliveries carry ' +
          'a signature with each secret. The body may be omitted.',
      },
    })
    .input(webhookEndpointIdInput.extend(rotateWebhookSecretInput.shape).strict())
    .output(rotatedWebhookSecretSchema)
    .mutation(({ ctx, input }) => {
      ctx.response.headers['Cache-Control'] = 'no-store';
      return rotateWebhookEndpointSecret(ctx, ctx.tenant.id, input.id, input.gracePeriod);
    }),

  // The console's endpoint page (no REST route): whether a replaced secret still signs, without reading a secret.
  secretGrace: endpointsProcedure
    .input(webhookEndpointIdInput)
    .output(webhookSecretGraceSchema)
    .query(({ ctx, input }) => readWebhookEndpointSecretGrace(ctx.db, ctx.tenant.id, input.id)),

  test: endpointsProcedure
    .meta({
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 404, 422, 429],
        path: '/tenants/me/webhook-endpoints/{id}/test',
        tags,
        summary: 'Send an example event of a type to the endpoint now, and answer with the receiver’s answer',
        description:
          'The catalog’s example of `eventType` (default `webhook.test`), with a new event id and time, signed and sent at once whatever ' +
          'types the endpoint receives. The answer holds the delivery and the attempt (status code, the start of the receiver’s answer). ' +
          'A failed attempt is retried on the usual schedule. 422 when the endpoint is disabled.',
      },
    })
    .input(testWebhookEndpointInput)
    .output(webhookEndpointTestResultSchema)
    .mutation(({ ctx, input }) => sendExampleEvent({ ...ctx.webhookDelivery, audit: ctx.audit }, ctx.tenant.id, input.id, input.eventType)),

  recover: endpointsProcedure
    .meta({
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 404, 413, 415, 422, 429],
        path: '/tenants/me/webhook-endpoints/{id}/recover',
        tags,
        summary: 'Send the endpoint again every event it missed since a time',
        description:
          'Every delivery to this endpoint created since `since` (at most 30 days back) that it has not received, given up or still ' +
          'waiting for a retry, is queued again now with a new retry schedule. One it answered 2xx is never sent again. The answer says ' +
          'how many. 422 when the endpoint is disabled: enable it first.',
      },
    })
    .input(recoverWebhookEndpointInput)
    .output(webhookEndpointRecoverySchema)
    .mutation(({ ctx, input }) => recoverWebhookEndpoint(ctx, ctx.tenant.id, input.id, input.since)),

  // The console's endpoints pages (no REST route): deliveries and success over the last 24 hours, by hour.
  activity: endpointsProcedure
    .input(z.object({ id: z.string().optional() }))
    .output(endpointActivitySchema)
    .query(({ ctx, input }) => readEndpointActivity(ctx.db, ctx.tenant.id, input.id)),

  listForTenant: adminProcedure
    .meta({
      openapi: { method: 'GET', errorResponses: [400, 401, 404], path: '/tenants/{id}/webhook-endpoints', tags, summary: "A tenant's webhook endpoints (administrators)", description: 'The webhook endpoints of any tenant. Secrets and header values are not shown (`headerNames` names the headers). 404 when there is no such tenant.' },
    })
    .input(tenantListInput(listWebhookEndpointsShape))
    .output(webhookEndpointListSchema)
    .query(({ ctx, input }) => listOfTenant(ctx.db, ctx.scope, input, (scope, query) => listWebhookEndpoints(ctx, scope, query, { headerValues: false }))),
});
