import { type TRPCLink, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@/server/routers';

/**
 * "Confirm it's you" for every dangerous action of the console at once. The server refuses such
 * an action (a secret changed or revealed, a tenant deleted, a role changed, a person removed) with
 * the reason `reverify_required` when the session's last password or code check is older than ten
 * minutes. This link hears that refusal, asks the person (one dialog, however many calls were
 * refused together), and sends the same call again once they have confirmed: the action the person
 * asked for happens, without each page handling the refusal.
 */

type Confirmation = { resolve: (confirmed: boolean) => void; promise: Promise<boolean> };
let pending: Confirmation | null = null;
const listeners = new Set<() => void>();

/** Whether a question waits for the dialog. */
export const confirmationPending = () => pending !== null;

/** The dialog listens while it is mounted; without one the refusal is the answer. */
export function onConfirmationChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** One question for every call refused meanwhile; the host dialog answers it. */
function askToConfirm(): Promise<boolean> {
  if (!pending) {
    let resolve!: (confirmed: boolean) => void;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    pending = { resolve, promise };
    for (const listener of listeners) listener();
  }
  return pending.promise;
}

/** The dialog's answer: confirmed (every waiting call is sent again) or cancelled (each fails with its refusal). */
export function answerConfirmation(confirmed: boolean) {
  const current = pending;
  pending = null;
  for (const listener of listeners) listener();
  current?.resolve(confirmed);
}

const needsConfirmation = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { reason?: string } | undefined)?.reason === 'reverify_required';

export function confirmItsYouLink(): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) => {
        let subscription: { unsubscribe: () => void } | undefined;
        let stopped = false;
        const attempt = () => {
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            error: (error) => {
              // Without a host on the page (no console frame) the refusal is the answer.
              if (stopped || listeners.size === 0 || !needsConfirmation(error)) return observer.error(error);
              void askToConfirm().then((confirmed) => (confirmed && !stopped ? attempt() : observer.error(error)));
            },
            complete: () => observer.complete(),
          });
        };
        attempt();
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
}

