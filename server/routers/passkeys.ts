import { z } from 'zod';
import {
  listPasskeys,
  passkeyAssertionInput,
  passkeyAssertionOptions,
  passkeyCeremonySchema,
  passkeyRegistrationOptions,
  passkeyViewSchema,
  registerPasskey,
  registerPasskeyInput,
  registrationCeremonySchema,
  relyingPartyFor,
  removePasskey,
  removePasskeyInput,
  renamePasskey,
  renamePasskeyInput,
  reverifyWithPasskey,
  signedInPersonSchema,
  signInWithPasskey,
  suggestedPasskeyName,
} from '../services/people';
import { personProcedure, type RequestContext, router, signInProcedure } from '../trpc';

/** The relying party of this request: the console's public address, or the request's own localhost. */
const rpOf = (ctx: RequestContext) => relyingPartyFor(ctx.publicBaseUrl, ctx.headers.get('x-forwarded-host') ?? ctx.headers.get('host'));

/**
 * A person's passkeys (WebAuthn), whichever console they are in, and the sign-in with one. Console
 * only: no REST route. Each ceremony is two calls: options (with a stored, single-use challenge),
 * then the browser's answer to them.
 */
export const passkeysRouter = router({
  list: personProcedure
    .input(z.object({}).optional())
    .output(z.array(passkeyViewSchema))
    .query(({ ctx }) => listPasskeys(ctx.db, ctx.person.id)),

  registrationOptions: personProcedure
    .input(z.object({}).optional())
    .output(registrationCeremonySchema)
    .mutation(async ({ ctx }) => ({ ...(await passkeyRegistrationOptions(ctx.db, rpOf(ctx), ctx.person)), suggestedName: suggestedPasskeyName(ctx.userAgent) })),

  /** Needs a recent check (the key signs in alone from then on); its options are only a challenge. */
  register: personProcedure
    .meta({ fresh: true })
    .input(registerPasskeyInput)
    .output(passkeyViewSchema)
    .mutation(({ ctx, input }) => registerPasskey({ db: ctx.db, audit: ctx.audit, rp: rpOf(ctx), notices: ctx }, ctx.person, input)),

  rename: personProcedure
    .input(renamePasskeyInput)
    .output(passkeyViewSchema)
    .mutation(({ ctx, input }) => renamePasskey(ctx, ctx.person.id, input.id, input.name)),

  /** Needs a recent check of who is there (403 with the reason `reverify_required` otherwise). */
  remove: personProcedure
    .meta({ fresh: true })
    .input(removePasskeyInput)
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removePasskey({ db: ctx.db, audit: ctx.audit, notices: ctx }, ctx.person, input.id);
      return { removed: true as const };
    }),

  /** Confirms it's you with one of your passkeys, as `me.reverify` does with a password or a code. */
  reverifyOptions: personProcedure
    .input(z.object({}).optional())
    .output(passkeyCeremonySchema)
    .mutation(({ ctx }) => passkeyAssertionOptions(ctx.db, rpOf(ctx), 'reverify', ctx.person.id)),

  reverify: personProcedure
    .input(passkeyAssertionInput)
    .output(z.object({ verifiedAt: z.iso.datetime() }))
    .mutation(async ({ ctx, input }) => {
      await reverifyWithPasskey({ db: ctx.db, audit: ctx.audit, rp: rpOf(ctx) }, ctx.person.id, ctx.sessionId, input);
      return { verifiedAt: new Date().toISOString() };
    }),

  /**
   * The sign-in page's options: a challenge for any passkey of this site. Anyone may ask, so it is
   * counted by the sign-in's throttle (per client IP: there is no address yet).
   */
  signInOptions: signInProcedure
    .input(z.object({}).optional())
    .output(passkeyCeremonySchema)
    .mutation(({ ctx }) => passkeyAssertionOptions(ctx.db, rpOf(ctx), 'sign_in', null)),

  /** A sign-in with a passkey alone (next-auth's `passkey` provider calls it): starts a console session. */
  signIn: signInProcedure
    .input(passkeyAssertionInput)
    .output(signedInPersonSchema)
    .mutation(async ({ ctx, input }) => {
      const { person, sessionId, choice } = await signInWithPasskey({ db: ctx.db, audit: ctx.audit, rp: rpOf(ctx), mailer: ctx.mailer, publicBaseUrl: ctx.publicBaseUrl }, input, { userAgent: ctx.userAgent, ip: ctx.ip });
      return { personId: person.id, email: person.email, name: person.name, sessionId, choice };
    }),
});
