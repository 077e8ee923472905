import type { ReactNode } from 'react';
import { SecondFactorReminder } from '@/components/admin/second-factor-reminder';
import { ConsoleShell } from '@/components/console/console-shell';
import { adminNav } from '@/components/console/console-nav';
import { ConsoleProviders } from '@/components/console/trpc';
import { requireConsoleUser } from '@/server/console/guard';
import { shellIdentityOf } from '@/server/console/shell-identity';

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireConsoleUser('admin');
  return (
    <ConsoleProviders kind="admin" role={{ kind: 'admin', role: admin.role }}>
      <ConsoleShell kind="admin" area="Administration" nav={adminNav} identity={shellIdentityOf(admin)}>
        {admin.secondFactorSuggested && <SecondFactorReminder />}
        {children}
      </ConsoleShell>
    </ConsoleProviders>
  );
}
