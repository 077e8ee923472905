import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageNotFound } from '@/components/console/page-not-found';

export const metadata: Metadata = { title: 'Page not found · Billing Console' };

/**
 * The page of an address nothing answers, outside the console's sections: a browser's navigation
 * there is sent here by proxy.ts (API clients get the REST API's JSON 404 instead).
 */
export default async function NotFound() {
  // Rendered per request, like every page: its scripts need this request's nonce (proxy.ts).
  await connection();
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-xl">
        <PageNotFound backTo={{ href: '/', label: 'Go to the home page' }} />
      </div>
    </main>
  );
}
