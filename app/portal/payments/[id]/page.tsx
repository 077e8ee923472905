import type { Metadata } from 'next';
import { PortalPayment } from '@/components/portal/portal-payment';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payment · Billing Console' };

export default async function PortalPaymentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const { id } = await params;
  return <PortalPayment id={id} />;
}
