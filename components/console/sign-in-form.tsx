'use client';

import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { TextField } from '../ui/field';
import { secondFactorRequiredMessage } from '@/server/services/people/two-factor-constants';
import { type ConsoleKind, consoleSignIn } from './auth-client';
import { signInWithPasskey } from './passkey-sign-in';

const kinds: Array<{ kind: ConsoleKind; label: string }> = [
  // Every person (administrators and tenants' members) signs in with e-mail; the app secret opens
  // the portal of a tenant that has no members yet.
  { kind: 'admin', label: 'E-mail' },
  { kind: 'tenant', label: 'App secret' },
];

/**
 * Keeps the chosen tab in the address (`?as=tenant`, the administrator's tab being the default):
 * a reload, or the sign-in page reached again after a refused session, opens on it. Other
 * parameters (the reason a session ended) stay.
 */
function showTabInAddress(kind: ConsoleKind) {
  const url = new URL(window.location.href);
  if (kind === 'tenant') url.searchParams.set('as', 'tenant');
  else url.searchParams.delete('as');
  window.history.replaceState(null, '', url);
}

/** The e-mail and password already accepted, kept while the form asks for the second factor. */
type FirstStep = { email: string; password: string };

export function SignInForm({ initialKind }: { initialKind: ConsoleKind }) {
  const [kind, setKind] = useState<ConsoleKind>(initialKind);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [firstStep, setFirstStep] = useState<FirstStep | null>(null);
  const [recoveryCode, setRecoveryCode] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const typed = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // The second step sends the e-mail and password again with the code: the server keeps nothing between the two.
    const fields = firstStep ? { ...firstStep, code: typed.code ?? '' } : typed;
    const result = await consoleSignIn(kind, fields);
    if (result.needsCode && !firstStep) {
      setFirstStep({ email: fields.email ?? '', password: fields.password ?? '' });
      setPending(false);
      return;
    }
    if (result.error) {
      setError(result.error);
      setPending(false);
      return;
    }
    window.location.assign(kind === 'admin' ? '/admin' : '/portal');
  }

  async function signInByPasskey() {
    setPending(true);
    setError(null);
    const result = await signInWithPasskey();
    if (result.error || result.cancelled) {
      setError(result.error);
      setPending(false);
      return;
    }
    // A full load, as after the e-mail sign-in: the new session cookie decides where it lands.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/admin');
  }

  function startOver() {
    setFirstStep(null);
    setRecoveryCode(false);
    setError(null);
  }

  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <fieldset className="mb-6">
        <legend className="sr-only">Sign in as</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
          {kinds.map((option) => (
            <button
              key={option.kind}
              type="button"
              aria-pressed={kind === option.kind}
              onClick={() => {
                setKind(option.kind);
                startOver();
                showTabInAddress(option.kind);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                kind === option.kind
                  ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-100'
                  : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </fieldset>
      <form key={firstStep ? `${kind}-code` : kind} onSubmit={onSubmit} className="space-y-4" noValidate={false}>
        {firstStep ? (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {recoveryCode ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.' : secondFactorRequiredMessage}
            </p>
            <TextField
              key={recoveryCode ? 'recovery' : 'totp'}
              label={recoveryCode ? 'Recovery code' : 'Authentication code'}
              name="code"
              autoComplete="one-time-code"
              inputMode={recoveryCode ? 'text' : 'numeric'}
              pattern={recoveryCode ? undefined : '[0-9 ]{6,7}'}
              maxLength={recoveryCode ? 32 : 7}
              placeholder={recoveryCode ? 'xxxxx-xxxxx' : '123456'}
              spellCheck={false}
              autoCapitalize="off"
              required
              autoFocus
            />
            <div className="flex items-center justify-between text-sm">
              <button
                type="button"
                onClick={() => {
                  setRecoveryCode(!recoveryCode);
                  setError(null);
                }}
                className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {recoveryCode ? 'Use your authenticator app' : 'Use a recovery code'}
              </button>
              <button type="button" onClick={startOver} className="text-zinc-600 hover:underline dark:text-zinc-400">
                Back
              </button>
            </div>
          </>
        ) : kind === 'admin' ? (
          <>
            <TextField label="E-mail" name="email" type="email" autoComplete="username" required autoFocus />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
            <p className="text-right text-sm">
              <Link href="/forgot-password" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                Forgot your password?
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="text-sm text-zinc-500 dark:text-zinc-400">For a tenant without team members. Members sign in with their e-mail address.</p>
            <TextField label="App ID" name="appId" autoComplete="username" required autoFocus spellCheck={false} />
            <TextField label="App secret" name="appSecret" type="password" autoComplete="current-password" required />
          </>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" pending={pending}>
          {firstStep ? 'Verify' : 'Sign in'}
        </Button>
        {kind === 'admin' && !firstStep && (
          <>
            <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">or</p>
            <Button variant="secondary" className="w-full" disabled={pending} onClick={() => void signInByPasskey()}>
              Sign in with a passkey
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
