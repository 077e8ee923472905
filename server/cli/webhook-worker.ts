/**
 * `npm run worker`: delivers tenant webhooks and hands queued mails to the SMTP relay in a process of its own, for deployments whose web
 * process does not run background jobs (BACKGROUND_JOBS=false). Several workers may run against one
 * database: claims never overlap. `npm run worker -- --once` delivers what is due and exits (cron).
 */
import { resolveConfig } from '../config';
import { createContainer } from '../container';
import { env, EnvError } from '../env';

async function main() {
  const once = process.argv.includes('--once');
  const config = await resolveConfig(env());
  // Only the delivery loop runs here; the web process keeps shipping audit events.
  const container = await createContainer({ ...config, backgroundJobs: false });
  // As in the web server (Next.js logs them): a driver's stray rejection (postgres.js, a connection
  // killed while the pool opens it) must not end the worker. Its own work handles its errors: a
  // failed run backs off and is retried, a claim not recorded expires.
  process.on('unhandledRejection', (reason) => container.logger.error({ err: reason }, 'unhandled rejection; the worker goes on'));
  await container.whenMigrated(60_000);

  if (once) {
    const run = await container.webhookDispatcher.flush();
    container.logger.info(run, 'webhook delivery run finished');
    container.logger.info(await container.mailDispatcher.flush(), 'mail run finished');
    await container.close();
    return;
  }

  container.webhookDispatcher.start();
  container.mailDispatcher.start();
  container.logger.info({ database: config.database.kind }, 'webhook worker started');
  // The loop's timer does not hold the process open; this does, until a signal ends it.
  const keepAlive = setInterval(() => {}, 60_000);
  const shutdown = async (signal: string) => {
    container.logger.info({ signal }, 'webhook worker stopping');
    clearInterval(keepAlive);
    await container.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `Webhook worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
