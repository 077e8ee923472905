import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as analyticsSchema from './analytics/schema';
import { POOL_MAX } from './pool';
import * as schema from './schema';
import { tracedPglite, tracedPostgresQuery } from './traced-queries';

/** Either driver's database, or a transaction on it: services accept any of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnalyticsDb = PgDatabase<PgQueryResultHKT, typeof analyticsSchema, any>;

/** The column naming of every handle; statements built outside a handle (prepared.ts) use it too. */
export const CASING = 'snake_case' as const;

/** The rows of `db.execute(...)` on either driver: postgres.js answers with the rows themselves, PGlite with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export type MigrationSet = 'main' | 'analytics';

export type DatabaseHandle<TDb> = {
  kind: 'pglite' | 'postgres';
  db: TDb;
  /** Round trip to the server; used by readiness. */
  ping(): Promise<void>;
  migrate(set: MigrationSet): Promise<void>;
  close(): Promise<void>;
};

const migrationsRoot = () => path.join(process.cwd(), 'db', 'migrations');

/** Each set keeps its own bookkeeping table, so both can live in one database. */
const migrationOptions = (set: MigrationSet) => ({
  migrationsFolder: path.join(migrationsRoot(), set),
  migrationsSchema: 'drizzle',
  migrationsTable: set === 'main' ? '__drizzle_migrations' : '__drizzle_migrations_analytics',
});

// Any constant works; it only has to be the same for every instance migrating this database.
const MIGRATION_LOCK_ID = 7_316_004_221;

type SchemaOf<TDb> = TDb extends AnalyticsDb ? typeof analyticsSchema : typeof schema;

/**
 * `sharedBuffers`: the embedded Postgres's buffer cache (`shared_buffers`), allocated inside its
 * WebAssembly memory, which never shrinks: Postgres's default of 128 MB is most of what an idle
 * embedded instance holds (bench/memory.ts).
 */
export async function openPglite(dataDir: string, options: { sharedBuffers?: string } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  // PGlite does not create missing parent folders.
  await mkdir(path.dirname(dataDir), { recursive: true });
  // Not awaited: initialising a new data folder takes seconds, and queries wait for it anyway, so
  // the server (and its liveness probe) is up while the database is still getting ready.
  return new PGlite(dataDir, options.sharedBuffers ? { postgresqlconf: [`shared_buffers=${options.sharedBuffers}`] } : {});
}

export function pgliteHandle<TDb extends Db | AnalyticsDb>(
  client: Awaited<ReturnType<typeof openPglite>>,
  dbSchema: SchemaOf<TDb>,
  options: { closeClient: boolean; traced?: boolean },
): DatabaseHandle<TDb> {
  const db = drizzlePglite({ client: options.traced ? tracedPglite(client) : client, schema: dbSchema, casing: CASING }) as unknown as TDb;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async (set) => {
      await migratePglite(db as never, migrationOptions(set));
    },
    close: async () => {
      if (options.closeClient && !client.closed) await client.close();
    },
  };
}

type PostgresClient = ReturnType<typeof postgres>;

/**
 * The client drizzle gets: every query is sent as a prepared statement. Drizzle asks postgres.js
 * not to prepare the queries it was not told to name, and postgres.js then describes each such
 * query before running it: two round trips (and two socket writes) for every statement with
 * parameters, the largest cost of a write request's own time under load. Prepared, a statement is
 * described once per connection and then runs in one round trip. Transactions get the same client.
 */
function preparingClient(client: PostgresClient, traced: boolean): PostgresClient {
  const unsafe = (query: string, parameters?: unknown[], options?: Record<string, unknown>) => {
    const pending = client.unsafe(query, parameters as never, options?.prepare === true ? options : { ...options, prepare: true });
    return traced ? tracedPostgresQuery(pending, query) : pending;
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') {
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: PostgresClient) => unknown;
          return (target.begin as (...a: unknown[]) => unknown)(...args, (tx: PostgresClient) => callback(preparingClient(tx, traced)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export function postgresHandle<TDb extends Db | AnalyticsDb>(
  url: string,
  dbSchema: SchemaOf<TDb>,
  options: {
    max?: number;
    connectTimeoutS?: number;
    traced?: boolean;
    /**
     * Plan every statement for its parameters. The analytics store's rows are skewed (one tenant may
     * hold most of the request log): after five runs Postgres may keep a generic plan that reads a
     * busy tenant's rows through the wrong index (a filtered page: 300 ms instead of 0.3 ms).
     */
    customPlans?: boolean;
  } = {},
): DatabaseHandle<TDb> {
  const client = postgres(url, {
    max: options.max ?? POOL_MAX,
    ...(options.customPlans ? { connection: { plan_cache_mode: 'force_custom_plan' } } : {}),
    idle_timeout: 30,
    connect_timeout: options.connectTimeoutS ?? 5,
    // The driver waits before reconnecting after a connection failed, 3^n/100 s after n failures
    // in a row, up to 20 s. An outage of a few seconds (a restart, a failover) makes n large, so
    // the pool stayed away for up to 20 s after the database was back (the fault suite saw
    // readiness 503 for 7 s after the analytics store returned). Two seconds at most.
    backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 2),
    // By default the driver's first statement on every new connection reads the catalog's array
    // types, and it drops that statement's promise: a connection ended while it runs (a restart,
    // `pg_terminate_backend`, a failover) raised an unhandled rejection, which ends a Node process.
    // Drizzle parses the one array column (the latency histogram) from its text form itself.
    fetch_types: false,
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client: preparingClient(client, options.traced ?? false), schema: dbSchema, casing: CASING }) as unknown as TDb;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await client`select 1`;
    },
    migrate: async (set) => {
      // One connection holds an advisory lock, so instances starting together migrate one at a time.
      const single = postgres(url, { max: 1, fetch_types: false, onnotice: () => {}, connect_timeout: options.connectTimeoutS ?? 5 });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(drizzlePostgres({ client: single, casing: CASING }), migrationOptions(set));
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    close: async () => {
      await client.end({ timeout: 2 });
    },
  };
}

export { analyticsSchema, schema };

export type DatabaseSettings = {
  database: { kind: 'pglite'; dataDir: string; sharedBuffers?: string } | { kind: 'postgres'; url: string };
  analytics: { kind: 'same-database' } | { kind: 'postgres'; url: string };
  /** Statements run in spans (tracing is on). */
  tracing?: unknown;
};

/**
 * The main database and the analytics store. In the embedded default both are one PGlite
 * instance (analytics is a schema in it); with Postgres the analytics store gets a small pool of
 * its own, on the same server unless ANALYTICS_DATABASE_URL points elsewhere.
 *
 * The request-log writer gets its own connection to the analytics store (`analyticsWriter`): it
 * shared the pool of three with the reads (pages, insights), and a burst of administrators'
 * insights held every connection while the writer's batches queued behind them. Closing
 * `analytics` closes it too.
 */
export async function openDatabases(settings: DatabaseSettings) {
  const traced = Boolean(settings.tracing);
  const analyticsUrl = settings.analytics.kind === 'postgres' ? settings.analytics.url : undefined;
  const withWriter = (url: string) => {
    const reads = postgresHandle<AnalyticsDb>(url, analyticsSchema, { max: 3, traced, customPlans: true });
    const writer = postgresHandle<AnalyticsDb>(url, analyticsSchema, { max: 1, traced });
    const analytics: DatabaseHandle<AnalyticsDb> = { ...reads, close: async () => void (await Promise.all([reads.close(), writer.close()])) };
    return { analytics, analyticsWriter: writer };
  };
  if (settings.database.kind === 'pglite') {
    const client = await openPglite(settings.database.dataDir, { sharedBuffers: settings.database.sharedBuffers });
    const database = pgliteHandle<Db>(client, schema, { closeClient: true, traced });
    if (analyticsUrl) return { database, ...withWriter(analyticsUrl) };
    // One PGlite instance is one connection: the writer shares it.
    const analytics = pgliteHandle<AnalyticsDb>(client, analyticsSchema, { closeClient: false, traced });
    return { database, analytics, analyticsWriter: analytics };
  }
  return { database: postgresHandle<Db>(settings.database.url, schema, { traced }), ...withWriter(analyticsUrl ?? settings.database.url) };
}
