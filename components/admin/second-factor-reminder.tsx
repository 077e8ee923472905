import { TextLink } from '../ui/text-link';

/**
 * Where a second factor is not required (the embedded default, a machine of one's own), an
 * administrator without one is reminded on every admin page, with the way to add one: a password
 * alone still opens the console here, and it would not on a shared deployment.
 */
export function SecondFactorReminder() {
  return (
    <div
      role="note"
      aria-label="Second factor suggested"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">Your sign-in has no second factor.</p>
      <p className="mt-1">
        A password alone opens this console here; a shared deployment asks administrators for an authenticator app or a passkey.{' '}
        <TextLink href="/account">Add one on your account page</TextLink>.
      </p>
    </div>
  );
}
