import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import type { TestApp } from '../test-app';

/** Per table (`schema.table`): its row count and a hash of every row's content. */
export type TableSnapshot = Map<string, string>;

type Row = Record<string, unknown>;

/**
 * Snapshots every table of the app's database, the analytics schema included, so a test can tell
 * whether a request changed anything: rows added, removed or updated. Tables are found at run time
 * (a table added later is covered too). Audit events that record a refusal (`*.failed` actions,
 * such as a failed login) are left out: writing them is what a refused request is meant to do. So
 * are the request log and its figures: every request of a tenant, refused or not, is logged.
 * The audit shipper is flushed first, so events moving from the outbox to the analytics store do
 * not look like a change.
 */
export async function createTableSnapshotter(app: TestApp) {
  const db = app.container.database.db;
  // The shipper creates the analytics store's tables on its first run: list them after one.
  await app.container.auditShipper.flush();
  const tables = rowsOf<Row>(
    await db.execute(sql`
      select t.table_schema as schema, t.table_name as name,
             exists (select 1 from information_schema.columns c
                     where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'action') as audited
      from information_schema.tables t
      where t.table_type = 'BASE TABLE' and t.table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
        and not (t.table_schema = 'analytics' and t.table_name like 'request\_log%')
      order by 1, 2`),
  ) as Array<{ schema: string; name: string; audited: boolean }>;
  if (tables.length === 0) throw new Error('no tables found to snapshot');

  const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
  const query = tables
    .map(({ schema, name, audited }) => {
      const label = `${schema}.${name}`.replace(/'/g, "''");
      const where = audited ? ` where t.action not like '%.failed'` : '';
      return `select '${label}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as state from ${quote(schema)}.${quote(name)} t${where}`;
    })
    .join(' union all ');

  return {
    tables: tables.map(({ schema, name }) => `${schema}.${name}`),
    async snapshot(): Promise<TableSnapshot> {
      await app.container.auditShipper.flush();
      const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.raw(query)));
      return new Map(rows.map((row) => [row.name, row.state]));
    },
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
