import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemAuditContext } from '../services/audit/types';
import { issueTenantToken } from '../services/auth/tenant-tokens';
import { registerTenant } from '../services/tenants';
import { startTestApp, storageBackends, type TestApp } from '../testing/test-app';

/** An address where no Postgres listens: connecting is refused at once. */
const UNREACHABLE_ANALYTICS = 'postgres://postgres@127.0.0.1:1/none';

/**
 * A tenant and its token made without a request: a request through the API ships audit events or
 * writes the request log after its answer, which would migrate the analytics store on the side.
 */
async function quietTenant(app: TestApp) {
  const tenant = await registerTenant(
    { db: app.container.database.db, secrets: app.container.secrets, audit: systemAuditContext, webhookTargets: { allowPrivate: false } },
    { name: 'Early tenant', appSecret: 'early-tenant-secret-0001' },
  );
  const token = await issueTenantToken(app.config.jwtSecret, tenant, Math.floor(Date.now() / 1000));
  return { authorization: `Bearer ${token}` };
}

/** Polls readiness the way a balancer does, and resolves at its first 200. */
async function firstReadiness(app: TestApp) {
  await vi.waitFor(async () => expect((await app.request('GET', '/health/ready')).status).toBe(200), { timeout: 50_000, interval: 20 });
}

/** Readiness 200 means every operation can be served, the analytics store's included. */
describe.each(storageBackends.flatMap((backend) => ['true', 'false'].map((jobs) => [backend, jobs] as const)))(
  'the first readiness 200 on %s (BACKGROUND_JOBS=%s)',
  (backend, jobs) => {
    let app: TestApp;
    let tenantHeaders: Record<string, string>;
    // Start-up is the slow part (a new PGlite database): it gets the hook's time, the reads follow at once.
    beforeAll(async () => {
      app = await startTestApp({ backend, env: { BACKGROUND_JOBS: jobs } });
      tenantHeaders = await quietTenant(app);
      await firstReadiness(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('is followed at once by 200 from the request log and the insights', async () => {
      const answers: Record<string, number> = {};
      for (const [path, headers] of [
        ['/tenants/me/request-log', tenantHeaders],
        ['/tenants/me/insights', tenantHeaders],
        ['/insights', app.adminHeaders],
      ] as const) {
        const response = await app.request('GET', path, { headers });
        answers[path] = response.status;
      }
      expect(answers).toEqual({ '/tenants/me/request-log': 200, '/tenants/me/insights': 200, '/insights': 200 });
    });
  },
);

describe('reading the request log while the analytics store cannot be migrated (postgres)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After and the billing error body, never 500; readiness is 503 meanwhile', async () => {
    app = await startTestApp({ backend: 'postgres', env: { ANALYTICS_DATABASE_URL: UNREACHABLE_ANALYTICS } });
    const tenantHeaders = await quietTenant(app);
    for (const [path, headers] of [
      ['/tenants/me/request-log', tenantHeaders],
      ['/tenants/me/insights', tenantHeaders],
      ['/insights', app.adminHeaders],
    ] as const) {
      const response = await app.request('GET', path, { headers });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.body, path).toMatchObject({ statusCode: 503, message: 'The analytics store is not ready yet; try again shortly', path });
    }
    expect((await app.request('GET', '/health/ready')).status).toBe(503);
  });
});
