import type { AnalyticsDb, DatabaseHandle } from '@/db/client';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import { withTimeout } from '../infra/timeout';
import { type RequestLogDraft, writeRequestLog } from '../services/request-log';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import { outageLog } from './outage-log';

export type RequestLogRun = { written: number; dropped: number };

/** Writes the request log: `record` stages an entry (no I/O), each run writes what is staged. */
export type RequestLogWriter = BackgroundLoop<RequestLogRun> & {
  record(entry: RequestLogDraft): void;
  /** Entries staged and not yet written. */
  staged(): number;
};

const INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** Entries per insert: one statement and one transaction each. */
const BATCH = 500;
/** Entries staged at most; beyond it (a store down for long), new ones are dropped and counted. */
const STAGED_CAP = 20_000;
/** A write that takes longer is given up (the batch counted as dropped), so a hung store cannot stall the loop. */
const WRITE_TIMEOUT_MS = 10_000;

/**
 * The request log's writer, off the request path: entries are staged in memory as requests are
 * answered and written in batches every second (and on `flush`). It is a log, not an audit trail:
 * a batch the analytics store refuses, or an entry that finds the staging area full, is dropped
 * and counted (`request_log_dropped_total`), and the API never waits for the store.
 */
export function createRequestLogWriter(deps: {
  analytics: DatabaseHandle<AnalyticsDb>;
  /** Brings the analytics store's tables up to date (once). */
  prepareAnalytics: () => Promise<void>;
  metrics: Metrics;
  logger: Logger;
}): RequestLogWriter {
  let staged: RequestLogDraft[] = [];
  const outage = outageLog(deps.logger, {
    down: 'request log entries could not be written; they are dropped while the analytics store fails',
    resumed: 'analytics store reachable again; request log writing resumed',
  });

  async function runOnce(): Promise<RequestLogRun> {
    const run: RequestLogRun = { written: 0, dropped: 0 };
    while (staged.length > 0) {
      const batch = staged.slice(0, BATCH);
      staged = staged.slice(batch.length);
      try {
        await withTimeout(
          deps.prepareAnalytics().then(() => writeRequestLog(deps.analytics.db, batch)),
          WRITE_TIMEOUT_MS,
          'request log write',
        );
        run.written += batch.length;
        deps.metrics.requestLogWritten.inc(batch.length);
      } catch (error) {
        run.dropped += batch.length;
        deps.metrics.requestLogDropped.inc({ reason: 'store_failed' }, batch.length);
        outage.failed(error);
        throw error;
      }
    }
    outage.succeeded({ written: run.written });
    return run;
  }

  const loop = createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'request-log-writer', isIdle: (run) => run.written === 0 && run.dropped === 0 });
  return {
    ...loop,
    record(entry) {
      if (staged.length >= STAGED_CAP) {
        deps.metrics.requestLogDropped.inc({ reason: 'staging_full' });
        return;
      }
      staged.push(entry);
    },
    staged: () => staged.length,
    // Whatever is staged when the instance stops is written first (a deploy loses no entries).
    async stop() {
      await loop.stop();
      if (staged.length > 0) await loop.flush().catch(() => {});
    },
  };
}
