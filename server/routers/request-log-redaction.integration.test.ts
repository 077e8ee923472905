import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECRET_NAMED_FIELDS, secretValueOf } from '../testing/secret-names-cases';
import { backends, startTestApp, type TestApp } from '../testing/test-app';

/**
 * A tenant's request log keeps the query and, for an error, the request body: the value of every
 * secret-named field, parameter or header name is replaced there, at any depth, as in log lines
 * (server/infra/logger-redaction.test.ts checks the same names there).
 */
describe.each(backends)('request log redaction on %s', (backend) => {
  let app: TestApp;
  let tenant: Awaited<ReturnType<TestApp['tenantWithToken']>>;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    tenant = await app.tenantWithToken({ name: 'Redacted' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sends a refused payment (its body and query kept in the log) and reads its entry back. */
  async function loggedEntry(query: string, body: string) {
    const correlationId = randomUUID();
    const refused = await app.request('POST', `/payments?${query}`, {
      headers: { ...tenant.headers, 'content-type': 'application/json', 'x-correlation-id': correlationId },
      body,
    });
    expect(refused.status).toBe(400);
    // An error's entry is written once the answer is out.
    const id = await vi.waitFor(async () => {
      const listed = await app.request('GET', `/tenants/me/request-log?correlationId=${correlationId}`, { headers: tenant.headers });
      expect(listed.body.data, listed.text).toHaveLength(1);
      return listed.body.data[0].id as string;
    }, { timeout: 5000, interval: 50 });
    const entry = await app.request('GET', `/tenants/me/request-log/${id}`, { headers: tenant.headers });
    expect(entry.status).toBe(200);
    return entry;
  }

  it('replaces every secret-named field of a JSON body, at the top level, nested and in arrays, and every such query parameter', async () => {
    const secrets = Object.fromEntries(SECRET_NAMED_FIELDS.map((name) => [name, secretValueOf(name)]));
    const body = { amount: -5, currency: 'EUR', userId: 'redacted-user', ...secrets, headers: { ...secrets }, attempts: [{ ...secrets }] };
    const query = new URLSearchParams({ ...secrets, expand: 'none' }).toString();
    const entry = await loggedEntry(query, JSON.stringify(body));

    for (const name of SECRET_NAMED_FIELDS) expect(entry.text, name).not.toContain(secretValueOf(name));
    const redacted = Object.fromEntries(SECRET_NAMED_FIELDS.map((name) => [name, '[REDACTED]']));
    expect(JSON.parse(entry.body.requestBody)).toEqual({ amount: -5, currency: 'EUR', userId: 'redacted-user', ...redacted, headers: redacted, attempts: [redacted] });
    expect(Object.fromEntries(new URLSearchParams(entry.body.query))).toEqual({ ...redacted, expand: 'none' });
  });

  it('replaces them in a body that is not JSON too', async () => {
    const text = SECRET_NAMED_FIELDS.map((name) => `"${name}": "${secretValueOf(name)}"`).join(', ');
    const entry = await loggedEntry('expand=none', `{${text}, "amount": -5`);
    for (const name of SECRET_NAMED_FIELDS) expect(entry.text, name).not.toContain(secretValueOf(name));
    expect(entry.body.requestBody).toContain('"x-admin-key": "[REDACTED]"');
    expect(entry.body.requestBody).toContain('"amount": -5');
  });
});
