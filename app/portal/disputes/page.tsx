import type { Metadata } from 'next';
import { PortalDisputes } from '@/components/portal/portal-disputes';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Disputes · Billing Console' };

export default async function PortalDisputesPage() {
  await requireConsoleUser('tenant');
  return <PortalDisputes />;
}
