import { TRPCError } from '@trpc/server';
import { CONNECTION_LOST_RETRIES, isConnectionLost, isDatabaseUnavailable, isTransientConflict } from '@/db/errors';
import { findAppError, serviceUnavailable, validationFailed } from '../../errors';
import { auditContextOf, type RequestContext } from '../context';
import { asTrpcError, t } from '../init';
import { unstorableInputIssues } from '../validation';

const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly';
const WRITE_CONFLICT = 'The request met a concurrent write and nothing of it was applied; try again';

/**
 * Requests wait for start-up (migrations) briefly, then get a 503 rather than a database error; so
 * does a console call whose session the database could not check (answered as signed out, a
 * signed-in user would be sent to the sign-in page).
 */
async function awaitMigratedDatabase(ctx: RequestContext): Promise<void> {
  try {
    await ctx.startup.whenMigrated(10_000);
  } catch {
    throw serviceUnavailable('The service is starting; try again shortly', 5);
  }
  if (ctx.sessionUnavailable) throw serviceUnavailable('The session could not be checked; try again shortly', 1);
}

/**
 * What every procedure passes first, in one middleware: each level of tRPC's middleware chain
 * copies its options (and the context) again and adds promises, a measurable share of a request's
 * CPU time (CPU profile), so the checks every procedure shares are one level, not three.
 * - Input no schema can make storable (NUL characters, unpaired surrogates, hostile nesting) is the
 *   caller's error, anywhere in the input (body, query or path, extra fields included), answered
 *   before any handler could turn it into a database or audit-log failure.
 * - With `database`, the request waits for the database's migrations (whenMigrated).
 * - `ctx.audit` starts as the anonymous caller's; the authenticating middleware replaces it.
 * - Services throw AppError; tRPC would report it as a 500. It gets the matching tRPC code (the
 *   console's HTTP status) and stays the cause (the REST adapter's source of truth).
 * - A read whose pooled connection was closed under it (a terminated backend, a database restart)
 *   changed nothing: it runs again (while its connection is lost, up to CONNECTION_LOST_RETRIES
 *   times) until it reaches a live connection, instead of failing the caller. The rate limit counts
 *   each run; writes are not repeated here (their client retries on the 503).
 * - Losing the database is an outage, not a bug of the request: 503 with Retry-After, like every
 *   other dependency outage, so clients retry (a keyed write with the same key: 5xx are not stored).
 *   So is a transaction the database aborted for a concurrent one (a deadlock, a serialization
 *   failure): it was rolled back whole, and the same request again will likely go through.
 */
export function guarded(options: { database: boolean }) {
  return t.middleware(async ({ ctx, type, getRawInput, next }) => {
    try {
      const issues = unstorableInputIssues(await getRawInput());
      if (issues.length > 0) throw validationFailed(issues);
      // Once started, no promise to wait on: every promise of a request costs (Next.js's
      // AsyncLocalStorage instances each copy their store into it: CPU profile).
      if (options.database && (!ctx.startup.isMigrated() || ctx.sessionUnavailable)) await awaitMigratedDatabase(ctx);
    } catch (error) {
      throw asTrpcError(error);
    }
    // Until a middleware after this one knows the caller, what happens is the anonymous caller's.
    const caller = { ctx: { audit: auditContextOf(ctx) } };
    let result = await next(caller);
    for (let retry = 0; retry < CONNECTION_LOST_RETRIES && !result.ok && type === 'query' && !findAppError(result.error) && isConnectionLost(result.error); retry++) {
      result = await next(caller);
    }
    if (!result.ok) {
      if (!findAppError(result.error) && isDatabaseUnavailable(result.error)) {
        ctx.logger.warn({ err: result.error }, 'database unavailable; answered 503');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause: serviceUnavailable(DATABASE_UNAVAILABLE, 1) });
      }
      if (!findAppError(result.error) && isTransientConflict(result.error)) {
        ctx.logger.warn({ err: result.error }, 'write aborted for a concurrent one; answered 503');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: WRITE_CONFLICT, cause: serviceUnavailable(WRITE_CONFLICT, 1) });
      }
      const mapped = asTrpcError(result.error);
      if (mapped !== result.error) throw mapped;
    }
    return result;
  });
}

const ANALYTICS_STARTING = 'The analytics store is not ready yet; try again shortly';

/**
 * For procedures that read the analytics store (the request log, the insights): until its
 * migrations are applied its tables do not exist, so the request waits for them briefly (they are
 * under way from start-up), then gets a 503 with Retry-After rather than a database error.
 */
export const analyticsMigrated = t.middleware(async ({ ctx, next }) => {
  if (!ctx.startup.isAnalyticsMigrated()) {
    try {
      await ctx.startup.whenAnalyticsMigrated(5_000);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'analytics store not migrated; answered 503');
      throw asTrpcError(serviceUnavailable(ANALYTICS_STARTING, 5));
    }
  }
  return next();
});
