import { WEBHOOK_EVENTS_TAG } from '../routers/webhooks';
import { publishedWebhookEventTypes } from '../services/webhooks/event-catalog';
import { RETRY_DELAYS_S } from '../services/webhooks/retry-schedule';

/** The Standard Webhooks headers each attempt carries, as the receiver reads them. */
const receiverHeaders = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once.',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the ' +
      'tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are ' +
      'two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp.',
    schema: { type: 'string' },
  },
  {
    name: 'traceparent',
    in: 'header',
    required: false,
    description: 'W3C Trace Context of the request that caused the event, with tracing on. Not signed.',
    schema: { type: 'string' },
  },
];

const schedule = RETRY_DELAYS_S.map((seconds) => (seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`)).join(', ');

/** `payment.created` → `PaymentCreatedEvent`: the schema's name in the document's components. */
export const eventSchemaNameOf = (type: string) =>
  `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;

/**
 * The document's top-level `webhooks` (OpenAPI 3.1): one `post` per event type of the catalog, as
 * the receiver gets it, with the payload schemas to put in `components.schemas`.
 */
export function webhookEventDocumentation(): { webhooks: Record<string, unknown>; schemas: Record<string, unknown> } {
  const webhooks: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const { type, description, schema, example } of publishedWebhookEventTypes()) {
    // The document's dialect is already JSON Schema 2020-12, the one zod writes.
    const { $schema: _dialect, ...eventSchema } = schema;
    const name = eventSchemaNameOf(type);
    schemas[name] = { ...eventSchema, title: name, description };
    webhooks[type] = {
      post: {
        operationId: `${type.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())}Webhook`,
        summary: type,
        description:
          `${description}\n\nPOSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the ` +
          'Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.',
        tags: [WEBHOOK_EVENTS_TAG],
        security: [],
        parameters: receiverHeaders,
        requestBody: {
          required: true,
          description: `The \`${type}\` event, \`{id, type, createdAt, data}\`, as JSON.`,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` }, example } },
        },
        responses: {
          '2XX': { description: 'Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log.' },
          default: {
            description:
              'Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, ' +
              `retried ${schedule} after each failure. After the last one the delivery is FAILED.`,
          },
        },
      },
    };
  }
  return { webhooks, schemas };
}
