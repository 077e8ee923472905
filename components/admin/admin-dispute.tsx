'use client';

import { useQuery } from '@tanstack/react-query';
import { BackLink, DetailPage } from '../console/detail-parts';
import { DisputeDetailView, refreshUntilClosed } from '../console/dispute-detail-view';
import { useTRPC } from '../console/trpc';

/** Any tenant's dispute, for administrators: what the tenant sees, read only (the tenant answers it), with the tenant one link away. */
export function AdminDispute({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.platform.dispute.queryOptions({ id }), refetchInterval: refreshUntilClosed });
  return (
    <DetailPage query={detail} back={() => <BackLink href="/admin/disputes">All disputes</BackLink>} noun="Dispute" id={id} listHint="find the dispute in the list">
      {(dispute) => (
        <DisputeDetailView
          dispute={dispute}
          paymentHref={`/admin/payments/${dispute.paymentId}`}
          tenant={{ ref: dispute.tenant, href: `/admin/tenants/${dispute.tenant.id}` }}
        />
      )}
    </DetailPage>
  );
}
