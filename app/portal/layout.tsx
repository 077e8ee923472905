import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/console/console-shell';
import { icons } from '@/components/console/icons';
import { ConsoleProviders } from '@/components/console/trpc';
import { requireConsoleUser } from '@/server/console/guard';

const nav = [
  { href: '/portal', label: 'Overview', icon: icons.overview },
  { href: '/portal/payments', label: 'Payments', icon: icons.payments },
  { href: '/portal/requests', label: 'Requests', icon: icons.requests },
  { href: '/portal/webhooks', label: 'Webhook deliveries', icon: icons.webhooks },
  { href: '/portal/team', label: 'Team', icon: icons.team },
  { href: '/portal/settings', label: 'Settings', icon: icons.settings },
];

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const tenant = await requireConsoleUser('tenant');
  return (
    <ConsoleProviders kind="tenant">
      <ConsoleShell kind="tenant" area="Tenant portal" nav={nav} identity={{ title: tenant.name, subtitle: tenant.appId }}>
        {children}
      </ConsoleShell>
    </ConsoleProviders>
  );
}
