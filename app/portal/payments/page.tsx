import type { Metadata } from 'next';
import { PortalPayments } from '@/components/portal/portal-payments';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payments · Billing Console' };

export default async function PortalPaymentsPage() {
  await requireConsoleUser('tenant');
  return <PortalPayments />;
}
