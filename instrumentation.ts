/**
 * Runs once when a Next.js server starts: validates the environment (a bad variable stops the
 * process with one line naming it), then opens the database, applies migrations and starts the
 * background jobs without holding up the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { EnvError, getContainer } = await import('./server/container');
  try {
    await getContainer();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
