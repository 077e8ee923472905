import { describe, expect, it } from 'vitest';
import { publishedWebhookEventTypes, webhookEventTypes } from '../services/webhooks/event-catalog';
import { buildOpenApiDocument } from './openapi';

type Parameter = { name: string; in: string; required?: boolean; description?: string };
type WebhookOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: { $ref: string }; example: unknown }> };
  responses: Record<string, { description: string }>;
};

describe('the OpenAPI document’s webhooks', () => {
  const document = buildOpenApiDocument() as unknown as {
    webhooks: Record<string, { post: WebhookOperation }>;
    components: { schemas: Record<string, unknown> };
    tags: { name: string }[];
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };

  it('has one POST per event type of the catalog, and nothing else', () => {
    expect(Object.keys(document.webhooks)).toEqual(webhookEventTypes);
    for (const item of Object.values(document.webhooks)) expect(Object.keys(item)).toEqual(['post']);
  });

  it('gives each the catalog’s payload schema and example, the description, and the answers a receiver gives', () => {
    for (const { type, description, schema, example } of publishedWebhookEventTypes()) {
      const operation = document.webhooks[type]!.post;
      expect(operation.summary).toBe(type);
      expect(operation.description).toContain(description);
      const body = operation.requestBody!.content['application/json']!;
      expect(operation.requestBody!.required).toBe(true);
      expect(body.example).toEqual(example);
      const { $schema: _dialect, ...published } = schema;
      expect(document.components.schemas[body.schema.$ref.replace('#/components/schemas/', '')]).toEqual({ ...published, title: expect.any(String), description });
      expect(Object.keys(operation.responses).sort()).toEqual(['2XX', 'default']);
      expect(operation.responses['2XX']!.description).toMatch(/^Delivered/);
      expect(operation.responses.default!.description).toMatch(/retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h/);
    }
  });

  it('describes the Standard Webhooks headers each attempt carries', () => {
    for (const type of webhookEventTypes) {
      const headers = (document.webhooks[type]!.post.parameters ?? []).filter((parameter) => parameter.in === 'header');
      expect(headers.map((header) => [header.name, header.required])).toEqual([
        ['webhook-id', true],
        ['webhook-timestamp', true],
        ['webhook-signature', true],
        ['traceparent', false],
      ]);
      expect(headers.find((header) => header.name === 'webhook-signature')!.description).toMatch(/HMAC-SHA256 over `\{webhook-id\}\.\{webhook-timestamp\}\.\{body\}`/);
    }
  });

  it('lists the events beside their public catalog, under one described tag', () => {
    const tag = 'Webhook events';
    expect(document.tags.map((entry) => entry.name)).toContain(tag);
    for (const type of webhookEventTypes) expect(document.webhooks[type]!.post.tags).toEqual([tag]);
    const catalog = document.paths['/webhook-event-types']!.get!;
    expect(catalog.tags).toEqual([tag]);
    expect(catalog.security).toEqual([]);
  });
});
