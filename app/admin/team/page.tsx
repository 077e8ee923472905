import type { Metadata } from 'next';
import { AdminTeam } from '@/components/admin/admin-team';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Team · Billing Console' };

export default async function AdminTeamPage() {
  const admin = await requireConsoleUser('admin');
  return <AdminTeam role={admin.role} selfId={admin.adminId} />;
}
