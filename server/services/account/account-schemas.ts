import { z } from 'zod';
import type { SubscriptionRow, UserRow } from '@/db/schema';
import { EXAMPLE_ROW_ID } from '../shared/row-id';

const username = z
  .string()
  .trim()
  .min(3, 'username must be between 3 and 32 characters')
  .max(32, 'username must be between 3 and 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'username may contain only letters, digits, dots, dashes and underscores');
const email = z.email('email must be a valid e-mail address').max(254, 'email must be at most 254 characters');
const password = z
  .string()
  .min(12, 'password must be at least 12 characters')
  .max(256, 'password must be at most 256 characters');
const today = () => new Date().toISOString().slice(0, 10);
const birthDate = z.iso
  .date('birthDate must be a date (YYYY-MM-DD)')
  .refine((value) => value <= today(), 'birthDate must not be in the future')
  .refine((value) => value >= '1900-01-01', 'birthDate must be on or after 1900-01-01');
const token = z.string().min(1, 'token is required').max(200, 'token must be at most 200 characters');

export const registerInput = z.object({
  username,
  email,
  password,
  birthDate,
  role: z.enum(['student', 'instructor']).optional().meta({ description: 'Defaults to student.' }),
  parentEmail: email.optional().meta({ description: "Required under 16: the parent's address, where the consent link goes." }),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({ email: z.string().min(1, 'email is required').max(254, 'email must be at most 254 characters'), password: z.string().min(1, 'password is required').max(256, 'password must be at most 256 characters') });
export type AccountLoginInput = z.infer<typeof loginInput>;

export const refreshInput = z.object({ refreshToken: token.meta({ description: 'The refresh token of the last login or refresh.' }) });
export const tokenInput = z.object({ token: token.meta({ description: 'The token from the mailed link.' }) });

export const updateProfileInput = z
  .object({ username: username.optional(), email: email.optional() })
  .meta({ description: 'A new e-mail address is kept as pendingEmail until confirmed through the mailed link.' });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const tokenPairSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.literal(3600).meta({ description: 'Lifetime of the access token in seconds.' }),
  })
  .meta({ id: 'AccountTokens' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const subscriptionSchema = z
  .object({ type: z.enum(['free', 'pro', 'enterprise']), startsAt: z.iso.datetime(), endsAt: z.iso.datetime().nullable() })
  .meta({ id: 'AccountSubscription' });

export const profileSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    pendingEmail: z.string().nullable(),
    role: z.enum(['student', 'instructor', 'admin']),
    birthDate: z.iso.date(),
    parentalConsent: z.enum(['not-required', 'pending', 'given']),
    subscription: subscriptionSchema,
    createdAt: z.iso.datetime(),
    lastLogin: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AccountProfile' });
export type Profile = z.infer<typeof profileSchema>;

export function toProfile(user: UserRow, subscription: SubscriptionRow | undefined): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    role: user.role,
    birthDate: user.birthDate,
    parentalConsent: !user.parentalConsentRequired ? 'not-required' : user.parentalConsentAt ? 'given' : 'pending',
    subscription: {
      type: subscription?.plan ?? 'free',
      startsAt: (subscription?.startsAt ?? user.createdAt).toISOString(),
      endsAt: subscription?.endsAt?.toISOString() ?? null,
    },
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
  };
}

export const confirmationSchema = z
  .object({ confirmed: z.literal(true), email: z.string().meta({ description: 'The address now confirmed.' }) })
  .meta({ id: 'EmailConfirmation' });
export const consentSchema = z.object({ consented: z.literal(true), username: z.string() }).meta({ id: 'ParentalConsent' });
export const deletedSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'AccountDeleted' });
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) }).meta({ id: 'AccountLoggedOut' });

/**
 * A key's name is the caller's label for it and may be left out (`{}` or no body at all): the key is
 * then named after its prefix, `API key lp_live_ab12cd34`, which is what the caller sees in lists
 * anyway. A name that is sent is still held to its rule.
 */
export const createApiKeyInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name must be between 1 and 100 characters')
      .max(100, 'name must be between 1 and 100 characters')
      .optional()
      .meta({ description: 'A label for the key; `API key <prefix>` when left out.', example: 'CI pipeline' }),
  });
export const apiKeyIdInput = z.object({ id: z.uuid('id must be a UUID').meta({ description: 'API key id (UUID).', example: EXAMPLE_ROW_ID }) });

export const apiKeySchema = z
  .object({ id: z.uuid(), name: z.string(), prefix: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().nullable(), revokedAt: z.iso.datetime().nullable() })
  .meta({ id: 'ApiKey', description: 'An API key of the course API; the key itself is never shown again.' });
export const createdApiKeySchema = z
  .object({ id: z.uuid(), key: z.string().meta({ description: 'The key; shown only in this answer.' }), prefix: z.string(), name: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'CreatedApiKey' });
export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
