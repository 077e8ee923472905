import { EnvError, getContainer } from './runtime/process-container';
import { env } from './env';
import { installGracefulShutdown } from './http/graceful-shutdown';

/**
 * Validates the environment (a bad variable stops the process with one line naming it), then
 * opens the database, applies migrations and starts the background jobs. Migrations run in the
 * background: liveness answers at once, readiness says 503 until they are done. On a Node host the
 * process then shuts down gracefully on SIGTERM (server/http/graceful-shutdown.ts); on Vercel the
 * platform owns the process (VERCEL is set by the platform, not by the operator).
 */
export async function startServer(): Promise<void> {
  try {
    const container = await getContainer();
    if (!env().VERCEL) installGracefulShutdown(container, container.config.shutdown);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
