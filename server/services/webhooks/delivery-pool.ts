import { type DeliveryDeps, deliverClaimed } from './attempt-delivery';
import { type DeliveryTarget, readDeliveryTargets } from './delivery-target';
import { type ClaimedDelivery, claimDueDeliveries, type DeliveryOutcome, releaseClaims } from './delivery-queue';
import type { DeliveryRun } from './webhook-schemas';

/**
 * The sends one worker has in flight, with their limits: at most `concurrency` in all and at most
 * `endpointConcurrency` to one endpoint. Claims are taken as slots free (never a whole batch waited
 * for), each claimed row is sent at once, and a slow endpoint fills its own lane only: the other
 * endpoints' deliveries are claimed past its backlog (delivery-queue.ts).
 */

export type DeliveryLimits = {
  /** Sends in flight at once, all endpoints together. */
  concurrency: number;
  /** Sends in flight at once to one endpoint. */
  endpointConcurrency: number;
  /** Rows one claim takes at most. */
  claimBatch: number;
};

export type PoolDeps = DeliveryDeps & {
  onOutcome?: (outcome: DeliveryOutcome) => void;
  onError?: (error: unknown, delivery: ClaimedDelivery) => void;
  /** Runs each claim (and the sends it starts) in a context of its own: the dispatcher's trace of it. */
  aroundClaim?: (claim: () => Promise<Claim | null>) => Promise<Claim | null>;
};

/**
 * The deliveries one caller of the pool claimed (a run of the dispatcher): what became of them, and
 * how many are still being sent. Several runs may share one pool; each counts its own.
 */
export type RunTally = DeliveryRun & { inFlight: number; claimed: number };

export const newTally = (): RunTally => ({ delivered: 0, failed: 0, rescheduled: 0, inFlight: 0, claimed: 0 });

export type DeliveryPool = {
  /**
   * Whether a claim is worth its query now: enough slots are free (a quarter of a claim's worth, so
   * a busy pool claims several rows at a time instead of one per finished send), or any slot is free
   * and nothing is being sent.
   */
  readyToClaim(): boolean;
  /**
   * Claims up to `limit` due deliveries (never more than the slots free, nor more of an endpoint's
   * than its lane has room for) and starts sending each at once, counted in `tally`. Claims are taken
   * one at a time per pool, so two runs sharing it never claim the same free slot. Rows claimed
   * after `signal` aborted are given back at once. Null when no slot was free by its turn (another
   * run took them): nothing was asked of the queue.
   */
  claim(tally: RunTally, limit: number, signal?: AbortSignal): Promise<Claim | null>;
  /** Resolves when a send under way finishes (at once when none is). */
  nextSettled(): Promise<void>;
  /** Resolves when a lane that was full has freed since `claim` was made (at once if one has, or none is full). */
  laneFreedSince(claim: Claim): Promise<void>;
  /** Resolves when no send is under way. */
  settled(): Promise<void>;
};

/**
 * What one claim started: `started` sends, and whether some lane was full when it was made (its
 * endpoint's due rows were left in the queue, to be claimed as its sends finish, possibly already).
 */
export type Claim = { started: number; passedFullLanes: boolean; lanesFreedBefore: number };

export function createDeliveryPool(deps: PoolDeps, limits: DeliveryLimits): DeliveryPool {
  let inFlight = 0;
  const perEndpoint = new Map<string, number>();
  let full = 0;
  /** How many times a full lane has freed: a claim that left rows for full lanes waits for the next. */
  let lanesFreed = 0;
  let waiting: Array<() => void> = [];
  let waitingForLane: Array<() => void> = [];
  let claiming: Promise<unknown> = Promise.resolve();

  const free = () => Math.max(0, limits.concurrency - inFlight);
  const refillAt = Math.max(1, Math.floor(Math.min(limits.concurrency, limits.claimBatch) / 4));
  const wakeAll = (list: Array<() => void>) => list.forEach((wake) => wake());

  function settle(endpointId: string | null, tally: RunTally) {
    inFlight--;
    tally.inFlight--;
    let laneFreed = false;
    if (endpointId) {
      const before = perEndpoint.get(endpointId) ?? 1;
      laneFreed = before === limits.endpointConcurrency;
      if (laneFreed) {
        full--;
        lanesFreed++;
      }
      if (before > 1) perEndpoint.set(endpointId, before - 1);
      else perEndpoint.delete(endpointId);
    }
    const woken = waiting;
    waiting = [];
    wakeAll(woken);
    if (laneFreed) {
      const lane = waitingForLane;
      waitingForLane = [];
      wakeAll(lane);
    }
  }

  function send(delivery: ClaimedDelivery, target: DeliveryTarget | undefined, tally: RunTally) {
    inFlight++;
    tally.inFlight++;
    tally.claimed++;
    const { endpointId } = delivery;
    if (endpointId) {
      const now = (perEndpoint.get(endpointId) ?? 0) + 1;
      perEndpoint.set(endpointId, now);
      if (now === limits.endpointConcurrency) full++;
    }
    void deliverClaimed(deps, delivery, { target })
      .then(
        (outcome) => {
          if (!outcome) return;
          if (outcome !== 'deferred') tally[outcome]++;
          deps.onOutcome?.(outcome);
        },
        // A database error on one row leaves its claim to expire; the row is tried again then.
        (error: unknown) => deps.onError?.(error, delivery),
      )
      .finally(() => settle(endpointId, tally));
  }

  async function claimNow(tally: RunTally, limit: number, signal?: AbortSignal): Promise<Claim | null> {
    const seen = { passedFullLanes: full > 0, lanesFreedBefore: lanesFreed };
    if (signal?.aborted) return { started: 0, ...seen };
    const room = Math.min(limit, free(), limits.claimBatch);
    if (room <= 0) return null;
    const claimed = await claimDueDeliveries(deps.db, room, { perEndpoint: limits.endpointConcurrency, inFlight: perEndpoint });
    if (claimed.length === 0) return { started: 0, ...seen };
    let targets: Map<string, DeliveryTarget>;
    try {
      // The claimed rows' endpoints in one read (their tenants' state, URLs, secrets), not one per row.
      targets = await readDeliveryTargets(deps, [...new Set(claimed.flatMap((delivery) => (delivery.endpointId ? [delivery.endpointId] : [])))]);
    } catch (error) {
      await releaseClaims(deps.db, claimed).catch(() => 0);
      throw error;
    }
    if (signal?.aborted) {
      await releaseClaims(deps.db, claimed);
      return { started: 0, ...seen };
    }
    for (const delivery of claimed) send(delivery, delivery.endpointId ? targets.get(delivery.endpointId) : undefined, tally);
    return { started: claimed.length, ...seen };
  }

  return {
    readyToClaim: () => free() >= refillAt || (free() > 0 && inFlight === 0),
    claim(tally, limit, signal) {
      const run = () => claimNow(tally, limit, signal);
      const next = claiming.then(() => (deps.aroundClaim ? deps.aroundClaim(run) : run()));
      claiming = next.catch(() => undefined);
      return next;
    },
    nextSettled: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    laneFreedSince: (claim) =>
      lanesFreed > claim.lanesFreedBefore || full === 0 ? Promise.resolve() : new Promise<void>((resolve) => waitingForLane.push(resolve)),
    async settled() {
      while (inFlight > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
