import { ServerResponse } from 'node:http';
import type { Logger } from '../infra/logger';
import { afterResponseWorkPending, releaseAfterResponseWork } from './after-response';
import { closeIdleConnections, requestsInFlight } from './requests-in-flight';

type ShutdownSignal = 'SIGTERM' | 'SIGINT';
const signals: ShutdownSignal[] = ['SIGTERM', 'SIGINT'];

export type ShutdownTarget = {
  logger: Logger;
  /** Readiness 503 and background jobs stopped; requests still served. */
  beginShutdown(): Promise<void>;
  /** Databases and cache closed. */
  close(): Promise<void>;
  /** The steps of `beginShutdown` and `close` still under way, named in the log if the deadline passes. */
  pendingShutdownSteps?(): string[];
};

export type ShutdownOptions = { drainMs: number; timeoutMs: number };

/** How long before the deadline the shutdown stops waiting for after-response work, leaving time to close the stores. */
const AFTER_WORK_MARGIN_MS = 3000;
/** How often connections that fell idle are closed once the server stops accepting. */
const IDLE_SWEEP_MS = 200;

/**
 * Graceful shutdown of a Node host process (`next start`, the standalone server). On SIGTERM:
 * 1. readiness answers 503 at once and the webhook and retention jobs stop, releasing the
 *    deliveries they claimed but had not sent;
 * 2. for `drainMs` requests are still served, every answer closing its connection, so the balancer
 *    takes the instance out of rotation and clients' keep-alive connections move to other instances
 *    instead of being cut under a request;
 * 3. Next.js's own signal handler then closes the HTTP server: no new connections, the requests in
 *    flight are finished, connections that fall idle are closed at once, and work queued to run
 *    after a response (`runAfterResponse`) is waited for until shortly before the deadline;
 * 4. the databases and the cache are closed and the process exits 0.
 * The whole is bounded by `timeoutMs`, after which the process exits 1. SIGINT (Ctrl-C at a
 * terminal) does the same without the drain.
 *
 * Next.js registers its handlers before the instrumentation hook runs and ends them with
 * `process.exit`; they are taken over here and run at step 3, and that exit waits for step 4.
 */
export function installGracefulShutdown(target: ShutdownTarget, options: ShutdownOptions): void {
  const frameworkListeners = new Map(signals.map((signal) => [signal, process.listeners(signal)] as const));
  let shuttingDown = false;

  const shutdown = async (signal: ShutdownSignal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const signalledAt = performance.now();
    const exit = process.exit.bind(process);
    /** Where the shutdown is, for the deadline's message: which step it was waiting for. */
    let phase = 'stopping background jobs and draining';
    const deadline = setTimeout(() => {
      const pending = target.pendingShutdownSteps?.() ?? [];
      // What held it: the requests not answered, the after-response work, the handles keeping the process up.
      const waitingFor = { requests: requestsInFlight(), afterResponse: afterResponseWorkPending(), handles: process.getActiveResourcesInfo() };
      target.logger.error({ signal, timeoutMs: options.timeoutMs, phase, pending, ...waitingFor }, 'shutdown did not finish in time; exiting');
      target.logger.flush?.();
      exit(1);
    }, options.timeoutMs);

    const drainMs = signal === 'SIGTERM' ? options.drainMs : 0;
    target.logger.info({ signal, drainMs, timeoutMs: options.timeoutMs }, 'shutting down: readiness 503, draining');
    closeConnectionsAfterEachResponse();
    await Promise.all([target.beginShutdown().catch((error: unknown) => target.logger.error({ err: error }, 'stopping background jobs failed')), delay(drainMs)]);

    let closing: Promise<void> | undefined;
    const closeAndExit = () => {
      phase = 'closing the stores';
      closing ??= (async () => {
        try {
          await target.close();
          target.logger.info({ signal }, 'shutdown complete');
          clearTimeout(deadline);
          exit(0);
        } catch (error) {
          target.logger.error({ err: error }, 'closing connections failed');
          exit(1);
        }
      })();
      return closing;
    };
    // Next.js's handler ends with process.exit once its server is closed: that exit waits for ours.
    process.exit = (() => void closeAndExit()) as typeof process.exit;
    const listeners = frameworkListeners.get(signal) ?? [];
    phase = 'closing the HTTP server: finishing the requests in flight';
    // A response whose headers went out before the drain kept its connection alive: close such
    // connections as they fall idle rather than wait for their keep-alive timeout.
    setInterval(closeIdleConnections, IDLE_SWEEP_MS).unref();
    const releaseIn = options.timeoutMs - AFTER_WORK_MARGIN_MS - (performance.now() - signalledAt);
    setTimeout(() => {
      const left = releaseAfterResponseWork();
      if (left.length > 0) target.logger.warn({ signal, left }, 'shutdown stopped waiting for after-response work still running');
    }, Math.max(0, releaseIn)).unref();
    for (const listener of listeners) (listener as (signal: ShutdownSignal) => void)(signal);
    if (listeners.length === 0) await closeAndExit();
  };

  for (const signal of signals) {
    process.removeAllListeners(signal);
    process.on(signal, (received: ShutdownSignal) => void shutdown(received));
  }
}

/**
 * From now on every answer carries `Connection: close` and its connection ends after it, so no
 * keep-alive connection is left idle for the server's close to cut while a client writes on it.
 */
function closeConnectionsAfterEachResponse() {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) this.setHeader('connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
