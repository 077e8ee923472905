'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailUnavailable } from '../console/detail-parts';
import { PaymentDetailView } from '../console/payment-detail-view';
import { messageOf, statusOf, useTRPC } from '../console/trpc';

/** Any tenant's payment, for administrators: the tenant's page is one link away. */
export function AdminPayment({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.payments.detailForAdmin.queryOptions({ id }));
  const back = detail.data ? (
    <BackLink href={`/admin/tenants/${detail.data.tenant.id}`}>{detail.data.tenant.name}</BackLink>
  ) : (
    <BackLink href="/admin/tenants">All tenants</BackLink>
  );

  if (detail.isError) {
    return (
      <>
        {back}
        <DetailUnavailable missing={statusOf(detail.error) === 404} noun="Payment" id={id} listHint="find the payment on its tenant's page" message={messageOf(detail.error)} />
      </>
    );
  }
  return (
    <>
      {back}
      {detail.data ? (
        <PaymentDetailView detail={detail.data} base="/admin" />
      ) : (
        <div aria-busy="true" aria-label="Loading the payment" className="h-96 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      )}
    </>
  );
}
