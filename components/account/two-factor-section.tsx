'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { TwoFactorSetup } from '@/server/services/people/two-factor-schemas';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { LineSkeleton } from '../ui/skeleton';
import { useToast } from '../ui/toast';

/**
 * The signed-in person's two-factor sign-in: whether it is on, setting up an authenticator app
 * (a QR code, or the key to type in, confirmed with its first code), the recovery codes shown once
 * with copy and download, new recovery codes, and turning it off. Renewing the codes and turning it
 * off each ask for a current code (or a recovery code).
 */
export function TwoFactorSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
  const start = useMutation(trpc.twoFactor.startSetup.mutationOptions({ onSettled: refresh }));
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'disable' | null>(null);

  async function startSetup() {
    try {
      setSetup(await start.mutateAsync({}));
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  }

  const enabled = status.data?.enabled ?? false;
  return (
    <Card label="Two-factor sign-in">
      <CardHeader
        title="Two-factor sign-in"
        description="Signing in asks for a code from an authenticator app on your phone besides your password."
        actions={status.data ? <Badge tone={enabled ? 'green' : 'zinc'}>{enabled ? 'On' : 'Off'}</Badge> : null}
      />
      <div className="space-y-4 px-5 py-4">
        {status.isPending ? (
          <LineSkeleton className="h-10 w-64" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {messageOf(status.error)}
          </p>
        ) : enabled ? (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {status.data.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.data.recoveryCodesLeft} recovery codes left.`}{' '}
              {status.data.recoveryCodesLeft <= 3 && 'Make new ones before they run out: without your phone, they are the only way in.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setAsking('regenerate')}>
                New recovery codes
              </Button>
              <Button variant="danger" onClick={() => setAsking('disable')}>
                Turn off
              </Button>
            </div>
          </>
        ) : setup ? (
          <SetupPanel
            setup={setup}
            onCancel={() => setSetup(null)}
            onConfirmed={(codes) => {
              setSetup(null);
              setShownCodes(codes);
              toast.success('Two-factor sign-in is on');
            }}
          />
        ) : (
          <Button onClick={() => void startSetup()} pending={start.isPending}>
            Set up
          </Button>
        )}
      </div>
      <CodeDialog
        open={asking === 'regenerate'}
        onClose={() => setAsking(null)}
        title="Make new recovery codes?"
        description="Your current recovery codes stop working. Enter a code from your authenticator app to go on."
        submitLabel="Make new codes"
        action="regenerate"
        onDone={(codes) => {
          setAsking(null);
          if (codes) setShownCodes(codes);
        }}
      />
      <CodeDialog
        open={asking === 'disable'}
        onClose={() => setAsking(null)}
        title="Turn two-factor sign-in off?"
        description="Signing in then asks for your password only, and your recovery codes are deleted. Enter a code from your authenticator app (or a recovery code) to go on."
        submitLabel="Turn off"
        action="disable"
        onDone={() => {
          setAsking(null);
          toast.success('Two-factor sign-in is off');
        }}
      />
      <RecoveryCodesDialog codes={shownCodes} onDone={() => setShownCodes(null)} />
    </Card>
  );
}

/** The new key as a QR code and as text, and the first code that confirms it. */
function SetupPanel({ setup, onCancel, onConfirmed }: { setup: TwoFactorSetup; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const confirm = useMutation(trpc.twoFactor.confirmSetup.mutationOptions({ onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() }) }));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ code: code.replace(/\s/g, '') });
      onConfirmed(recoveryCodes);
    } catch (failure) {
      setError(fieldErrorsOf(failure).code ?? messageOf(failure));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-600 dark:text-zinc-400">
        <li>Scan the QR code with your authenticator app, or type the key in.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        {/* An SVG as an image: drawn from the server's own markup, never injected into the page. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt="QR code of the key for your authenticator app"
          width={176}
          height={176}
          className="rounded-lg border border-zinc-200 bg-white p-1 dark:border-zinc-700"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">Key</p>
          <div className="flex items-center gap-2">
            <code className="break-all rounded bg-zinc-100 px-2 py-1 font-mono text-sm dark:bg-zinc-800">{setup.key}</code>
            <CopyButton value={setup.key.replace(/ /g, '')} label="Copy key" variant="icon" />
          </div>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <TextField
        label="Code from the app"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        spellCheck={false}
        error={error}
        className="max-w-xs"
        required
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" pending={confirm.isPending}>
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Asks for a current code before renewing the recovery codes or turning two-factor sign-in off. */
function CodeDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  action,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  action: 'regenerate' | 'disable';
  onDone: (recoveryCodes: string[] | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({ onSettled }));
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions({ onSettled }));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close() {
    setCode('');
    setError(undefined);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      if (action === 'regenerate') {
        const { recoveryCodes } = await regenerate.mutateAsync({ code });
        setCode('');
        onDone(recoveryCodes);
      } else {
        await disable.mutateAsync({ code });
        setCode('');
        onDone(null);
      }
    } catch (failure) {
      // A throttled attempt says when to try again (the server's message carries no time, its Retry-After does).
      setError(fieldErrorsOf(failure).code ?? messageOf(failure));
    }
  }

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label="Code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          spellCheck={false}
          hint="6 digits from your app, or a recovery code"
          error={error}
          required
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} pending={regenerate.isPending || disable.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The recovery codes, shown this once (only their hashes are kept): copy, download as a text file,
 * and a tick before the dialog lets go, as where a secret is shown once.
 */
function RecoveryCodesDialog({ codes, onDone }: { codes: string[] | null; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [nudged, setNudged] = useState(false);
  const checkboxId = useId();
  const text = (codes ?? []).join('\n');

  function done() {
    setSaved(false);
    setNudged(false);
    onDone();
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`Recovery codes for two-factor sign-in. Each works once.\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Dialog
      open={codes !== null}
      onClose={done}
      dismissible={saved}
      onDismissAttempt={() => setNudged(true)}
      title="Save your recovery codes"
      description="Each code signs you in once without your authenticator app. They are shown only now: keep them somewhere safe, apart from your phone."
    >
      <div className="space-y-4">
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-zinc-100 p-3 font-mono text-sm dark:bg-zinc-800">
          {(codes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={text} label="Copy recovery codes" />
          <Button variant="secondary" size="sm" onClick={download}>
            Download
          </Button>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-zinc-900 dark:border-zinc-700 dark:accent-zinc-100"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium">
            I have saved them
          </label>
        </div>
        {nudged && !saved && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Tick “I have saved them” first: the codes cannot be shown again.
          </p>
        )}
        <div className="flex justify-end">
          <Button onClick={done} disabled={!saved}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
