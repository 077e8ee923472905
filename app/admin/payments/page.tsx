import type { Metadata } from 'next';
import { AdminPayments } from '@/components/admin/admin-payments';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Payments · Billing Console' };

export default async function AdminPaymentsPage() {
  await requireConsoleUser('admin');
  return <AdminPayments />;
}
