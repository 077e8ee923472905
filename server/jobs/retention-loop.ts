import type { AnalyticsDb, DatabaseHandle, Db } from '@/db/client';
import { removeOldRequestLog } from '../services/request-log';
import { type RetentionRun, type RetentionSettings, runRetention } from '../services/retention/run-retention';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import type { Logger } from '../infra/logger';

export type RetentionLoop = BackgroundLoop<RetentionRun>;

const INTERVAL_MS = 60 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * INTERVAL_MS;

/**
 * The retention jobs: hourly in the web process (BACKGROUND_JOBS), once by `npm run jobs`, or by a
 * scheduler through `GET /cron/retention`. Each run is idempotent: it removes what is due now.
 */
export function createRetentionLoop(deps: {
  database: DatabaseHandle<Db>;
  analytics: DatabaseHandle<AnalyticsDb>;
  /** Brings the analytics store's tables up to date (once). */
  prepareAnalytics: () => Promise<void>;
  logger: Logger;
  retention: RetentionSettings;
}): RetentionLoop {
  return createBackgroundLoop(
    async () => {
      try {
        const main = await runRetention(deps.database.db, deps.retention);
        await deps.prepareAnalytics();
        const run = { ...main, requestLogRemoved: await removeOldRequestLog(deps.analytics.db, deps.retention.requestLogDays) };
        if (Object.values(run).some((count) => count > 0)) deps.logger.info(run, 'retention run');
        return run;
      } catch (error) {
        deps.logger.warn({ err: error }, 'retention run failed; retried later');
        throw error;
      }
    },
    { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'retention' },
  );
}
