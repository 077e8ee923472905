import type { AnalyticsDb, DatabaseHandle, Db } from '@/db/client';
import { noteShippingFailure, shipAuditEvents, type ShipResult } from '../services/audit/ship-audit-events';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import { outageLog } from './outage-log';
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
  /** Brings the analytics store's tables up to date (once). */
  prepareAnalytics: () => Promise<void>;
  /** The analytics store is a schema of the main database: ship within one transaction. */
  sameDatabase: boolean;
}): AuditShipper {
  const outage = outageLog(deps.logger, { down: 'audit events could not be shipped; they stay staged', resumed: 'analytics store reachable again; audit shipping resumed' });

  async function runOnce(): Promise<ShipResult> {
    try {
      await deps.prepareAnalytics();
      const result = await shipAuditEvents({ db: deps.database.db, analytics: deps.sameDatabase ? 'same-database' : deps.analytics.db });
      if (result.shipped > 0) deps.metrics.auditShipped.inc(result.shipped);
      deps.metrics.auditBacklog.set(result.remaining);
      outage.succeeded({ shipped: result.shipped });
      return result;
    } catch (error) {
      deps.metrics.auditShipFailures.inc();
      outage.failed(error);
      await noteShippingFailure(deps.database.db, error instanceof Error ? error.message : String(error)).catch(() => {});
      throw error;
    }
  }

  return createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'audit-shipper', isIdle: (run) => run.shipped === 0 });
}
