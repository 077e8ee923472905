import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { CASING, type Db, rowsOf } from './client';

const dialect = new PgDialect({ casing: CASING });

type Rows = Record<string, unknown>[];
type Prepared = { statement: AnyPrepared; names: ReadonlySet<string> };
type AnyPrepared = PgPreparedQuery<PreparedQueryConfig>;

/**
 * A statement of the hot path whose SQL text is built once per database handle and then only run
 * with its values. Drizzle builds a statement's text on every call (walking every column and
 * parameter of its builders): for the payment statement that was about a tenth of the CPU time of
 * a keyed POST /payments (CPU profile). `build` writes the statement with placeholders
 * (`placeholders()` below, or `sql.placeholder(name)`) where the values go; `run(db, values)` fills
 * them, each encoded by its column as drizzle encodes it. Works on both drivers (postgres.js,
 * PGlite) and on a transaction (whose statement is then built for that transaction).
 *
 * A value whose name no placeholder has is refused (an Error, not a silently dropped column): a
 * row that gains a field its statement does not write is a bug to see in the first test.
 */
export function preparedStatement(build: (db: Db) => SQL) {
  const preparedFor = perDatabase((db): Prepared => {
    const query = dialect.sqlToQuery(build(db));
    const names = new Set<string>();
    const params = query.params.map((param) => {
      if (is(param, Placeholder)) names.add(param.name);
      if (!is(param, Param) || !is(param.value, Placeholder)) return param;
      names.add(param.value.name);
      // A null is NULL, not given to the column's encoder: what drizzle does with a value it
      // builds in (a jsonb column would otherwise store the JSON value null).
      const { encoder } = param;
      return new Param(param.value, { mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)) });
    });
    return { statement: db._.session.prepareQuery({ ...query, params }, undefined, undefined, false), names };
  });
  return async function run(db: Db, values: Record<string, unknown>): Promise<Rows> {
    const entry = preparedFor(db);
    for (const name in values) if (!entry.names.has(name)) throw new Error(`the prepared statement has no placeholder "${name}"`);
    return rowsOf<Rows[number]>(await entry.statement.execute(values));
  };
}

/**
 * What `build` makes of a database handle, made once per handle (a transaction gets its own): the
 * memo behind every statement of the hot path that is prepared once.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/** `{ key: placeholder('prefix.key') }` for each key: the values of a prepared insert. */
export function placeholders<K extends string>(prefix: string, keys: readonly K[]): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}.${key}`)])) as Record<K, Placeholder>;
}

/** A row's values under the names `placeholders(prefix, …)` gave them, added to `into`. */
export function fillPlaceholders(prefix: string, row: Record<string, unknown>, into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const key in row) into[`${prefix}.${key}`] = row[key];
  return into;
}
