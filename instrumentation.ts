/**
 * Runs once when a Next.js server starts. Node-only work lives in server/start.ts: Next.js also
 * compiles this file for the edge runtime, where that code could not run.
 */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself, not by the operator; it is not configuration.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server/start');
    await startServer();
  }
}
