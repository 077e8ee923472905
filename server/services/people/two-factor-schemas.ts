import { z } from 'zod';

export * from './two-factor-constants';

/**
 * The contracts of two-factor sign-in, shared by the router and the console's forms (no server
 * code here: the browser imports it).
 */

/** An authenticator's code (six digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
export const secondFactorCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(32, 'code must be at most 32 characters');

export const totpCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be the 6 digits your authenticator app shows');

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** A set-up was started and not confirmed yet. */
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code, an SVG document. */
  qrCodeSvg: z.string(),
  /** The key as base32 text in groups of four, for typing it in. */
  key: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const reverifyInput = z.union([z.strictObject({ password: z.string().min(1, 'password is required').max(1024) }), z.strictObject({ code: secondFactorCodeSchema })]);
export type ReverifyInput = z.infer<typeof reverifyInput>;
