import type { TestApp, TestResponse } from './test-app';

/** What the tenant API key suites share: the calls that manage keys through the API, as a client makes them. */

export type Headers = Record<string, string>;

export type CreatedKey = {
  id: string;
  key: string;
  prefix: string;
  lastFour: string;
  state: string;
  permissions: unknown;
  expiresAt: string | null;
};

export const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

export function apiKeyCalls(app: TestApp) {
  const create = (headers: Headers, json: unknown): Promise<TestResponse> => app.request('POST', '/tenants/me/api-keys', { headers, json });
  return {
    create,
    /** A key with `json` over a read-everything default; throws unless 201. */
    created: async (headers: Headers, json: Record<string, unknown> = {}): Promise<CreatedKey> => {
      const response = await create(headers, { name: 'Test key', permissions: 'all', ...json });
      if (response.status !== 201) throw new Error(`key creation failed: ${response.status} ${response.text}`);
      return response.body as CreatedKey;
    },
    list: (headers: Headers, query = '') => app.request('GET', `/tenants/me/api-keys${query}`, { headers }),
    get: (headers: Headers, id: string) => app.request('GET', `/tenants/me/api-keys/${id}`, { headers }),
    update: (headers: Headers, id: string, json: unknown) => app.request('PATCH', `/tenants/me/api-keys/${id}`, { headers, json }),
    revoke: (headers: Headers, id: string) => app.request('DELETE', `/tenants/me/api-keys/${id}`, { headers }),
    roll: (headers: Headers, id: string, json: unknown) => app.request('POST', `/tenants/me/api-keys/${id}/roll`, { headers, json }),
  };
}
