import { currentConsoleSession } from '@/server/console-auth';
import { handleConsoleRequest } from '@/server/console-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The console's tRPC endpoint: the caller is the signed-in session, checked on every call. */
async function handler(request: Request) {
  // While the database is not ready the session cannot be checked: the call goes on signed out,
  // and its procedure answers 401 or 503 in tRPC's own shape.
  const current = await currentConsoleSession().catch(() => null);
  const session = current?.ok ? current.session : (current?.refusedTenant ?? null);
  return handleConsoleRequest(request, { session });
}

export { handler as GET, handler as POST };
