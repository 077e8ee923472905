import type { ReactNode } from 'react';
import { adminNav, portalNav } from '@/components/console/console-nav';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConsoleProviders } from '@/components/console/trpc';
import { requireConsolePerson } from '@/server/console/guard';
import { shellIdentityOf } from '@/server/console/shell-identity';

/** A person's own page, in the frame of the console they are in. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const identity = await requireConsolePerson();
  const admin = identity.kind === 'admin';
  return (
    <ConsoleProviders kind="admin" role={identity.kind === 'admin' ? { kind: 'admin', role: identity.role } : { kind: 'tenant', role: identity.role }}>
      <ConsoleShell kind={identity.kind} area={admin ? 'Administration' : 'Tenant portal'} nav={admin ? adminNav : portalNav} identity={shellIdentityOf(identity)}>
        {children}
      </ConsoleShell>
    </ConsoleProviders>
  );
}
