import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

// Rendered per request: the Content-Security-Policy's script nonce is new on every request (proxy.ts).
export const dynamic = 'force-dynamic';

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-6 py-16">
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
        B
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">Billing platform</h1>
      <p className="mt-4 max-w-2xl text-zinc-600 dark:text-zinc-400">
        A multi-tenant billing service with signed webhooks and an audit log, a course API and a learning platform&apos;s account-data API, and the
        console to run them.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/login" className={buttonClasses('primary')}>
          Sign in to the console
        </Link>
        <Link href="/docs" className={buttonClasses('secondary')}>
          API reference
        </Link>
      </div>
      <ul className="mt-10 space-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        <li>
          <a className="font-medium text-indigo-600 hover:underline dark:text-indigo-400" href="/openapi.json">
            OpenAPI document
          </a>{' '}
          — generated from the same schemas the server validates with.
        </li>
        <li>
          {/* A JSON route under the REST catch-all, not a page: a plain link is right. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="font-medium text-indigo-600 hover:underline dark:text-indigo-400" href="/health/ready">
            Readiness
          </a>{' '}
          — database, cache and analytics.
        </li>
      </ul>
    </main>
  );
}
