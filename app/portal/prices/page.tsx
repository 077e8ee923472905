import type { Metadata } from 'next';
import { PortalPrices } from '@/components/portal/portal-prices';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Prices · Billing Console' };

export default async function PortalPricesPage() {
  await requireConsoleUser('tenant');
  return <PortalPrices />;
}
