import type { Metadata } from 'next';
import { AdminPayment } from '@/components/admin/admin-payment';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payment · Billing Console' };

export default async function AdminPaymentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('admin');
  const id = rowIdOrNotFound((await params).id);
  return <AdminPayment id={id} />;
}
