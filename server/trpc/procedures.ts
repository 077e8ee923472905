import { t } from './init';
import { assertMayWriteCourses } from '../services/courses';
import { requireAccount, requireAdmin, requireApiKey, requirePerson, requireScheduler, requireTenant } from './middleware/auth';
import { csvDownload } from './middleware/download';
import { analyticsMigrated, guarded } from './middleware/guard';
import { accountPublicThrottle, consoleSignInThrottle, loginThrottle, passwordResetThrottle, providerWebhookThrottle } from './middleware/rate-limit';

/**
 * The procedure kinds, by who may call them: every router builds on one of these. Each kind states
 * in its meta what its middleware enforces (`auth`) and how it behaves (`database`, `rateLimit`),
 * once, here: a router's own `.meta()` merges with it, and the REST adapter, the OpenAPI document
 * and the tests read the merged meta. Routers never restate these keys (a lint rule refuses them).
 * Every kind puts the caller's audit context on `ctx.audit` (the guard an anonymous one, the kind's
 * authenticating middleware the caller's), so a procedure hands `ctx` to a service as it is.
 */

/** Answers without the database (liveness, metrics). */
export const baseProcedure = t.procedure.use(guarded({ database: false })).meta({ auth: 'none', database: false, rateLimit: 'none' });
/** The guard of every procedure that waits for start-up and answers 503 when the database is lost. */
export const databaseGuard = guarded({ database: true });
export const publicProcedure = t.procedure.use(databaseGuard).meta({ auth: 'none', database: true, rateLimit: 'none' });
/** Administrators (console session or admin key); keyed writes are idempotent. */
export const adminProcedure = publicProcedure.use(requireAdmin).meta({ auth: 'admin' });
/** Tenants (bearer token or console session); keyed writes are idempotent. */
export const tenantProcedure = publicProcedure.use(requireTenant).meta({ auth: 'tenant', rateLimit: 'after-auth' });
/**
 * A person signed in to the console (an administrator or a tenant's member, not the app-secret
 * sign-in): `ctx.person` and the console session's `ctx.sessionId`, for what is theirs whichever
 * console they are in (their sign-in settings).
 */
export const personProcedure = publicProcedure.use(requirePerson).meta({ auth: 'person' });
/** Reads of the analytics store (request log, insights): 503 until its migrations are applied. */
export const tenantAnalyticsProcedure = tenantProcedure.use(analyticsMigrated);
export const adminAnalyticsProcedure = adminProcedure.use(analyticsMigrated);
/** The learning platform's users, with an account-API access token (`ctx.user`). */
export const accountProcedure = publicProcedure.use(requireAccount).meta({ auth: 'account', rateLimit: 'after-auth' });
/**
 * The course API's callers, with an API key (`ctx.user`, `ctx.subscription`). No Idempotency-Key
 * support: the spec's course API has none, and its validation status (422) differs from the one
 * keyed writes answer elsewhere.
 */
export const apiKeyProcedure = publicProcedure.use(requireApiKey).meta({ auth: 'apiKey', rateLimit: 'api-key' });
/** Course writes: instructors and admins; a student is refused (403) before the input is judged. */
export const courseWriterProcedure = apiKeyProcedure.use(({ ctx, next }) => {
  assertMayWriteCourses(ctx.user);
  return next();
});
/**
 * Scheduled runs, mutations all (they change data): the admin key or the cron secret on their REST
 * GET routes (what Vercel Cron calls), an operator's console session on the console's POST.
 */
export const schedulerProcedure = publicProcedure.use(requireScheduler).meta({ auth: 'scheduler' });
/**
 * The console's CSV exports, answered only to its download route: whoever may read a list may
 * export it (the same kinds, so the same roles), counted against the export rate limit.
 */
export const adminDownloadProcedure = adminProcedure.use(csvDownload);
export const tenantDownloadProcedure = tenantProcedure.use(csvDownload);
export const adminAnalyticsDownloadProcedure = adminAnalyticsProcedure.use(csvDownload);
export const tenantAnalyticsDownloadProcedure = tenantAnalyticsProcedure.use(csvDownload);

/**
 * Anyone, counted before any secret is checked (so a 401 carries the rate-limit headers): the
 * sign-ins and the invitation page (per address and client IP, with lock-outs), the console's
 * person sign-in, the password reset by mail, and the account API's public routes.
 */
export const signInProcedure = publicProcedure.use(loginThrottle).meta({ rateLimit: 'before-auth' });
export const consoleSignInProcedure = publicProcedure.use(consoleSignInThrottle).meta({ rateLimit: 'before-auth' });
export const passwordResetProcedure = publicProcedure.use(passwordResetThrottle).meta({ rateLimit: 'before-auth' });
export const publicAccountProcedure = publicProcedure.use(accountPublicThrottle).meta({ rateLimit: 'before-auth' });

/**
 * A payment provider calling one of its webhook receivers, authenticated by the event's signature
 * alone (checked by the route), counted per (receiver, client IP) before it (providerWebhook).
 */
export const providerWebhookProcedure = publicProcedure.use(providerWebhookThrottle).meta({ rateLimit: 'before-auth' });
