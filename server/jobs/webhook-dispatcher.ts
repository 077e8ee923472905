import type { DatabaseHandle, Db } from '@/db/client';
import { type DeliveryDeps, deliverDueWebhooks } from '../services/webhooks/deliver-webhooks';
import type { DeliveryRun } from '../services/webhooks/webhook-schemas';
import type { HostResolver } from '../services/webhooks/webhook-target';
import { disableFailingEndpoints, type EndpointNotifier } from '../services/webhooks/endpoint-health';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import { outageLog } from './outage-log';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import type { SecretBox } from '../infra/secret-box';
import { sendWebhook } from '../infra/webhook-sender';

/** `flush` delivers what is due now; `deliveryDeps` send one delivery at once (test events). */
export type WebhookDispatcher = BackgroundLoop<DeliveryRun> & { deliveryDeps: DeliveryDeps };

const INTERVAL_MS = 500;
const DEFAULT_DISABLE_AFTER_MS = 5 * 86_400_000;
const MAX_BACKOFF_MS = 30_000;
/** A receiver has 10 s to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Sends tenant webhooks from the outbox: polls every 500 ms while the database answers, backing
 * off to 30 s while it does not, and on demand (`flush`: tests, the cron route, the worker script).
 * The web process runs it when BACKGROUND_JOBS is on; `npm run worker` runs it alone.
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
  batchSize?: number;
  concurrency?: number;
  /** Mails about failing and disabled endpoints; none without it. */
  notify?: EndpointNotifier;
  /** An endpoint failing for this long is disabled (WEBHOOK_ENDPOINT_DISABLE_AFTER); 5 days without it. */
  endpointDisableAfterMs?: number;
}): WebhookDispatcher {
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
  const disableAfterMs = deps.endpointDisableAfterMs ?? DEFAULT_DISABLE_AFTER_MS;
  // Checked at least once a minute, and often enough that a short setting (a test's seconds) is kept to.
  const checkEveryMs = Math.min(60_000, Math.max(1000, Math.floor(disableAfterMs / 4)));
  let lastCheckAt = 0;

  /** Disables the endpoints failing for too long, when a check is due. */
  async function checkFailingEndpoints() {
    if (Date.now() - lastCheckAt < checkEveryMs) return;
    lastCheckAt = Date.now();
    const disabled = await disableFailingEndpoints(deps.database.db, { disableAfterMs, notify: deps.notify });
    if (disabled > 0) deps.logger.warn({ disabled }, 'webhook endpoints failing for too long were disabled');
  }

  async function runOnce(signal: AbortSignal): Promise<DeliveryRun> {
    try {
      const run = await deliverDueWebhooks(
        {
          ...deliveryDeps,
          onOutcome: (outcome) => deps.metrics.webhookDeliveries.inc({ outcome }),
          onError: (error, delivery) => deps.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery not recorded; retried when its claim expires'),
        },
        { batchSize: deps.batchSize, concurrency: deps.concurrency, signal },
      );
      await checkFailingEndpoints();
      outage.succeeded();
      return run;
    } catch (error) {
      outage.failed(error);
      throw error;
    }
  }

  return Object.assign(createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'webhook-delivery' }), { deliveryDeps });
}
