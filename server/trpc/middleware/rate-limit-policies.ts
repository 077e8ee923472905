import type { RateLimitSettings, RatePolicy } from '../../infra/ratelimit';

/**
 * Every rate limit of the app in one table. Admin-key routes, health and metrics are
 * not limited. The throttles that guard a secret (an app secret, a password, a second-factor code,
 * a mailed link) count in sliding windows: no moment lets more than the limit through in any
 * window's length. Plain request rates (a tenant's, a user's, the course API's, the exports) keep
 * fixed windows, one counter each.
 */
export function rateLimitPolicies(limits: RateLimitSettings) {
  return {
    /** Per tenant, on every tenant-authenticated route. */
    tenant: { limit: limits.max, windowS: limits.windowS, window: 'fixed' },
    /** Per (appId, client IP), on POST /tenants/login and the console's app-secret sign-in: against guessing secrets. */
    login: { limit: limits.loginMax, windowS: limits.loginWindowS, window: 'sliding' },
    /**
     * Per appId, from every address together, on the same sign-ins: failed attempts only (the others
     * are given back), against guessing one tenant's secret from many addresses. The attempt that
     * finds the limit reached starts a lock-out (audited) during which every attempt is refused, the
     * right secret too; each next lock-out lasts twice as long, up to its maximum.
     */
    loginApp: {
      limit: limits.loginApp.max,
      windowS: limits.loginApp.windowS,
      window: 'sliding',
      lockOut: { firstS: limits.loginApp.lockOutS, maxS: limits.loginApp.lockOutMaxS },
    },
    /**
     * Per account (e-mail address), on POST /api/v1/auth/login: failed sign-ins only, against
     * guessing one password (an attempt that does not fail is given back).
     */
    accountLogin: { limit: limits.loginMax, windowS: limits.loginWindowS, window: 'sliding' },
    /**
     * Per client IP, on the account API's unauthenticated routes (login, register, refresh, the
     * mailed-token confirmations): against spraying many accounts and guessing tokens.
     */
    accountLoginIp: { limit: limits.accountLoginIpMax, windowS: limits.loginWindowS, window: 'sliding' },
    /**
     * Per person (e-mail address), on the console's second-factor checks (the sign-in's code, the
     * codes that confirm it's you or turn two-factor sign-in off): wrong codes only, against
     * guessing six digits. An attempt that is not a wrong code is given back.
     */
    secondFactor: { limit: limits.secondFactor.max, windowS: limits.secondFactor.windowS, window: 'sliding' },
    /** Per client IP, on the same checks: against guessing the codes of many people from one place. */
    secondFactorIp: { limit: limits.secondFactor.ipMax, windowS: limits.secondFactor.windowS, window: 'sliding' },
    /**
     * Per person (e-mail address), on the console's e-mail sign-in: failed sign-ins only (a wrong
     * password or second-factor code), against guessing one person's password.
     */
    consoleSignIn: { limit: limits.consoleSignIn.max, windowS: limits.consoleSignIn.windowS, window: 'sliding' },
    /** Per client IP, on the same sign-in's failures: against guessing many people's passwords from one place. */
    consoleSignInIp: { limit: limits.consoleSignIn.ipMax, windowS: limits.consoleSignIn.windowS, window: 'sliding' },
    /**
     * Per e-mail address, on password reset requests, known address or not (a refusal must not
     * tell which): against filling someone's mailbox.
     */
    passwordReset: { limit: limits.passwordReset.max, windowS: limits.passwordReset.windowS, window: 'sliding' },
    /** Per client IP, on every password reset procedure (request, the link's check, the new password). */
    passwordResetIp: { limit: limits.passwordReset.ipMax, windowS: limits.passwordReset.windowS, window: 'sliding' },
    /**
     * Per administrator (their session's person) or tenant, on the console's CSV exports: each one
     * reads a whole list, so they are counted apart from the tenant's requests.
     */
    csvExport: { limit: limits.csvExport.max, windowS: limits.csvExport.windowS, window: 'fixed' },
    /**
     * Per (receiver, client IP), on the payment providers' webhook receivers (a Stripe connector's
     * address, the sandbox's `/webhooks/paymentprovider`), counted before the signature is checked:
     * a flood of forged events from one place is refused before it costs a lookup and a MAC, and
     * cannot use up the budget of the provider's own addresses. A refused event is retried by the
     * provider, and the reconciliation catches up with what is still missed.
     */
    providerWebhook: { limit: limits.providerWebhook.max, windowS: limits.providerWebhook.windowS, window: 'fixed' },
    /** Per user, on every account-authenticated route. */
    account: { limit: limits.accountMax, windowS: limits.windowS, window: 'fixed' },
    /**
     * Per user, on every course-API route (an API key), by the user's subscription plan, read on
     * each request: a plan change counts from the next request. `limit` applies without a plan.
     */
    course: {
      limit: limits.course.free,
      windowS: limits.courseWindowS,
      window: 'fixed',
      byTier: { free: limits.course.free, pro: limits.course.pro, enterprise: limits.course.enterprise },
    },
    /** Per client IP, on course-API requests without a usable key: at the free plan's limit. */
    courseAnonymous: { limit: limits.course.free, windowS: limits.courseWindowS, window: 'fixed' },
  } satisfies Record<string, RatePolicy>;
}

export type RateLimitPolicies = ReturnType<typeof rateLimitPolicies>;
