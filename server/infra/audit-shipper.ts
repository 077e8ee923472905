import type { AnalyticsDb, DatabaseHandle, Db } from '@/db/client';
import { noteShippingFailure, shipAuditEvents, type ShipResult } from '../services/audit/ship-audit-events';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

export type AuditShipper = {
  /** Ships what is staged now; concurrent calls share one run. */
  flush(): Promise<ShipResult>;
  start(): void;
  stop(): Promise<void>;
};

const INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Moves audit events from the main database's outbox to the analytics store: every second while
 * analytics answers, backing off to 30 s while it does not, and on demand (`flush`).
 */
export function createAuditShipper(deps: {
  database: DatabaseHandle<Db>;
  analytics: DatabaseHandle<AnalyticsDb>;
  metrics: Metrics;
  logger: Logger;
  migrate: boolean;
  /** The analytics store is a schema of the main database: ship within one transaction. */
  sameDatabase: boolean;
}): AuditShipper {
  let running: Promise<ShipResult> | undefined;
  let analyticsMigrated = !deps.migrate;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let failures = 0;

  async function runOnce(): Promise<ShipResult> {
    try {
      if (!analyticsMigrated) {
        await deps.analytics.migrate('analytics');
        analyticsMigrated = true;
      }
      const result = await shipAuditEvents({ db: deps.database.db, analytics: deps.sameDatabase ? 'same-database' : deps.analytics.db });
      if (result.shipped > 0) deps.metrics.auditShipped.inc(result.shipped);
      deps.metrics.auditBacklog.set(result.remaining);
      if (failures > 0) deps.logger.info({ shipped: result.shipped }, 'analytics store reachable again; audit shipping resumed');
      failures = 0;
      return result;
    } catch (error) {
      failures++;
      deps.metrics.auditShipFailures.inc();
      if (failures === 1) deps.logger.warn({ err: error }, 'audit events could not be shipped; they stay staged');
      await noteShippingFailure(deps.database.db, error instanceof Error ? error.message : String(error)).catch(() => {});
      throw error;
    }
  }

  let queued: Promise<ShipResult> | undefined;
  const flush = (): Promise<ShipResult> => {
    if (!running) {
      running = runOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The run in progress may have read the outbox before the caller's commit: one more run
    // follows it, shared by everyone who asks meanwhile.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return flush();
      });
    return queued;
  };

  const schedule = () => {
    if (stopped) return;
    const delay = failures === 0 ? INTERVAL_MS : Math.min(INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS);
    timer = setTimeout(() => {
      flush()
        .catch(() => {})
        .finally(schedule);
    }, delay);
    timer.unref();
  };

  return {
    flush,
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
