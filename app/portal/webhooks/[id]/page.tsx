import type { Metadata } from 'next';
import { PortalDelivery } from '@/components/portal/portal-delivery';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook delivery · Billing Console' };

export default async function PortalDeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const id = rowIdOrNotFound((await params).id);
  return <PortalDelivery id={id} />;
}
