import Link from 'next/link';
import { buttonClasses } from '../ui/button';

/**
 * What a browser sees at an address with no page: says so, and offers a way back. The address
 * itself is not repeated: the browser shows it.
 */
export function PageNotFound({ backTo }: { backTo: { href: string; label: string } }) {
  return (
    <div className="max-w-xl">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">There is no page at this address. It may be mistyped, or the page has moved.</p>
      <Link href={backTo.href} className={buttonClasses('primary', 'md', 'mt-6')}>
        {backTo.label}
      </Link>
    </div>
  );
}
