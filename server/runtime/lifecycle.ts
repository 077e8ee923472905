import type { MigrationSet } from '@/db/client';
import type { Logger } from '../infra/logger';
import { withTimeout } from '../infra/timeout';
import type { InstanceState } from '../services/health/check-readiness';

/** A store the lifecycle migrates at start: the main database or the analytics store. */
type Store = { migrate(set: MigrationSet): Promise<void> };

/**
 * Where one instance is in its life, and the order of its start and its stop.
 *
 * Start: both stores are migrated in the background, the main database first, each retried until
 * it succeeds, so liveness answers at once and a store that is down at start delays only what
 * needs it. Requests that need
 * the main database wait for its migrations (`whenMigrated`); the request log and the insights wait
 * for the analytics store's (`whenAnalyticsMigrated`); readiness says 200 only once both are done.
 *
 * Stop: `beginShutdown` (readiness 503, jobs stopped, requests still served), then `close` (jobs
 * stopped, staged entries written, then the cache, the analytics store and last the database).
 */
export type Lifecycle = {
  /** The main database's migrations are applied: requests that need it may run. */
  isMigrated(): boolean;
  /** Resolves once the main database is migrated; rejects after `timeoutMs` (if given) while it is not. */
  whenMigrated(timeoutMs?: number): Promise<void>;
  /** The analytics store's migrations are applied: the request log and the insights may be read. */
  isAnalyticsMigrated(): boolean;
  /**
   * Resolves once the analytics store is migrated: shares the attempt under way, or tries now (a
   * store that came back is used at once, not at the next retry); rejects with that attempt's
   * error, or after `timeoutMs`.
   */
  whenAnalyticsMigrated(timeoutMs: number): Promise<void>;
  /** The analytics migration, once: later calls share its outcome unless it failed. For the jobs that write there. */
  prepareAnalytics(): Promise<void>;
  /** `starting` until the main database is migrated, `stopping` from `beginShutdown` on. */
  state(): InstanceState;
  beginShutdown(stopJobs: () => Promise<unknown>): Promise<void>;
  close(steps: { jobs: () => Promise<unknown>; connections: () => Promise<unknown>; database: () => Promise<void> }): Promise<void>;
};

/** `run`, once: later calls share its outcome, unless it failed (then the next call tries again). */
function onceSucceeded(run: () => Promise<void>): () => Promise<void> {
  let outcome: Promise<void> | undefined;
  return () => {
    outcome ??= run().catch((error: unknown) => {
      outcome = undefined;
      throw error;
    });
    return outcome;
  };
}

export function createLifecycle(deps: {
  database: Store;
  analytics: Store;
  /** False: the stores are migrated by someone else (`npm run db:migrate`); they count as migrated at once. */
  migrateOnStart: boolean;
  logger: Logger;
  /** Logged once the main database is migrated. */
  readyFields: Record<string, unknown>;
  /**
   * After the main database's migrations: the stored secrets checked against the configured key
   * and plaintext ones sealed, as part of being migrated. When someone else migrates the database,
   * the instance serves at once (a database that does not answer yet is a 503 per request, not a
   * start that hangs) and this runs beside it, retried like a migration; a wrong key still stops it.
   */
  afterMigrate?: () => Promise<void>;
  /** A start-up failure no retry can mend (a wrong key): the start stops, and `whenMigrated` rejects with it. */
  isFatal?: (error: unknown) => boolean;
  /** Told of a fatal start-up failure (the server exits; a test reads the rejection). */
  onFatal?: (error: unknown) => void;
}): Lifecycle {
  const { logger } = deps;
  let migrated = false;
  let analyticsMigrated = false;
  let stopping = false;
  let closed = false;

  const migrateMain = onceSucceeded(async () => {
    if (!deps.migrateOnStart) return;
    await deps.database.migrate('main');
    await deps.afterMigrate?.();
  });
  const prepareAnalytics = onceSucceeded(async () => {
    if (deps.migrateOnStart) await deps.analytics.migrate('analytics');
    analyticsMigrated = true;
  });

  /** Runs `attempt` until it succeeds or the instance closes, backing off from 0.5 s to 5 s. */
  async function untilDone(store: string, attempt: () => Promise<void>): Promise<void> {
    for (let tries = 1; !closed; tries++) {
      try {
        await attempt();
        return;
      } catch (error) {
        if (deps.isFatal?.(error)) {
          logger.fatal({ err: error, store }, `${store} cannot start: ${error instanceof Error ? error.message : String(error)}`);
          deps.onFatal?.(error);
          throw error;
        }
        logger.error({ err: error, attempt: tries, store }, `${store} not ready; retrying`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(tries * 500, 5000)).unref());
      }
    }
  }

  const mainStartup = untilDone('database', migrateMain).then(() => {
    if (closed) return;
    migrated = true;
    logger.info(deps.readyFields, 'database ready');
  });
  const { afterMigrate } = deps;
  if (!deps.migrateOnStart && afterMigrate) void untilDone('stored secrets', afterMigrate).catch(() => {});
  // After the main database's: requests need that one first (on the embedded default both are one
  // PGlite, which runs one statement at a time). Awaited by nothing: its failures are logged and
  // retried, and a wait below shares its attempt.
  void mainStartup.then(
    () => untilDone('analytics store', prepareAnalytics),
    () => {},
  );

  return {
    isMigrated: () => migrated,
    whenMigrated: (timeoutMs) =>
      migrated ? Promise.resolve() : timeoutMs === undefined ? mainStartup : withTimeout(mainStartup, timeoutMs, 'database start-up'),
    isAnalyticsMigrated: () => analyticsMigrated,
    whenAnalyticsMigrated: (timeoutMs) =>
      analyticsMigrated ? Promise.resolve() : withTimeout(prepareAnalytics(), timeoutMs, 'analytics start-up'),
    prepareAnalytics,
    state: () => (stopping ? 'stopping' : migrated ? 'serving' : 'starting'),
    beginShutdown: async (stopJobs) => {
      stopping = true;
      await stopJobs();
    },
    close: async (steps) => {
      closed = true;
      stopping = true;
      // Jobs first (the request-log writer writes what is staged), then what they wrote to.
      await steps.jobs();
      await steps.connections();
      await steps.database();
    },
  };
}
