import { WebAuthnError } from '@simplewebauthn/browser';

/**
 * What a person is told when the browser's passkey prompt fails: closing it is not an error worth
 * a red message (null), the rest says what to do.
 */
export function ceremonyFailure(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED')) return null;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.';
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT') {
    return 'This security key cannot keep a passkey. Use your device or password manager instead.';
  }
  return 'The browser could not use a passkey here. Try again, or use another device.';
}
