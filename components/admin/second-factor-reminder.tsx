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
      // On a phone it is one line and its link: it sits above every admin page's content.
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:mb-6 sm:px-4 sm:py-3 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">
        Your sign-in has no second factor.{' '}
        {/* Underlined: in bold text, a link of the same weight must not be told apart by its colour alone. */}
        <TextLink href="/account" className="underline sm:hidden">
          Add one
        </TextLink>
      </p>
      <p className="mt-1 hidden sm:block">
        A password alone opens this console here; a shared deployment asks administrators for an authenticator app or a passkey.{' '}
        <TextLink href="/account">Add one on your account page</TextLink>.
      </p>
    </div>
  );
}
