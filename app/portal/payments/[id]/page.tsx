import type { Metadata } from 'next';
import { PortalPayment } from '@/components/portal/portal-payment';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payment · Billing Console' };

export default async function PortalPaymentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const id = rowIdOrNotFound((await params).id);
  return <PortalPayment id={id} />;
}
