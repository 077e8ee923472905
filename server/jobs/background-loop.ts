import { withJobSpan } from '../infra/tracing';

/** A job that runs on a timer and on demand, one run at a time. */
export type BackgroundLoop<T> = {
  /**
   * Runs the job now. Calls during a run share the run that follows it, since the run in progress
   * may have read its table before the caller's commit.
   */
  flush(): Promise<T>;
  start(): void;
  /**
   * Stops the timer, tells the run in progress to stop at its next safe point (its `signal` aborts)
   * and waits for it.
   */
  stop(): Promise<void>;
};

/**
 * Runs `job` every `intervalMs` while it succeeds, backing off (doubling, up to `maxBackoffMs`)
 * while it fails, and whenever `flush` is called. The timer never keeps the process alive. The job
 * gets a signal that aborts on `stop`: a long run (a batch of webhook deliveries) ends early there
 * instead of holding up a shutdown; `start` after `stop` gives later runs a fresh signal.
 */
export function createBackgroundLoop<T>(
  job: (signal: AbortSignal) => Promise<T>,
  options: {
    intervalMs: number;
    maxBackoffMs: number;
    /** The run's trace name (`job <name>`): each run is a trace of its own. */
    name: string;
    /** A run that did nothing, not worth a trace (default: every figure of its result is 0). */
    isIdle?: (result: T) => boolean;
  },
): BackgroundLoop<T> {
  let controller = new AbortController();
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let failures = 0;

  const flush = (): Promise<T> => {
    if (!running) {
      running = withJobSpan(options.name, () => job(controller.signal), options.isIdle)
        .then(
          (result) => {
            failures = 0;
            return result;
          },
          (error: unknown) => {
            failures++;
            throw error;
          },
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    }
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
    const delay = failures === 0 ? options.intervalMs : Math.min(options.intervalMs * 2 ** failures, options.maxBackoffMs);
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
      if (controller.signal.aborted) controller = new AbortController();
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await Promise.allSettled([running, queued]);
    },
  };
}
