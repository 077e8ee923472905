import { type DeliveryPool, newTally } from './delivery-pool';
import type { DeliveryRun } from './webhook-schemas';

/**
 * One run through what is due now, on the worker's pool of sends (delivery-pool.ts): claim as slots
 * free, send each claimed row at once, and end when nothing claimable is left and this run's sends
 * are done. The dispatcher's own loop (jobs/webhook-dispatcher.ts) never ends a run: it waits for
 * new work instead. A single attempt is in attempt-delivery.ts, the claims and records in
 * delivery-queue.ts, and when a failed delivery is tried again in retry-schedule.ts.
 */

// The dispatcher and the container's metrics import these types from the runner they drive.
export type { DeliveryDeps } from './attempt-delivery';
export type { DeliveryOutcome } from './delivery-queue';

/**
 * Delivers what is due now, up to `maxDeliveries` claimed (a cron run must end even while events
 * keep coming). Deliveries waiting for a full lane (an endpoint with as many sends under way as it
 * may have) are sent as its sends finish, within the run. Several workers can run this at once
 * against one database, and several runs can share one pool. When `signal` aborts (shutdown), the
 * sends under way finish and nothing more is claimed; rows claimed as it aborted are given back.
 */
export async function deliverDueWebhooks(pool: DeliveryPool, options: { signal?: AbortSignal; maxDeliveries?: number } = {}): Promise<DeliveryRun> {
  const { signal } = options;
  const maxDeliveries = options.maxDeliveries ?? Number.POSITIVE_INFINITY;
  const tally = newTally();
  while (!signal?.aborted && tally.claimed < maxDeliveries) {
    if (!pool.readyToClaim()) {
      await pool.nextSettled();
      continue;
    }
    const claim = await pool.claim(tally, maxDeliveries - tally.claimed, signal);
    if (claim === null) await pool.nextSettled();
    else if (claim.started === 0) {
      // Nothing claimable: done, unless rows were left for a full lane (which may have freed since).
      if (!claim.passedFullLanes) break;
      await pool.laneFreedSince(claim);
    }
  }
  while (tally.inFlight > 0) await pool.nextSettled();
  return { delivered: tally.delivered, failed: tally.failed, rescheduled: tally.rescheduled };
}
