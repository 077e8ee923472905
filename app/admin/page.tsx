import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Dashboard · Billing Console' };

export default async function AdminDashboardPage() {
  await requireConsoleUser('admin');
  return <AdminDashboard />;
}
