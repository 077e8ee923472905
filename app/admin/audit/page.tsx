import type { Metadata } from 'next';
import { AuditLogPage } from '@/components/admin/audit-log-page';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Audit log · Billing Console' };

export default async function AdminAuditPage() {
  await requireConsoleUser('admin');
  return <AuditLogPage />;
}
