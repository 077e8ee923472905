import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { textLinkClasses } from '../ui/text-link';
import { type DashboardObject, type ProviderAccount, providerDashboardUrl } from '@/server/services/payment-connectors/dashboard-links';
import { messageOf, statusOf } from './trpc';

/** The way back to the list a detail page was opened from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="mb-4 inline-flex text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
      ← {children}
    </Link>
  );
}

/** An id in monospace with its copy button; long ids wrap rather than widen a phone's page. */
export function IdValue({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <span className="-my-1.5 flex min-w-0 items-center gap-1">
      <span className="min-w-0 break-all font-mono text-xs">{children ?? value}</span>
      <CopyButton value={value} label={`Copy ${label}`} variant="icon" />
    </span>
  );
}

const dashboardName: Record<DashboardObject, string> = { payments: 'payment', refunds: 'refund', disputes: 'dispute' };

/**
 * A provider's id of a payment, refund or dispute, copyable, and for a Stripe connector's objects a
 * link to the object in Stripe's dashboard (in the connector's test or live mode); the sandbox's id
 * has nowhere to go and shows alone.
 */
export function ProviderIdValue({ value, object, account }: { value: string; object: DashboardObject; account: ProviderAccount | null | undefined }) {
  const href = providerDashboardUrl(account, object, value);
  const label = `provider ${dashboardName[object]} ID`;
  if (!href) return <IdValue value={value} label={label} />;
  return (
    <IdValue value={value} label={label}>
      <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClasses} aria-label={`${value}, open in Stripe's dashboard${account?.livemode ? '' : ' (test mode)'}`}>
        {value}
        <span aria-hidden="true"> ↗</span>
      </a>
    </IdValue>
  );
}

/**
 * The page of an id that names nothing (or that the signed-in tenant may not see): said once, in
 * the heading, with what to do under it; any other failure shows the server's message.
 */
export function DetailUnavailable({ missing, noun, id, listHint, message }: { missing: boolean; noun: string; id: string; listHint: string; message: string }) {
  return (
    <PageHeader
      title={missing ? `${noun} not found` : `${noun} could not be loaded`}
      description={
        missing ? (
          <>
            No {noun.toLowerCase()} has the ID <span className="break-all font-mono">{id}</span>. Check the address, or {listHint}.
          </>
        ) : (
          message
        )
      }
    />
  );
}

/**
 * A detail page in each of its states: the way back, then the row's view, a placeholder while it
 * loads, or what went wrong (a 404 said once). `back` may depend on the row (an administrator goes
 * back to its tenant).
 */
export function DetailPage<T, E>({
  query,
  back,
  noun,
  id,
  listHint,
  children,
}: {
  query: UseQueryResult<T, E>;
  back: (data: T | undefined) => ReactNode;
  noun: string;
  id: string;
  listHint: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {back(query.data)}
      {query.isError ? (
        <DetailUnavailable missing={statusOf(query.error) === 404} noun={noun} id={id} listHint={listHint} message={messageOf(query.error)} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <div aria-busy="true" aria-label={`Loading the ${noun.toLowerCase()}`} className="h-96 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      )}
    </>
  );
}

/** JSON as it was sent, indented; wraps instead of scrolling so it reads on a phone. */
export function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="whitespace-pre-wrap break-all rounded-lg bg-zinc-50 p-4 font-mono text-xs leading-relaxed text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
