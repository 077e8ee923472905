import type { Config } from '../../config';
import type { RatePolicy } from '../../infra/ratelimit';

/**
 * Every rate limit of the app in one table. Admin-key routes, health and metrics are
 * not limited.
 */
export function rateLimitPolicies(config: Config) {
  return {
    /** Per tenant, on every tenant-authenticated route. */
    tenant: { limit: config.rateLimit.max, windowS: config.rateLimit.windowS },
    /** Per (appId, client IP), on POST /tenants/login: against guessing secrets. */
    login: { limit: config.rateLimit.loginMax, windowS: config.rateLimit.loginWindowS },
    /**
     * Per account (e-mail address), on POST /api/v1/auth/login: failed sign-ins only, against
     * guessing one password (an attempt that does not fail is given back).
     */
    accountLogin: { limit: config.rateLimit.loginMax, windowS: config.rateLimit.loginWindowS },
    /**
     * Per client IP, on the account API's unauthenticated routes (login, register, refresh, the
     * mailed-token confirmations): against spraying many accounts and guessing tokens.
     */
    accountLoginIp: { limit: config.rateLimit.accountLoginIpMax, windowS: config.rateLimit.loginWindowS },
    /** Per user, on every account-authenticated route. */
    account: { limit: config.rateLimit.accountMax, windowS: config.rateLimit.windowS },
    /**
     * Per user, on every course-API route (an API key), by the user's subscription plan, read on
     * each request: a plan change counts from the next request. `limit` applies without a plan.
     */
    course: {
      limit: config.rateLimit.course.free,
      windowS: config.rateLimit.courseWindowS,
      byTier: { free: config.rateLimit.course.free, pro: config.rateLimit.course.pro, enterprise: config.rateLimit.course.enterprise },
    },
    /** Per client IP, on course-API requests without a usable key: at the free plan's limit. */
    courseAnonymous: { limit: config.rateLimit.course.free, windowS: config.rateLimit.courseWindowS },
  } satisfies Record<string, RatePolicy>;
}

export type RateLimitPolicies = ReturnType<typeof rateLimitPolicies>;
