import type { Metadata } from 'next';
import { PortalRequests } from '@/components/portal/portal-requests';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Requests · Billing Console' };

export default async function PortalRequestsPage() {
  await requireConsoleUser('tenant');
  return <PortalRequests />;
}
