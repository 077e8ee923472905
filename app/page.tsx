import Link from 'next/link';

export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Billing platform</h1>
      <p className="mt-4 text-slate-600">
        A multi-tenant billing service with a course API and a learning platform&apos;s account-data API.
      </p>
      <ul className="mt-8 space-y-3">
        <li>
          <Link className="text-blue-700 underline" href="/docs">
            API reference
          </Link>{' '}
          — every operation, generated from the same schemas the server validates with.
        </li>
        <li>
          <a className="text-blue-700 underline" href="/openapi.json">
            OpenAPI document
          </a>
        </li>
        <li>
          {/* A JSON route under the REST catch-all, not a page: a plain link is right. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="text-blue-700 underline" href="/health/ready">
            Readiness
          </a>
        </li>
      </ul>
    </main>
  );
}
