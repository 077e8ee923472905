import type { AnalyticsDb, DatabaseHandle } from '@/db/client';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import { TimeoutError, withTimeout } from '../infra/timeout';
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
/** A write still running after this is waited for apart, so a hung store cannot stall the loop. */
const WRITE_TIMEOUT_MS = 10_000;

/**
 * The request log's writer, off the request path: entries are staged in memory as requests are
 * answered and written in batches every second (and on `flush`). It is a log, not an audit trail:
 * a batch the analytics store refuses, or an entry that finds the staging area full, is dropped
 * and counted (`request_log_dropped_total`), and the API never waits for the store.
 *
 * A batch still running after the write timeout is not given up: its transaction may yet commit.
 * The loop stops waiting for it (counted in `request_log_slow_batches_total`) and writes nothing
 * more until it settles, so a hung store holds one batch, not one per run; the batch is counted
 * written if it commits and dropped if it fails, so the counters say what reached the store.
 */
export function createRequestLogWriter(deps: {
  analytics: DatabaseHandle<AnalyticsDb>;
  /** Brings the analytics store's tables up to date (once). */
  prepareAnalytics: () => Promise<void>;
  metrics: Metrics;
  logger: Logger;
  /** How long a run waits for a batch before it leaves it to finish on its own (default 10 s). */
  writeTimeoutMs?: number;
}): RequestLogWriter {
  const writeTimeoutMs = deps.writeTimeoutMs ?? WRITE_TIMEOUT_MS;
  let staged: RequestLogDraft[] = [];
  /** A batch whose write outlasted the timeout and has not settled yet. */
  let late: Promise<void> | undefined;
  const outage = outageLog(deps.logger, {
    down: 'request log entries could not be written; they are dropped while the analytics store fails',
    resumed: 'analytics store reachable again; request log writing resumed',
  });

  async function runOnce(): Promise<RequestLogRun> {
    const run: RequestLogRun = { written: 0, dropped: 0 };
    // Entries stay staged (up to the cap) while the store is still busy with an earlier batch.
    if (late) return run;
    while (staged.length > 0) {
      const batch = staged.slice(0, BATCH);
      staged = staged.slice(batch.length);
      const write = deps.prepareAnalytics().then(async () => {
        await writeRequestLog(deps.analytics.db, batch);
      });
      try {
        await withTimeout(write, writeTimeoutMs, 'request log write');
        run.written += batch.length;
        deps.metrics.requestLogWritten.inc(batch.length);
      } catch (error) {
        if (error instanceof TimeoutError) {
          waitForLateBatch(write, batch.length);
        } else {
          run.dropped += batch.length;
          deps.metrics.requestLogDropped.inc({ reason: 'store_failed' }, batch.length);
        }
        outage.failed(error);
        throw error;
      }
    }
    outage.succeeded({ written: run.written });
    return run;
  }

  function waitForLateBatch(write: Promise<void>, entries: number) {
    deps.metrics.requestLogSlowBatches.inc();
    deps.logger.warn({ entries, timeoutMs: writeTimeoutMs }, 'request log batch still being written; counted once it commits or fails');
    late = write
      .then(
        () => {
          deps.metrics.requestLogWritten.inc(entries);
          deps.logger.info({ entries }, 'slow request log batch committed');
        },
        (error: unknown) => {
          deps.metrics.requestLogDropped.inc({ reason: 'store_failed' }, entries);
          deps.logger.warn({ err: error, entries }, 'slow request log batch failed; its entries are dropped');
        },
      )
      .finally(() => {
        late = undefined;
      });
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
      // A slow batch gets one more write timeout to settle; the staged entries wait for it.
      if (late) await withTimeout(late, writeTimeoutMs, 'slow request log batch').catch(() => {});
      if (staged.length > 0) await loop.flush().catch(() => {});
    },
  };
}
