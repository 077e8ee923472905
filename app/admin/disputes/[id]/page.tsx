import type { Metadata } from 'next';
import { AdminDispute } from '@/components/admin/admin-dispute';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Dispute · Billing Console' };

export default async function AdminDisputePage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('admin');
  const id = rowIdOrNotFound((await params).id);
  return <AdminDispute id={id} />;
}
