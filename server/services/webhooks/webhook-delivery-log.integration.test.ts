import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, suiteApp } from '../../testing/test-app';
import { allowPrivate, attemptsOf, CRON_SECRET, deliveryRow, webhookCalls } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';

describe.each(backends)('outgoing tenant webhooks: delivery log, resend and cron on %s', (backend) => {
  const app = suiteApp({ backend, env: { ...allowPrivate, CRON_SECRET } });
  const receivers = webhookReceiverPool();
  const receiver = receivers.start;
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { tenantEvent, deliveryAudit } = webhookCalls(app);

  it('lists deliveries newest first with filters, and resends one with the same id; another tenant gets 404', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const other = await app.tenantWithToken({ webhookUrl: hook.url });
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) ids.push((await tenantEvent(headers, name)).id);
    await tenantEvent(other.headers, 'someone else');

    const page = await app.request('GET', '/tenants/me/webhook-deliveries?limit=2', { headers });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
    expect(page.body.data.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.data[0]).toMatchObject({
      eventType: 'tenant.updated',
      status: 'PENDING',
      attemptCount: 0,
      lastAttemptAt: null,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
      payload: { id: ids[2], type: 'tenant.updated' },
    });
    const oldestFirst = await app.request('GET', '/tenants/me/webhook-deliveries?sortOrder=asc', { headers });
    expect(oldestFirst.body.data.map((item: { id: string }) => item.id)).toEqual(ids);

    await app.container.webhookDispatcher.flush();
    const succeeded = await app.request('GET', '/tenants/me/webhook-deliveries?status=SUCCEEDED', { headers });
    expect(succeeded.body.pagination.total).toBe(3);
    expect((await app.request('GET', '/tenants/me/webhook-deliveries?status=PENDING', { headers })).body.pagination.total).toBe(0);
    const bad = await app.request('GET', '/tenants/me/webhook-deliveries?status=LOST', { headers });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContain('status must be one of PENDING, SUCCEEDED, FAILED');

    const crossTenant = await app.request('POST', `/tenants/me/webhook-deliveries/${ids[0]}/resend`, { headers: other.headers });
    expect(crossTenant.status).toBe(404);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await app.request('POST', `/tenants/me/webhook-deliveries/${id}/resend`, { headers })).status).toBe(404);
    }

    const callsBefore = hook.calls.length;
    const resent = await app.request('POST', `/tenants/me/webhook-deliveries/${ids[0]}/resend`, { headers });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: ids[0], status: 'PENDING', attemptCount: 0, lastStatusCode: 200 });
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });
    expect(hook.calls).toHaveLength(callsBefore + 1);
    expect(hook.calls.at(-1)!.headers['webhook-id']).toBe(ids[0]);
    expect((await deliveryRow(app, ids[0]!)).status).toBe('SUCCEEDED');
    expect(await attemptsOf(app, ids[0]!)).toHaveLength(2);
    expect((await deliveryAudit(ids[0]!)).map((entry) => [entry.action, entry.actorType])).toEqual([
      ['webhook.delivered', 'system'],
      ['webhook.delivery_resent', 'tenant'],
      ['webhook.delivered', 'system'],
    ]);
  });

  it('runs deliveries from GET /cron/webhooks with the admin key', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    await tenantEvent(headers);
    const run = await app.request('GET', '/cron/webhooks', { headers: app.adminHeaders });
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });
    expect(hook.calls).toHaveLength(1);
  });

  it('runs deliveries from GET /cron/webhooks with CRON_SECRET as a bearer token (Vercel Cron), and refuses anyone else', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    await tenantEvent(headers);
    const run = await app.request('GET', '/cron/webhooks', { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });

    const refusals = [
      [{ authorization: 'Bearer not-the-cron-secret-at-all' }, 'Invalid cron secret'],
      [headers, 'Invalid cron secret'],
      [{}, 'Missing admin key'],
      [{ 'x-admin-key': 'not-the-admin-key-0123456789abcdef' }, 'Invalid admin key'],
    ] as const;
    for (const [refused, message] of refusals) {
      const response = await app.request('GET', '/cron/webhooks', { headers: refused });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, message });
    }
    expect(hook.calls).toHaveLength(1);
  });

  it('documents the webhook routes in /openapi.json with their callers', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown>; security: unknown; requestBody?: unknown }>>;
    expect(paths['/tenants/me/webhook-secret']!.get!.security).toEqual([{ TenantJWT: [] }, { TenantApiKey: [] }]);
    const rotate = paths['/tenants/me/webhook-secret/rotate']!.post!;
    expect(rotate.responses).toHaveProperty('200');
    // The grace period is an optional body: the rotation is still callable without one.
    expect(rotate.requestBody).toMatchObject({ required: false });
    expect(JSON.stringify(rotate.requestBody)).toContain('"enum":["none","1h","24h","7d"]');
    expect(JSON.stringify(rotate.responses['200'])).toContain('RotatedWebhookSecret');
    expect(document.components.schemas.RotatedWebhookSecret.required).toEqual(['secret', 'previousSecretExpiresAt']);
    expect(paths['/tenants/me/webhook-deliveries']!.get!.responses).toHaveProperty('400');
    expect(paths['/tenants/me/webhook-deliveries/{id}/resend']!.post!.responses).toHaveProperty('404');
    expect(paths['/cron/webhooks']!.get!.security).toEqual([{ AdminKey: [] }, { CronSecret: [] }]);
  });
});
