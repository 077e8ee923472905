/**
 * The tRPC layer every surface calls through: the REST adapter, the console's endpoint and the
 * routers import from here. Its parts: `init` (the instance and error mapping), `context` (what a
 * request carries), `procedures` (the kinds, by caller), and one module per middleware concern
 * under `middleware/` (guard, auth, rate limit with its policy table, idempotency).
 */
export { AppError } from '../errors';
export { type AuthKind, type ConsoleSession, type ProcedureMeta, type ProcedureServices, type ProcedureConfig, type RequestContext } from './context';
export { createCallerFactory, mergeRouters, router } from './init';
export { admitApiKeyCaller } from './middleware/auth';
export { type ProcedureTraits, type RateLimitStage, traitsOf } from './procedure-traits';
export { accountPublicThrottle, consoleSignInThrottle, invitationSignInThrottle, loginThrottle, passwordResetThrottle, secondFactorThrottle } from './middleware/rate-limit';
export {
  accountProcedure,
  adminAnalyticsDownloadProcedure,
  adminAnalyticsProcedure,
  adminDownloadProcedure,
  adminProcedure,
  apiKeyProcedure,
  baseProcedure,
  consoleSignInProcedure,
  courseWriterProcedure,
  passwordResetProcedure,
  personProcedure,
  publicAccountProcedure,
  providerWebhookProcedure,
  publicProcedure,
  schedulerProcedure,
  signInProcedure,
  tenantAnalyticsDownloadProcedure,
  tenantAnalyticsProcedure,
  tenantDownloadProcedure,
  tenantProcedure,
} from './procedures';
