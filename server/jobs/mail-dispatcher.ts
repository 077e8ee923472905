import type { DatabaseHandle, Db } from '@/db/client';
import { deliverDueMails, type MailDeliveryDeps, type MailRun } from '../services/mail/deliver-mails';
import { mailQueueFigures } from '../services/mail/mail-queue';
import type { Logger } from '../infra/logger';
import type { SmtpRelay } from '../infra/mailer/smtp-relay';
import type { Metrics } from '../infra/metrics';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import { outageLog } from './outage-log';

const INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

export type MailDispatcher = BackgroundLoop<MailRun>;

/**
 * Hands queued mails to the SMTP relay: polls every second while the database answers, backing off
 * to 30 s while it does not, and on demand (`flush`: tests, the cron route, the worker script). Runs
 * where webhook delivery runs. Without a relay there is nothing to send: every run is empty.
 */
export function createMailDispatcher(deps: {
  database: DatabaseHandle<Db>;
  relay: SmtpRelay | null;
  metrics: Metrics;
  logger: Logger;
  /** Settable in code (tests); MAIL_RETRY_DELAYS_S otherwise. */
  retryDelayAfter?: MailDeliveryDeps['retryDelayAfter'];
}): MailDispatcher {
  const outage = outageLog(deps.logger, { down: 'mails could not be claimed; they stay queued', resumed: 'mail delivery resumed' });
  let queued = 0;
  const { relay } = deps;

  async function runOnce(signal: AbortSignal): Promise<MailRun> {
    if (!relay) return { sent: 0, rescheduled: 0, failed: 0 };
    try {
      const run = await deliverDueMails(
        {
          db: deps.database.db,
          send: (mail) => relay.send(mail),
          retryDelayAfter: deps.retryDelayAfter,
          onOutcome: (outcome) => deps.metrics.mails.inc({ outcome }),
          onError: (error, mail) => deps.logger.error({ err: error, mailId: mail.id }, 'mail attempt not recorded; retried when its claim expires'),
        },
        { signal },
      );
      if (run.rescheduled + run.failed > 0) deps.logger.warn(run, 'mails not accepted by the SMTP relay');
      // Counted only while something moved or waits: an idle loop polls every second and asks nothing more.
      if (run.sent + run.rescheduled + run.failed > 0 || queued > 0) {
        queued = (await mailQueueFigures(deps.database.db)).queued;
        deps.metrics.mailsQueued.set(queued);
      }
      outage.succeeded();
      return run;
    } catch (error) {
      outage.failed(error);
      throw error;
    }
  }

  return createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'mail-delivery' });
}
