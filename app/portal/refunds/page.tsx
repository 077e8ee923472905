import type { Metadata } from 'next';
import { PortalRefunds } from '@/components/portal/portal-refunds';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Refunds · Billing Console' };

export default async function PortalRefundsPage() {
  await requireConsoleUser('tenant');
  return <PortalRefunds />;
}
