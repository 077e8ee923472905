import { inParallel } from '../shared/in-parallel';
import { type DeliveryDeps, deliverClaimed } from './attempt-delivery';
import { type ClaimedDelivery, claimDueDeliveries, type DeliveryOutcome, releaseClaims } from './delivery-queue';
import type { DeliveryRun } from './webhook-schemas';

/**
 * The batch runner of the webhook worker: it only loops (claim a batch from the queue, attempt each
 * delivery a few at a time, count what became of them) and stops cleanly on shutdown. A single
 * attempt is in attempt-delivery.ts, the claims and records in delivery-queue.ts, and when a failed
 * delivery is tried again in retry-schedule.ts.
 */

// The dispatcher and the container's metrics import these types from the runner they drive.
export type { DeliveryDeps } from './attempt-delivery';
export type { DeliveryOutcome } from './delivery-queue';

/**
 * Delivers what is due now: claims a batch, sends it (a few at a time), and goes on while batches
 * come back full, up to `maxBatches`. Several workers can run this at once against one database.
 * When `signal` aborts (shutdown), the sends under way finish, nothing more is sent or claimed, and
 * the claimed rows not yet sent are released for the other workers.
 */
export async function deliverDueWebhooks(
  deps: DeliveryDeps & { onOutcome?: (outcome: DeliveryOutcome) => void; onError?: (error: unknown, delivery: ClaimedDelivery) => void },
  options: { batchSize?: number; concurrency?: number; maxBatches?: number; signal?: AbortSignal } = {},
): Promise<DeliveryRun> {
  const batchSize = options.batchSize ?? 50;
  const run: DeliveryRun = { delivered: 0, failed: 0, rescheduled: 0 };
  const { signal } = options;
  for (let batch = 0; batch < (options.maxBatches ?? 20) && !signal?.aborted; batch++) {
    const claimed = await claimDueDeliveries(deps.db, batchSize);
    const unsent = await inParallel(
      claimed,
      options.concurrency ?? 10,
      async (delivery) => {
        try {
          const outcome = await deliverClaimed(deps, delivery);
          if (outcome) {
            if (outcome !== 'deferred') run[outcome]++;
            deps.onOutcome?.(outcome);
          }
        } catch (error) {
          // A database error on one row leaves its claim to expire; the row is tried again then.
          deps.onError?.(error, delivery);
        }
      },
      signal,
    );
    if (unsent.length > 0) await releaseClaims(deps.db, unsent);
    if (claimed.length < batchSize) break;
  }
  return run;
}
