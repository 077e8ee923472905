import { isDatabaseUnavailable } from '@/db/errors';
import { type CurrentConsoleSession, currentConsoleSession } from '@/server/console-auth';
import { handleConsoleRequest } from '@/server/console-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The console's tRPC endpoint: the caller is the signed-in session, checked on every call. */
async function handler(request: Request) {
  let current: CurrentConsoleSession | null;
  try {
    current = await currentConsoleSession();
  } catch (error) {
    // The database did not answer the session check: going on signed out would answer a
    // signed-in user 401 and the console would send them to the sign-in page. Every procedure
    // answers 503 (with Retry-After) in tRPC's own shape instead.
    if (isDatabaseUnavailable(error)) return handleConsoleRequest(request, { session: null, sessionUnavailable: true });
    // While the service starts the session cannot be checked either: the call goes on signed
    // out, and its procedure answers 503 until migrations are done (or 401 when it needs no database).
    current = null;
  }
  const session = current?.ok ? current.session : (current?.refusedTenant ?? null);
  return handleConsoleRequest(request, { session });
}

export { handler as GET, handler as POST };
