import type { Metadata } from 'next';
import { PortalDispute } from '@/components/portal/portal-dispute';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Dispute · Billing Console' };

export default async function PortalDisputePage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const id = rowIdOrNotFound((await params).id);
  return <PortalDispute id={id} />;
}
