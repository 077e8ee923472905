import type { DatabaseHandle, Db } from '@/db/client';
import { type DeliveryDeps, deliverDueWebhooks } from '../services/webhooks/deliver-webhooks';
import { type Claim, createDeliveryPool, type DeliveryLimits, type DeliveryPool, newTally } from '../services/webhooks/delivery-pool';
import type { DeliveryRun } from '../services/webhooks/webhook-schemas';
import type { HostResolver } from '../services/webhooks/webhook-target';
import { disableFailingEndpoints, type EndpointNotifier } from '../services/webhooks/endpoint-health';
import { outageLog } from './outage-log';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import type { SecretBox } from '../infra/secret-box';
import { withJobSpan } from '../infra/tracing';
import { sendWebhook } from '../infra/webhook-sender';

/**
 * `start` runs the dispatcher until `stop`; `flush` delivers what is due now (tests, the cron route,
 * the worker script, after a write's answer on hosts without the loop); `wake` tells a running
 * dispatcher that something may have been queued; `deliveryDeps` send one delivery at once (test events).
 */
export type WebhookDispatcher = {
  flush(): Promise<DeliveryRun>;
  start(): void;
  /** Stops claiming, lets the sends under way finish, gives back what was claimed as it stopped. */
  stop(): Promise<void>;
  wake(): void;
  deliveryDeps: DeliveryDeps;
};

/** The dispatcher's settings (WEBHOOK_CONCURRENCY, WEBHOOK_ENDPOINT_CONCURRENCY, WEBHOOK_CLAIM_BATCH, WEBHOOK_POLL_MS). */
export type DispatchSettings = DeliveryLimits & { pollMs: number };

/** What a dispatcher built in code (tests) runs with unless told: the settings' defaults on Postgres (server/env.ts). */
const DEFAULT_DISPATCH: DispatchSettings = { concurrency: 64, endpointConcurrency: 4, claimBatch: 50, pollMs: 250 };

const DEFAULT_DISABLE_AFTER_MS = 5 * 86_400_000;
const MAX_BACKOFF_MS = 30_000;
/** A flush claims at most this many deliveries: a cron run ends even while events keep coming. */
const FLUSH_MAX_BATCHES = 20;
/** A receiver has 10 s to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Sends tenant webhooks from the outbox. Started (BACKGROUND_JOBS, or `npm run worker`), it keeps a
 * pool of sends in flight: it claims as slots free, never waiting for a batch's slowest delivery,
 * and each endpoint has a lane of its own in the pool (WEBHOOK_ENDPOINT_CONCURRENCY), so a slow or
 * hanging receiver holds its own lane and nobody else's. It polls (WEBHOOK_POLL_MS) only when a
 * claim found nothing and no lane is full; a write in this process wakes it at once (`wake`); a
 * database that does not answer is asked again after a backoff doubling up to 30 s.
 */
export function createWebhookDispatcher(deps: {
  database: DatabaseHandle<Db>;
  /** Opens the signing secrets and header values stored sealed. */
  secrets: SecretBox;
  metrics: Metrics;
  logger: Logger;
  allowPrivateTargets: boolean;
  /** Settable in code (tests); the contract's 10 s otherwise. */
  timeoutMs?: number;
  resolver?: HostResolver;
  /** Concurrency, lanes, claim size and polling; DEFAULT_DISPATCH without it. */
  dispatch?: Partial<DispatchSettings>;
  /** Mails about failing and disabled endpoints; none without it. */
  notify?: EndpointNotifier;
  /** An endpoint failing for this long is disabled (WEBHOOK_ENDPOINT_DISABLE_AFTER); 5 days without it. */
  endpointDisableAfterMs?: number;
}): WebhookDispatcher {
  const settings: DispatchSettings = { ...DEFAULT_DISPATCH, ...deps.dispatch };
  const outage = outageLog(deps.logger, { down: 'webhook deliveries could not be claimed; they stay queued', resumed: 'webhook delivery resumed' });
  const deliveryDeps: DeliveryDeps = {
    db: deps.database.db,
    secrets: deps.secrets,
    // Each attempt is a client span of its own (infra/webhook-sender.ts).
    send: sendWebhook,
    allowPrivateTargets: deps.allowPrivateTargets,
    timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    resolver: deps.resolver,
    observeDuration: (seconds) => deps.metrics.webhookDeliveryDuration.observe(seconds),
    notify: deps.notify,
  };
  const pool: DeliveryPool = createDeliveryPool(
    {
      ...deliveryDeps,
      onOutcome: (outcome) => deps.metrics.webhookDeliveries.inc({ outcome }),
      onError: (error, delivery) => deps.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery not recorded; retried when its claim expires'),
      // Each claim is a trace of its own, which the attempts it starts link to; empty ones are not exported.
      aroundClaim: (claim) => withJobSpan('webhook-delivery', claim, (claimed) => !claimed?.started),
    },
    settings,
  );

  const disableAfterMs = deps.endpointDisableAfterMs ?? DEFAULT_DISABLE_AFTER_MS;
  // Checked at least once a minute, and often enough that a short setting (a test's seconds) is kept to.
  const checkEveryMs = Math.min(60_000, Math.max(1000, Math.floor(disableAfterMs / 4)));
  let lastCheckAt = 0;

  /** Disables the endpoints failing for too long, when a check is due; a trace of its own. */
  async function checkFailingEndpoints() {
    if (Date.now() - lastCheckAt < checkEveryMs) return;
    lastCheckAt = Date.now();
    const disabled = await withJobSpan('webhook-endpoint-check', () => disableFailingEndpoints(deps.database.db, { disableAfterMs, notify: deps.notify }), (count) => count === 0);
    if (disabled > 0) deps.logger.warn({ disabled }, 'webhook endpoints failing for too long were disabled');
  }

  let controller = new AbortController();
  let stopped = true;
  let loop: Promise<void> | undefined;
  const runs = new Set<Promise<unknown>>();
  let wakeUp: (() => void) | undefined;
  /** A wake-up that came while no pause was waiting for one (a claim was under way): the next pause ends at once. */
  let wokenEarly = false;

  /** Resolves after `ms`, on `wake` (when `wakeable`), or when the dispatcher stops; whichever comes first. */
  function pause(ms: number, signal: AbortSignal, options: { wakeable: boolean; orWhen?: Promise<void> }): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    if (options.wakeable && wokenEarly) {
      wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        if (wakeUp === done) wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done);
      if (options.wakeable) wakeUp = done;
      void options.orWhen?.then(done);
    });
  }

  /**
   * The dispatcher's own run, until it stops. Unlike a flush it never ends when the queue is empty:
   * it waits for the poll interval, a wake-up, or (while rows wait for a full lane) a lane to free.
   */
  async function runContinuously(signal: AbortSignal) {
    const tally = newTally();
    let failures = 0;
    const check = () => void checkFailingEndpoints().catch((error: unknown) => deps.logger.error({ err: error }, 'failing webhook endpoints not checked'));
    check();
    const checker = setInterval(check, checkEveryMs);
    checker.unref();
    try {
      while (!signal.aborted) {
        if (!pool.readyToClaim()) {
          await pause(MAX_BACKOFF_MS, signal, { wakeable: false, orWhen: pool.nextSettled() });
          continue;
        }
        let claim: Claim | null;
        try {
          claim = await pool.claim(tally, Number.POSITIVE_INFINITY, signal);
          failures = 0;
          outage.succeeded();
        } catch (error) {
          outage.failed(error);
          failures++;
          await pause(Math.min(settings.pollMs * 2 ** failures, MAX_BACKOFF_MS), signal, { wakeable: false });
          continue;
        }
        if (claim === null || claim.started > 0) continue;
        // Nothing claimable: wait for new work, or for a full lane to free (it may have, already).
        await pause(settings.pollMs, signal, { wakeable: true, orWhen: claim.passedFullLanes ? pool.laneFreedSince(claim) : undefined });
      }
    } finally {
      clearInterval(checker);
    }
  }

  async function flushOnce(signal: AbortSignal): Promise<DeliveryRun> {
    try {
      const run = await deliverDueWebhooks(pool, { signal, maxDeliveries: FLUSH_MAX_BATCHES * settings.claimBatch });
      await checkFailingEndpoints();
      outage.succeeded();
      return run;
    } catch (error) {
      outage.failed(error);
      throw error;
    }
  }

  return {
    deliveryDeps,
    flush() {
      const run = flushOnce(controller.signal);
      runs.add(run);
      void run.catch(() => {}).finally(() => runs.delete(run));
      return run;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      if (controller.signal.aborted) controller = new AbortController();
      loop = runContinuously(controller.signal);
    },
    wake() {
      if (stopped) return;
      if (wakeUp) wakeUp();
      else wokenEarly = true;
    },
    async stop() {
      stopped = true;
      controller.abort();
      await Promise.allSettled([loop, ...runs]);
      loop = undefined;
      await pool.settled();
    },
  };
}
