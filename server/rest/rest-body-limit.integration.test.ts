import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBillingError } from '../testing/rest-adapter-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The body limit is enforced before any database or cache is touched, so one backend suffices. */
describe('request body size limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { MAX_BODY_BYTES: '1024' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A valid register body of exactly `bytes` bytes: the webhook URL's path takes up the slack. */
  const bodyOfSize = (bytes: number) => {
    const fields = (path: string) => JSON.stringify({ name: 'Sized', appSecret: 'a-long-secret-1', webhookUrl: `https://sized.example/${path}` });
    return fields('p'.repeat(bytes - fields('').length));
  };

  it('answers 413 in the billing body to a body over MAX_BODY_BYTES, streamed or declared', async () => {
    const body = bodyOfSize(1025);
    expect(Buffer.byteLength(body)).toBe(1025);
    const streamed = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'application/json' }, body });
    expectBillingError(streamed, 413, 'Payload Too Large', '/tenants/register');

    const declared = await app.request('POST', '/tenants/register', {
      headers: { ...app.adminHeaders, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expectBillingError(declared, 413, 'Payload Too Large', '/tenants/register');
    expect((await app.request('GET', '/tenants', { headers: app.adminHeaders })).body.pagination.total).toBe(0);
  });

  it('accepts a body of exactly MAX_BODY_BYTES', async () => {
    const body = bodyOfSize(1024);
    expect(Buffer.byteLength(body)).toBe(1024);
    const response = await app.request('POST', '/tenants/register', { headers: { ...app.adminHeaders, 'content-type': 'application/json' }, body });
    expect(response.status).toBe(201);
    expect(response.body.webhookUrl).toBe(JSON.parse(body).webhookUrl);
  });
});
