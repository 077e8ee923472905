import type { Metadata } from 'next';
import { AdminRefunds } from '@/components/admin/admin-refunds';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Refunds · Billing Console' };

export default async function AdminRefundsPage() {
  await requireConsoleUser('admin');
  return <AdminRefunds />;
}
