import { z } from 'zod';
import { mailRunSchema } from '../services/mail/mail-schemas';
import { reconcileRunSchema } from '../services/payment-connectors/reconcile';
import { retentionRunSchema } from '../services/retention/run-retention';
import { router, schedulerProcedure } from '../trpc';

/**
 * Scheduled jobs for hosts without the in-process background loop (serverless, Vercel Cron). Each
 * run changes data, so each is a mutation: the console's endpoint answers them to POST only (a
 * cross-site link cannot start one with an operator's cookie). The REST routes stay GET because
 * Vercel Cron only sends GET; the REST surface never reads the console's cookie, so there a run
 * takes the scheduler's credential (the admin key or CRON_SECRET) and nothing else.
 */
export const jobsRouter = router({
  runRetention: schedulerProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [401],
        path: '/cron/retention',
        tags: ['Jobs'],
        summary: 'Apply the retention rules now',
        description:
          'Removes security-log entries older than 90 days, deletes accounts with an unconfirmed e-mail address and no login for 12 months ' +
          '(as account deletion does), trims finished webhook deliveries and their attempts older than WEBHOOK_RETENTION_DAYS, ' +
          'and removes mails sent, given up or logged more than MAIL_RETENTION_DAYS ago. ' +
          'Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.',
      },
    })
    .input(z.object({}))
    .output(retentionRunSchema)
    .mutation(({ ctx }) => ctx.jobs.applyRetention()),

  sendMails: schedulerProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [401],
        path: '/cron/mail',
        tags: ['Jobs'],
        summary: 'Hand the queued mails that are due to the SMTP relay now',
        description:
          'For hosts where no background loop runs (serverless). Counts what the run did: sent, rescheduled after a temporary ' +
          'failure, failed for good (a 5xx reply, or the last attempt). Without SMTP_URL there is nothing to send. ' +
          'Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.',
      },
    })
    .input(z.object({}))
    .output(mailRunSchema)
    .mutation(({ ctx }) => ctx.jobs.sendMails()),

  reconcilePayments: schedulerProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [401],
        path: '/cron/reconcile',
        tags: ['Jobs'],
        summary: 'Sync the payments and refunds of payment connectors left pending from their provider now',
        description:
          'For hosts where no background loop runs (serverless). Every connector payment still PENDING or PROCESSING and refund still ' +
          'PENDING with no change for STRIPE_RECONCILE_AFTER is asked of Stripe, and what Stripe reports is applied (audited as ' +
          '`payment.reconciled` or `refund.reconciled`). A Stripe dispute opening that arrived before its payment could take it (recorded ' +
          'as ignored, within 30 days) is tried again once the payment has succeeded: the dispute is fetched from the payment’s connector and ' +
          'opened as Stripe has it (audited as `dispute.reconciled`). Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when ' +
          'CRON_SECRET is set.',
      },
    })
    .input(z.object({}))
    .output(reconcileRunSchema)
    .mutation(({ ctx }) => ctx.jobs.reconcilePayments()),
});
