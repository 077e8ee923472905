/**
 * Runs once when a Next.js server starts. Node-only work lives in server/: Next.js also compiles
 * this file for the edge runtime, where that code could not run.
 */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself, not by the operator; it is not configuration.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, before anything that takes time: every request from here on carries its socket's
    // address, which route handlers could not see otherwise (the client's address, per-IP limits).
    const { recordPeerAddresses } = await import('./server/http/peer-address');
    recordPeerAddresses();
    // The requests in flight, which a shutdown waits for and names if it overruns its deadline.
    const { recordRequestsInFlight } = await import('./server/http/requests-in-flight');
    recordRequestsInFlight();
    const { startServer } = await import('./server/start');
    await startServer();
  }
}
