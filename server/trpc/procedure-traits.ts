import type { AnyTRPCProcedure } from '@trpc/server';
import { requireAccount, requireApiKey, requireTenant } from './middleware/auth';
import { accountPublicThrottle, consoleSignInThrottle, loginThrottle, passwordResetThrottle } from './middleware/rate-limit';
import { databaseGuard } from './procedures';

/**
 * Where a procedure counts its caller against a rate limit, which decides which of its answers
 * carry the `X-RateLimit-*` headers:
 * - `none`: never counted (administrators, schedulers, probes, the provider's webhook);
 * - `after-auth`: counted once the credentials are verified (tenants, account users), so a 401 has
 *   no such headers;
 * - `before-auth`: counted before any secret is checked (sign-in and the account API's public routes),
 *   so a 401 has them;
 * - `api-key`: the course API, which counts every request it can attribute, including the ones the
 *   adapter refuses before the procedure runs, and anonymous ones per client IP.
 * In all but `api-key`, what the REST adapter refuses before the procedure (413, 415, malformed
 * JSON) and what the guard refuses before the middleware (unstorable input, start-up) is not counted.
 */
export type RateLimitStage = 'none' | 'after-auth' | 'before-auth' | 'api-key';

export type ProcedureTraits = {
  /** Waits for start-up and needs the database: it can answer 503 with Retry-After. */
  database: boolean;
  rateLimit: RateLimitStage;
};

/**
 * What a procedure's middleware chain does, read from the chain itself rather than restated beside
 * each route, so the OpenAPI document cannot drift from the procedure kinds.
 */
export function traitsOf(procedure: AnyTRPCProcedure): ProcedureTraits {
  // tRPC keeps the middleware chain on the definition without typing it.
  const chain = new Set<unknown>((procedure._def as unknown as { middlewares: unknown[] }).middlewares);
  const uses = (middleware: { _middlewares: unknown[] }) => middleware._middlewares.every((step) => chain.has(step));
  const rateLimit: RateLimitStage = uses(requireApiKey)
    ? 'api-key'
    : uses(requireTenant) || uses(requireAccount)
      ? 'after-auth'
      : uses(loginThrottle) || uses(accountPublicThrottle) || uses(consoleSignInThrottle) || uses(passwordResetThrottle)
        ? 'before-auth'
        : 'none';
  return { database: uses(databaseGuard), rateLimit };
}
