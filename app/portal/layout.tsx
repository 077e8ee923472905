import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/console/console-shell';
import { portalNav } from '@/components/console/console-nav';
import { ConsoleProviders } from '@/components/console/trpc';
import { requireConsoleUser } from '@/server/console/guard';
import { shellIdentityOf } from '@/server/console/shell-identity';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const tenant = await requireConsoleUser('tenant');
  return (
    <ConsoleProviders kind={tenant.person ? 'admin' : 'tenant'} role={{ kind: 'tenant', role: tenant.role }}>
      <ConsoleShell kind="tenant" area="Tenant portal" nav={portalNav} identity={shellIdentityOf(tenant)}>
        {children}
      </ConsoleShell>
    </ConsoleProviders>
  );
}
