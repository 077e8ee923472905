import type { DatabaseHandle, Db } from '@/db/client';
import { deliverDueMails, type MailDeliveryDeps, type MailRun } from '../services/mail/deliver-mails';
import { mailQueueFigures } from '../services/mail/mail-queue';
import type { Logger } from '../infra/logger';
import type { SmtpRelay } from '../infra/mailer/smtp-relay';
import type { Metrics } from '../infra/metrics';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';

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
  let failures = 0;
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
      deps.metrics.mailsQueued.set((await mailQueueFigures(deps.database.db)).queued);
      if (failures > 0) deps.logger.info('mail delivery resumed');
      failures = 0;
      return run;
    } catch (error) {
      failures++;
      if (failures === 1) deps.logger.warn({ err: error }, 'mails could not be claimed; they stay queued');
      throw error;
    }
  }

  return createBackgroundLoop(runOnce, { intervalMs: INTERVAL_MS, maxBackoffMs: MAX_BACKOFF_MS, name: 'mail-delivery' });
}
