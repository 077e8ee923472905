'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { paymentStatuses } from '@/server/services/payments/payment-schemas';
import { StatusBadge } from '../ui/badge';
import { StatusCountGrid } from '../ui/count-grid';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { formatDateTime } from '../ui/format';
import { messageOf, useTRPC } from '../console/trpc';
import { ExportButton } from './export-button';

export function PortalOverview() {
  const trpc = useTRPC();
  const me = useQuery(trpc.tenants.me.queryOptions({}));
  const summary = useQuery(trpc.payments.summary.queryOptions({}));

  return (
    <>
      <PageHeader title={me.data ? me.data.name : 'Overview'} description="Your tenant at a glance." actions={<ExportButton />} />
      <Card>
        <CardHeader title="Account" actions={<Link href="/portal/settings" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Edit settings</Link>} />
        {me.isError ? (
          <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">Your account could not be loaded: {messageOf(me.error)}</p>
        ) : me.data ? (
          <DetailList
            items={[
              { label: 'Status', value: <StatusBadge status={me.data.status} /> },
              { label: 'App ID', value: <span className="font-mono">{me.data.appId}</span> },
              { label: 'Webhook URL', value: me.data.webhookUrl ?? 'Not set' },
              { label: 'Member since', value: formatDateTime(me.data.createdAt) },
            ]}
          />
        ) : (
          <div className="h-32 animate-pulse" />
        )}
      </Card>

      <Card className="mt-6">
        <CardHeader
          title="Payments by status"
          description={summary.data ? `${summary.data.total.toLocaleString('en')} payments in all` : undefined}
          actions={<Link href="/portal/payments" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">View payments</Link>}
        />
        {summary.isError ? (
          <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">Totals could not be loaded: {messageOf(summary.error)}</p>
        ) : (
          <StatusCountGrid counts={summary.data?.byStatus} statuses={paymentStatuses} noun="payments" hrefOf={(status) => `/portal/payments?status=${status}`} columns="sm:grid-cols-5" />
        )}
      </Card>
    </>
  );
}
