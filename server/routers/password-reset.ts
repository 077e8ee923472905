import {
  completePasswordReset,
  completePasswordResetInput,
  passwordResetCompletedSchema,
  passwordResetPreviewSchema,
  passwordResetRequestedSchema,
  passwordResetTokenInput,
  previewPasswordReset,
  requestPasswordReset,
  requestPasswordResetInput,
} from '../services/people';
import { passwordResetProcedure, router } from '../trpc';

/**
 * A forgotten password, reset by mail: the console's /forgot-password and /reset-password/<token>
 * pages call these (console only, no REST route). Throttled per address and per client IP.
 */
export const passwordResetRouter = router({
  /** Mails a link when an account uses the address; the answer is the same when none does. */
  request: passwordResetProcedure
    .input(requestPasswordResetInput)
    .output(passwordResetRequestedSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),

  /** Whether the link can still be used, and for which address (the page shows it). */
  preview: passwordResetProcedure
    .input(passwordResetTokenInput)
    .output(passwordResetPreviewSchema)
    .query(({ ctx, input }) => previewPasswordReset(ctx.db, input.token)),

  /** Sets the new password: the link is spent and every session of the person ends. */
  complete: passwordResetProcedure
    .input(completePasswordResetInput)
    .output(passwordResetCompletedSchema)
    .mutation(({ ctx, input }) => completePasswordReset(ctx, input)),
});
