import { asc, count, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { preparedStatement } from '@/db/prepared';
import { auditOutbox } from '@/db/schema';
import { auditEventColumns } from '@/db/schema/columns';

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
    const moved = deps.analytics === 'same-database' ? await moveWithinDatabase(deps.db, batchSize) : await moveToAnalytics(deps.db, deps.analytics, batchSize);
    shipped += moved;
    if (moved < batchSize) break;
  }
  const [backlog] = await deps.db.select({ value: count() }).from(auditOutbox);
  return { shipped, remaining: backlog?.value ?? 0 };
}

/** The columns an event keeps when it moves (the outbox's bookkeeping stays behind). */
const EVENT_COLUMNS = sql.raw(
  Object.keys(auditEventColumns())
    .map((key) => `"${toSnakeCase(key)}"`)
    .join(', '),
);

/**
 * With the analytics store in the main database, a batch moves in one statement: the events never
 * leave the server. Read into the app and written back as an insert of thousands of parameters,
 * each event cost the shipper's thread (the request thread) about as much as the request that
 * staged it (CPU profile of POST /payments). A statement is atomic: the events are stored
 * exactly when they leave the outbox. Rows another instance is moving are skipped, not waited for.
 */
const moveBatch = preparedStatement(
  () => sql`
    with batch as (
      select ${auditOutbox.id} from ${auditOutbox}
      order by ${auditOutbox.at}, ${auditOutbox.id}
      limit ${sql.placeholder('batchSize')}
      for update skip locked
    ), moved as (
      delete from ${auditOutbox} where ${auditOutbox.id} in (select id from batch) returning ${EVENT_COLUMNS}
    ), stored as (
      insert into ${auditEvents} (${EVENT_COLUMNS}) select ${EVENT_COLUMNS} from moved on conflict (id) do nothing
    )
    select count(*)::int as moved from moved`,
);

async function moveWithinDatabase(db: Db, batchSize: number): Promise<number> {
  const [row] = await moveBatch(db, { batchSize });
  return Number(row?.moved ?? 0);
}

/** To another database: read a batch, store it there (idempotent by id), then delete it here. */
async function moveToAnalytics(db: Db, analytics: AnalyticsDb, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(auditOutbox)
      .orderBy(asc(auditOutbox.at), asc(auditOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await analytics
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
}

/** Records a failed attempt on the oldest staged events, for operators looking at the table. */
export async function noteShippingFailure(db: Db, error: string): Promise<void> {
  await db
    .update(auditOutbox)
    .set({ attempts: sql`${auditOutbox.attempts} + 1`, lastError: error.slice(0, 500), nextAttemptAt: sql`now()` })
    .where(inArray(auditOutbox.id, db.select({ id: auditOutbox.id }).from(auditOutbox).orderBy(asc(auditOutbox.at)).limit(100)));
}
