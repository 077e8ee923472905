'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { answerConfirmation, confirmationPending, onConfirmationChange } from './confirm-its-you-link';
import { fieldErrorsOf, messageOf, useTRPC } from './trpc';

/** The dialog that answers `confirmItsYouLink` (in the console frame): the password, or a code from the authenticator app. */
export function ConfirmItsYouHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => onConfirmationChange(() => setOpen(confirmationPending())), []);
  return <ConfirmItsYouDialog open={open} onAnswer={answerConfirmation} />;
}

function ConfirmItsYouDialog({ open, onAnswer }: { open: boolean; onAnswer: (confirmed: boolean) => void }) {
  const trpc = useTRPC();
  const twoFactor = useQuery({ ...trpc.twoFactor.status.queryOptions(), enabled: open });
  const reverify = useMutation(trpc.me.reverify.mutationOptions());
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function finish(confirmed: boolean) {
    setValue('');
    setError(undefined);
    setMethod('password');
    onAnswer(confirmed);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      await reverify.mutateAsync(method === 'password' ? { password: value } : { code: value });
      finish(true);
    } catch (failure) {
      setError(fieldErrorsOf(failure)[method] ?? messageOf(failure));
    }
  }

  const canUseCode = twoFactor.data?.enabled === true;
  return (
    <Dialog
      open={open}
      onClose={() => finish(false)}
      title="Confirm it's you"
      description="This action needs a recent check of who you are: it has been more than ten minutes since your last one."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {method === 'password' ? (
          <TextField
            key="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            required
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            label="Code"
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            hint="6 digits from your app, or a recovery code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            required
            autoFocus
          />
        )}
        {canUseCode ? (
          <button
            type="button"
            className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            onClick={() => {
              setMethod(method === 'password' ? 'code' : 'password');
              setValue('');
              setError(undefined);
            }}
          >
            {method === 'password' ? 'Use a code from your app instead' : 'Use your password instead'}
          </button>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => finish(false)}>
            Cancel
          </Button>
          <Button type="submit" pending={reverify.isPending}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
