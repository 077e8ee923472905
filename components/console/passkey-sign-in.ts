import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { consoleSignIn } from './auth-client';

type Ceremony = { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };

/**
 * The sign-in page's options for a passkey, from the console's tRPC endpoint as its client would
 * call it (a mutation: it stores a challenge); the page has no tRPC client of its own.
 */
async function signInOptions(): Promise<Ceremony> {
  const response = await fetch('/api/trpc/passkeys.signInOptions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const body = (await response.json().catch(() => ({}))) as { result?: { data: Ceremony }; error?: { message?: string } };
  if (!body.result) throw new Error(response.status === 429 ? (body.error?.message ?? 'Too many sign-in attempts.') : 'Sign-in is unavailable right now. Try again shortly.');
  return body.result.data;
}

/**
 * A sign-in with a passkey alone: the browser offers the passkeys it holds for this site (none is
 * named first), and next-auth's `passkey` provider checks the answer. The WebAuthn code is loaded
 * only when asked for: most sign-ins never need it. `error` null with `cancelled` when the person
 * closed the browser's prompt.
 */
export async function signInWithPasskey(): Promise<{ error: string | null; cancelled?: boolean }> {
  let ceremony: Ceremony;
  try {
    ceremony = await signInOptions();
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Sign-in failed. Try again.' };
  }
  const [{ startAuthentication }, { ceremonyFailure }] = await Promise.all([import('@simplewebauthn/browser'), import('../account/passkey-ceremony')]);
  let response;
  try {
    response = await startAuthentication({ optionsJSON: ceremony.options });
  } catch (error) {
    const message = ceremonyFailure(error);
    return message ? { error: message } : { error: null, cancelled: true };
  }
  return consoleSignIn('passkey', { challengeId: ceremony.challengeId, response: JSON.stringify(response) });
}
