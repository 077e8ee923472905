import { z } from 'zod';
import { retentionRunSchema } from '../services/retention/run-retention';
import { router, schedulerProcedure } from '../trpc';

/** Scheduled jobs for hosts without the in-process background loop (serverless, Vercel Cron). */
export const jobsRouter = router({
  runRetention: schedulerProcedure
    .meta({
      auth: 'scheduler',
      openapi: {
        method: 'GET',
        errorResponses: [401],
        path: '/cron/retention',
        tags: ['Jobs'],
        summary: 'Apply the retention rules now',
        description:
          'Removes security-log entries older than 90 days, deletes accounts with an unconfirmed e-mail address and no login for 12 months ' +
          '(as account deletion does), and trims finished webhook deliveries and their attempts older than WEBHOOK_RETENTION_DAYS. ' +
          'Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.',
      },
    })
    .input(z.object({}))
    .output(retentionRunSchema)
    .query(({ ctx }) => ctx.container.retention.flush()),
});
