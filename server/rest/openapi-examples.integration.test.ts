import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

type Operation = { security?: Record<string, string[]>[]; parameters?: { in: string; name: string; example?: string }[]; responses: Record<string, unknown> };

/**
 * What a contract tester (Dredd) does with the served document: it fills every path parameter with
 * the example the document gives and calls the operation. Each such call must get an answer the
 * document lists for it, never a 5xx.
 */
describe('calling every operation with the path examples of /openapi.json', () => {
  let app: TestApp;
  const credentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    app = await startTestApp({ backend: 'pglite' });
    credentials.AdminKey = app.adminHeaders;
    credentials.TenantJWT = (await app.tenantWithToken()).headers;
    const suffix = randomUUID().slice(0, 8);
    const user = { username: `dredd_${suffix}`, email: `dredd-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', role: 'instructor' };
    expect((await app.request('POST', '/api/v1/auth/register', { json: user })).status).toBe(201);
    const login = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password } });
    credentials.AccountJWT = { authorization: `Bearer ${login.body.accessToken}` };
    const key = await app.request('POST', '/api/v1/auth/api-keys', { json: {}, headers: credentials.AccountJWT });
    credentials.ApiKey = { authorization: `Bearer ${key.body.key}` };
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers each call with a status the document lists for it', async () => {
    const document = (await app.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const calls: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        if (pathParameters.length === 0) continue;
        const path = pathParameters.reduce((url, parameter) => url.replace(`{${parameter.name}}`, String(parameter.example)), template);
        expect(path, `${method} ${template}`).not.toContain('{');
        const scheme = Object.keys(operation.security?.[0] ?? {})[0];
        const headers = scheme ? credentials[scheme]! : {};
        const withBody = ['post', 'put', 'patch'].includes(method);
        const answer = await app.request(method.toUpperCase(), path, withBody ? { headers, json: {} } : { headers });
        calls.push(`${method.toUpperCase()} ${path} ${answer.status}`);
        expect(answer.status, `${method.toUpperCase()} ${path}: ${answer.text}`).toBeLessThan(500);
        expect(Object.keys(operation.responses), `${method.toUpperCase()} ${path} answered ${answer.status}`).toContain(String(answer.status));
      }
    }
    expect(calls.length).toBeGreaterThanOrEqual(14);
  });
});
