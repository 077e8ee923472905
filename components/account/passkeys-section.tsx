'use client';

import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { PasskeyView } from '@/server/services/people/passkey-schemas';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { LineSkeleton } from '../ui/skeleton';
import { useToast } from '../ui/toast';
import { ceremonyFailure } from './passkey-ceremony';

/**
 * The signed-in person's passkeys: each signs in alone (no password, no code), so several may be
 * kept (a laptop, a phone, a security key), each named. Adding one names it first (the browser's
 * name, editable), then runs the browser's prompt; removing one asks to confirm it's you when the
 * last check is old.
 */
export function PasskeysSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQuery(trpc.passkeys.list.queryOptions({}));
  const refresh = () => queryClient.invalidateQueries(trpc.passkeys.list.pathFilter());
  const remove = useMutation(trpc.passkeys.remove.mutationOptions({ onSettled: refresh }));
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

  async function confirmRemoval(passkey: PasskeyView) {
    try {
      // An old check is asked again by the console frame's confirm-it's-you dialog, then the removal goes on.
      await remove.mutateAsync({ id: passkey.id });
      setRemoving(null);
      toast.success(`Removed the passkey ${passkey.name}`);
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  }

  return (
    <Card label="Passkeys" className="mt-6">
      <CardHeader
        title="Passkeys"
        description="A passkey signs you in with your device's fingerprint, face or PIN instead of your password and code."
        actions={
          <Button onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        }
      />
      {list.isPending ? (
        <div className="px-5 py-4">
          <LineSkeleton className="h-10 w-64" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="px-5 py-4 text-sm text-red-700 dark:text-red-300">
          {messageOf(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="px-5 py-4 text-sm text-zinc-600 dark:text-zinc-400">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Passkeys">
          {list.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-all">{passkey.name}</span>
                  {passkey.backedUp ? <Badge tone="green">Synced</Badge> : <Badge tone="zinc">This device only</Badge>}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  Added <DateTime value={passkey.createdAt} /> · {passkey.lastUsedAt ? <>last used <DateTime value={passkey.lastUsedAt} /></> : 'never used'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" aria-label={`Rename the passkey ${passkey.name}`} onClick={() => setRenaming(passkey)}>
                  Rename
                </Button>
                <Button variant="secondary" size="sm" aria-label={`Remove the passkey ${passkey.name}`} onClick={() => setRemoving(passkey)}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(passkey) => {
          setAdding(false);
          toast.success(`Added the passkey ${passkey.name}`);
        }}
      />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ''}" will no longer sign you in. The device may keep it until you delete it there too.`}
        confirmLabel="Remove passkey"
        destructive
        pending={remove.isPending}
        onConfirm={() => void (removing && confirmRemoval(removing))}
      />
    </Card>
  );
}

/** Names the new passkey (the browser's name suggested), then asks the browser to make it. */
function AddPasskeyDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (passkey: PasskeyView) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useMutation(trpc.passkeys.registrationOptions.mutationOptions());
  const register = useMutation(trpc.passkeys.register.mutationOptions({ onSettled: () => queryClient.invalidateQueries(trpc.passkeys.list.pathFilter()) }));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { mutate: loadOptions, reset: resetOptions } = options;

  // The options are asked for as the dialog opens: their suggested name fills the field.
  useEffect(() => {
    if (!open) return;
    loadOptions({}, { onSuccess: (ceremony) => setName(ceremony.suggestedName) });
  }, [open, loadOptions]);

  function close() {
    setName('');
    setError(undefined);
    resetOptions();
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      // A fresh challenge for each try: one is spent by every answer, right or wrong.
      const ceremony = options.data && !register.isError ? options.data : await options.mutateAsync({});
      let response;
      try {
        // tRPC's types see the options through JSON; they are the server library's options as made.
        response = await startRegistration({ optionsJSON: ceremony.options as PublicKeyCredentialCreationOptionsJSON });
      } catch (failure) {
        const message = ceremonyFailure(failure);
        if (message) setError(message);
        return;
      }
      const added = await register.mutateAsync({ challengeId: ceremony.challengeId, name, response });
      setName('');
      resetOptions();
      onAdded(added);
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setError(byField.name ?? byField.passkey ?? messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Add a passkey" description="Name it after the device or password manager that keeps it, then follow your browser's prompt.">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} maxLength={64} error={error} required autoFocus />
        {options.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {messageOf(options.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={pending || options.isPending}>
            Continue
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: PasskeyView | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const rename = useMutation(trpc.passkeys.rename.mutationOptions({ onSettled: () => queryClient.invalidateQueries(trpc.passkeys.list.pathFilter()) }));
  const [error, setError] = useState<string | undefined>();

  function close() {
    setError(undefined);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passkey) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    try {
      const renamed = await rename.mutateAsync({ id: passkey.id, name });
      toast.success(`Renamed the passkey ${renamed.name}`);
      close();
    } catch (failure) {
      setError(fieldErrorsOf(failure).name ?? messageOf(failure));
    }
  }

  return (
    <Dialog open={passkey !== null} onClose={close} title="Rename passkey">
      <form key={passkey?.id} onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField label="Name" name="name" defaultValue={passkey?.name} maxLength={64} error={error} required autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={rename.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
