'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailPage } from '../console/detail-parts';
import { DisputeDetailView, refreshUntilClosed } from '../console/dispute-detail-view';
import { useTRPC } from '../console/trpc';
import type { PlatformDispute } from '@/server/services/platform/platform-schemas';

/** Any tenant's dispute, for administrators: what the tenant sees, read only (the tenant answers it), with the tenant one link away. */
export function AdminDispute({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.platform.dispute.queryOptions({ id }), refetchInterval: refreshUntilClosed });
  return (
    <DetailPage query={detail} back={() => <BackLink href="/admin/disputes">All disputes</BackLink>} noun="Dispute" id={id} listHint="find the dispute in the list">
      {(dispute) => <AdminDisputeView dispute={dispute} />}
    </DetailPage>
  );
}

function AdminDisputeView({ dispute }: { dispute: PlatformDispute }) {
  const trpc = useTRPC();
  // The payment's connector says where the provider shows the dispute (Stripe's dashboard, test or live).
  const payment = useQuery(trpc.payments.detailForAdmin.queryOptions({ id: dispute.paymentId }));
  return (
    <DisputeDetailView
      dispute={dispute}
      account={payment.data?.connector}
      paymentHref={`/admin/payments/${dispute.paymentId}`}
      tenant={{ ref: dispute.tenant, href: `/admin/tenants/${dispute.tenant.id}` }}
    />
  );
}
