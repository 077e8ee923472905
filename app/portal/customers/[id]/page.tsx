import type { Metadata } from 'next';
import { PortalCustomer } from '@/components/portal/portal-customer';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Customer · Billing Console' };

export default async function PortalCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const id = rowIdOrNotFound((await params).id);
  return <PortalCustomer id={id} />;
}
