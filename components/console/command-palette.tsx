'use client';

import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import type { AdminSearchResults, TenantSearchResults } from '@/server/services/console-search/search-schemas';
import { reasonLabel } from '@/server/services/shared/reason-labels';
import { StatusBadge } from '../ui/badge';
import { formatAmount } from '../ui/format';
import { DateTime } from '../ui/date-time';
import type { ConsoleKind } from './auth-client';
import { messageOf, useTRPC } from './trpc';

export type PalettePage = { href: string; label: string };

/** Typing pauses this long before the server is asked: one query per word, not per key. */
const TYPING_PAUSE_MS = 200;
/** Fewer characters than this match too much to be worth a server query; pages still filter. */
const MIN_QUERY_LENGTH = 2;

/** `wrapDetail`: the detail may take two lines (an audit event's actor and target), not one truncated. */
type Hit = { key: string; href: string; title: ReactNode; detail: ReactNode; status?: string; wrapDetail?: boolean };
type HitGroup = { heading: string; hits: Hit[] };

function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const auditHref = (event: AdminSearchResults['auditEvents'][number]) => {
  const filters = new URLSearchParams({ action: event.action });
  if (event.targetId) filters.set('targetId', event.targetId);
  else if (event.actorId) filters.set('actorId', event.actorId);
  return `/admin/audit?${filters}`;
};

/** How a kind of party reads: "admin", not "console_admin". */
const partyKinds: Record<string, string> = { console_admin: 'admin', webhook_delivery: 'webhook delivery', api_key: 'API key' };

/** One side of an audit event as the log names it: "tenant Acme Widgets", "admin ana@example.com", "system". */
function partyText(type: string | null, name: string | null, id: string | null): string {
  const kind = type ? (partyKinds[type] ?? type) : '';
  const shown = name ?? (id && id.length > 13 ? `${id.slice(0, 8)}…` : id);
  return [kind, shown].filter(Boolean).join(' ');
}

type PaymentHit = TenantSearchResults['payments'][number];

/** Why a payment was found, when not by its own ids: the customer, or the metadata entry. */
const paymentDetail = (payment: PaymentHit, query: string, owner?: string) =>
  [
    owner,
    payment.metadataMatch ? `${payment.metadataMatch.key}: ${payment.metadataMatch.value}` : payment.userId === query || !owner ? payment.userId : null,
    payment.providerPaymentId ?? payment.id,
  ]
    .filter(Boolean)
    .join(' · ');

type RefundHit = TenantSearchResults['refunds'][number] & { tenantName?: string };
type DisputeHit = TenantSearchResults['disputes'][number] & { tenantName?: string };

/** A refund opens on its payment's page, which lists it; a dispute on its own page. Administrators see the tenant first. */
const refundGroup = (refunds: RefundHit[], base: '/admin' | '/portal'): HitGroup => ({
  heading: 'Refunds',
  hits: refunds.map((refund) => ({
    key: `refund:${refund.id}`,
    href: `${base}/payments/${refund.paymentId}`,
    title: `Refund of ${formatAmount(refund.amount, refund.currency)}`,
    detail: [refund.tenantName, refund.providerRefundId ?? refund.id].filter(Boolean).join(' · '),
    status: refund.status,
  })),
});

const disputeGroup = (disputes: DisputeHit[], base: '/admin' | '/portal'): HitGroup => ({
  heading: 'Disputes',
  hits: disputes.map((dispute) => ({
    key: `dispute:${dispute.id}`,
    href: `${base}/disputes/${dispute.id}`,
    title: `Dispute of ${formatAmount(dispute.amount, dispute.currency)}`,
    detail: [dispute.tenantName, reasonLabel(dispute.reason), dispute.providerDisputeId].filter(Boolean).join(' · '),
    status: dispute.status,
  })),
});

export function adminGroups(results: AdminSearchResults, query: string): HitGroup[] {
  return [
    {
      heading: 'Tenants',
      hits: results.tenants.map((tenant) => ({
        key: `tenant:${tenant.id}`,
        href: `/admin/tenants/${tenant.id}`,
        title: tenant.name,
        detail: tenant.appId,
        status: tenant.status,
      })),
    },
    {
      heading: 'Payments',
      hits: results.payments.map((payment) => ({
        key: `payment:${payment.id}`,
        href: `/admin/payments/${payment.id}`,
        title: formatAmount(payment.amount, payment.currency),
        detail: paymentDetail(payment, query, payment.tenantName),
        status: payment.status,
      })),
    },
    refundGroup(results.refunds, '/admin'),
    disputeGroup(results.disputes, '/admin'),
    {
      heading: 'Webhook deliveries',
      hits: results.deliveries.map((delivery) => ({
        key: `delivery:${delivery.id}`,
        href: `/admin/webhooks/${delivery.id}`,
        title: delivery.eventType,
        detail: <>{delivery.tenantName} · <DateTime value={delivery.createdAt} /></>,
        status: delivery.status,
      })),
    },
    {
      heading: 'Audit events',
      hits: results.auditEvents.map((event) => ({
        key: `audit:${event.id}`,
        href: auditHref(event),
        title: event.action,
        wrapDetail: true,
        detail: (
          <>
            <DateTime value={event.at} /> · {partyText(event.actorType, event.actorName, event.actorId)}
            {(event.targetType || event.targetId) && <> → {partyText(event.targetType, event.targetName, event.targetId)}</>}
          </>
        ),
      })),
    },
  ];
}

export function tenantGroups(results: TenantSearchResults, query: string): HitGroup[] {
  return [
    {
      heading: 'Payments',
      hits: results.payments.map((payment) => ({
        key: `payment:${payment.id}`,
        href: `/portal/payments/${payment.id}`,
        title: formatAmount(payment.amount, payment.currency),
        detail: paymentDetail(payment, query),
        status: payment.status,
      })),
    },
    refundGroup(results.refunds, '/portal'),
    disputeGroup(results.disputes, '/portal'),
    {
      heading: 'Webhook deliveries',
      hits: results.deliveries.map((delivery) => ({
        key: `delivery:${delivery.id}`,
        href: `/portal/webhooks/${delivery.id}`,
        title: delivery.eventType,
        detail: <DateTime value={delivery.createdAt} />,
        status: delivery.status,
      })),
    },
  ];
}

/** The server's hits for the settled text, through the procedure of the signed-in kind of user. */
function useSearchHits(kind: ConsoleKind, query: string) {
  const trpc = useTRPC();
  const enabled = query.length >= MIN_QUERY_LENGTH;
  const admin = useQuery({ ...trpc.console.search.queryOptions({ query }), enabled: enabled && kind === 'admin', staleTime: 10_000 });
  const tenant = useQuery({ ...trpc.console.searchMine.queryOptions({ query }), enabled: enabled && kind === 'tenant', staleTime: 10_000 });
  const active = kind === 'admin' ? admin : tenant;
  const groups = admin.data ? adminGroups(admin.data, query) : tenant.data ? tenantGroups(tenant.data, query) : [];
  return {
    groups: enabled ? groups : [],
    loading: enabled && active.isFetching,
    error: enabled && active.error ? messageOf(active.error) : null,
    auditLogUnavailable: kind === 'admin' && enabled && admin.data?.auditLogUnavailable === true,
  };
}

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-zinc-800 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900 dark:text-zinc-200 dark:data-[selected=true]:bg-indigo-500/15 dark:data-[selected=true]:text-indigo-100';
const groupClasses =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-zinc-600 dark:[&_[cmdk-group-heading]]:text-zinc-400';

/**
 * The console's command palette: the console's pages, and what the typed text names on the
 * server (for an administrator any tenant, payment, delivery or audit event; for a tenant its own
 * payments and deliveries). Loaded only when first opened, so no page pays for it up front.
 */
export default function CommandPalette({
  kind,
  pages,
  open,
  onOpenChange,
}: {
  kind: ConsoleKind;
  pages: PalettePage[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useSettledValue(typed, TYPING_PAUSE_MS);
  const search = useSearchHits(kind, query);
  const settling = typed !== query && typed.length >= MIN_QUERY_LENGTH;

  const matchingPages = pages.filter((page) => page.label.toLowerCase().includes(typed.toLowerCase()));
  const hitCount = search.groups.reduce((sum, group) => sum + group.hits.length, 0);
  const waiting = settling || search.loading;

  function go(href: string) {
    onOpenChange(false);
    setText('');
    router.push(href);
  }

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Search the console"
      shouldFilter={false}
      loop
      overlayClassName="fixed inset-0 z-40 bg-zinc-950/55 backdrop-blur-[2px]"
      contentClassName="fixed inset-x-4 top-[8vh] z-50 mx-auto flex max-h-[calc(84dvh)] max-w-xl flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="flex items-center gap-2 border-b border-zinc-200 px-4 dark:border-zinc-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={kind === 'admin' ? 'ID, app ID, name, customer or metadata…' : 'Payment, refund, dispute or delivery ID, customer or metadata…'}
          className="h-12 w-full min-w-0 bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 focus-visible:outline-none sm:text-sm dark:text-zinc-100 dark:placeholder:text-zinc-400"
        />
      </div>
      <Command.List className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        {matchingPages.length > 0 && (
          <Command.Group heading="Pages" className={groupClasses}>
            {matchingPages.map((page) => (
              <Command.Item key={page.href} value={`page:${page.href}`} onSelect={() => go(page.href)} className={itemClasses}>
                Go to {page.label}
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {search.groups
          .filter((group) => group.hits.length > 0)
          .map((group) => (
            <Command.Group key={group.heading} heading={group.heading} className={groupClasses}>
              {group.hits.map((hit) => (
                <Command.Item key={hit.key} value={hit.key} onSelect={() => go(hit.href)} className={itemClasses}>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{hit.title}</span>
                    <span className={`block text-xs text-zinc-600 dark:text-zinc-400 ${hit.wrapDetail ? 'line-clamp-2 break-words' : 'truncate'}`}>{hit.detail}</span>
                  </span>
                  {hit.status && <StatusBadge status={hit.status} />}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
      </Command.List>
      <PaletteStatus
        typed={typed}
        waiting={waiting}
        error={search.error}
        nothingFound={!waiting && !search.error && hitCount === 0 && matchingPages.length === 0}
        auditLogUnavailable={search.auditLogUnavailable}
      />
      <p className="hidden border-t border-zinc-200 px-4 py-2 text-xs text-zinc-600 sm:block dark:border-zinc-800 dark:text-zinc-400">
        <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move, <kbd className="font-sans">Enter</kbd> to open, <kbd className="font-sans">Esc</kbd> to close
      </p>
    </Command.Dialog>
  );
}

/** What the list says besides its items, announced to screen readers as it changes. */
function PaletteStatus({
  typed,
  waiting,
  error,
  nothingFound,
  auditLogUnavailable,
}: {
  typed: string;
  waiting: boolean;
  error: string | null;
  nothingFound: boolean;
  auditLogUnavailable: boolean;
}) {
  const message = error
    ? `Search failed: ${error}`
    : waiting
      ? 'Searching…'
      : nothingFound
        ? `Nothing found for “${typed}”.`
        : auditLogUnavailable
          ? 'The audit log is unavailable just now; other results are shown.'
          : typed.length > 0 && typed.length < MIN_QUERY_LENGTH
            ? 'Type one more character to search.'
            : '';
  return (
    <p role="status" className="px-5 pb-3 text-sm text-zinc-600 empty:hidden dark:text-zinc-400">
      {message}
    </p>
  );
}
