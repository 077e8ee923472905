import { describe, expect, it } from 'vitest';
import { supportedCurrencies } from '../services/payments/payment-schemas';
import { buildOpenApiDocument } from './openapi';

type Header = { required?: boolean; schema?: unknown };
type Response = { description: string; content?: Record<string, { schema?: { $ref?: string } }>; headers?: Record<string, Header> };
type Operation = { description?: string; tags?: string[]; security?: Record<string, string[]>[]; responses: Record<string, Response> };

/**
 * What answers without the database's 503: the probes (readiness and the serving probe have a 503 report of their own) and
 * the webhook event catalog, which is code.
 */
const WITHOUT_DATABASE = ['GET /health', 'GET /health/live', 'GET /health/ready', 'GET /health/serving', 'GET /webhook-event-types'];
const RATE_LIMIT = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

describe('what the OpenAPI document tells a client beyond the shapes', () => {
  const document = buildOpenApiDocument();
  const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${template}`, template, operation })),
  );
  const find = (name: string) => operations.find((entry) => entry.name === name)!.operation;

  it('has the operations to check (sanity)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(55);
  });

  it('describes every operation, beyond its summary', () => {
    const undescribed = operations.filter(({ operation }) => !operation.description?.trim()).map(({ name }) => name);
    expect(undescribed).toEqual([]);
  });

  it('declares a 503 with a required Retry-After and the surface’s error body on every operation that needs the database', () => {
    const missing: string[] = [];
    for (const { name, template, operation } of operations.filter((entry) => !WITHOUT_DATABASE.includes(entry.name))) {
      const unavailable = operation.responses['503'];
      const body = template.startsWith('/v1/') ? '#/components/schemas/CourseError' : '#/components/schemas/BillingError';
      if (!unavailable) missing.push(`${name}: no 503`);
      else {
        if (unavailable.headers?.['Retry-After']?.required !== true) missing.push(`${name}: 503 without a required Retry-After`);
        if (unavailable.content?.['application/json']?.schema?.$ref !== body) missing.push(`${name}: 503 body is not ${body}`);
      }
    }
    expect(missing).toEqual([]);
    expect(find('GET /tenants/me').responses['503']!.description).toMatch(/database is unavailable, the service is still starting/);
  });

  it('declares no rate-limit headers on what is answered before the count: a tenant’s or account user’s 401, a 413 or 415 of the billing and account APIs', () => {
    const declared: string[] = [];
    for (const { name, template, operation } of operations) {
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      const before = ['413', '415', ...(scheme === 'TenantJWT' || scheme === 'AccountJWT' ? ['401'] : [])];
      if (template.startsWith('/v1/')) continue;
      for (const code of before) {
        const headers = Object.keys(operation.responses[code]?.headers ?? {});
        if (headers.some((header) => RATE_LIMIT.includes(header))) declared.push(`${name} ${code}`);
      }
    }
    expect(declared).toEqual([]);
    // Where the limit counts first (sign-in, the course API), the 401 carries them.
    expect(find('POST /tenants/login').responses['401']!.headers?.['X-RateLimit-Remaining']?.required).toBe(true);
    expect(find('GET /v1/courses').responses['401']!.headers?.['X-RateLimit-Remaining']?.required).toBe(true);
    expect(find('GET /payments').responses['200']!.headers?.['X-RateLimit-Remaining']?.required).toBe(true);
  });

  it('names a contact, and lists every tag operations use, each with a description', () => {
    expect(document.info.contact?.name).toBeTruthy();
    const tags = (document.tags ?? []) as { name: string; description?: string }[];
    const used = [...new Set(operations.flatMap(({ operation }) => operation.tags ?? []))].sort();
    expect(tags.map((tag) => tag.name).sort()).toEqual(used);
    for (const tag of tags) expect(tag.description?.trim(), tag.name).toBeTruthy();
  });

  it('gives Payment.currency the currencies a payment can be created in', () => {
    const payment = (document.components?.schemas as Record<string, { properties: Record<string, { enum?: string[] }> }>).Payment!;
    expect(payment.properties.currency!.enum).toEqual([...supportedCurrencies]);
  });
});
