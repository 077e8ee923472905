import type { Config } from './config';
import type { RatePolicy } from './infra/ratelimit';

/**
 * Every rate limit of the app in one table (contract §2). Admin-key routes, health and metrics are
 * not limited.
 */
export function rateLimitPolicies(config: Config) {
  return {
    /** Per tenant, on every tenant-authenticated route. */
    tenant: { limit: config.rateLimit.max, windowS: config.rateLimit.windowS },
    /** Per (appId, client IP), on POST /tenants/login: against guessing secrets. */
    login: { limit: config.rateLimit.loginMax, windowS: config.rateLimit.loginWindowS },
  } satisfies Record<string, RatePolicy>;
}

export type RateLimitPolicies = ReturnType<typeof rateLimitPolicies>;
