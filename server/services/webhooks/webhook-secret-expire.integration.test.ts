import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, suiteApp } from '../../testing/test-app';
import { allowPrivate, CRON_SECRET, webhookCalls } from '../../testing/webhook-fixtures';
import { type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';

describe.each(backends)('outgoing tenant webhooks: ending a rotation grace period early on %s', (backend) => {
  const app = suiteApp({ backend, env: { ...allowPrivate, CRON_SECRET } });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { tenantEvent, secretOf } = webhookCalls(app);

  const expirePrevious = (headers: Record<string, string>) => app.request('POST', '/tenants/me/webhook-secret/expire-previous', { headers });

  /** Which of `secrets` verify the next event the receiver gets. */
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

  it('stops the previous secret at once: the next delivery carries the current signature only, and the end is audited once', async () => {
    const hook = await receivers.start();
    const { headers, tenant } = await app.tenantWithToken({ webhookUrl: hook.url });
    const before = await secretOf(headers);
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers, json: { gracePeriod: '7d' } });
    const current = rotated.body.secret as string;
    expect(await verifyingSecrets(hook, headers, [current, before])).toEqual([current, before]);

    const expired = await expirePrevious(headers);
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ previousSecretExpiresAt: null });
    expect(await verifyingSecrets(hook, headers, [current, before])).toEqual([current]);
    expect(hook.signatureHeaders(hook.calls.at(-1)!)['webhook-signature']).not.toContain(' ');
    expect(await secretOf(headers)).toBe(current);

    // Again, with nothing left to end: the same answer, no second audit event.
    const again = await expirePrevious(headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ previousSecretExpiresAt: null });
    await app.container.auditShipper.flush();
    const audit = await app.request('GET', `/audit-events?action=tenant.webhook_previous_secret_expired&targetId=${tenant.id}`, { headers: app.adminHeaders });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ actorType: 'tenant', actorId: tenant.id });
    expect(JSON.stringify(audit.body)).not.toContain(before);
  });

  it('replays a keyed request with the stored answer', async () => {
    const { headers } = await app.tenantWithToken();
    await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers });
    const keyed = { ...headers, 'idempotency-key': randomUUID() };
    const first = await expirePrevious(keyed);
    const second = await expirePrevious(keyed);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('touches only the calling tenant’s grace period, and refuses a caller without a token', async () => {
    const hook = await receivers.start();
    const owner = await app.tenantWithToken({ webhookUrl: hook.url });
    const other = await app.tenantWithToken();
    const before = await secretOf(owner.headers);
    const rotated = await app.request('POST', '/tenants/me/webhook-secret/rotate', { headers: owner.headers });
    expect((await expirePrevious(other.headers)).status).toBe(200);
    expect(await verifyingSecrets(hook, owner.headers, [rotated.body.secret as string, before])).toEqual([rotated.body.secret, before]);
    expect((await app.request('POST', '/tenants/me/webhook-secret/expire-previous', {})).status).toBe(401);
  });
});
