'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { paymentStatuses } from '@/server/services/payments/payment-constants';
import type { Tenant } from '@/server/services/tenants/tenant-schemas';
import { UTC, zoneLabel } from '@/server/services/time/time';
import { StatusBadge } from '../ui/badge';
import { StatusCountGrid } from '../ui/count-grid';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { CopyableText } from '../ui/copyable-text';
import { DateTime } from '../ui/date-time';
import { LineSkeleton } from '../ui/skeleton';
import { useReaderTimeZone } from '../ui/time-zone';
import { InsightsPanel } from '../insights/insights-panel';
import { counted, isInsightsWindow, windowLabels } from '../insights/insights-figures';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { messageOf, useTRPC } from '../console/trpc';
import { useUrlState } from '../console/use-url-state';
import { ExportButton } from './export-button';

/** Figures per hour move slowly: read them again less often than the live counts. */
const INSIGHTS_REFRESH_MS = LIVE_REFRESH_MS * 3;

/**
 * The tenant's traffic first, then its account and its payments by status, read again every few
 * seconds: payments move on without the tenant (the provider settles them). `name` is the tenant's
 * name as the server rendered the page, so the heading is final from the first paint.
 */
export function PortalOverview({ name }: { name: string }) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.tenants.me.queryOptions({}), refetchInterval: LIVE_REFRESH_MS });
  const summary = useQuery({ ...trpc.payments.summary.queryOptions({}), refetchInterval: LIVE_REFRESH_MS });
  const [view, setView] = useUrlState({ window: '24h' });
  const span = isInsightsWindow(view.window) ? view.window : '24h';
  // Days are the reader's: the figures are asked for once the page knows the reader's zone.
  const readerZone = useReaderTimeZone();
  const timeZone = readerZone ?? UTC;
  const insights = useQuery({ ...trpc.requestLog.insightsMine.queryOptions({ window: span, timeZone }), enabled: readerZone !== null, placeholderData: keepPreviousData, refetchInterval: INSIGHTS_REFRESH_MS });

  return (
    <>
      <PageHeader title={me.data?.name ?? name} description="Your tenant at a glance." actions={<ExportButton />} />
      <InsightsPanel
        className="mb-6"
        title="Traffic"
        description={
          <>
            Your payments, refunds and open disputes, and your API requests, errors and latency over the {windowLabels[span]}, in {zoneLabel(timeZone)}.{' '}
            <Link href="/portal/requests" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              View requests
            </Link>
          </>
        }
        selected={span}
        onWindow={(next) => setView({ window: next })}
        insights={insights.data}
        error={insights.isError ? messageOf(insights.error) : null}
        disputesHref="/portal/disputes"
      />
      <Card>
        <CardHeader title="Account" actions={<Link href="/portal/settings" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Edit settings</Link>} />
        {me.isError ? (
          <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">Your account could not be loaded: {messageOf(me.error)}</p>
        ) : (
          <DetailList items={accountDetails(me.data)} />
        )}
      </Card>

      <Card className="mt-6">
        <CardHeader
          title="Payments by status"
          description={summary.data ? `${counted(summary.data.total, 'payment')} in all` : summary.isError ? undefined : <LineSkeleton className="w-36" />}
          actions={<Link href="/portal/payments" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">View payments</Link>}
        />
        {summary.isError ? (
          <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">Totals could not be loaded: {messageOf(summary.error)}</p>
        ) : (
          <StatusCountGrid counts={summary.data?.byStatus} statuses={paymentStatuses} noun="payment" hrefOf={(status) => `/portal/payments?status=${status}`} columns="sm:grid-cols-6" />
        )}
      </Card>
    </>
  );
}

/** The account's details; while they load, the same labels over one-line placeholders. */
function accountDetails(tenant: Tenant | undefined) {
  return [
    { label: 'Status', value: tenant ? <StatusBadge status={tenant.status} /> : <LineSkeleton className="w-16" /> },
    { label: 'App ID', value: tenant ? <CopyableText value={tenant.appId} label="Copy app ID" /> : <LineSkeleton className="w-28" /> },
    { label: 'Webhook URL', value: tenant ? (tenant.webhookUrl ?? 'Not set') : <LineSkeleton className="w-48" /> },
    { label: 'Member since', value: tenant ? <DateTime value={tenant.createdAt} /> : <LineSkeleton className="w-36" /> },
  ];
}
