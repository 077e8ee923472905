'use client';

import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { cn } from './cn';
import { TextField } from './field';
import { FormAlert } from './form-alert';

const subscribeToNothing = () => () => {};

/** False while the server renders and while the page hydrates, true in the browser after that. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape and
 * gives it the dialog role; the title names it.
 *
 * It is rendered at the end of <body>, not where it is used: opened from a table cell it would
 * otherwise inherit the cell's styles (a right-aligned actions column right-aligned its text).
 * Fixed to the viewport and no larger than it, so it is whole on a phone and its content scrolls
 * inside it when taller than the screen.
 *
 * With `dismissible` false, Escape and the backdrop do not close it (`onDismissAttempt` hears
 * them): only the dialog's own buttons do, as where a secret is shown once.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  wide = false,
  dismissible = true,
  onDismissAttempt,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Room for code and bodies (a logged request) rather than a short form. */
  wide?: boolean;
  dismissible?: boolean;
  onDismissAttempt?: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const inBrowser = useInBrowser();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, inBrowser]);

  if (!inBrowser) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        if (dismissible) return;
        event.preventDefault();
        onDismissAttempt?.();
      }}
      onClose={() => {
        // Chromium closes a dialog without a cancel event on a second Escape in a row: one that
        // must stay open opens again.
        if (!dismissible && open) {
          ref.current?.showModal();
          onDismissAttempt?.();
          return;
        }
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target !== ref.current) return;
        if (dismissible) onClose();
        else onDismissAttempt?.();
      }}
      className={cn(
        'fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto',
        wide ? 'max-w-3xl' : 'max-w-lg',
        'rounded-2xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100',
      )}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">
              {description}
            </div>
          )}
          <div className="mt-5">{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}

/**
 * "Are you sure?" for destructive actions: the confirm button repeats the action's verb. With
 * `typeToConfirm`, it stays disabled until that exact text is typed (GitHub's and Vercel's guard
 * against deleting the wrong thing out of habit). Where the action is itself a cancel,
 * `dismissLabel` says what backing out keeps ("Keep payment"). `error`: the server's refusal, shown
 * in the dialog above its buttons.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  pending,
  destructive = true,
  typeToConfirm,
  error,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  dismissLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  typeToConfirm?: { label: string; value: string };
  error?: string | null;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {/* Its own component, so what was typed is forgotten when the dialog closes (its content unmounts). */}
      <ConfirmActions onClose={onClose} onConfirm={onConfirm} confirmLabel={confirmLabel} dismissLabel={dismissLabel} pending={pending} destructive={destructive} typeToConfirm={typeToConfirm} error={error} />
    </Dialog>
  );
}

function ConfirmActions({
  onClose,
  onConfirm,
  confirmLabel,
  dismissLabel,
  pending,
  destructive,
  typeToConfirm,
  error,
}: {
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  dismissLabel: string;
  pending?: boolean;
  destructive: boolean;
  typeToConfirm?: { label: string; value: string };
  error?: string | null;
}) {
  const [typed, setTyped] = useState('');
  const confirmed = !typeToConfirm || typed === typeToConfirm.value;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) onConfirm();
      }}
    >
      {typeToConfirm && (
        <TextField
          label={typeToConfirm.label}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          className="mb-5"
        />
      )}
      <FormAlert message={error} />
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', error && 'mt-5')}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {dismissLabel}
        </Button>
        <Button type="submit" variant={destructive ? 'danger' : 'primary'} pending={pending} disabled={!confirmed}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
