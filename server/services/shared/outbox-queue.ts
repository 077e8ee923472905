import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';

/**
 * An outbox table worked as a queue (webhook deliveries, mails): the rows a worker may take are the
 * ones in the waiting status whose `nextAttemptAt` has come and that no live claim holds.
 */
type OutboxTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn; lockedUntil: PgColumn };

/** A row as one worker claimed it; `lockedUntil` is the claim, checked by every later write. */
export type Claimed<T extends OutboxTable> = T['$inferSelect'] & { id: string; lockedUntil: Date };

/**
 * The claim protocol of every outbox, in one place. A claim is a `lockedUntil` time, and every
 * later write to a claimed row lands only while that exact claim still holds (`stillClaimed`), so
 * several workers (and a request sending its own row at once) never send a row twice nor record
 * one attempt twice. A claim outlives any attempt (`claimSeconds`), so only a crashed worker's
 * claim expires; a stopping worker gives its unused claims back (`release`) so the rows are due for
 * any worker at once. `onClaim` and `onRelease` are written with the claim and its release (the
 * mail queue counts an attempt when it claims one, and takes the count back on release).
 */
export function outboxQueue<T extends OutboxTable>(
  table: T,
  options: { waitingStatus: string; claimSeconds: number; onClaim?: PgUpdateSetSource<T>; onRelease?: PgUpdateSetSource<T> },
) {
  const { waitingStatus, claimSeconds, onClaim, onRelease } = options;

  /** Only the row still under this worker's claim: a claim that expired or was dropped matches nothing. */
  const stillClaimed = (row: { id: string; lockedUntil: Date }): SQL => and(eq(table.id, row.id), eq(table.lockedUntil, row.lockedUntil))!;

  /**
   * The claim itself, the one statement every claim path runs. The claim time is cut to
   * milliseconds so it survives the round trip through a JavaScript Date and later writes can
   * match it exactly.
   */
  async function claimWhere(db: Db, condition: SQL): Promise<Claimed<T>[]> {
    const claim = { ...onClaim, lockedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${claimSeconds}::double precision))` };
    const rows = await db
      .update(table as PgTable)
      .set(claim as PgUpdateSetSource<PgTable>)
      .where(condition)
      .returning();
    return rows as Claimed<T>[];
  }

  /**
   * Claims up to `limit` due rows, the longest due first, in one short transaction: rows another
   * worker is claiming are skipped (SKIP LOCKED), rows it holds stay invisible until its claim expires.
   */
  async function claimDue(db: Db, limit: number): Promise<Claimed<T>[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.status, waitingStatus), lte(table.nextAttemptAt, sql`now()`), or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`))))
        .orderBy(asc(table.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return claimWhere(tx, inArray(table.id, due.map((row) => row.id as string)));
    });
  }

  /** Gives back claims this worker will not use; only rows still under its claim change. Returns how many did. */
  async function release(db: Db, rows: { id: string; lockedUntil: Date }[]): Promise<number> {
    let released = 0;
    for (const row of rows) {
      const changed = await db
        .update(table as PgTable)
        .set({ ...onRelease, lockedUntil: null } as PgUpdateSetSource<PgTable>)
        .where(stillClaimed(row))
        .returning({ id: table.id });
      released += changed.length;
    }
    return released;
  }

  return { claimDue, claimWhere, release, stillClaimed };
}
