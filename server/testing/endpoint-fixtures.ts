import { expect } from 'vitest';
import type { TestApp, TestResponse } from './test-app';

/** What the webhook endpoint suites share: the calls a machine client makes to `/tenants/me/webhook-endpoints`. */

export type Endpoint = {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  headers: Record<string, string>;
  rateLimitPerSecond: number | null;
  primary: boolean;
};

/** A public https URL whose host does not resolve: accepted at save time (DNS may come later), never reached. */
export const publicUrl = (path: string) => `https://hooks.example.com/${path}`;

export function endpointCalls(app: TestApp) {
  const base = '/tenants/me/webhook-endpoints';
  return {
    base,
    /** POSTs an endpoint and expects it created. */
    async create(headers: Record<string, string>, json: Record<string, unknown>): Promise<Endpoint> {
      const response = await app.request('POST', base, { headers, json });
      expect(response.status, response.text).toBe(201);
      return response.body as Endpoint;
    },
    list: (headers: Record<string, string>, query = '') => app.request('GET', `${base}${query}`, { headers }),
    get: (headers: Record<string, string>, id: string) => app.request('GET', `${base}/${id}`, { headers }),
    update: (headers: Record<string, string>, id: string, json: Record<string, unknown>) => app.request('PATCH', `${base}/${id}`, { headers, json }),
    remove: (headers: Record<string, string>, id: string) => app.request('DELETE', `${base}/${id}`, { headers }),
    /** The tenant's primary endpoint (its webhookUrl), or undefined when it has none. */
    async primaryOf(headers: Record<string, string>): Promise<Endpoint | undefined> {
      const response = await app.request('GET', `${base}?limit=100`, { headers });
      expect(response.status, response.text).toBe(200);
      return (response.body.data as Endpoint[]).find((endpoint) => endpoint.primary);
    },
  };
}

/** Expects a 400 in the billing error body whose details hold `detail`. */
export function expectValidationError(response: TestResponse, detail: string) {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed' });
  expect(response.body.details, response.text).toContain(detail);
}
