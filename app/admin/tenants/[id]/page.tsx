import type { Metadata } from 'next';
import { TenantDetail } from '@/components/admin/tenant-detail';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Tenant · Billing Console' };

export default async function AdminTenantPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('admin');
  const { id } = await params;
  return <TenantDetail id={id} />;
}
