import type { Metadata } from 'next';
import { TenantsPage } from '@/components/admin/tenants-page';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Tenants · Billing Console' };

export default async function AdminTenantsPage() {
  await requireConsoleUser('admin');
  return <TenantsPage />;
}
