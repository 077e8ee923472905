'use client';

import { useQuery } from '@tanstack/react-query';
import { DetailPage } from '../console/detail-parts';
import { PaymentDetailView, paymentRefreshMs } from '../console/payment-detail-view';
import { useTRPC } from '../console/trpc';
import { backToTenant } from './back-to-tenant';

/** Any tenant's payment, for administrators: the tenant's page is one link away. */
export function AdminPayment({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.payments.detailForAdmin.queryOptions({ id }), refetchInterval: (query) => paymentRefreshMs(query.state.data) });
  return (
    <DetailPage query={detail} back={backToTenant} noun="Payment" id={id} listHint="find the payment on its tenant's page">
      {(data) => <PaymentDetailView detail={data} base="/admin" />}
    </DetailPage>
  );
}
