import type { Metadata } from 'next';
import { AdminDelivery } from '@/components/admin/admin-delivery';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook delivery · Billing Console' };

export default async function AdminDeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('admin');
  const { id } = await params;
  return <AdminDelivery id={id} />;
}
