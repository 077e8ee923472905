import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSessions, people, tenantMembers } from '@/db/schema';
import type { ConsoleSession } from '../../trpc';
import { backends, suiteApp } from '../../testing/test-app';
import { consoleCaller } from '../../testing/two-factor-fixtures';
import { endpointCalls, endpointsPath, webhookIdsOf } from '../../testing/webhook-endpoint-fixtures';
import { allowPrivate } from '../../testing/webhook-fixtures';
import { type ReceivedWebhook, type WebhookReceiver, webhookReceiverPool } from '../../testing/webhook-receiver';
import { startConsoleSession } from '../people/console-sessions';

type Headers = Record<string, string>;

describe.each(backends)('each webhook endpoint’s signing secret and its rotation on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { addEndpoint, endpointSecret, renameTenant } = endpointCalls(app);

  const rotate = async (headers: Headers, id: string, json?: Record<string, unknown>) => {
    const response = await app.request('POST', `${endpointsPath}/${id}/secret/rotate`, { headers, ...(json ? { json } : {}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.body as { secret: string; previousSecretExpiresAt: string | null };
  };

  /** Causes one event and delivers it; answers the call each receiver got for it. */
  async function deliverOneEvent(headers: Headers, hooks: WebhookReceiver[]): Promise<ReceivedWebhook[]> {
    const eventId = await renameTenant(headers);
    expect((await app.container.webhookDispatcher.flush()).delivered).toBe(hooks.length);
    return hooks.map((hook) => {
      const call = hook.calls.at(-1)!;
      expect(webhookIdsOf([call])).toEqual([eventId]);
      return call;
    });
  }

  const verifies = (secret: string, hook: WebhookReceiver, call: ReceivedWebhook) => {
    try {
      new Webhook(secret).verify(call.body, hook.signatureHeaders(call));
      return true;
    } catch {
      return false;
    }
  };
  const signatureCount = (call: ReceivedWebhook) => String(call.headers['webhook-signature']).split(' ').length;

  it('signs with the old and the new secret through the grace period, with the new one alone after `none`, and leaves other endpoints alone', async () => {
    const [rotatedHook, otherHook] = await Promise.all([receivers.start(), receivers.start()]);
    const { headers } = await app.tenantWithToken();
    const rotated = await addEndpoint(headers, { url: rotatedHook.url });
    const other = await addEndpoint(headers, { url: otherHook.url });
    const original = await endpointSecret(headers, rotated.id);
    const otherSecret = await endpointSecret(headers, other.id);

    // The default grace period: 24 hours in which both secrets sign.
    const before = Date.now();
    const first = await rotate(headers, rotated.id);
    expect(first.secret).toMatch(/^whsec_/);
    expect(first.secret).not.toBe(original);
    const graceMs = Date.parse(first.previousSecretExpiresAt!) - before;
    expect(graceMs).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(graceMs).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect(await endpointSecret(headers, rotated.id)).toBe(first.secret);

    const [inGrace, otherInGrace] = await deliverOneEvent(headers, [rotatedHook, otherHook]);
    expect(signatureCount(inGrace!)).toBe(2);
    expect([verifies(first.secret, rotatedHook, inGrace!), verifies(original, rotatedHook, inGrace!), verifies(otherSecret, rotatedHook, inGrace!)]).toEqual([true, true, false]);
    expect(signatureCount(otherInGrace!)).toBe(1);
    expect([verifies(otherSecret, otherHook, otherInGrace!), verifies(first.secret, otherHook, otherInGrace!), verifies(original, otherHook, otherInGrace!)]).toEqual([
      true,
      false,
      false,
    ]);

    // `none`: the replaced secret stops signing at once.
    const second = await rotate(headers, rotated.id, { gracePeriod: 'none' });
    expect(second.previousSecretExpiresAt).toBeNull();
    const [afterNone, otherAfterNone] = await deliverOneEvent(headers, [rotatedHook, otherHook]);
    expect(signatureCount(afterNone!)).toBe(1);
    expect([verifies(second.secret, rotatedHook, afterNone!), verifies(first.secret, rotatedHook, afterNone!), verifies(original, rotatedHook, afterNone!)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(await endpointSecret(headers, other.id)).toBe(otherSecret);
    expect(signatureCount(otherAfterNone!)).toBe(1);
    expect(verifies(otherSecret, otherHook, otherAfterNone!)).toBe(true);
  });

  it('asks a console session last checked over ten minutes ago to confirm it is its person, never a tenant token', async () => {
    const hook = await receivers.start();
    const { headers, tenant } = await app.tenantWithToken();
    const endpoint = await addEndpoint(headers, { url: hook.url });
    const original = await endpointSecret(headers, endpoint.id);

    const db = app.container.database.db;
    const [owner] = await db.insert(people).values({ email: `owner-${randomUUID().slice(0, 8)}@example.test`, passwordHash: 'not used here' }).returning();
    await db.insert(tenantMembers).values({ tenantId: tenant.id, personId: owner!.id, role: 'owner' });
    const started = await startConsoleSession(db, { personId: owner!.id, userAgent: null, ip: null, choice: null });
    await db.update(consoleSessions).set({ verifiedAt: sql`now() - interval '11 minutes'` }).where(eq(consoleSessions.id, started.id));
    const session: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner', person: { id: owner!.id, email: owner!.email }, sessionId: started.id };

    const { call } = consoleCaller(app);
    const refused = await call('webhookEndpoints.rotateSecret', { id: endpoint.id }, session);
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toMatchObject({ appCode: 'FORBIDDEN', reason: 'reverify_required' });
    const [unchanged] = await deliverOneEvent(headers, [hook]);
    expect(signatureCount(unchanged!)).toBe(1);
    expect(verifies(original, hook, unchanged!)).toBe(true);

    // The same rotation with the tenant's token is not asked anything.
    const rotated = await rotate(headers, endpoint.id, { gracePeriod: 'none' });
    const [after] = await deliverOneEvent(headers, [hook]);
    expect([verifies(rotated.secret, hook, after!), verifies(original, hook, after!)]).toEqual([true, false]);
  });
});
