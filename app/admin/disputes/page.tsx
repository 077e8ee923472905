import type { Metadata } from 'next';
import { AdminDisputes } from '@/components/admin/admin-disputes';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Disputes · Billing Console' };

export default async function AdminDisputesPage() {
  await requireConsoleUser('admin');
  return <AdminDisputes />;
}
