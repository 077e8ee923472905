'use client';

import type { ReactNode } from 'react';
import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import type { TenantRef } from '@/server/services/platform/platform-schemas';
import { reasonLabel } from '@/server/services/shared/reason-labels';
import { StatusBadge } from '../ui/badge';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { formatAmount } from '../ui/format';
import { TextLink } from '../ui/text-link';
import type { ProviderAccount } from '@/server/services/payment-connectors/dashboard-links';
import { IdValue, ProviderIdValue } from './detail-parts';
import { mayAnswer, timeLeftToAnswer } from './dispute-time-left';
import { LIVE_REFRESH_MS } from './live-refresh';
import { TimeLeft } from './tables/disputes-table';
import { useNowToTheMinute } from './use-now';

/**
 * How often a dispute's page reads it again: an open dispute is moved on by the tenant's answer and
 * the provider's decision, a closed one never changes.
 */
export const refreshUntilClosed = (query: { state: { data?: Pick<Dispute, 'status'> } }) =>
  query.state.data?.status === 'WON' || query.state.data?.status === 'LOST' ? false : LIVE_REFRESH_MS;

/**
 * A dispute's page body, for the tenant who answers it and for administrators who watch it: its
 * figures, the time left to answer, and the evidence once sent. `actions` gets whether it can still
 * be answered (open, before its due date); `tenant` adds the tenant's row (administrators);
 * `account`, the connector of the dispute's payment, links its provider id to Stripe's dashboard.
 */
export function DisputeDetailView({
  dispute,
  paymentHref,
  tenant,
  actions,
  account,
}: {
  dispute: Dispute;
  paymentHref: string;
  account?: ProviderAccount | null;
  tenant?: { ref: TenantRef; href: string };
  actions?: (answerable: boolean) => ReactNode;
}) {
  const now = useNowToTheMinute();
  const amount = formatAmount(dispute.amount, dispute.currency);
  const answerable = now !== null && mayAnswer(dispute, now);
  return (
    <>
      <PageHeader
        title={`Dispute of ${amount}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={dispute.status} />
            <span>Reason: {reasonLabel(dispute.reason)}</span>
          </span>
        }
        actions={actions?.(answerable)}
      />
      <Card>
        <CardHeader title="Details" />
        <DetailList
          items={[
            { label: 'Status', value: <StatusBadge status={dispute.status} /> },
            { label: 'Amount', value: <span className="tabular-nums">{amount}</span> },
            { label: 'Reason', value: reasonLabel(dispute.reason) },
            ...(tenant ? [{ label: 'Tenant', value: <TextLink href={tenant.href}>{tenant.ref.name}</TextLink> }] : []),
            { label: 'Payment', value: <TextLink href={paymentHref}>{dispute.paymentId}</TextLink> },
            { label: 'Time left', value: now === null ? '' : <TimeLeft text={timeLeftToAnswer(dispute, now)} /> },
            { label: 'Evidence due by', value: <DateTime value={dispute.evidenceDueBy} /> },
            { label: 'Opened', value: <DateTime value={dispute.createdAt} /> },
            { label: 'Updated', value: <DateTime value={dispute.updatedAt} /> },
            { label: 'Dispute ID', value: <IdValue value={dispute.id} label="dispute ID" /> },
            { label: 'Provider dispute ID', value: <ProviderIdValue value={dispute.providerDisputeId} object="disputes" account={account} /> },
          ]}
        />
      </Card>
      {dispute.evidence !== null && (
        <Card className="mt-6">
          <CardHeader title="Evidence" description={<>Sent to the payment provider <DateTime value={dispute.evidenceSubmittedAt} />.</>} />
          <p className="whitespace-pre-wrap break-words px-5 py-4 text-sm">{dispute.evidence}</p>
        </Card>
      )}
    </>
  );
}
