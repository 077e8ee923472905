/**
 * `npm run jobs`: runs the scheduled jobs once and exits (for a system cron or a platform
 * scheduler): the retention rules (security log 90 days, unconfirmed accounts 12 months, finished
 * webhook deliveries after WEBHOOK_RETENTION_DAYS, old mails after MAIL_RETENTION_DAYS), the
 * reconciliation of connectors' payments and refunds left pending, then what is due of the webhook
 * deliveries and of the mails.
 */
import { resolveConfig } from '../config';
import { createContainer } from '../container';
import { env, EnvError } from '../env';

async function main() {
  const config = await resolveConfig(env());
  const container = await createContainer({ ...config, backgroundJobs: false });
  try {
    await container.whenMigrated(60_000);
    const retention = await container.retention.flush();
    container.logger.info(retention, 'retention run finished');
    // Before the deliveries: what it changes queues tenant webhooks this run then sends.
    const reconciliation = await container.reconciliation.flush();
    container.logger.info(reconciliation, 'reconciliation run finished');
    const deliveries = await container.webhookDispatcher.flush();
    container.logger.info(deliveries, 'webhook delivery run finished');
    const mails = await container.mailDispatcher.flush();
    container.logger.info(mails, 'mail run finished');
    await container.auditShipper.flush();
  } finally {
    await container.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `Jobs failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
