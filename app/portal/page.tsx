import type { Metadata } from 'next';
import { PortalOverview } from '@/components/portal/portal-overview';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Overview · Billing Console' };

export default async function PortalOverviewPage() {
  const tenant = await requireConsoleUser('tenant');
  return <PortalOverview name={tenant.name} />;
}
