import type { AnalyticsDb, DatabaseHandle, Db } from '@/db/client';
import { noteShippingFailure, shipAuditEvents, type ShipResult } from '../services/audit/ship-audit-events';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';

/** `flush` ships what is staged now. */
export type AuditShipper = BackgroundLoop<ShipResult>;

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
  let analyticsMigrated = !deps.migrate;
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

  return createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'audit-shipper', isIdle: (run) => run.shipped === 0 });
}
