import { z } from 'zod';
import { failOpenReasons } from '../infra/ratelimit';
import { sampleTraffic } from '../infra/traffic-sampler';
import { adminSignInInput, refuseAppSecretSignInWithMembers, secondFactorCodeSchema, signedInPersonSchema, signInPerson } from '../services/people';
import { adminSearchResultsSchema, consoleSearchInput, searchAsAdmin, searchAsTenant, tenantSearchResultsSchema } from '../services/console-search';
import { mailQueueFigures } from '../services/mail/mail-queue';
import { mailQueueSchema } from '../services/mail/mail-schemas';
import { countPaymentsToday } from '../services/payments';
import { webhookQueueFigures } from '../services/webhooks/delivery-queue';
import { paymentStatuses } from '../services/payments/payment-schemas';
import { authenticateTenantLogin, countTenantsByStatus, loginInput, tenantStatuses } from '../services/tenants';
import { adminProcedure, consoleSignInProcedure, router, secondFactorThrottle, signInProcedure, tenantProcedure } from '../trpc';

const countsOf = <const T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const dashboardSchema = z.object({
  tenantsByStatus: countsOf(tenantStatuses),
  paymentsTodayByStatus: countsOf(paymentStatuses),
  traffic: z.object({
    requestsPerSecond: z.number(),
    serverErrorRate: z.number(),
    clientErrorRate: z.number(),
    windowSeconds: z.number(),
    series: z.array(z.object({ at: z.string(), requestsPerSecond: z.number(), serverErrorRate: z.number() })),
  }),
  outgoing: z.object({
    webhooks: z.object({ pending: z.number().int(), failedLastDay: z.number().int() }),
    mail: mailQueueSchema,
  }),
  /** This instance's rate limiter: while it fails open, requests go through uncounted. */
  rateLimiter: z.discriminatedUnion('failingOpen', [
    z.object({ failingOpen: z.literal(false) }),
    z.object({
      failingOpen: z.literal(true),
      since: z.iso.datetime(),
      reason: z.enum(failOpenReasons),
      requestsLetThrough: z.number().int(),
    }),
  ]),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * Procedures only the console calls (no REST route): the credential checks behind next-auth's
 * sign-in (a person's failures counted per person and per client IP; the app secret's attempts by
 * the same login policy as `POST /tenants/login`), the dashboard figures, and
 * the command palette's search (one per kind of user: a tenant's never leaves its own rows).
 */
export const consoleRouter = router({
  /**
   * A person's sign-in (administrators and tenant members alike): starts a console session. A
   * person with an authenticator app also gives `code` (or a recovery code); without it the answer
   * is a 401 with the reason `second_factor_required`, and the form asks for it.
   */
  signIn: consoleSignInProcedure
    .use(secondFactorThrottle)
    .input(adminSignInInput.extend({ code: secondFactorCodeSchema.optional() }))
    .output(signedInPersonSchema)
    .mutation(async ({ ctx, input }) => {
      const { person, sessionId, choice } = await signInPerson(ctx, input, { userAgent: ctx.userAgent, ip: ctx.ip });
      return { personId: person.id, email: person.email, name: person.name, sessionId, choice };
    }),

  /** The app-secret sign-in of a tenant's portal, for a tenant without members only. */
  signInTenant: signInProcedure
    .input(loginInput)
    .output(z.object({ tenantId: z.uuid(), appId: z.string(), name: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const tenant = await authenticateTenantLogin(ctx, input);
      await refuseAppSecretSignInWithMembers(ctx, tenant.id);
      return { tenantId: tenant.id, appId: tenant.appId, name: tenant.name };
    }),

  dashboard: adminProcedure
    .input(z.object({}).optional())
    .output(dashboardSchema)
    .query(async ({ ctx }) => {
      const { db, metrics, rateLimiter } = ctx;
      const [tenantsByStatus, paymentsTodayByStatus, traffic, webhooks, mail, limiter] = await Promise.all([
        countTenantsByStatus(db),
        countPaymentsToday(db),
        sampleTraffic(metrics),
        webhookQueueFigures(db),
        mailQueueFigures(db),
        rateLimiter.status(),
      ]);
      return {
        tenantsByStatus,
        paymentsTodayByStatus,
        traffic,
        outgoing: { webhooks, mail: { relay: ctx.mailer.kind, ...mail } },
        rateLimiter: limiter.failingOpen ? { ...limiter, since: limiter.since.toISOString() } : limiter,
      };
    }),

  search: adminProcedure
    .input(consoleSearchInput)
    .output(adminSearchResultsSchema)
    .query(({ ctx, input }) => {
      const { db, analytics, auditShipper, logger } = ctx;
      return searchAsAdmin({ db, analytics, shipper: auditShipper, logger }, ctx.scope, input.query);
    }),

  searchMine: tenantProcedure
    .input(consoleSearchInput)
    .output(tenantSearchResultsSchema)
    .query(({ ctx, input }) => searchAsTenant(ctx.db, ctx.scope, input.query)),
});
