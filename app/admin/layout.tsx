import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/console/console-shell';
import { icons } from '@/components/console/icons';
import { ConsoleProviders } from '@/components/console/trpc';
import { requireConsoleUser } from '@/server/console/guard';

const nav = [
  { href: '/admin', label: 'Dashboard', icon: icons.dashboard },
  { href: '/admin/tenants', label: 'Tenants', icon: icons.tenants },
  { href: '/admin/audit', label: 'Audit log', icon: icons.audit },
  { href: '/admin/team', label: 'Team', icon: icons.team },
];

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireConsoleUser('admin');
  return (
    <ConsoleProviders kind="admin">
      <ConsoleShell kind="admin" area="Administration" nav={nav} identity={{ title: admin.email, subtitle: 'Administrator' }}>
        {children}
      </ConsoleShell>
    </ConsoleProviders>
  );
}
