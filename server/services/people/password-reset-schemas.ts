import { z } from 'zod';
import { adminEmailSchema, adminPasswordSchema } from './administrator-schemas';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The one answer to a request, whether or not an account uses the address. */
export const passwordResetRequestedMessage =
  'If an account uses this address, we sent it a link to choose a new password. The link works for one hour. Check your inbox, and your spam folder.';
export const invalidPasswordResetLink = 'This password reset link is invalid, was already used, or has expired.';

const tokenSchema = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token must be at most 200 characters');

export const requestPasswordResetInput = z.strictObject({ email: adminEmailSchema });
export const passwordResetTokenInput = z.strictObject({ token: tokenSchema });
/** The new password follows the rule of `me.changePassword`. */
export const completePasswordResetInput = z.strictObject({ token: tokenSchema, password: adminPasswordSchema });
export type CompletePasswordResetInput = z.infer<typeof completePasswordResetInput>;

export const passwordResetRequestedSchema = z.object({ message: z.string() });
export const passwordResetPreviewSchema = z.object({ email: z.string(), expiresAt: z.iso.datetime() });
export type PasswordResetPreview = z.infer<typeof passwordResetPreviewSchema>;
export const passwordResetCompletedSchema = z.object({ email: z.string(), endedSessions: z.number().int() });
export type PasswordResetCompleted = z.infer<typeof passwordResetCompletedSchema>;
