import { z } from 'zod';
import type { WebhookEndpointRow } from '@/db/schema';
import { integerInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { webhookEventTypes } from './event-catalog';
import { webhookAttemptSchema, webhookDeliverySchema } from './webhook-schemas';

/** Webhook endpoint schemas, shared by the REST routes, the console and the OpenAPI document. */

/** At most this many endpoints per tenant, the primary one included. */
export const MAX_ENDPOINTS_PER_TENANT = 20;
export const MAX_ENDPOINT_HEADERS = 10;
/** How far back a recovery may reach. */
export const RECOVER_MAX_DAYS = 30;

/**
 * Headers an endpoint may not set: the ones that carry the signature, describe the body or the
 * connection, or continue the trace. A custom value would break verification or the request.
 */
export const reservedHeaderNames = [
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'user-agent',
  'host',
  'connection',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'traceparent',
  'tracestate',
] as const;
const reserved = new Set<string>(reservedHeaderNames);

/** RFC 9110 token characters: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,100}$/;

const headersSchema = z
  .record(z.string(), z.string({ error: 'header values must be text' }))
  .superRefine((headers, ctx) => {
    const names = Object.keys(headers);
    if (names.length > MAX_ENDPOINT_HEADERS) ctx.addIssue({ code: 'custom', message: `headers may hold at most ${MAX_ENDPOINT_HEADERS} headers` });
    const seen = new Set<string>();
    for (const name of names) {
      const lower = name.toLowerCase();
      if (!HEADER_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is not a valid header name` });
      else if (reserved.has(lower)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is set by the platform and cannot be overridden` });
      else if (seen.has(lower)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is given twice (header names ignore case)` });
      seen.add(lower);
      const value = headers[name]!;
      if (value.length > 1000) ctx.addIssue({ code: 'custom', path: [name], message: `the value of ${name} must be at most 1000 characters` });
      // CR, LF and other controls would split the request or be refused by the HTTP client.
      if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) ctx.addIssue({ code: 'custom', path: [name], message: `the value of ${name} must not hold control characters` });
    }
  })
  .meta({
    description: `Up to ${MAX_ENDPOINT_HEADERS} headers sent with every delivery to this endpoint, name to value. The signature, content and trace headers (${reservedHeaderNames.join(', ')}) cannot be set.`,
    example: { 'X-Api-Key': 'receiver-key' },
  });

/** Catalog types only; the message names every unknown one. */
const eventTypesSchema = z
  .array(z.string({ error: 'eventTypes must be a list of event type names' }))
  .max(webhookEventTypes.length * 2, 'eventTypes has too many entries')
  .superRefine((types, ctx) => {
    const known = new Set<string>(webhookEventTypes);
    const unknown = [...new Set(types.filter((type) => !known.has(type)))];
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (see GET /webhook-event-types)` });
    }
  })
  // Stored once each, in the catalog's order, so an equal choice reads the same.
  .transform((types) => webhookEventTypes.filter((type) => types.includes(type)))
  .meta({ description: 'The event types it receives (`GET /webhook-event-types`); absent or empty: every type.', example: ['payment.succeeded', 'payment.failed'] });

const rateLimitSchema = integerInput('rateLimitPerSecond must be an integer')
  .min(1, 'rateLimitPerSecond must be between 1 and 1000')
  .max(1000, 'rateLimitPerSecond must be between 1 and 1000')
  .meta({ description: 'At most this many deliveries a second to this endpoint; later ones wait their turn, other endpoints do not. Null: no cap.' });

/** An endpoint's URL, with messages naming `url` (the tenant's own field is `webhookUrl`). */
const endpointUrlSchema = z
  .url({ protocol: /^https?$/, hostname: /.+/, error: 'url must be a valid http or https URL' })
  .max(2048, 'url must be at most 2048 characters');

const descriptionSchema = z.string().trim().max(500, 'description must be at most 500 characters');

export const createWebhookEndpointInput = z.strictObject({
  url: endpointUrlSchema.meta({ description: 'Where the events are posted: https (http only where private targets are allowed, for local development).' }),
  description: descriptionSchema.default('').meta({ description: 'What it is for, as people will read it.' }),
  eventTypes: eventTypesSchema.default([]),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  headers: headersSchema.default({}),
  rateLimitPerSecond: rateLimitSchema.nullable().default(null),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointInput>;

export const webhookEndpointIdInput = z.object({ id: rowIdParam('Webhook endpoint id (UUID).') });

export const updateWebhookEndpointInput = z.strictObject({
  id: rowIdParam('Webhook endpoint id (UUID).'),
  url: endpointUrlSchema.optional(),
  description: descriptionSchema.optional(),
  eventTypes: eventTypesSchema.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional().meta({ description: 'false stops its deliveries; true re-enables it (also one the platform disabled).' }),
  headers: headersSchema.optional().meta({ description: 'Replaces every custom header.' }),
  rateLimitPerSecond: rateLimitSchema.nullable().optional(),
});
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointInput>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.string()).meta({ description: 'Empty: every type.' }),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().meta({ description: 'Why it is disabled: failing for too long, or disabled by a person.' }),
    disabledAt: z.iso.datetime().nullable(),
    headers: z.record(z.string(), z.string()).optional().meta({
      description: 'The custom headers, name to value: only for callers who may read the signing secret (the API token, developers and owners). Others read `headerNames`.',
    }),
    headerNames: z.array(z.string()).meta({ description: 'The names of the custom headers, for every caller.' }),
    rateLimitPerSecond: z.number().int().nullable(),
    primary: z.boolean().meta({ description: 'The tenant’s `webhookUrl`: changed by `PATCH /tenants/me` too, and signed with `/tenants/me/webhook-secret`.' }),
    failingSince: z.iso.datetime().nullable().meta({ description: 'The first failed attempt since its last success; null while it is healthy.' }),
    lastSuccessAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint as the API knows it: one with a URL (a primary without one holds the tenant's secret alone). */
export type ListedEndpointRow = WebhookEndpointRow & { url: string };

/**
 * The endpoint as answered. `headerValues` are the opened header values, given only to a caller
 * who may read the signing secret (header values often hold a receiver's key); without them the
 * answer names the headers alone.
 */
export function toWebhookEndpoint(row: ListedEndpointRow, headerValues: Record<string, string> | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    ...(headerValues ? { headers: headerValues } : {}),
    headerNames: Object.keys(row.headers),
    rateLimitPerSecond: row.rateLimitPerSecond,
    primary: row.isPrimary,
    failingSince: row.failingSince?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listWebhookEndpointsShape = { ...paginationInput, sortBy: sortByInput(['createdAt'] as const, 'createdAt') };
export const listWebhookEndpointsInput = listQueryInput(listWebhookEndpointsShape);
export type ListWebhookEndpointsInput = z.infer<typeof listWebhookEndpointsInput>;
export const webhookEndpointListSchema = listOutput(webhookEndpointSchema).meta({ id: 'WebhookEndpointList' });

export const testWebhookEndpointInput = z.strictObject({
  id: rowIdParam('Webhook endpoint id (UUID).'),
  eventType: z
    .enum(webhookEventTypes, { error: `eventType must be one of ${webhookEventTypes.join(', ')}` })
    .default('webhook.test')
    .meta({ description: 'The type of the example event sent (its catalog example, with a new id and time). Default `webhook.test`.' }),
});

export const webhookEndpointTestResultSchema = z
  .object({
    delivery: webhookDeliverySchema,
    attempt: webhookAttemptSchema.nullable().meta({ description: 'The attempt made now, with the receiver’s status code and the start of its answer.' }),
  })
  .meta({ id: 'WebhookEndpointTestResult' });
export type WebhookEndpointTestResult = z.infer<typeof webhookEndpointTestResultSchema>;

export const recoverWebhookEndpointInput = z.strictObject({
  id: rowIdParam('Webhook endpoint id (UUID).'),
  since: z.iso
    .datetime({ offset: true, error: 'since must be an ISO 8601 date-time, such as 2026-01-31T10:00:00Z' })
    .meta({ description: `Recover the events created since then, at most ${RECOVER_MAX_DAYS} days back.`, example: '2026-01-31T10:00:00Z' }),
});

export const webhookEndpointRecoverySchema = z
  .object({
    recovered: z.number().int().meta({ description: 'How many deliveries were queued again now.' }),
    since: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpointRecovery' });
export type WebhookEndpointRecovery = z.infer<typeof webhookEndpointRecoverySchema>;
