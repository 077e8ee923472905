import { EnvError, getContainer } from './container';

/**
 * Validates the environment (a bad variable stops the process with one line naming it), then
 * opens the database, applies migrations and starts the background jobs. Migrations run in the
 * background: liveness answers at once, readiness says 503 until they are done.
 */
export async function startServer(): Promise<void> {
  try {
    await getContainer();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
