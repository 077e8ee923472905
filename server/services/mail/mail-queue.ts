import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { outboundMail } from '@/db/schema';
import { outboxQueue } from '../shared/outbox-queue';

/**
 * The mail outbox as a work queue, with the claim protocol every outbox shares (outbox-queue.ts):
 * a claim is a `lockedUntil` time, and the write that records an attempt lands only while that
 * exact claim still holds, so several workers never send the same mail, nor record one attempt
 * twice. An attempt is counted when its mail is claimed, and the count given back with the claim.
 */

/** Longer than an attempt can take (three relay timeouts), so only a crashed worker's claim expires. */
const CLAIM_SECONDS = 60;

export type ClaimedMail = typeof outboundMail.$inferSelect & { lockedUntil: Date };

/** After a temporary failure: due again in `retryInSeconds`, or given up after the last attempt. */
export type MailOutcome = 'sent' | 'rescheduled' | 'failed';

const queue = outboxQueue(outboundMail, {
  waitingStatus: 'queued',
  claimSeconds: CLAIM_SECONDS,
  onClaim: { attempts: sql`${outboundMail.attempts} + 1` },
  onRelease: { attempts: sql`${outboundMail.attempts} - 1` },
});

const stillClaimed = queue.stillClaimed;

/** Claims up to `limit` queued mails that are due, skipping rows another worker is claiming. */
export async function claimDueMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  return queue.claimDue(db, limit);
}

/**
 * What a finished mail keeps: its recipient, subject and state, not its body. A mail holds a link
 * that works once (a confirmation, a password reset, an invitation); once the relay took it, or it
 * was given up, nothing needs the body again, and a copy of the database must not yield the link.
 */
const WITHOUT_BODY = { body: '', html: null };

/** Records what an attempt came to; false when the claim no longer held (nothing written). */
export async function recordMailAttempt(
  db: Db,
  mail: ClaimedMail,
  result: { outcome: 'sent'; reply: string } | { outcome: 'failed'; reply: string } | { outcome: 'rescheduled'; reply: string; retryInSeconds: number },
): Promise<boolean> {
  const common = { lockedUntil: null, lastReply: result.reply.slice(0, 1000) };
  const changes =
    result.outcome === 'sent'
      ? { ...common, ...WITHOUT_BODY, status: 'sent' as const, sentAt: sql`now()` }
      : result.outcome === 'failed'
        ? { ...common, ...WITHOUT_BODY, status: 'failed' as const }
        : { ...common, nextAttemptAt: sql`now() + make_interval(secs => ${result.retryInSeconds}::double precision)` };
  const rows = await db.update(outboundMail).set(changes).where(stillClaimed(mail)).returning({ id: outboundMail.id });
  return rows.length === 1;
}

/** Gives back claims a stopping worker will not use: the mails are due for any worker at once. */
export async function releaseMailClaims(db: Db, mails: ClaimedMail[]): Promise<void> {
  await queue.release(db, mails);
}

/** The queue's figures for the dashboard and the metrics: queued now, failed in the last 24 hours. */
export async function mailQueueFigures(db: Db): Promise<{ queued: number; failedLastDay: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${outboundMail.status} = 'queued')::int`,
      failedLastDay: sql<number>`count(*) filter (where ${outboundMail.status} = 'failed' and ${outboundMail.createdAt} > now() - interval '24 hours')::int`,
    })
    .from(outboundMail)
    .where(inArray(outboundMail.status, ['queued', 'failed']));
  return { queued: row?.queued ?? 0, failedLastDay: row?.failedLastDay ?? 0 };
}
