'use client';

import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ceremonyFailure } from '../account/passkey-ceremony';
import { consoleSignIn } from './auth-client';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { answerConfirmation, confirmationPending, onConfirmationChange } from './confirm-its-you-link';
import { fieldErrorsOf, messageOf, useTRPC } from './trpc';

/**
 * The console frame's "Confirm it's you" dialog: it answers `confirmItsYouLink`, which holds every
 * dangerous call the server refused for an old check until the person has confirmed (or cancelled).
 */
export function ConfirmItsYouHost({ appSecretOf }: { appSecretOf?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => onConfirmationChange(() => setOpen(confirmationPending())), []);
  if (appSecretOf !== undefined) return <ConfirmAppSecretDialog open={open} appId={appSecretOf} onAnswer={answerConfirmation} />;
  return <ConfirmItsYouDialog open={open} onAnswer={answerConfirmation} />;
}

const dialogDescription = 'This action needs a fresh check that it is you at this browser: your last one was more than ten minutes ago.';

/**
 * The app-secret sign-in has no person to ask: it enters the app secret, which signs in again
 * (throttled and audited as any sign-in) and renews the cookie's time of the last check.
 */
function ConfirmAppSecretDialog({ open, appId, onAnswer }: { open: boolean; appId: string; onAnswer: (confirmed: boolean) => void }) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  function close() {
    setSecret('');
    setError(undefined);
    onAnswer(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    const { error: refused } = await consoleSignIn('tenant', { appId, appSecret: secret });
    setPending(false);
    if (refused) return setError(refused === 'Invalid credentials' ? 'The app secret is not right.' : refused);
    setSecret('');
    onAnswer(true);
  }

  return (
    <Dialog open={open} onClose={close} title="Confirm it's you" description={dialogDescription}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label="App secret"
          name="appSecret"
          type="password"
          autoComplete="current-password"
          hint={`The secret of ${appId}, as you signed in with it`}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          error={error}
          spellCheck={false}
          required
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Asks for the password, a code of the person's authenticator app (when two-factor sign-in is on)
 * or one of their passkeys (when they have one), then marks the session as just checked.
 */
function ConfirmItsYouDialog({ open, onAnswer }: { open: boolean; onAnswer: (confirmed: boolean) => void }) {
  const onClose = () => onAnswer(false);
  const onConfirmed = () => onAnswer(true);
  const trpc = useTRPC();
  const twoFactor = useQuery({ ...trpc.twoFactor.status.queryOptions(), enabled: open });
  const keys = useQuery({ ...trpc.passkeys.list.queryOptions({}), enabled: open });
  const reverify = useMutation(trpc.me.reverify.mutationOptions());
  const passkeyOptions = useMutation(trpc.passkeys.reverifyOptions.mutationOptions());
  const passkeyReverify = useMutation(trpc.passkeys.reverify.mutationOptions());
  const [withCode, setWithCode] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [usingPasskey, setUsingPasskey] = useState(false);

  function reset() {
    setSecret('');
    setError(undefined);
    setPasskeyError(null);
    setWithCode(false);
  }

  function close() {
    reset();
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      await reverify.mutateAsync(withCode ? { code: secret } : { password: secret });
      reset();
      onConfirmed();
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setError(byField.code ?? byField.password ?? messageOf(failure));
    }
  }

  async function confirmWithPasskey() {
    setPasskeyError(null);
    setUsingPasskey(true);
    try {
      const { challengeId, options } = await passkeyOptions.mutateAsync({});
      let response;
      try {
        // tRPC's types see the options through JSON; they are the server library's options as made.
        response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
      } catch (failure) {
        setPasskeyError(ceremonyFailure(failure));
        return;
      }
      await passkeyReverify.mutateAsync({ challengeId, response });
      reset();
      onConfirmed();
    } catch (failure) {
      setPasskeyError(fieldErrorsOf(failure).passkey ?? messageOf(failure));
    } finally {
      setUsingPasskey(false);
    }
  }

  const hasPasskeys = (keys.data?.length ?? 0) > 0;
  return (
    <Dialog open={open} onClose={close} title="Confirm it's you" description={dialogDescription}>
      <div className="space-y-4">
        {hasPasskeys && (
          <>
            <Button variant="secondary" className="w-full" onClick={() => void confirmWithPasskey()} pending={usingPasskey}>
              Use a passkey
            </Button>
            {passkeyError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {passkeyError}
              </p>
            )}
            <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">or</p>
          </>
        )}
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField
            key={withCode ? 'code' : 'password'}
            label={withCode ? 'Code' : 'Password'}
            name={withCode ? 'code' : 'password'}
            type={withCode ? 'text' : 'password'}
            autoComplete={withCode ? 'one-time-code' : 'current-password'}
            hint={withCode ? '6 digits from your app, or a recovery code' : undefined}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={error}
            spellCheck={false}
            required
            autoFocus={!hasPasskeys}
          />
          {twoFactor.data?.enabled && (
            <button
              type="button"
              onClick={() => {
                setWithCode(!withCode);
                setSecret('');
                setError(undefined);
              }}
              className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {withCode ? 'Use your password' : 'Use a code from your authenticator app'}
            </button>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" pending={reverify.isPending}>
              Confirm
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
