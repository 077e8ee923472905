import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { attemptsOf, deliveryRow } from '../../testing/webhook-fixtures';
import { startWebhookReceiver } from '../../testing/webhook-receiver';
import { privateTargetMessage } from './webhook-target';

describe.each(backends)('webhook targets without WEBHOOK_ALLOW_PRIVATE_TARGETS on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const refused = [
    'http://127.0.0.1/x',
    'http://localhost/x',
    'http://10.0.0.1/x',
    'http://172.16.5.4/x',
    'http://192.168.1.1/x',
    'http://169.254.169.254/latest',
    'http://100.64.0.1/x',
    'http://0.0.0.0/x',
    'http://[::1]/x',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/x',
    'http://[fe80::1]/x',
    'http://2130706433/x',
    'https://api.localhost/x',
  ];

  it.each(refused)('refuses %s at registration and in PATCH /tenants/me with 400', async (url) => {
    const register = await app.request('POST', '/tenants/register', {
      headers: app.adminHeaders,
      json: { name: 'SSRF', appSecret: 'a-long-secret-1', webhookUrl: url },
    });
    expect(register.status).toBe(400);
    expect(register.body.details).toEqual([privateTargetMessage]);

    const { headers, tenant } = await app.tenantWithToken();
    const patch = await app.request('PATCH', '/tenants/me', { headers, json: { webhookUrl: url } });
    expect(patch.status).toBe(400);
    expect(patch.body.details).toEqual([privateTargetMessage]);
    expect((await app.request('GET', `/tenants/${tenant.id}`, { headers: app.adminHeaders })).body.webhookUrl).toBeNull();
  });

  it('refuses at send time a private URL that got into the database: the attempt is logged, the receiver is never called', async () => {
    const hook = await startWebhookReceiver();
    try {
      const { headers, tenant } = await app.tenantWithToken();
      // Written past the service's checks: the tenant's URL, its primary endpoint's.
      await app.container.database.db
        .update(webhookEndpoints)
        .set({ url: `http://127.0.0.1:${hook.port}/` })
        .where(and(eq(webhookEndpoints.tenantId, tenant.id), eq(webhookEndpoints.isPrimary, true)));
      const response = await app.request('PATCH', '/tenants/me', { headers, json: { name: 'Sneaky' } });
      expect(response.status).toBe(200);
      const [row] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenant.id));

      expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 1 });
      expect(hook.calls).toHaveLength(0);
      const attempts = await attemptsOf(app, row!.id);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ statusCode: null, error: '127.0.0.1 is not a public address' });
      expect(await deliveryRow(app, row!.id)).toMatchObject({ status: 'PENDING', attemptCount: 1, lastError: attempts[0]!.error });
    } finally {
      await hook.close();
    }
  });
});
