'use client';

import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';

export type ShownSecret = { label: string; value: string; copyLabel: string };

/**
 * A secret shown one time (a new app secret, a new signing secret): the dialog stays until the
 * reader ticks "I have copied it". Before that, Escape and a click beside the dialog only point at
 * the checkbox, so a stray key press cannot lose a secret that is stored only as a hash.
 */
export function SecretOnceDialog({
  open,
  title,
  description,
  values,
  note,
  onDone,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** What to copy, in order: each in monospace with its copy button. */
  values: ShownSecret[];
  /** Why it cannot be read again, and what to do if it is lost. */
  note: ReactNode;
  onDone: () => void;
  /** More to say about the change, under the values. */
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const [nudged, setNudged] = useState(false);
  const checkboxId = useId();

  function done() {
    setCopied(false);
    setNudged(false);
    onDone();
  }

  return (
    <Dialog open={open} onClose={done} dismissible={copied} onDismissAttempt={() => setNudged(true)} title={title} description={description}>
      <div className="space-y-4">
        {values.map((value) => (
          <SecretValue key={value.label} {...value} />
        ))}
        {children}
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200">
          {note}
        </p>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={copied}
            onChange={(event) => setCopied(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-zinc-900 dark:border-zinc-700 dark:accent-zinc-100"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium">
            I have copied it
          </label>
        </div>
        {nudged && !copied && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Tick “I have copied it” first: the dialog stays open until then.
          </p>
        )}
        <div className="flex justify-end pt-1">
          <Button onClick={done} disabled={!copied}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function SecretValue({ label, value, copyLabel }: ShownSecret) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">{label}</p>
      <div className="flex items-center gap-2">
        <code aria-label={label} className="block min-w-0 flex-1 break-all rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950">
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}
