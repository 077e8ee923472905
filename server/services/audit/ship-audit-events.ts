import { asc, count, inArray, sql } from 'drizzle-orm';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { auditOutbox } from '@/db/schema';

export type ShipResult = { shipped: number; remaining: number };

/**
 * Moves staged audit events to the analytics store, oldest first, in batches. Rows are claimed with
 * SKIP LOCKED so several instances can ship at once; the analytics insert ignores ids it already
 * holds, so a batch shipped twice (a crash between insert and delete) is stored once. A failure
 * leaves the batch staged for the next run: nothing is lost while analytics is down.
 */
export async function shipAuditEvents(
  deps: { db: Db; analytics: AnalyticsDb | 'same-database' },
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<ShipResult> {
  const batchSize = options.batchSize ?? 500;
  const maxBatches = options.maxBatches ?? 20;
  let shipped = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const moved = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(auditOutbox)
        .orderBy(asc(auditOutbox.at), asc(auditOutbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      // In the same database the move is one transaction (and PGlite's single connection would
      // deadlock on a second one); in another database the insert is idempotent by id.
      const target = deps.analytics === 'same-database' ? tx : deps.analytics;
      await target
        .insert(auditEvents)
        // The outbox's own bookkeeping stays behind; the event moves as it is.
        .values(rows.map(({ attempts: _attempts, nextAttemptAt: _next, lastError: _error, ...event }) => event))
        .onConflictDoNothing({ target: auditEvents.id });
      await tx.delete(auditOutbox).where(
        inArray(
          auditOutbox.id,
          rows.map((row) => row.id),
        ),
      );
      return rows.length;
    });
    shipped += moved;
    if (moved < batchSize) break;
  }
  const [backlog] = await deps.db.select({ value: count() }).from(auditOutbox);
  return { shipped, remaining: backlog?.value ?? 0 };
}

/** Records a failed attempt on the oldest staged events, for operators looking at the table. */
export async function noteShippingFailure(db: Db, error: string): Promise<void> {
  await db
    .update(auditOutbox)
    .set({ attempts: sql`${auditOutbox.attempts} + 1`, lastError: error.slice(0, 500), nextAttemptAt: sql`now()` })
    .where(inArray(auditOutbox.id, db.select({ id: auditOutbox.id }).from(auditOutbox).orderBy(asc(auditOutbox.at)).limit(100)));
}
