/**
 * The two calls the console makes to next-auth's endpoints, without `next-auth/react` (its client
 * bundle, with a regenerator runtime and a provider-list round trip, is most of what /login would
 * load). Same protocol: the CSRF token from /api/auth/csrf (double-submit cookie), a form post, and
 * `json=true` so next-auth answers with the URL instead of redirecting.
 */

import { secondFactorMarker } from '@/server/services/people/two-factor-constants';

/** Who signs in: the sign-in page has a tab for each. */
export type ConsoleKind = 'admin' | 'tenant';

/** The sign-in page on the tab of this kind of user (`?as=tenant`), as the server's guard sends there too. */
export const signInPath = (kind: ConsoleKind) => (kind === 'tenant' ? '/login?as=tenant' : '/login');

async function csrfToken(): Promise<string> {
  const response = await fetch('/api/auth/csrf', { cache: 'no-store' });
  if (!response.ok) throw new Error('Sign-in is unavailable right now. Try again shortly.');
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function post(path: string, fields: Record<string, string>): Promise<{ url?: string }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  return (await response.json().catch(() => ({}))) as { url?: string };
}

/**
 * Signs in with a console provider (`admin`, `tenant`, or `passkey` with the browser's answer); the
 * error message when it fails, and whether the server asks for a second factor (its message then
 * carries `secondFactorMarker`).
 */
export async function consoleSignIn(provider: ConsoleKind | 'passkey', fields: Record<string, string>): Promise<{ error: string | null; needsCode?: boolean }> {
  try {
    const { url } = await post(`/api/auth/callback/${provider}`, { ...fields, callbackUrl: '/' });
    const error = url ? new URL(url, window.location.href).searchParams.get('error') : 'Sign-in failed. Try again.';
    if (error?.startsWith(secondFactorMarker)) return { error: error.slice(secondFactorMarker.length), needsCode: true };
    return { error: error === 'CredentialsSignin' ? 'Invalid credentials' : error };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Sign-in failed. Try again.' };
  }
}

export async function consoleSignOut(): Promise<void> {
  await post('/api/auth/signout', { callbackUrl: '/login' }).catch(() => {});
}
