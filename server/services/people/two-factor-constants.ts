/** The sign-in's words for the second factor, without zod: the sign-in page imports them. */

/** What the sign-in answers a person with two-factor sign-in who gave no code yet. */
export const secondFactorRequiredMessage = 'Enter the code from your authenticator app.';
export const wrongSecondFactorMessage = 'That code is not valid. Check the time on your device, or use a recovery code.';
/**
 * next-auth hands the sign-in form the error's message only: a message with this prefix asks the
 * form for the second factor (the rest is the message to show).
 */
export const secondFactorMarker = 'second-factor:';

/** What every console procedure answers a person who must have a second factor and has none. */
export const secondFactorSetupMessage = 'Set up a second factor first: an authenticator app or a passkey, on your account page.';
