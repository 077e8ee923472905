import { z } from 'zod';
import {
  deliveryRunSchema,
  listWebhookDeliveriesInput,
  listWebhookDeliveriesShape,
  rotatedWebhookSecretSchema,
  rotateWebhookSecretInput,
  webhookDeliveryDetailSchema,
  webhookDeliveryIdInput,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookSecretGraceSchema,
  webhookSecretSchema,
} from '../services/webhooks/webhook-schemas';
import { listOfTenant, tenantListInput } from './tenant-lists';
import { readWebhookDelivery } from '../services/webhooks/delivery-detail';
import { publishedWebhookEventTypes, webhookEventTypeListSchema } from '../services/webhooks/event-catalog';
import { sendTestWebhook } from '../services/webhooks/send-test-webhook';
import { listWebhookDeliveries, resendWebhookDelivery } from '../services/webhooks/webhook-deliveries';
import { expirePreviousWebhookSecret, getOrCreateWebhookSecret, readWebhookSecretGrace, rotateWebhookSecret } from '../services/webhooks/webhook-secret';
import { adminProcedure, baseProcedure, router, schedulerProcedure, tenantProcedure } from '../trpc';

const tags = ['Webhooks'];

/** What an API key needs here: webhooks (read for queries, write for changes). */
const webhooksProcedure = tenantProcedure.meta({ permission: { resource: 'webhooks' } });
/** The event catalog's tag; the OpenAPI document's `webhooks` carry it too, so the reference shows them together. */
export const WEBHOOK_EVENTS_TAG = 'Webhook events';

/**
 * The calling tenant's outgoing webhooks: its signing secret, its delivery log and
 * resends, and the cron-callable delivery run for hosts without a background loop. The tenant
 * always comes from the token; no path here can be shadowed by `/tenants/{id}` (other segment counts).
 * The event catalog is public: it is the same for every tenant and holds no tenant's data.
 */
export const webhooksRouter = router({
  eventTypes: baseProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhook-event-types',
        tags: [WEBHOOK_EVENTS_TAG],
        summary: 'The webhook event types, each with its payload schema and an example',
        description:
          'Every event type a tenant’s webhook URL can receive, in `{data}`: its `type`, what it means, the JSON Schema of the whole ' +
          'payload `{id, type, createdAt, data}` and an example payload. The same for every tenant; no credentials. The ' +
          'document’s `webhooks` section describes the same events as requests to the receiver.',
      },
    })
    .input(z.object({}))
    .output(webhookEventTypeListSchema)
    .query(() => ({ data: publishedWebhookEventTypes() })),

  secret: webhooksProcedure
    .meta({
      fresh: true,
      role: { member: 'developer' },
      // Revealing a secret is as much as changing one.
      permission: { resource: 'webhooks', access: 'write' },
      openapi: { method: 'GET', errorResponses: [401, 429], path: '/tenants/me/webhook-secret', tags, summary: 'The secret that signs the tenant’s webhooks', description: 'The HMAC secret of the tenant’s outgoing webhooks, created on first read. Sent with `Cache-Control: no-store`.' },
    })
    .input(z.object({}))
    .output(webhookSecretSchema)
    .query(async ({ ctx }) => {
      ctx.response.headers['Cache-Control'] = 'no-store';
      return { secret: await getOrCreateWebhookSecret(ctx, ctx.tenant.id) };
    }),

  rotateSecret: webhooksProcedure
    .meta({
      fresh: true,
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [401, 429],
        path: '/tenants/me/webhook-secret/rotate',
        tags,
        summary: 'Replace the webhook signing secret, keeping the old one valid for a grace period',
        description:
          'Later deliveries are signed with the new secret. For the grace period (`gracePeriod`, default `24h`) they are signed ' +
          'with the old one as well, two signatures in `webhook-signature` (`v1,<sig> v1,<sig>`), so a receiver still holding ' +
          'the old secret keeps verifying them until `previousSecretExpiresAt`. `none` stops the old secret at once. The body may be omitted.',
      },
    })
    .input(rotateWebhookSecretInput)
    .output(rotatedWebhookSecretSchema)
    .mutation(async ({ ctx, input }) => {
      ctx.response.headers['Cache-Control'] = 'no-store';
      return rotateWebhookSecret(ctx, ctx.tenant.id, input.gracePeriod);
    }),

  expirePreviousSecret: webhooksProcedure
    .meta({
      fresh: true,
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [401, 429],
        path: '/tenants/me/webhook-secret/expire-previous',
        tags,
        summary: 'End the grace period of the last rotation now',
        description:
          'The secret replaced by the last rotation stops signing at once: later deliveries carry one signature, made with the current secret. ' +
          'Without a grace period running nothing changes, and the answer is the same. The body may be omitted.',
      },
    })
    .input(z.object({}))
    .output(webhookSecretGraceSchema)
    .mutation(({ ctx }) => expirePreviousWebhookSecret(ctx, ctx.tenant.id)),

  // The console's settings page (no REST route): whether the previous secret still signs, without reading a secret.
  secretGrace: webhooksProcedure
    .input(z.object({}))
    .output(webhookSecretGraceSchema)
    .query(({ ctx }) => readWebhookSecretGrace(ctx.db, ctx.tenant.id)),

  deliveries: webhooksProcedure
    .meta({
      openapi: { method: 'GET', errorResponses: [400, 401, 429], path: '/tenants/me/webhook-deliveries', tags, summary: 'The tenant’s webhook delivery log', description: 'The tenant’s outgoing webhook deliveries, paginated, sorted by creation and filtered by status: each with its attempt count, last status code or error, and next attempt.' },
    })
    .input(listWebhookDeliveriesInput)
    .output(webhookDeliveryListSchema)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, ctx.scope, input)),

  sendTest: webhooksProcedure
    .meta({
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [401, 422, 429],
        path: '/tenants/me/webhook-test',
        tags,
        summary: 'Send a `webhook.test` event to the webhook URL now and answer with the delivery',
        description:
          'Signed and checked like every event. The answer is the delivery after its first attempt: `status` SUCCEEDED, ' +
          'or PENDING with `lastStatusCode`/`lastError` and the retry schedule started. 422 without a webhook URL.',
      },
    })
    .input(z.object({}))
    .output(webhookDeliverySchema)
    .mutation(({ ctx }) => sendTestWebhook({ ...ctx.webhookDelivery, audit: ctx.audit }, ctx.tenant)),

  deliveriesForTenant: adminProcedure
    .meta({
      openapi: { method: 'GET', errorResponses: [400, 401, 404], path: '/tenants/{id}/webhook-deliveries', tags, summary: "A tenant's webhook delivery log (administrators)", description: 'The webhook delivery log of any tenant, with the same filter as the tenant’s own. 404 when there is no such tenant.' },
    })
    .input(tenantListInput(listWebhookDeliveriesShape))
    .output(webhookDeliveryListSchema)
    .query(({ ctx, input }) => listOfTenant(ctx.db, ctx.scope, input, (scope, query) => listWebhookDeliveries(ctx.db, scope, query))),

  resend: webhooksProcedure
    .meta({
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [401, 404, 429],
        path: '/tenants/me/webhook-deliveries/{id}/resend',
        tags,
        summary: 'Send a delivery again now, with the same webhook-id', description: 'Queues the delivery again at once with the same `webhook-id` (receivers deduplicate on it); the retry schedule starts over and earlier attempts stay in the log. Another tenant’s delivery is a 404. The body may be omitted.',
      },
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => resendWebhookDelivery(ctx, ctx.tenant.id, input.id)),

  // The console's delivery page (no REST route): the delivery with every attempt, its payment and tenant.
  delivery: webhooksProcedure
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryDetailSchema)
    .query(({ ctx, input }) => readWebhookDelivery(ctx.db, input.id, { tenantId: ctx.tenant.id })),

  deliveryForAdmin: adminProcedure
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryDetailSchema)
    .query(({ ctx, input }) => readWebhookDelivery(ctx.db, input.id, 'any')),

  // A mutation: the console answers it to POST only; the REST route stays GET for Vercel Cron (see jobs.ts).
  runDeliveries: schedulerProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [401],
        path: '/cron/webhooks',
        tags,
        summary: 'Deliver the webhooks that are due (for a scheduler on hosts without the background loop)',
        description:
          'For hosts where no background loop runs (serverless). Authenticated with the admin key, or with ' +
          '`Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set (what Vercel Cron sends).',
      },
    })
    .input(z.object({}))
    .output(deliveryRunSchema)
    .mutation(({ ctx }) => ctx.jobs.deliverWebhooks()),
});
