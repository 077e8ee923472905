import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { againWhileConnectionLost } from '@/db/errors';
import { type WebhookDeliveryRow, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { outboxQueue } from '../shared/outbox-queue';
import { type EndpointNotifier, recordEndpointHealth } from './endpoint-health';

/**
 * The webhook outbox as a work queue: claiming due deliveries, giving claims back, and recording
 * what an attempt came to. The claim protocol is the one every outbox shares (outbox-queue.ts): a
 * claim is a `lockedUntil` time, and every later write to a claimed row lands only while that exact
 * claim still holds, so several workers (and a test send from a request) never deliver or record
 * the same attempt twice.
 */

/** How long a claim holds a row: longer than an attempt can take, so only a crashed worker's claim expires. */
const CLAIM_SECONDS = 30;

const queue = outboxQueue(webhookDeliveries, { waitingStatus: 'PENDING', claimSeconds: CLAIM_SECONDS });

/** A delivery as one worker claimed it; `lockedUntil` is the claim, checked by every later write. */
export type ClaimedDelivery = WebhookDeliveryRow & { lockedUntil: Date };

/** What became of a claimed delivery; `deferred`: it waits for its endpoint's sending slot, no attempt made. */
export type DeliveryOutcome = 'delivered' | 'rescheduled' | 'failed' | 'deferred';

/** What one attempt found, as the attempt log keeps it. */
export type AttemptResult = {
  attemptNumber: number;
  url: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  /** The start of the receiver's body, null when it sent none or no answer came. */
  responseExcerpt: string | null;
};

/** Where an attempt leaves its delivery: done, due again in `retryInSeconds`, or given up. */
export type NextState = { outcome: 'delivered' } | { outcome: 'rescheduled'; retryInSeconds: number } | { outcome: 'failed' };

const stillClaimed = queue.stillClaimed;

/**
 * How many sends one worker has under way per endpoint, and how many it allows: a claim takes no
 * more of an endpoint's deliveries than it has room for.
 */
export type EndpointLanes = { perEndpoint: number; inFlight: ReadonlyMap<string, number> };

/**
 * Claims up to `limit` due deliveries for this worker in one statement, the longest due first: rows
 * another worker is claiming are skipped (SKIP LOCKED), rows it holds stay invisible until its
 * claim expires.
 *
 * With `lanes`, at most `perEndpoint` of an endpoint's deliveries are this worker's at a time, so a
 * slow endpoint's backlog never fills the worker and the others' deliveries are claimed past it.
 * The endpoints already at their cap are left out of the scan (their rows are neither locked nor
 * claimed, so they stay due for any worker with room), and of the rest no more is taken than each
 * endpoint has room for: every row claimed can be sent at once. Claiming an endpoint's rows only to
 * give them back (or to defer them) would rewrite rows on every pass and hold claims that expire
 * unsent; leaving them in the queue costs the scan reading past them. A pass whose scan holds only
 * one endpoint's rows claims what that endpoint has room for, so the next pass leaves it out: each
 * pass either claims or fills a lane. The cap is this worker's: N workers may have N times it in
 * flight to one endpoint (its rate limit, if it has one, is shared by all).
 */
export async function claimDueDeliveries(db: Db, limit: number, lanes?: EndpointLanes): Promise<ClaimedDelivery[]> {
  if (!lanes) return queue.claimDue(db, limit);
  if (limit <= 0) return [];
  const busy = JSON.stringify([...lanes.inFlight].filter(([, count]) => count > 0).map(([endpointId, count]) => ({ endpoint_id: endpointId, in_flight: count })));
  const d = webhookDeliveries;
  // Twice the limit is scanned: rows of endpoints with little room do not make a pass come back short.
  const chosen = sql`
    with busy as (
      select * from jsonb_to_recordset(${busy}::jsonb) as b(endpoint_id uuid, in_flight int)
    ), candidates as (
      select ${d.id} as id, ${d.endpointId} as endpoint_id, ${d.nextAttemptAt} as due
      from ${d}
      where ${d.status} = 'PENDING' and ${d.nextAttemptAt} <= now()
        and (${d.lockedUntil} is null or ${d.lockedUntil} < now())
        and (${d.endpointId} is null or ${d.endpointId} <> all (array(select endpoint_id from busy where in_flight >= ${lanes.perEndpoint}::int)))
      order by ${d.nextAttemptAt}
      limit ${limit * 2}::int
      for update skip locked
    ), placed as (
      select c.id, c.due, row_number() over (partition by c.endpoint_id order by c.due) as place,
        ${lanes.perEndpoint}::int - coalesce(busy.in_flight, 0) as room
      from candidates c left join busy on busy.endpoint_id = c.endpoint_id
    )
    select id from placed where place <= room order by due limit ${limit}::int`;
  return queue.claimWhere(db, sql`${d.id} in (${chosen})`);
}

/**
 * Claims one PENDING delivery by id whether or not it is due: for a delivery written not due, which
 * no worker will claim, and sent at once by the request that wrote it.
 */
export async function claimDelivery(db: Db, id: string): Promise<ClaimedDelivery | undefined> {
  const [claimed] = await queue.claimWhere(db, and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'PENDING'))!);
  return claimed;
}

/**
 * Gives back claims this worker will not use (it is stopping): the rows become due for any worker
 * at once instead of after their claim expires. Only rows still under this worker's claim change.
 */
export async function releaseClaims(db: Db, deliveries: ClaimedDelivery[]): Promise<number> {
  return queue.release(db, deliveries);
}

/**
 * Records an attempt and the state it leaves its delivery in, in one transaction. The attempt row
 * is written whatever became of the claim; the delivery row, and the audit entry of a delivery's
 * end, only while the claim holds. Returns null when the claim was lost.
 *
 * Recorded again while the connection is lost under it (a terminated backend, a database restart):
 * the request was sent, and a record lost here would send it again when the claim expires.
 * Repeating is safe: the write only lands while this worker's claim holds.
 */
export async function recordAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  attempt: AttemptResult,
  next: NextState,
  notify?: EndpointNotifier,
): Promise<DeliveryOutcome | null> {
  const { attemptNumber, url, durationMs, statusCode, error, responseExcerpt } = attempt;
  const { outcome } = next;
  const record = () =>
    db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptNumber, url, durationMs, statusCode, error, responseExcerpt });
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({
          status: outcome === 'delivered' ? 'SUCCEEDED' : outcome === 'failed' ? 'FAILED' : 'PENDING',
          attemptCount: attemptNumber,
          lastAttemptAt: sql`now()`,
          lastStatusCode: statusCode,
          lastError: error,
          deliveredAt: outcome === 'delivered' ? sql`now()` : delivery.deliveredAt,
          nextAttemptAt: next.outcome === 'rescheduled' ? sql`now() + make_interval(secs => ${next.retryInSeconds}::double precision)` : null,
          lockedUntil: null,
          rateSlotAt: null,
          updatedAt: sql`now()`,
        })
        .where(stillClaimed(delivery))
        .returning({ id: webhookDeliveries.id });
      if (!updated) return null;
      if (delivery.endpointId) await recordEndpointHealth(tx, delivery.endpointId, outcome === 'delivered', notify);
      if (outcome !== 'rescheduled') await auditDeliveryEnd(tx, delivery, outcome, { attempts: attemptNumber, statusCode, ...(error ? { error } : {}) });
      return outcome;
    });
  return againWhileConnectionLost(record);
}

/**
 * Puts a claimed delivery back until its endpoint's sending slot, holding that slot: when it comes
 * due it is sent without taking another. No attempt is counted.
 */
export async function deferToSlot(db: Db, delivery: ClaimedDelivery, slot: Date): Promise<DeliveryOutcome | null> {
  const [updated] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: slot, rateSlotAt: slot, lockedUntil: null })
    .where(stillClaimed(delivery))
    .returning({ id: webhookDeliveries.id });
  return updated ? 'deferred' : null;
}

/** Ends a delivery that can never be sent as things stand (the tenant is gone, suspended or has no URL). */
export async function giveUp(db: Db, delivery: ClaimedDelivery, reason: string): Promise<DeliveryOutcome | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'FAILED', lastError: reason, nextAttemptAt: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(stillClaimed(delivery))
      .returning({ id: webhookDeliveries.id });
    if (!updated) return null;
    await auditDeliveryEnd(tx, delivery, 'failed', { attempts: delivery.attemptCount, error: reason });
    return 'failed';
  });
}

/** The delivery worker, as the audit log names it. */
const workerAudit: AuditContext = { actor: { type: 'system', id: 'webhook-worker' }, correlationId: null, ip: null };

/**
 * A delivery's end (delivered, or given up) is audited with the change that records it; the
 * attempts before it are in the attempt log, not the audit log.
 */
async function auditDeliveryEnd(tx: Db, delivery: ClaimedDelivery, outcome: 'delivered' | 'failed', details: Record<string, unknown>) {
  await recordAuditEvent(tx, workerAudit, {
    action: outcome === 'delivered' ? 'webhook.delivered' : 'webhook.failed',
    targetType: 'webhook_delivery',
    targetId: delivery.id,
    details: { tenantId: delivery.tenantId, eventType: delivery.eventType, ...details },
  });
}

/** The queue's figures for the dashboard: deliveries waiting (due or retrying), given up in the last 24 hours. */
export async function webhookQueueFigures(db: Db): Promise<{ pending: number; failedLastDay: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'PENDING')::int`,
      failedLastDay: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'FAILED' and ${webhookDeliveries.updatedAt} > now() - interval '24 hours')::int`,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, ['PENDING', 'FAILED']));
  return { pending: row?.pending ?? 0, failedLastDay: row?.failedLastDay ?? 0 };
}
