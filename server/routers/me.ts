import { z } from 'zod';
import { reverifyInput, reverifySession } from '../services/people';
import { auditContextOf, personProcedure, router, secondFactorThrottle } from '../trpc';

/** The signed-in person's own session. Console only: no REST route. */
export const meRouter = router({
  /**
   * Confirms it's you (the password, or an authenticator's or recovery code): dangerous actions
   * refuse a session whose last check is older than ten minutes until this is called.
   */
  reverify: personProcedure
    .use(secondFactorThrottle)
    .input(reverifyInput)
    .output(z.object({ verifiedAt: z.iso.datetime() }))
    .mutation(async ({ ctx, input }) => {
      await reverifySession({ db: ctx.db, audit: auditContextOf(ctx) }, ctx.person.id, ctx.sessionId, input);
      return { verifiedAt: new Date().toISOString() };
    }),
});
