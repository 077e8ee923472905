import { isDatabaseUnavailable } from '@/db/errors';
import { type CurrentConsoleSession, currentConsoleSession } from './auth';
import type { ConsoleSession } from '../trpc';
import { handleExportRequest } from './export';
import { handleConsoleRequest } from './handler';

/**
 * The console's tRPC endpoint: the caller is the signed-in session, checked on every call.
 * - The database did not answer the session check: going on signed out would answer a signed-in
 *   user 401 and the console would send them to the sign-in page. Every procedure answers 503
 *   (with Retry-After) in tRPC's own shape instead.
 * - While the service starts the session cannot be checked either: the call goes on signed out,
 *   and its procedure answers 503 until migrations are done (or 401 when it needs no database).
 * - A refused tenant session (suspended, deleted) still reaches the procedures that say so.
 */
export async function handleConsoleEndpoint(request: Request): Promise<Response> {
  return handleConsoleRequest(request, await resolveConsoleCaller());
}

/** The console's CSV downloads (`/api/export/{list}.csv`): the caller resolved as for the tRPC endpoint. */
export async function handleExportEndpoint(request: Request): Promise<Response> {
  return handleExportRequest(request, await resolveConsoleCaller());
}

/** The session a console call acts with, as described above. */
async function resolveConsoleCaller(): Promise<{ session: ConsoleSession | null; sessionUnavailable?: true }> {
  let current: CurrentConsoleSession | null;
  try {
    current = await currentConsoleSession();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { session: null, sessionUnavailable: true };
    current = null;
  }
  return { session: current?.ok ? current.session : (current?.refusedTenant ?? null) };
}
