import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tenants, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { createWebhookDispatcher } from '../../jobs/webhook-dispatcher';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';
import { deliverClaimed } from './attempt-delivery';
import { claimDueDeliveries } from './delivery-queue';
import { MAX_ATTEMPTS } from './retry-schedule';
import { privateTargetMessage } from './webhook-target';

const allowPrivate = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
const CRON_SECRET = 'cron-secret-for-tests-0123456789';

async function deliveryRow(app: TestApp, id: string) {
  const [row] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

async function attemptsOf(app: TestApp, id: string) {
  return app.container.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(webhookAttempts.attemptedAt);
}

/** Makes a pending delivery due now, instead of waiting for its retry time. */
async function makeDue(app: TestApp, id: string) {
  await app.container.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, id));
}

describe.each(backends)('outgoing tenant webhooks on %s', (backend) => {
  let app: TestApp;
  const receivers = webhookReceiverPool();
  const receiver = receivers.start;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ...allowPrivate, CRON_SECRET } });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A tenant whose settings change enqueues one `tenant.updated` event; returns its delivery id. */
  async function tenantEvent(headers: Record<string, string>, name = `Renamed ${randomUUID()}`) {
    const response = await app.request('PATCH', '/tenants/me', { headers, json: { name } });
    expect(response.status).toBe(200);
    const list = await app.request('GET', '/tenants/me/webhook-deliveries?limit=1', { headers });
    return list.body.data[0] as { id: string; payload: { data: { tenant: { name: string } } } };
  }

  /** The audit events of one delivery, once shipped. */
  const deliveryAudit = async (id: string) => {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?targetId=${id}&sortOrder=asc`, { headers: app.adminHeaders });
    return response.body.data as { action: string; actorType: string; actorId: string | null; details: Record<string, unknown> }[];
  };

  const secretOf = async (headers: Record<string, string>) => (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;

  it('retries a failed attempt after 5 s and delivers it with the same webhook-id and a valid signature', async () => {
    const hook = await receiver((call) => (call === 1 ? 500 : 200));
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers, 'Retry me');

    const flushedFrom = Date.now();
    const first = await app.container.webhookDispatcher.flush();
    const flushedUntil = Date.now();
    expect(first).toEqual({ delivered: 0, failed: 0, rescheduled: 1 });
    expect(hook.calls).toHaveLength(1);
    const afterFirst = await deliveryRow(app, event.id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', attemptCount: 1, lastStatusCode: 500, lockedUntil: null });
    // The attempt is the one this flush made, and the next one is 5 s after it.
    expect(afterFirst.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(flushedFrom);
    expect(afterFirst.lastAttemptAt!.getTime()).toBeLessThanOrEqual(flushedUntil);
    expect(afterFirst.nextAttemptAt!.getTime() - afterFirst.lastAttemptAt!.getTime()).toBe(5000);

    // Not due yet: a flush now sends nothing.
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 0 });
    await makeDue(app, event.id);
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });

    expect(hook.calls).toHaveLength(2);
    const [failedCall, deliveredCall] = hook.calls;
    expect(failedCall!.headers['webhook-id']).toBe(event.id);
    expect(deliveredCall!.headers['webhook-id']).toBe(event.id);
    expect(deliveredCall!.headers['content-type']).toBe('application/json');
    expect(deliveredCall!.headers['user-agent']).toMatch(/^billing-platform-webhooks\//);
    const verified = new Webhook(await secretOf(headers)).verify(deliveredCall!.body, hook.signatureHeaders(deliveredCall!));
    expect(verified).toMatchObject({ id: event.id, type: 'tenant.updated', data: { tenant: { id: tenant.id, name: 'Retry me' } } });
    expect(JSON.parse(deliveredCall!.body)).toEqual(event.payload);

    const delivered = await deliveryRow(app, event.id);
    expect(delivered).toMatchObject({ status: 'SUCCEEDED', attemptCount: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null, lockedUntil: null });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const attempts = await attemptsOf(app, event.id);
    expect(attempts.map((attempt) => [attempt.attemptNumber, attempt.statusCode, attempt.url])).toEqual([
      [1, 500, hook.url],
      [2, 200, hook.url],
    ]);
    expect(attempts.every((attempt) => attempt.durationMs >= 0)).toBe(true);

    const metrics = await app.request('GET', '/metrics');
    expect(metrics.text).toMatch(/webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
    expect(metrics.text).toMatch(/webhook_deliveries_total\{outcome="rescheduled"\} [1-9]/);
    expect(metrics.text).toMatch(/webhook_delivery_duration_seconds_count [1-9]/);

    // The end of the delivery is audited once; the retry before it is only in the attempt log.
    expect(await deliveryAudit(event.id)).toEqual([
      expect.objectContaining({
        action: 'webhook.delivered',
        actorType: 'system',
        actorId: 'webhook-worker',
        details: { tenantId: tenant.id, eventType: 'tenant.updated', attempts: 2, statusCode: 200 },
      }),
    ]);
  });

  it('follows the whole schedule and gives up after the 8th failed attempt', async () => {
    const hook = await receiver(() => 503);
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(app, event.id);
      const run = await app.container.webhookDispatcher.flush();
      const row = await deliveryRow(app, event.id);
      if (attempt < MAX_ATTEMPTS) {
        expect(run.rescheduled).toBe(1);
        delays.push((row.nextAttemptAt!.getTime() - row.lastAttemptAt!.getTime()) / 1000);
      } else {
        expect(run.failed).toBe(1);
        expect(row).toMatchObject({ status: 'FAILED', attemptCount: 8, nextAttemptAt: null, lastStatusCode: 503 });
      }
    }
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(hook.calls).toHaveLength(8);
    expect(new Set(hook.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set([event.id]));
    expect((await deliveryAudit(event.id)).map((entry) => [entry.action, entry.details.attempts, entry.details.statusCode])).toEqual([
      ['webhook.failed', 8, 503],
    ]);
  });

  it('generates a whsec_ secret at registration, and one on first use for tenants that have none', async () => {
    const { headers, tenant } = await app.tenantWithToken();
    const reveal = await app.request('GET', '/tenants/me/webhook-secret', { headers });
    expect(reveal.status).toBe(200);
    expect(reveal.headers.get('cache-control')).toBe('no-store');
    const secret = reveal.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(await secretOf(headers)).toBe(secret);

    await app.container.database.db.update(tenants).set({ webhookSecret: null }).where(eq(tenants.id, tenant.id));
    const lazy = await Promise.all([secretOf(headers), secretOf(headers)]);
    expect(lazy[0]).toMatch(/^whsec_/);
    expect(lazy[1]).toBe(lazy[0]);
    expect(lazy[0]).not.toBe(secret);
  });

  /** Rotates the tenant's secret with `json` as the body (none when undefined). */
  const rotate = async (headers: Record<string, string>, json?: Record<string, unknown>) => {
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers, ...(json ? { json } : {}) });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    return rotated.body as { secret: string; previousSecretExpiresAt: string | null };
  };

  /** Sends one event to the receiver and answers which of `secrets` verify it. */
  const verifyingSecrets = async (hook: WebhookReceiver, headers: Record<string, string>, secrets: string[]) => {
    await tenantEvent(headers);
    await app.container.webhookDispatcher.flush();
    const call = hook.calls.at(-1)!;
    return secrets.filter((secret) => {
      try {
        new Webhook(secret).verify(call.body, hook.signatureHeaders(call));
        return true;
      } catch {
        return false;
      }
    });
  };

  it('rotates the secret with no grace period: later deliveries verify with the new secret only, and the rotation is audited', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const before = await secretOf(headers);
    const rotated = await rotate(headers, { gracePeriod: 'none' });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(before);
    expect(rotated.previousSecretExpiresAt).toBeNull();
    expect(await secretOf(headers)).toBe(rotated.secret);

    expect(await verifyingSecrets(hook, headers, [rotated.secret, before])).toEqual([rotated.secret]);
    expect(hook.signatureHeaders(hook.calls[0]!)['webhook-signature']).not.toContain(' ');

    await app.container.auditShipper.flush();
    const audit = await app.request('GET', `/audit-events?action=tenant.webhook_secret_rotated&targetId=${tenant.id}`, { headers: app.adminHeaders });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0].details).toEqual({ gracePeriod: 'none' });
    expect(JSON.stringify(audit.body)).not.toContain(rotated.secret);
    expect(JSON.stringify(audit.body)).not.toContain(before);
  });

  it('rotates with a grace period (24 hours without a body): deliveries carry two signatures, and a receiver holding either secret accepts them', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const before = await secretOf(headers);
    const rotated = await rotate(headers);
    const expiresIn = Date.parse(rotated.previousSecretExpiresAt!) - Date.now();
    expect(Math.abs(expiresIn - 24 * 3_600_000)).toBeLessThan(60_000);

    expect(await verifyingSecrets(hook, headers, [rotated.secret, before])).toEqual([rotated.secret, before]);
    expect(hook.signatureHeaders(hook.calls[0]!)['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);

    // Each choice sets its own expiry; rotating again keeps only the secret it replaces.
    const again = await rotate(headers, { gracePeriod: '1h' });
    expect(Math.abs(Date.parse(again.previousSecretExpiresAt!) - Date.now() - 3_600_000)).toBeLessThan(60_000);
    expect(await verifyingSecrets(hook, headers, [again.secret, rotated.secret, before])).toEqual([again.secret, rotated.secret]);
    const week = await rotate(headers, { gracePeriod: '7d' });
    expect(Math.abs(Date.parse(week.previousSecretExpiresAt!) - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
  });

  it('stops signing with the old secret once its grace period is over', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const before = await secretOf(headers);
    const rotated = await rotate(headers, { gracePeriod: '1h' });
    expect(await verifyingSecrets(hook, headers, [rotated.secret, before])).toEqual([rotated.secret, before]);

    await app.container.database.db.update(tenants).set({ previousWebhookSecretExpiresAt: sql`now() - interval '1 second'` }).where(eq(tenants.id, tenant.id));
    expect(await verifyingSecrets(hook, headers, [rotated.secret, before])).toEqual([rotated.secret]);
  });

  it('refuses an unknown grace period with a 400 naming the choices, and keeps the secret', async () => {
    const { headers } = await app.tenantWithToken();
    const before = await secretOf(headers);
    for (const gracePeriod of ['2h', 24, null]) {
      const refused = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers, json: { gracePeriod } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('gracePeriod must be one of none, 1h, 24h, 7d');
    }
    expect(await secretOf(headers)).toBe(before);
  });

  it('sends nothing to a suspended tenant: the delivery fails as tenant not active', async () => {
    const hook = await receiver();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    await app.request('POST', `/tenants/${tenant.id}/suspend`, { headers: app.adminHeaders });
    expect(await app.container.webhookDispatcher.flush()).toEqual({ delivered: 0, failed: 1, rescheduled: 0 });
    expect(hook.calls).toHaveLength(0);
    expect(await deliveryRow(app, event.id)).toMatchObject({ status: 'FAILED', lastError: 'tenant not active', nextAttemptAt: null });
    expect(await attemptsOf(app, event.id)).toHaveLength(0);
    expect((await deliveryAudit(event.id)).map((entry) => [entry.action, entry.details.error])).toEqual([['webhook.failed', 'tenant not active']]);
  });

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
    expect(paths['/tenants/me/webhook-secret']!.get!.security).toEqual([{ TenantJWT: [] }]);
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

  it('connects to the address it checked, not to a fresh lookup of the name, and keeps the name as Host', async () => {
    const hook = await receiver();
    const { headers } = await app.tenantWithToken({ webhookUrl: `http://hooks.webhook-test:${hook.port}/pinned` });
    const event = await tenantEvent(headers);
    const resolved: string[] = [];
    const dispatcher = createWebhookDispatcher({
      database: app.container.database,
      metrics: app.container.metrics,
      logger: app.container.logger,
      allowPrivateTargets: true,
      // The system resolver does not know this name: only the checked answer can reach the receiver.
      resolver: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await dispatcher.flush()).toEqual({ delivered: 1, failed: 0, rescheduled: 0 });
    expect(resolved).toEqual(['hooks.webhook-test']);
    expect(hook.calls[0]!.headers.host).toBe(`hooks.webhook-test:${hook.port}`);
    expect(hook.calls[0]!.headers['webhook-id']).toBe(event.id);
  });

  it('gives a receiver that never answers a timeout (shortened here) and retries later', async () => {
    const hook = await receiver(() => 'hang');
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const event = await tenantEvent(headers);
    const dispatcher = createWebhookDispatcher({
      database: app.container.database,
      metrics: app.container.metrics,
      logger: app.container.logger,
      allowPrivateTargets: true,
      timeoutMs: 300,
    });
    expect(await dispatcher.flush()).toEqual({ delivered: 0, failed: 0, rescheduled: 1 });
    expect(hook.calls).toHaveLength(1);
    const [attempt] = await attemptsOf(app, event.id);
    expect(attempt).toMatchObject({ statusCode: null, error: 'timed out after 300 ms' });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(250);
  });
});

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
      await app.container.database.db.update(tenants).set({ webhookUrl: `http://127.0.0.1:${hook.port}/` }).where(eq(tenants.id, tenant.id));
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

describe('two workers sharing one Postgres database', () => {
  let first: TestApp;
  let second: TestApp;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    first = await startTestApp({ backend: 'postgres', env: allowPrivate });
    second = await startTestApp({ backend: 'postgres', env: allowPrivate, shareDatabaseWith: first });
    hook = await startWebhookReceiver();
  });
  afterAll(async () => {
    await hook?.close();
    await second?.close();
    await first?.close();
  });

  it('deliver 200 pending events exactly once between them', async () => {
    const { tenant } = await first.tenantWithToken({ webhookUrl: hook.url });
    const ids = Array.from({ length: 200 }, () => randomUUID());
    await first.container.database.db.insert(webhookDeliveries).values(
      ids.map((id, index) => ({
        id,
        tenantId: tenant.id,
        eventType: 'tenant.updated',
        payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: { index } },
      })),
    );

    const startedAt = performance.now();
    const [a, b] = await Promise.all([first.container.webhookDispatcher.flush(), second.container.webhookDispatcher.flush()]);
    const seconds = (performance.now() - startedAt) / 1000;
    console.info(`two workers delivered 200 webhooks in ${seconds.toFixed(2)} s (${Math.round(200 / seconds)}/s)`);

    expect(a.delivered + b.delivered).toBe(200);
    expect(a.delivered).toBeGreaterThan(0);
    expect(b.delivered).toBeGreaterThan(0);
    expect(hook.calls).toHaveLength(200);
    expect(new Set(hook.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set(ids));
    const [attempts] = await first.container.database.db.select({ value: count() }).from(webhookAttempts);
    expect(attempts!.value).toBe(200);
    const [pending] = await first.container.database.db.select({ value: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
    expect(pending!.value).toBe(0);
  });

  it('a worker that starts shutting down mid-run finishes its sends, releases the rest of its claims, and the other worker delivers them at once', async () => {
    const releasing = await startWebhookReceiver((call) => {
      // The first webhook to arrive is the signal: the first instance begins its shutdown.
      if (call === 1) void first.container.beginShutdown();
      return 200;
    });
    const { tenant } = await first.tenantWithToken({ webhookUrl: releasing.url });
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await first.container.database.db.insert(webhookDeliveries).values(
      ids.map((id) => ({ id, tenantId: tenant.id, eventType: 'tenant.updated', payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: {} } })),
    );
    try {
      const stopped = await first.container.webhookDispatcher.flush();
      expect(stopped.delivered).toBeGreaterThan(0);
      expect(stopped.delivered).toBeLessThan(40);
      // Nothing is left claimed: the rows it did not send are due for anyone now, not in 30 s.
      const [claimed] = await first.container.database.db
        .select({ value: count() })
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.status} = 'PENDING' and ${webhookDeliveries.lockedUntil} is not null`);
      expect(claimed!.value).toBe(0);
      const { status } = await first.request('GET', '/health/ready');
      expect(status).toBe(503);

      const rest = await second.container.webhookDispatcher.flush();
      expect(stopped.delivered + rest.delivered).toBe(40);
      expect(new Set(releasing.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set(ids));
      expect(releasing.calls).toHaveLength(40);
    } finally {
      await releasing.close();
    }
  });

  it('records a sent delivery even when the connection is lost under the first try to record it: the receiver is called once', async () => {
    const once = await startWebhookReceiver();
    try {
      const { tenant } = await second.tenantWithToken({ webhookUrl: once.url });
      const id = randomUUID();
      await second.container.database.db
        .insert(webhookDeliveries)
        .values({ id, tenantId: tenant.id, eventType: 'tenant.updated', payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: {} } });
      const [claimed] = (await claimDueDeliveries(second.container.database.db, 50)).filter((row) => row.id === id);
      // The first transaction fails as postgres.js fails a statement whose backend was terminated.
      const db = second.container.database.db;
      let failures = 0;
      const flaky = new Proxy(db, {
        get(target, property, receiver) {
          if (property === 'transaction' && failures === 0) {
            failures++;
            return () => Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }));
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const outcome = await deliverClaimed({ ...second.container.webhookDispatcher.deliveryDeps, db: flaky }, claimed!);
      expect(outcome).toBe('delivered');
      expect(failures).toBe(1);
      expect(once.calls).toHaveLength(1);
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      expect(row).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1, lockedUntil: null });
    } finally {
      await once.close();
    }
  });
});
