import type { Metadata } from 'next';
import { PaymentConnectorsPage } from '@/components/console/payment-connectors/payment-connectors-page';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payment connectors · Billing Console' };

export default async function PortalPaymentConnectorsPage() {
  await requireConsoleUser('tenant');
  return <PaymentConnectorsPage />;
}
