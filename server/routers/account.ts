import { z } from 'zod';
import {
  apiKeyIdInput,
  apiKeyListSchema,
  apiKeySchema,
  accountExportSchema,
  confirmationSchema,
  confirmEmail,
  consentSchema,
  createApiKey,
  createApiKeyInput,
  createdApiKeySchema,
  deleteOwnAccount,
  deletedSchema,
  exportAccountData,
  giveParentalConsent,
  listApiKeys,
  loggedOutSchema,
  loginInput,
  loginUser,
  logoutUser,
  profileSchema,
  refreshInput,
  refreshSession,
  registerInput,
  registerUser,
  revokeApiKey,
  tokenInput,
  tokenPairSchema,
  toProfile,
  updateProfile,
  updateProfileInput,
} from '../services/account';
import { listQueryInput } from '../services/shared/pagination';
import { accountProcedure, publicAccountProcedure, type RequestContext, router } from '../trpc';

const tags = ['Account'];
const base = '/api/v1/auth';

/** Answers that hold tokens or personal data are never stored by a cache on the way. */
const noStore = (ctx: RequestContext) => {
  ctx.response.headers['Cache-Control'] = 'no-store';
};

/**
 * The learning platform's account-data API: sign-up with parental consent, sessions
 * (login, refresh rotation, logout), the data-protection rights (access, export, rectification,
 * erasure) and the course API's keys. Errors in the billing error body (the `account` surface).
 */
export const accountRouter = router({
  register: publicAccountProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: `${base}/register`,
        tags,
        errorResponses: [400, 409, 413, 415, 422, 429],
        summary: 'Register a platform user',
        description:
          'Starts a free subscription and mails a confirmation link to the address. Under 16 `parentEmail` is required (422 without it): ' +
          'the consent link goes to the parent, and the account cannot sign in (403) until the parent confirms. 409: username or e-mail in use.',
      },
    })
    .input(registerInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => registerUser(ctx, input)),

  login: publicAccountProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${base}/login`,
        tags,
        errorResponses: [400, 401, 403, 413, 415, 429],
        summary: 'Sign in: an access token (1 hour) and a refresh token',
        description: 'Attempts are limited per account and per client IP (429). 403 while parental consent is pending.',
      },
    })
    .input(loginInput)
    .output(tokenPairSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return loginUser(ctx, input);
    }),

  refresh: publicAccountProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${base}/refresh`,
        tags,
        errorResponses: [400, 401, 413, 415, 429],
        summary: 'Exchange a refresh token for a new pair (rotation)',
        description: 'Each refresh token works once. Presenting one that was already used revokes its whole session: every refresh token of it stops working (401).',
      },
    })
    .input(refreshInput)
    .output(tokenPairSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return refreshSession(ctx, input.refreshToken);
    }),

  logout: accountProcedure
    .meta({
      bodyless: true,
      openapi: { method: 'POST', path: `${base}/logout`, tags, errorResponses: [401, 429], summary: 'Sign out: the access token and the session’s refresh tokens stop working', description: 'Ends the session of the access token: the token and the session’s refresh tokens are refused from then on. The body may be omitted.' },
    })
    .input(z.object({}))
    .output(loggedOutSchema)
    .mutation(async ({ ctx }) => {
      await logoutUser(ctx, ctx.claims);
      return { loggedOut: true as const };
    }),

  get: accountProcedure
    .meta({ openapi: { method: 'GET', path: `${base}/get`, tags, errorResponses: [401, 429], summary: 'The caller’s profile', description: 'The signed-in user’s profile: username, e-mail address (and one waiting for confirmation), role, birth date, parental consent, subscription and last sign-in.' } })
    .input(z.object({}))
    .output(profileSchema)
    .query(({ ctx }) => {
      noStore(ctx);
      return toProfile(ctx.user, ctx.subscription);
    }),

  export: accountProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: `${base}/export`,
        tags,
        errorResponses: [401, 429],
        summary: 'Export all of the caller’s personal data (one JSON document, as an attachment)',
        description: 'Profile, activity (scores, statistics, history), subscription and invoices, posts, comments, reactions, API keys (never the keys), courses, and the technical data (security log with IP and user agent, sessions).',
      },
    })
    .input(z.object({}))
    .output(accountExportSchema)
    .query(async ({ ctx }) => {
      const data = await exportAccountData(ctx, ctx.user);
      noStore(ctx);
      ctx.response.headers['Content-Disposition'] = `attachment; filename="account-export-${data.exportedAt.slice(0, 10)}.json"`;
      return data;
    }),

  updateProfile: accountProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: `${base}/profile`,
        tags,
        errorResponses: [400, 401, 409, 413, 415, 429],
        summary: 'Change the username and/or the e-mail address',
        description: 'A new e-mail address is kept as `pendingEmail` and must be confirmed through the link mailed to it; until then the current one stays. 409: username or e-mail in use.',
      },
    })
    .input(updateProfileInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return updateProfile(ctx, ctx.user, input);
    }),

  confirmEmail: publicAccountProcedure
    .meta({
      openapi: { method: 'POST', path: `${base}/confirm-email`, tags, errorResponses: [400, 409, 413, 415, 429], summary: 'Confirm an e-mail address with the mailed token', description: 'Confirms the address the mailed token was sent to: the registration address, or a new one, which then replaces the current one. A token works once and expires; an unknown, used or expired token is a 400, and 409 means another account took the address meanwhile.' },
    })
    .input(tokenInput)
    .output(confirmationSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),

  parentalConsent: publicAccountProcedure
    .meta({
      openapi: { method: 'POST', path: `${base}/parental-consent`, tags, errorResponses: [400, 413, 415, 429], summary: 'Give a parent’s consent with the mailed token', description: 'Records a parent’s consent with the token mailed to the parent; the child’s account can be used from then on. An unknown, used or expired token is a 400.' },
    })
    .input(tokenInput)
    .output(consentSchema)
    .mutation(({ ctx, input }) => giveParentalConsent(ctx, input.token)),

  deleteAccount: accountProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: `${base}/account`,
        tags,
        errorResponses: [401, 429],
        summary: 'Delete the account permanently',
        description:
          'Removes the profile, subscription, activity history, scores, statistics, comments, reactions, security log, sessions, API keys and mails. ' +
          'Posts and courses stay, hidden and no longer linked to the person; invoices (accounting documents) are retained. Every token and key stops working at once.',
      },
    })
    .input(z.object({}))
    .output(deletedSchema)
    .mutation(async ({ ctx }) => {
      await deleteOwnAccount(ctx, ctx.claims);
      return { deleted: true as const };
    }),

  createApiKey: accountProcedure
    .meta({
      successStatus: 201,
      // The answer holds the key itself: never stored for a replay (a retry makes a second key).
      idempotent: false,
      // Everything in the body is optional: a client may send `{}` or nothing at all.
      bodyless: true,
      openapi: {
        method: 'POST',
        path: `${base}/api-keys`,
        tags,
        errorResponses: [400, 401, 413, 415, 429],
        summary: 'Create a course-API key (shown once)',
        description:
          'The key is in this answer only; the service keeps its hash and shows the prefix. No `Idempotency-Key`: the answer is never stored, so a retry creates a second key (list and revoke the extra one).',
      },
    })
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return createApiKey(ctx, ctx.user, input.name);
    }),

  listApiKeys: accountProcedure
    .meta({ openapi: { method: 'GET', path: `${base}/api-keys`, tags, errorResponses: [401, 429], summary: 'The caller’s API keys (prefix only)', description: 'The user’s course-API keys: name, prefix, creation, last use and revocation. The key itself is shown only once, when it is created.' } })
    // The whole list in one answer: it takes no parameter, and one sent (`?offset=1`) is refused by name, never ignored.
    .input(listQueryInput({}))
    .output(apiKeyListSchema)
    .query(async ({ ctx }) => ({ data: await listApiKeys(ctx.db, ctx.user.id) })),

  revokeApiKey: accountProcedure
    .meta({
      openapi: { method: 'DELETE', path: `${base}/api-keys/{id}`, tags, errorResponses: [400, 401, 404, 429], summary: 'Revoke an API key (it stops working at once)', description: 'Revokes one of the user’s API keys: the course API refuses it from the next request on. Another user’s key is a 404.' },
    })
    .input(apiKeyIdInput)
    .output(apiKeySchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, ctx.user, input.id)),
});
