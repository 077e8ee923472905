import type { Metadata } from 'next';
import { AdminDelivery } from '@/components/admin/admin-delivery';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook delivery · Billing Console' };

export default async function AdminDeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('admin');
  const id = rowIdOrNotFound((await params).id);
  return <AdminDelivery id={id} />;
}
