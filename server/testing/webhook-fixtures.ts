import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import type { TestApp } from './test-app';

/** What the outgoing webhook suites share: receivers on this machine are allowed, and the rows of a delivery. */

export const allowPrivate = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
export const CRON_SECRET = 'cron-secret-for-tests-0123456789';

export async function deliveryRow(app: TestApp, id: string) {
  const [row] = await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

/** The id of the tenant's primary endpoint (its webhookUrl), for deliveries a test writes itself. */
export async function primaryEndpointId(app: TestApp, tenantId: string): Promise<string> {
  const [row] = await app.container.database.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.tenantId} = ${tenantId} and ${webhookEndpoints.isPrimary}`);
  return row!.id;
}

export async function attemptsOf(app: TestApp, id: string) {
  return app.container.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(webhookAttempts.attemptedAt);
}

/** Makes a pending delivery due now, instead of waiting for its retry time. */
export async function makeDue(app: TestApp, id: string) {
  await app.container.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, id));
}

export function webhookCalls(app: TestApp) {
  return {
    /** A tenant whose settings change enqueues one `tenant.updated` event; returns its delivery. */
    async tenantEvent(headers: Record<string, string>, name = `Renamed ${randomUUID()}`) {
      const response = await app.request('PATCH', '/tenants/me', { headers, json: { name } });
      expect(response.status).toBe(200);
      const list = await app.request('GET', '/tenants/me/webhook-deliveries?limit=1', { headers });
      return list.body.data[0] as { id: string; payload: { data: { tenant: { name: string } } } };
    },
    /** The audit events of one delivery, once shipped. */
    async deliveryAudit(id: string) {
      await app.container.auditShipper.flush();
      const response = await app.request('GET', `/audit-events?targetId=${id}&sortOrder=asc`, { headers: app.adminHeaders });
      return response.body.data as { action: string; actorType: string; actorId: string | null; details: Record<string, unknown> }[];
    },
    secretOf: async (headers: Record<string, string>) => (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string,
  };
}

/**
 * Writes `count` due deliveries to one endpoint straight into the outbox, each its own event
 * (`webhook-id`), due `dueSecondsAgo` ago (older rows are claimed first). Answers their ids.
 */
export async function insertDueDeliveries(app: TestApp, to: { tenantId: string; endpointId: string }, count: number, dueSecondsAgo = 0): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await app.container.database.db.insert(webhookDeliveries).values(
    ids.map((id, index) => ({
      id,
      eventId: id,
      endpointId: to.endpointId,
      tenantId: to.tenantId,
      eventType: 'tenant.updated',
      payload: { id, type: 'tenant.updated', createdAt: new Date().toISOString(), data: { index } },
      nextAttemptAt: sql`now() - make_interval(secs => ${dueSecondsAgo}::double precision)`,
    })),
  );
  return ids;
}
