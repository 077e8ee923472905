import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { OutgoingMail } from '@/server/infra/mailer/smtp-relay';
import { SmtpFailure } from '@/server/infra/mailer/smtp-relay';
import { inParallel } from '../shared/in-parallel';
import type { mailRunSchema } from './mail-schemas';
import { claimDueMails, type ClaimedMail, type MailOutcome, recordMailAttempt, releaseMailClaims } from './mail-queue';

/**
 * After a temporary failure, each later attempt comes this long after the previous one (30 s,
 * 1, 2, 5, 10, 30 min, 1, 2, 4, 8 h): about 16 hours in all, well inside the 48 hours a mailed
 * link lives. After the 11th failure the mail is given up.
 */
export const MAIL_RETRY_DELAYS_S = [30, 60, 120, 300, 600, 1800, 3600, 7200, 14_400, 28_800] as const;

export const mailRetryDelayAfter = (attempt: number): number | null => (attempt > MAIL_RETRY_DELAYS_S.length ? null : MAIL_RETRY_DELAYS_S[attempt - 1]!);

export type MailDeliveryDeps = {
  db: Db;
  send: (mail: OutgoingMail) => Promise<{ reply: string }>;
  /** Seconds before the next attempt after failed attempt `attempt` (the first is 1); null: give up. */
  retryDelayAfter?: (attempt: number) => number | null;
  onOutcome?: (outcome: MailOutcome) => void;
  onError?: (error: unknown, mail: ClaimedMail) => void;
};

export type MailRun = z.infer<typeof mailRunSchema>;

/** What one attempt comes to: sent, tried again later, or given up (a 5xx reply, or the last attempt). */
async function attempt(deps: MailDeliveryDeps, mail: ClaimedMail): Promise<MailOutcome> {
  try {
    const { reply } = await deps.send({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.body, html: mail.html });
    await recordMailAttempt(deps.db, mail, { outcome: 'sent', reply });
    return 'sent';
  } catch (error) {
    const failure = error instanceof SmtpFailure ? error : new SmtpFailure(String(error), false, { cause: error });
    const retryInSeconds = failure.permanent ? null : (deps.retryDelayAfter ?? mailRetryDelayAfter)(mail.attempts);
    if (retryInSeconds === null) {
      await recordMailAttempt(deps.db, mail, { outcome: 'failed', reply: failure.reply });
      return 'failed';
    }
    await recordMailAttempt(deps.db, mail, { outcome: 'rescheduled', reply: failure.reply, retryInSeconds });
    return 'rescheduled';
  }
}

/**
 * Sends the mails that are due: claims a batch, sends a few at a time, records each attempt. A
 * mail whose attempt could not be recorded (the database went away) keeps its claim and is tried
 * again when the claim expires. On `signal` the claims not yet started are given back.
 */
export async function deliverDueMails(deps: MailDeliveryDeps, options: { batchSize?: number; concurrency?: number; signal?: AbortSignal } = {}): Promise<MailRun> {
  const run: MailRun = { sent: 0, rescheduled: 0, failed: 0 };
  const claimed = await claimDueMails(deps.db, options.batchSize ?? 20);
  const skipped = await inParallel(
    claimed,
    options.concurrency ?? 2,
    async (mail) => {
      try {
        const outcome = await attempt(deps, mail);
        run[outcome]++;
        deps.onOutcome?.(outcome);
      } catch (error) {
        deps.onError?.(error, mail);
      }
    },
    options.signal,
  );
  if (skipped.length > 0) await releaseMailClaims(deps.db, skipped);
  return run;
}
