import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '@/db/schema';
import { backends, suiteApp } from '../../testing/test-app';
import { allowPrivate, CRON_SECRET, webhookCalls } from '../../testing/webhook-fixtures';
import { type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';

describe.each(backends)('outgoing tenant webhooks: signing secrets on %s', (backend) => {
  const app = suiteApp({ backend, env: { ...allowPrivate, CRON_SECRET } });
  const receivers = webhookReceiverPool();
  const receiver = receivers.start;
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { tenantEvent, secretOf } = webhookCalls(app);

  it('generates a whsec_ secret at registration, and one on first use for tenants that have none', async () => {
    const { headers, tenant } = await app.tenantWithToken();
    const reveal = await app.request('GET', '/tenants/me/webhook-secret', { headers });
    expect(reveal.status).toBe(200);
    expect(reveal.headers.get('cache-control')).toBe('no-store');
    const secret = reveal.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(await secretOf(headers)).toBe(secret);

    // As a tenant registered before secrets existed: no URL, no secret, so no primary endpoint to hold one.
    await app.container.database.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.tenantId, tenant.id), eq(webhookEndpoints.isPrimary, true)));
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

    await app.container.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(webhookEndpoints.tenantId, tenant.id), eq(webhookEndpoints.isPrimary, true)));
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
});
