/**
 * One background job as an instance starts and stops it. Every job starts once the main database is
 * migrated and is stopped when the instance closes; a job that `stopsAtShutdownStart` is stopped
 * already when a graceful shutdown begins, while requests are still served, so the work it has
 * claimed (webhook deliveries, mails) is released for the other instances early.
 */
export type Job = {
  /** The shutdown step its stop is, by name: logged when the stop overruns ('stop the webhook dispatcher'). */
  stopStep: string;
  start(): void;
  /** Stops it; for a job that stages work (the request-log writer), writes what is staged first. */
  stop(): Promise<unknown>;
  stopsAtShutdownStart: boolean;
};

/** A loop (`start`, `stop`) as a job, stopped at `stopStep`. */
export function jobOf(loop: { start(): void; stop(): Promise<unknown> }, stopStep: string, options: { stopsAtShutdownStart: boolean }): Job {
  return { stopStep, start: () => loop.start(), stop: () => loop.stop(), stopsAtShutdownStart: options.stopsAtShutdownStart };
}
