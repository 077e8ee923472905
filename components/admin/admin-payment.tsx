'use client';

import { useQuery } from '@tanstack/react-query';
import { DetailPage } from '../console/detail-parts';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentDetailView, paymentRefreshMs } from '../console/payment-detail-view';
import { PaymentDisputesCard } from '../console/payment-disputes';
import { messageOf, useTRPC } from '../console/trpc';
import { RefundsCard } from '../portal/payment-refunds';
import { backToTenant } from './back-to-tenant';

/**
 * Any tenant's payment, for administrators: its refunds and disputes as the tenant sees them
 * (without the tenant's Refund and answers; each dispute opens its page), and the tenant's page one
 * link away.
 */
export function AdminPayment({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.payments.detailForAdmin.queryOptions({ id }), refetchInterval: (query) => paymentRefreshMs(query.state.data) });
  const page = { paymentId: id, limit: 100, offset: 0, sortOrder: 'desc' } as const;
  const refunds = useQuery({
    ...trpc.platform.refunds.queryOptions({ ...page, sortBy: 'createdAt' }),
    refetchInterval: (query) => (query.state.data?.data.some((refund) => refund.status === 'PENDING') ? LIVE_REFRESH_MS : false),
  });
  const disputes = useQuery({ ...trpc.platform.disputes.queryOptions({ ...page, sortBy: 'createdAt' }), refetchInterval: LIVE_REFRESH_MS });
  return (
    <DetailPage query={detail} back={backToTenant} noun="Payment" id={id} listHint="find the payment on its tenant's page">
      {(data) => (
        <PaymentDetailView
          detail={data}
          base="/admin"
          refunds={<RefundsCard refunds={refunds.data?.data} loading={refunds.isPending} error={refunds.isError ? messageOf(refunds.error) : null} account={data.connector} />}
          disputes={
            <PaymentDisputesCard
              disputes={disputes.data?.data}
              loading={disputes.isPending}
              error={disputes.isError ? messageOf(disputes.error) : null}
              hrefOf={(dispute) => `/admin/disputes/${dispute.id}`}
            />
          }
        />
      )}
    </DetailPage>
  );
}
