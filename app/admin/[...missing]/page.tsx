import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Page not found · Billing Console' };

/**
 * Every address under /admin that no page of the section has: without it the REST catch-all
 * (app/[...path]) would answer with its JSON 404. Guarded like the section's pages, so a signed-out
 * visitor learns nothing of which addresses exist.
 */
export default async function AdminMissingPage() {
  await requireConsoleUser('admin');
  notFound();
}
