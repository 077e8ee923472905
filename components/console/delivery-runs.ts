import type { WebhookAttempt, WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';

/**
 * One run of a delivery: the first sending, or a resend. A resend starts the retry schedule over,
 * so a run is the attempts from an attempt 1 up to the next attempt 1.
 */
export type AttemptRun = { number: number; attempts: WebhookAttempt[] };

/**
 * A delivery's attempts (as the detail lists them, newest first) grouped into runs, newest run
 * first, each run's attempts newest first. A delivery resent and not yet tried again has a newest
 * run with no attempts: the server has set its count back to 0 while older attempts exist.
 */
export function attemptRuns(delivery: Pick<WebhookDelivery, 'attemptCount'>, attempts: WebhookAttempt[]): AttemptRun[] {
  const runs: AttemptRun[] = [];
  let previous: WebhookAttempt | undefined;
  for (const attempt of [...attempts].reverse()) {
    if (!previous || attempt.attemptNumber <= previous.attemptNumber) runs.push({ number: runs.length + 1, attempts: [] });
    runs.at(-1)!.attempts.unshift(attempt);
    previous = attempt;
  }
  if (runs.length > 0 && delivery.attemptCount === 0) runs.push({ number: runs.length + 1, attempts: [] });
  return runs.reverse();
}

export const accepted = (attempt: WebhookAttempt) => attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/** The newest run with an accepted attempt: the run a delivery's `deliveredAt` belongs to. */
export const deliveredRun = (runs: AttemptRun[]) => runs.find((run) => run.attempts.some(accepted));
