import { z } from 'zod';
import {
  changeMyPassword,
  changePasswordInput,
  consoleSessionViewSchema,
  endMyOtherSessions,
  endMySession,
  getMyAccount,
  listMySessions,
  myAccountSchema,
  renameInput,
  renameMe,
  reverifyInput,
  reverifySession,
} from '../services/people';
import { personProcedure, router, secondFactorThrottle } from '../trpc';

/**
 * A signed-in person's own account (the console's /account page): name, password, sessions.
 * Console-only: no REST route.
 */
export const meRouter = router({
  get: personProcedure
    .input(z.object({}).optional())
    .output(myAccountSchema)
    .query(({ ctx }) => getMyAccount(ctx.db, ctx.person.id)),

  rename: personProcedure
    .input(renameInput)
    .output(z.object({ name: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await renameMe(ctx, ctx.person.id, input.name);
      return { name: input.name };
    }),

  changePassword: personProcedure
    .input(changePasswordInput)
    .output(z.object({ endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) =>
      changeMyPassword(ctx, ctx.person, ctx.sessionId, input),
    ),

  sessions: personProcedure
    .input(z.object({}).optional())
    .output(z.array(consoleSessionViewSchema))
    .query(({ ctx }) => listMySessions(ctx.db, ctx.person.id, ctx.sessionId)),

  endSession: personProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .output(z.object({ ended: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await endMySession(ctx, ctx.person.id, input.id);
      return { ended: true as const };
    }),

  endOtherSessions: personProcedure
    .input(z.object({}).optional())
    .output(z.object({ ended: z.number().int() }))
    .mutation(({ ctx }) => endMyOtherSessions(ctx, ctx.person.id, ctx.sessionId)),

  /**
   * Confirms it's you (the password, or an authenticator's or recovery code): dangerous actions
   * refuse a session whose last check is older than ten minutes until this is called.
   */
  reverify: personProcedure
    .use(secondFactorThrottle)
    .input(reverifyInput)
    .output(z.object({ verifiedAt: z.iso.datetime() }))
    .mutation(async ({ ctx, input }) => {
      await reverifySession(ctx, ctx.person.id, ctx.sessionId, input);
      return { verifiedAt: new Date().toISOString() };
    }),
});
