import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/analytics/schema';
import { auditOutbox } from '@/db/schema';
import { startTestApp, storageBackends, type TestApp } from '../../testing/test-app';
import { recordAuditEvent } from './record-audit-event';
import { shipAuditEvents } from './ship-audit-events';

/**
 * The in-database move (one statement per batch, the analytics store being a schema of the main
 * database): every field arrives as staged, batches follow one another, and an event the store
 * already holds is stored once and still leaves the outbox.
 */
describe.each(storageBackends)('shipping audit events within the database on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend });
    // The shipper's first run creates the analytics schema (and ships whatever registration staged).
    await app.container.auditShipper.flush();
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.container.database.db;

  it('moves every staged event in batches, each field as it was staged, and empties the outbox', async () => {
    const correlationId = randomUUID();
    for (let index = 0; index < 5; index++) {
      await recordAuditEvent(db(), { actor: { type: 'tenant', id: `tenant-${index}` }, correlationId, ip: '203.0.113.9' }, {
        action: 'payment.created',
        targetType: 'payment',
        targetId: `payment-${index}`,
        details: { amount: `${index}.50`, nested: { ok: true } },
      });
    }
    const staged = await db().select().from(auditOutbox);
    expect(staged).toHaveLength(5);

    expect(await shipAuditEvents({ db: db(), analytics: 'same-database' }, { batchSize: 2 })).toEqual({ shipped: 5, remaining: 0 });
    expect(await db().select().from(auditOutbox)).toEqual([]);
    const stored = await db()
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.id, staged.map((event) => event.id)));
    const strip = ({ attempts: _a, nextAttemptAt: _n, lastError: _e, ...event }: (typeof staged)[number]) => event;
    expect(stored.map(({ receivedAt: _received, ...event }) => event).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      staged.map(strip).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('stores an event shipped twice once, and takes it out of the outbox all the same', async () => {
    await recordAuditEvent(db(), { actor: { type: 'admin', id: 'admin-1' }, correlationId: null, ip: null }, { action: 'tenant.suspended' });
    const [event] = await db().select().from(auditOutbox);
    const { attempts: _a, nextAttemptAt: _n, lastError: _e, ...copy } = event!;
    // As if an earlier run stored it and died before deleting it from the outbox.
    await db().insert(auditEvents).values(copy);
    expect(await shipAuditEvents({ db: db(), analytics: 'same-database' })).toEqual({ shipped: 1, remaining: 0 });
    expect(await db().select().from(auditEvents).where(inArray(auditEvents.id, [event!.id]))).toHaveLength(1);
  });
});
