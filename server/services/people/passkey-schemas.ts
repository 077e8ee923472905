import type { AuthenticationExtensionsClientOutputs, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { z } from 'zod';

/**
 * The contracts of passkeys (WebAuthn), shared by the router and the console's forms (no server
 * code here: the browser imports it). The browser's answers are checked for shape only here; what
 * they say is verified by @simplewebauthn/server.
 */

/** The extensions' outputs: passed to the library as they came (it reads none of them here). */
const extensionResults = z.custom<AuthenticationExtensionsClientOutputs>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

export const passkeyNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(64, 'name must be at most 64 characters');

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser encodes it. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.string().max(32).optional(),
});

/** What `navigator.credentials.get()` answered, as @simplewebauthn/browser encodes it. */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.string().max(32).optional(),
});

/** Options made by @simplewebauthn/server and handed to @simplewebauthn/browser as they are. */
const ceremonyOptions = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && 'challenge' in value);

/** The options of an assertion (sign-in, confirming it's you), and the id of the stored challenge they carry. */
export const passkeyCeremonySchema = z.object({ challengeId: z.uuid(), options: ceremonyOptions<PublicKeyCredentialRequestOptionsJSON>() });

export const registrationCeremonySchema = z.object({
  challengeId: z.uuid(),
  options: ceremonyOptions<PublicKeyCredentialCreationOptionsJSON>(),
  /** A name for the new passkey, from the browser it is made in; the person may change it. */
  suggestedName: z.string(),
});

export const registerPasskeyInput = z.strictObject({ challengeId: z.uuid(), name: passkeyNameSchema, response: registrationResponseSchema });
export const passkeyAssertionInput = z.strictObject({ challengeId: z.uuid(), response: authenticationResponseSchema });
export type PasskeyAssertionInput = z.infer<typeof passkeyAssertionInput>;

export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced to the person's other devices by their password manager or platform (backed up). */
  backedUp: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;

export const renamePasskeyInput = z.strictObject({ id: z.string().min(1).max(1024), name: passkeyNameSchema });
export const removePasskeyInput = z.strictObject({ id: z.string().min(1).max(1024) });
