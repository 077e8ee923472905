import { and, asc, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { againWhileConnectionLost } from '@/db/errors';

/** Rows per read: small enough to keep memory flat, large enough that round trips do not dominate. */
export const EXPORT_CHUNK_ROWS = 1000;

/** A list read in its own order: its table, its filters, its sort column with the id as the tie-break. */
export type KeysetQuery<Table extends PgTable> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the main database and the analytics store differ only in their schema
  db: PgDatabase<PgQueryResultHKT, any, any>;
  table: Table;
  where: SQL | undefined;
  sortColumn: PgColumn;
  idColumn: PgColumn;
  sortOrder: 'asc' | 'desc';
  chunkRows?: number;
  /** Run first in each chunk's transaction: a tenant's export reads as the tenant (row-level security). */
  enter?: (tx: KeysetQuery<Table>['db']) => Promise<void>;
};

/**
 * Reads every row of a list in chunks, each starting after the last row of the one before
 * (`(sort, id) < (last sort, last id)`, `>` ascending) instead of at an OFFSET, so each read is an
 * index range of at most `chunkRows` rows however deep into the list it is: linear time, bounded
 * memory. The order is the list's own (`sort, id`, both the same direction), so with the id as the
 * tie-break no row is repeated or skipped when sort values are equal.
 *
 * The last sort value is carried as the database's own text of it and cast back to the column's
 * type: a JavaScript Date holds milliseconds while `timestamptz` holds microseconds, and seeking
 * from a rounded time would skip or repeat rows.
 */
export async function* walkKeyset<Table extends PgTable>(query: KeysetQuery<Table>): AsyncGenerator<Array<Table['$inferSelect']>> {
  const { db, table, where, sortColumn, idColumn, sortOrder } = query;
  const chunkRows = query.chunkRows ?? EXPORT_CHUNK_ROWS;
  const direction = sortOrder === 'asc' ? asc : desc;
  const after = sql.raw(sortOrder === 'asc' ? '>' : '<');
  const sortType = sql.raw(sortColumn.getSQLType());
  const idType = sql.raw(idColumn.getSQLType());
  let last: { sortKey: string; id: string } | null = null;
  for (;;) {
    const seek: SQL | undefined = last ? sql`(${sortColumn}, ${idColumn}) ${after} (cast(${last.sortKey} as ${sortType}), cast(${last.id} as ${idType}))` : undefined;
    // A chunk is a read: one whose connection was lost under it (a terminated backend, a failover)
    // is read again on a fresh one, so a long export does not break off for one dead connection.
    const rows = (await againWhileConnectionLost(() =>
      db.transaction(async (tx) => {
        // Read in the index's order rather than sort what is left: without statistics (PGlite has no
        // autovacuum; a table just filled) the planner takes a tenant's rows for a few dozen and sorts
        // every remaining row for each chunk, which makes the walk quadratic. Where no index gives the
        // order, the rows are still sorted.
        await tx.execute(sql`set local enable_sort = off`);
        await query.enter?.(tx);
        return tx
          .select({ ...getTableColumns(table), exportSortKey: sql<string>`${sortColumn}::text`, exportId: sql<string>`${idColumn}::text` })
          .from(table as PgTable)
          .where(and(where, seek))
          .orderBy(direction(sortColumn), direction(idColumn))
          .limit(chunkRows);
      }),
    )) as Array<Table['$inferSelect'] & { exportSortKey: string; exportId: string }>;
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1]!;
    last = { sortKey: tail.exportSortKey, id: tail.exportId };
    yield rows;
    if (rows.length < chunkRows) return;
  }
}
