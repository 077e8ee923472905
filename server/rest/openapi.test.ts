import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './route-table';

type Response = { description: string; content?: unknown; headers?: Record<string, unknown> };
type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };
type Operation = { responses: Record<string, Response>; parameters?: Parameter[] };

const REPLAY = 'Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true)';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const routes = buildRouteTable(appRouter).routes;
  const operationOf = (template: string, method: string) => paths[template]![method.toLowerCase()]!;
  const keyedRoutes = routes.filter((route) => route.method !== 'GET' && route.meta.auth !== undefined && route.meta.auth !== 'none' && route.meta.idempotent !== false);

  it('has keyed writes to check (sanity)', () => {
    expect(keyedRoutes.map((route) => `${route.method} ${route.template}`)).toEqual(
      expect.arrayContaining(['POST /payments', 'POST /tenants/register', 'POST /payments/{id}/cancel', 'PATCH /tenants/me']),
    );
  });

  it('documents 400 (Idempotency-Key not a UUID v4) and 409 (key reused) on every keyed write, declared error list or not', () => {
    for (const route of keyedRoutes) {
      const operation = operationOf(route.template, route.method);
      const name = `${route.method} ${route.template}`;
      expect(operation.responses['400']?.description, name).toMatch(/Idempotency-Key is not a UUID v4/);
      expect(operation.responses['409']?.description, name).toMatch(/Idempotency-Key reused with another payload/);
      expect(operation.responses['400']?.content, name).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/BillingError' } } });
      expect(operation.parameters?.map((parameter) => parameter.name), name).toContain('Idempotency-Key');
    }
  });

  it("keeps a route's own meaning of 400 and 409 next to the key's", () => {
    const register = operationOf('/tenants/register', 'POST');
    expect(register.responses['409']!.description).toBe('Conflict; or Idempotency-Key reused with another payload');
    expect(register.responses['400']!.description).toMatch(/^Validation failed, or a malformed request: .*; or Idempotency-Key is not a UUID v4$/);
  });

  it('declares on every operation what the adapter answers before a procedure runs: 400, and 413 and 415 where a body can be sent', () => {
    for (const route of routes) {
      const { responses } = operationOf(route.template, route.method);
      const name = `${route.method} ${route.template}`;
      expect(Object.keys(responses), name).toContain('400');
      if (['POST', 'PUT', 'PATCH'].includes(route.method)) expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['413', '415']));
      expect(responses['400']!.description, name).toMatch(/percent-encoded UTF-8/);
    }
  });

  it('marks the body of body-less actions optional', () => {
    for (const route of routes.filter((candidate) => candidate.meta.bodyless)) {
      const operation = operationOf(route.template, route.method) as Operation & { requestBody?: { required?: boolean } };
      expect(operation.requestBody?.required ?? false, `${route.method} ${route.template}`).toBe(false);
    }
  });

  it('has a licence, and only the error schemas its operations use', () => {
    expect(document.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components?.schemas ?? {}).filter((schema) => schema.endsWith('Error'))) {
      expect(text, name).toContain(`#/components/schemas/${name}`);
    }
  });

  it('documents the 200 replay, with the same schema, beside every 201 of an authenticated (keyed) write', () => {
    const created = routes.filter((route) => route.meta.successStatus === 201);
    expect(created.map((route) => `${route.method} ${route.template}`).sort()).toEqual([
      'POST /api/v1/auth/api-keys',
      'POST /api/v1/auth/register',
      'POST /customers',
      'POST /payments',
      'POST /payments/{id}/refunds',
      'POST /prices',
      'POST /tenants/me/api-keys',
      'POST /tenants/me/api-keys/{id}/roll',
      'POST /tenants/me/payment-connectors',
      'POST /tenants/me/webhook-endpoints',
      'POST /tenants/register',
      'POST /v1/courses',
    ]);
    // Sign-up has no caller to scope an idempotency record to, an API key's answer holds the key
    // (never stored), and the course API has no idempotency: no Idempotency-Key, no replay.
    for (const template of ['/api/v1/auth/register', '/api/v1/auth/api-keys', '/tenants/me/api-keys', '/tenants/me/api-keys/{id}/roll', '/v1/courses']) {
      const operation = operationOf(template, 'POST');
      expect(operation.responses['200'], template).toBeUndefined();
      expect(JSON.stringify(operation.parameters ?? []), template).not.toContain('Idempotency-Key');
    }
    for (const route of created.filter((candidate) => candidate.meta.auth !== 'none' && candidate.meta.idempotent !== false)) {
      const { responses } = operationOf(route.template, route.method);
      expect(responses['201']!.content).toBeDefined();
      expect(responses['200']).toMatchObject({ description: REPLAY, headers: { 'Idempotent-Replayed': expect.any(Object) } });
      expect(responses['200']!.content).toEqual(responses['201']!.content);
    }
  });

  it('keeps the rate-limit headers of tenant routes on the replay answer', () => {
    const replay = operationOf('/payments', 'POST').responses['200']!;
    expect(Object.keys(replay.headers ?? {}).sort()).toEqual(['Idempotent-Replayed', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
  });

  it('declares the Standard Webhooks headers of the provider receiver as required header parameters', () => {
    const receiver = operationOf('/webhooks/paymentprovider', 'POST');
    const headers = (receiver.parameters ?? []).filter((parameter) => parameter.in === 'header' && parameter.name.startsWith('webhook-'));
    expect(headers.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['webhook-id', true],
      ['webhook-timestamp', true],
      ['webhook-signature', true],
    ]);
    // Not a keyed write: the provider authenticates by signature and is idempotent by event id.
    expect(receiver.parameters?.map((parameter) => parameter.name)).not.toContain('Idempotency-Key');
  });

  it('documents every list filter as a query parameter, and no Idempotency-Key on reads', () => {
    const list = operationOf('/payments', 'GET');
    expect(list.parameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name).sort()).toEqual(
      ['createdAfter', 'createdBefore', 'currency', 'limit', 'offset', 'sortBy', 'sortOrder', 'status', 'userId'],
    );
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const names = operationOf(route.template, route.method).parameters?.map((parameter) => parameter.name) ?? [];
      expect(names, route.template).not.toContain('Idempotency-Key');
    }
  });
});

describe('path parameters in the OpenAPI document', () => {
  const paths = buildOpenApiDocument().paths as Record<string, Record<string, { parameters?: (Parameter & { example?: unknown; schema?: { example?: unknown; format?: string } })[] }>>;
  const pathParameters = Object.entries(paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => ({ at: `${method.toUpperCase()} ${template} {${parameter.name}}`, parameter })),
    ),
  );

  it('has path parameters to check (sanity)', () => {
    expect(pathParameters.length).toBeGreaterThanOrEqual(14);
  });

  it('gives every path parameter an example, on the parameter and its schema: a valid UUID v4', () => {
    for (const { at, parameter } of pathParameters) {
      expect(parameter.example, at).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(parameter.schema?.example, at).toBe(parameter.example);
    }
  });
});
