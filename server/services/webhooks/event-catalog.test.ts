import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerDisputeEventTypes, providerRefundEventTypes } from '../../infra/payment-provider';
import { paymentStatuses } from '../payments/payment-schemas';
import { publishedWebhookEventTypes, webhookEventCatalog, webhookEventSchemaOf, webhookEventTypes } from './event-catalog';

/** Every TypeScript source file under server/, tests left out. */
async function serverSources(): Promise<{ file: string; text: string }[]> {
  const root = path.join(process.cwd(), 'server');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file: path.relative(process.cwd(), file), text: await readFile(file, 'utf8') })));
}

describe('the webhook event catalog', () => {
  it('lists the types in one order everywhere', () => {
    expect(webhookEventTypes).toEqual([
      'payment.created',
      'payment.processing',
      'payment.succeeded',
      'payment.failed',
      'payment.canceled',
      'payment.refunded',
      'refund.created',
      'refund.succeeded',
      'refund.failed',
      'dispute.created',
      'dispute.updated',
      'dispute.closed',
      'customer.created',
      'customer.updated',
      'customer.deleted',
      'tenant.updated',
      'webhook.test',
    ]);
    expect(Object.keys(webhookEventCatalog)).toEqual(webhookEventTypes);
    expect(publishedWebhookEventTypes().map((entry) => entry.type)).toEqual(webhookEventTypes);
  });

  it('has an event for every status a payment can enter', () => {
    for (const status of paymentStatuses) {
      const type = status === 'PENDING' ? 'payment.created' : `payment.${status.toLowerCase()}`;
      expect(webhookEventTypes, status).toContain(type);
    }
  });

  it('has every type the code enqueues by name', async () => {
    // The outbox's two entries: enqueueWebhookEvent(tx, tenantId, 'type', …), and webhookEvent('type', …) with the
    // statement's `type: 'type'` (create-payment.ts). The provider's events name theirs from the status entered (above),
    // a refund's outcome and a dispute's change by the provider event's own type (checked below).
    // An example event is sent by type name too: sendExampleEvent(deps, tenantId, endpointId, 'type').
    const calls = /enqueueWebhookEvent\(\s*[^,]+,\s*[^,]+,\s*'([^']+)'|webhookEvent\(\s*'([^']+)'|^\s*type: '([a-z]+\.[a-z]+)',$|sendExampleEvent\([^)]*'([a-z]+\.[a-z]+)'\)/gm;
    const named = new Set<string>();
    for (const { file, text } of await serverSources()) {
      if (!text.includes('enqueue-webhook-event')) continue;
      for (const match of text.matchAll(calls)) named.add(`${match[1] ?? match[2] ?? match[3] ?? match[4]} (${file})`);
    }
    const types = [...named].map((entry) => entry.split(' ')[0]!);
    // Sanity: the known senders were found (a changed call shape would otherwise pass unnoticed).
    expect(new Set(types)).toEqual(new Set(['payment.created', 'payment.canceled', 'payment.refunded', 'refund.created', 'dispute.created', 'dispute.updated', 'dispute.closed', 'customer.created', 'customer.updated', 'customer.deleted', 'tenant.updated', 'webhook.test']));
    for (const entry of named) expect(webhookEventTypes, entry).toContain(entry.split(' ')[0]);
  });

  it('has an event for every outcome a provider reports for a refund', () => {
    for (const type of providerRefundEventTypes) expect(webhookEventTypes).toContain(type);
  });

  it('has an event for every change a provider reports for a dispute', () => {
    for (const type of providerDisputeEventTypes) expect(webhookEventTypes).toContain(type);
  });

  it('describes every type for a tenant developer', () => {
    for (const type of webhookEventTypes) {
      const { description } = webhookEventCatalog[type];
      expect(description.length, type).toBeGreaterThan(40);
      expect(description, type).toMatch(/\.$/);
    }
  });

  it('parses every example with its own schema, and no other type’s', () => {
    for (const type of webhookEventTypes) {
      const { example, schema } = webhookEventCatalog[type];
      expect(schema.safeParse(example).error, type).toBeUndefined();
      expect(example.type).toBe(type);
      for (const other of webhookEventTypes.filter((candidate) => candidate !== type)) {
        expect(webhookEventSchemaOf(other).safeParse(example).success, `${type} as ${other}`).toBe(false);
      }
    }
  });

  it('refuses a payload with a key it does not know, at the top and in data', () => {
    const { example, schema } = webhookEventCatalog['payment.succeeded'];
    expect(schema.safeParse({ ...example, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...example, data: { ...example.data, extra: 1 } }).success).toBe(false);
    const tenantEvent = webhookEventCatalog['tenant.updated'].example;
    expect(webhookEventSchemaOf('tenant.updated').safeParse({ ...tenantEvent, data: { ...tenantEvent.data, tenant: { ...tenantEvent.data.tenant, appSecret: 'x' } } }).success).toBe(false);
  });

  it('publishes each schema as a closed JSON Schema object of the whole payload', () => {
    for (const { type, schema } of publishedWebhookEventTypes()) {
      expect(schema, type).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        required: ['id', 'type', 'createdAt', 'data'],
        additionalProperties: false,
        properties: { type: { const: type }, data: { type: 'object', additionalProperties: false } },
      });
    }
  });
});
