import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '@/db/client';
import { isConnectionLost } from '@/db/errors';
import { tenants, type WebhookDeliveryRow, webhookAttempts, webhookDeliveries } from '@/db/schema';
import type { WebhookRequest, WebhookResponse } from '@/server/infra/webhook-sender';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import type { DeliveryRun } from './webhook-schemas';
import { getOrCreateWebhookSecret } from './webhook-secret';
import { type HostResolver, resolveWebhookTarget } from './webhook-target';

/**
 * The Standard Webhooks schedule: attempt 1 at once, then each later attempt this long after the
 * previous one failed (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). After the 8th failure the
 * delivery is given up.
 */
export const RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;

/** How long a claim holds a row: longer than an attempt can take, so only a crashed worker's claim expires. */
export const CLAIM_SECONDS = 30;

export const WEBHOOK_USER_AGENT = 'billing-platform-webhooks/1.0';

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

/** A delivery as one worker claimed it; `lockedUntil` is the claim, checked by every later write. */
export type ClaimedDelivery = WebhookDeliveryRow & { lockedUntil: Date };

/**
 * Claims up to `limit` due deliveries for this worker in one short transaction: rows another worker
 * is claiming are skipped (SKIP LOCKED), rows it holds stay invisible until its claim expires. The
 * claim time is cut to milliseconds so it survives the round trip through a JavaScript Date.
 */
export async function claimDueDeliveries(db: Db, limit: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'PENDING'),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(webhookDeliveries)
      .set({ lockedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${CLAIM_SECONDS}::double precision))` })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return rows as ClaimedDelivery[];
  });
}

export type DeliveryOutcome = 'delivered' | 'rescheduled' | 'failed';

export type DeliveryDeps = {
  db: Db;
  send: (request: WebhookRequest) => Promise<WebhookResponse>;
  allowPrivateTargets: boolean;
  timeoutMs: number;
  resolver?: HostResolver;
  /** Called with the duration of every request that reached the network. */
  observeDuration?: (seconds: number) => void;
};

/**
 * One attempt at one claimed delivery, outside any transaction. The tenant is read again: only an
 * ACTIVE tenant with a URL is sent anything. The target is checked and the request goes to the
 * checked address. Every attempt is logged; the delivery row is written only while this worker's
 * claim holds, so a worker whose claim expired cannot overwrite a newer attempt. Returns null when
 * the claim was lost.
 */
export async function deliverClaimed(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<DeliveryOutcome | null> {
  const [tenant] = await deps.db
    .select({ status: tenants.status, webhookUrl: tenants.webhookUrl, webhookSecret: tenants.webhookSecret })
    .from(tenants)
    .where(eq(tenants.id, delivery.tenantId));
  if (!tenant || tenant.status !== 'ACTIVE') return giveUp(deps.db, delivery, 'tenant not active');
  if (!tenant.webhookUrl) return giveUp(deps.db, delivery, 'tenant has no webhook URL');

  const attemptNumber = delivery.attemptCount + 1;
  const startedAt = performance.now();
  let result: WebhookResponse;
  try {
    const target = await resolveWebhookTarget(tenant.webhookUrl, { allowPrivate: deps.allowPrivateTargets, resolver: deps.resolver });
    const secret = tenant.webhookSecret ?? (await getOrCreateWebhookSecret(deps.db, delivery.tenantId));
    const body = JSON.stringify(delivery.payload);
    const timestamp = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(delivery.id, timestamp, body),
    };
    const sentAt = performance.now();
    result = await deps.send({ url: target.url, address: target.address, headers, body, timeoutMs: deps.timeoutMs });
    deps.observeDuration?.((performance.now() - sentAt) / 1000);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  const durationMs = Math.round(performance.now() - startedAt);
  const succeeded = 'statusCode' in result && result.statusCode >= 200 && result.statusCode < 300;
  const statusCode = 'statusCode' in result ? result.statusCode : null;
  const error = 'error' in result ? result.error.slice(0, 500) : succeeded ? null : `receiver answered ${statusCode}`;
  const exhausted = attemptNumber >= MAX_ATTEMPTS;
  const outcome: DeliveryOutcome = succeeded ? 'delivered' : exhausted ? 'failed' : 'rescheduled';

  // Recorded with one retry if the connection was lost under it (a terminated backend, a database
  // restart): the request was sent, and a record lost here would send it again when the claim
  // expires. Repeating is safe: the write only lands while this worker's claim holds.
  const record = () =>
    deps.db.transaction(async (tx) => {
      // The attempt happened whatever becomes of the claim: the log records it.
      await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptNumber, url: tenant.webhookUrl!, durationMs, statusCode, error });
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({
          status: outcome === 'delivered' ? 'SUCCEEDED' : outcome === 'failed' ? 'FAILED' : 'PENDING',
          attemptCount: attemptNumber,
          lastAttemptAt: sql`now()`,
          lastStatusCode: statusCode,
          lastError: error,
          deliveredAt: succeeded ? sql`now()` : delivery.deliveredAt,
          nextAttemptAt: outcome === 'rescheduled' ? sql`now() + make_interval(secs => ${RETRY_DELAYS_S[attemptNumber - 1]!}::double precision)` : null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.lockedUntil, delivery.lockedUntil)))
        .returning({ id: webhookDeliveries.id });
      if (!updated) return null;
      if (outcome !== 'rescheduled') await auditDeliveryEnd(tx, delivery, outcome, { attempts: attemptNumber, statusCode, ...(error ? { error } : {}) });
      return outcome;
    });
  return record().catch((failure: unknown) => {
    if (!isConnectionLost(failure)) throw failure;
    return record();
  });
}

/** Ends a delivery that can never be sent as things stand (the tenant is gone, suspended or has no URL). */
async function giveUp(db: Db, delivery: ClaimedDelivery, reason: string): Promise<DeliveryOutcome | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'FAILED', lastError: reason, nextAttemptAt: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.lockedUntil, delivery.lockedUntil)))
      .returning({ id: webhookDeliveries.id });
    if (!updated) return null;
    await auditDeliveryEnd(tx, delivery, 'failed', { attempts: delivery.attemptCount, error: reason });
    return 'failed';
  });
}

/**
 * Runs `work` over `items` with at most `concurrency` at a time; once `signal` aborts no item is
 * started. Returns the items that were never started.
 */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<T[]> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length && !signal?.aborted) await work(items[next++]!);
  });
  await Promise.all(lanes);
  return items.slice(next);
}

/**
 * Gives back claims this worker will not use (it is stopping): the rows become due for any worker
 * at once instead of after their claim expires. Only rows still under this worker's claim change.
 */
export async function releaseClaims(db: Db, deliveries: ClaimedDelivery[]): Promise<number> {
  let released = 0;
  for (const delivery of deliveries) {
    const rows = await db
      .update(webhookDeliveries)
      .set({ lockedUntil: null })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.lockedUntil, delivery.lockedUntil)))
      .returning({ id: webhookDeliveries.id });
    released += rows.length;
  }
  return released;
}

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
            run[outcome]++;
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
