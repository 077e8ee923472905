import { z } from 'zod';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  recoveryCodesSchema,
  regenerateRecoveryCodes,
  secondFactorCodeSchema,
  startTwoFactorSetup,
  totpCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatus,
  twoFactorStatusSchema,
} from '../services/people';
import { personProcedure, router, secondFactorThrottle } from '../trpc';

/** A change to the person's second factor: audited, and told to them by mail. */

/**
 * A person's own two-factor sign-in (an authenticator app, with recovery codes), whichever console
 * they are in. Console only: no REST route. Checks of a current code are throttled like the sign-in's.
 * Every change needs a recent check of who is there (`fresh`): the answers hold a new key or
 * recovery codes, and turning the factor off weakens the sign-in.
 */
export const twoFactorRouter = router({
  status: personProcedure.output(twoFactorStatusSchema).query(({ ctx }) => twoFactorStatus(ctx.db, ctx.person.id)),

  /** A new key to scan or type in; nothing changes for the sign-in until a code confirms it. */
  startSetup: personProcedure
    .meta({ fresh: true })
    .input(z.object({}).optional())
    .output(twoFactorSetupSchema)
    .mutation(({ ctx }) => startTwoFactorSetup(ctx, ctx.person)),

  /** The first code from the app turns two-factor sign-in on; the answer holds the recovery codes, once. */
  confirmSetup: personProcedure
    .meta({ fresh: true })
    .input(z.strictObject({ code: totpCodeSchema }))
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => confirmTwoFactorSetup(ctx, ctx.person, input.code)),

  regenerateRecoveryCodes: personProcedure
    .meta({ fresh: true })
    .use(secondFactorThrottle)
    .input(z.strictObject({ code: secondFactorCodeSchema }))
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, ctx.person, input.code)),

  disable: personProcedure
    .meta({ fresh: true })
    .use(secondFactorThrottle)
    .input(z.strictObject({ code: secondFactorCodeSchema }))
    .output(z.object({ enabled: z.literal(false) }))
    .mutation(async ({ ctx, input }) => {
      await disableTwoFactor(ctx, ctx.person, input.code);
      return { enabled: false as const };
    }),
});
