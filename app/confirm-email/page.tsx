import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { LinkOutcomeCard } from '@/components/account/link-outcome';
import { getContainer } from '@/server/runtime/process-container';
import { confirmFromLink } from '@/server/console/mailed-links';

export const metadata: Metadata = { title: 'Confirm e-mail address · Learning platform', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The page behind the mailed link: confirms with the token of the query and says what happened. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const container = await getContainer();
  const outcome = await confirmFromLink(container, 'confirm-email', typeof token === 'string' ? token : undefined, await headers());
  return <LinkOutcomeCard outcome={outcome} />;
}
