import type { Metadata } from 'next';
import { PortalCustomers } from '@/components/portal/portal-customers';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Customers · Billing Console' };

export default async function PortalCustomersPage() {
  await requireConsoleUser('tenant');
  return <PortalCustomers />;
}
